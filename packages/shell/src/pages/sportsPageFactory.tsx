import type { BrandConfig } from '@clem/brand-config';
import { eventIdFromSlug } from '@clem/core';
import {
  eventPageMeta,
  sportsContext,
  SportsRefresher,
  type RoutedSportsPage,
  type SearchParams,
  type SportsContext,
  type SportsPageMeta,
  type SportsPageResult,
} from '@clem/sports/server';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { permanentRedirect, redirect } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { ContentPending } from '../frame/ContentPending';
import { NotFoundContent } from '../frame/NotFoundContent';
import { PageFrame } from '../frame/PageFrame';
import { PlatformErrorState } from '../frame/PlatformErrorState';
import { SportsUnavailable } from '../frame/SportsUnavailable';
import { localisedPath, stripLocale } from '../i18n/paths';
import { pageMetaFor } from '../layout/pageMeta';
import { PATHNAME_HEADER } from '../proxy/requestHeaders';

/**
 * How the sports pages (prematch in SportsPages.tsx, SportListPages.tsx, EventPages.tsx and
 * SpecialPages.tsx; In-Play in LivePages.tsx) sit in the frame:
 * @clem/sports decides what each page shows and loads; these factories put it in the frame. A
 * page whose content waits on platform data sends the frame first when that data is slow
 * (`streamed`); a not-found, a redirect or an error state the page decides is drawn here.
 *
 * Each route file imports only its own page module (`@clem/shell/app/sports`, `…/live`, …): a
 * route's client JavaScript is every client component its server modules import, rendered or
 * not, so a route that imported every page would ship every page's islands.
 */

export interface Props<P> {
  params: Promise<P & { locale: string }>;
  searchParams?: Promise<SearchParams>;
}

const noIndex = <meta name="robots" content="noindex" />;

/** What a sports page's answer shows inside the frame (a redirect is thrown). */
function inFrame(ctx: SportsContext, result: SportsPageResult): ReactNode {
  switch (result.kind) {
    case 'redirect': {
      const target = localisedPath(ctx.brand.locales, ctx.locale, result.path);
      // 308 when the page lives at the target for good (its own slug), else 307.
      return result.permanent ? permanentRedirect(target) : redirect(target);
    }
    case 'notFound':
      return withHead(ctx, <NotFoundContent brand={ctx.brand} />, { refresh: false, index: false });
    case 'sportsUnavailable':
      return withHead(ctx, <SportsUnavailable error={result.error} />, { refresh: false });
    case 'platformError':
      return withHead(ctx, <PlatformErrorState error={result.error} />);
    case 'content':
      return withHead(ctx, result.content, result);
  }
}

function withHead(
  ctx: SportsContext,
  content: ReactNode,
  options: { refresh?: boolean; index?: boolean } = {},
) {
  return (
    <>
      {options.index === false ? noIndex : null}
      {options.refresh === false ? null : <SportsRefresher ctx={ctx} />}
      {content}
    </>
  );
}

function framed(ctx: SportsContext, path: string, content: ReactNode) {
  return (
    <PageFrame brand={ctx.brand} locale={ctx.locale} path={path}>
      {content}
    </PageFrame>
  );
}

/**
 * How long a page waits for its content before it sends the frame and streams the content in.
 * A healthy platform answers well within it, so the page is one document as before: no loading
 * state, no late reveal, and a not-found or redirect found in the data keeps its HTTP status.
 */
export const STREAM_AFTER_MS = 300;

async function Streamed({ content }: { content: Promise<ReactNode> }) {
  return content;
}

const LATE = Symbol('late');

/**
 * A page whose content waits on platform data (the sport tree, events, an event, a coupon). When
 * the data comes within STREAM_AFTER_MS the page answers at once, whole. When it does not, the
 * frame and the page's desktop columns are sent then, and the content streams in when its data
 * arrives, so a slow platform never holds the header and menus back. Everything the page decides
 * without that data (a redirect, a special page) is decided before.
 */
async function streamed(ctx: SportsContext, path: string, content: Promise<ReactNode>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), STREAM_AFTER_MS);
  });
  // A rejection (notFound, redirect, an error) before the deadline is thrown here, with its status.
  const quick = await Promise.race([content, late]).finally(() => clearTimeout(timer));
  return framed(
    ctx,
    path,
    quick === LATE ? (
      <Suspense fallback={<ContentPending />}>
        <Streamed content={content} />
      </Suspense>
    ) : (
      quick
    ),
  );
}

/** A sports page in the frame: at once, or streamed when its content waits on platform data. */
export async function composed(ctx: SportsContext, { path, page }: RoutedSportsPage) {
  if (page.kind !== 'loading') return framed(ctx, path, inFrame(ctx, page));
  return streamed(
    ctx,
    path,
    page.load().then((result) => inFrame(ctx, result)),
  );
}

/** A page factory for a sports page of the route parameters P (besides the locale). */
export function sportsPageFactory<P extends object>(
  page: (ctx: SportsContext, params: P, search: SearchParams) => RoutedSportsPage,
) {
  return function createPage(brand: BrandConfig) {
    return async function SportsRoute({ params, searchParams }: Props<P>) {
      const [routeParams, search] = await Promise.all([
        params,
        searchParams ?? Promise.resolve({}),
      ]);
      const ctx = await sportsContext(brand, routeParams.locale);
      return composed(ctx, page(ctx, routeParams, search));
    };
  };
}

/**
 * A sports page's `generateMetadata`: its own title and description (see the sports package's
 * pageIdentity.ts), from the same data as the page, asked once per request. The operator's
 * `page_meta_tags` entry for exactly this path still wins where it gives a title or a description
 * (an operator naming one page on purpose); its patterns (`/sports/*`, `*`) are fallbacks the
 * layout applies, and a page that knows what it shows says so instead. A page whose data is
 * missing keeps the layout's title.
 */
export function sportsMetadataFactory<P extends object>(
  meta: (ctx: SportsContext, params: P) => Promise<SportsPageMeta | null>,
) {
  return function createMetadata(brand: BrandConfig) {
    return async function generateMetadata({ params }: Props<P>): Promise<Metadata> {
      const routeParams = await params;
      const [ctx, requestHeaders] = await Promise.all([
        sportsContext(brand, routeParams.locale),
        headers(),
      ]);
      const own = await meta(ctx, routeParams);
      if (!own) return {};
      const path = stripLocale(brand.locales, requestHeaders.get(PATHNAME_HEADER) ?? '/');
      const operator = pageMetaFor(path, ctx.settings['page_meta_tags'], brand.displayName, {
        exactOnly: true,
      });
      return {
        ...(operator?.title ? {} : { title: own.title }),
        ...(operator?.description || !own.description ? {} : { description: own.description }),
      };
    };
  };
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** An event page's metadata: its event's title (the prematch and the live page alike). */
export const createEventMetadata = sportsMetadataFactory((ctx, params: { slug: string }) => {
  const id = eventIdFromSlug(decodedSegment(params.slug));
  return id === undefined ? Promise.resolve(null) : eventPageMeta(ctx, id);
});
