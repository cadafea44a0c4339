import type { BrandConfig } from '@clem/brand-config';
import { Main } from '../frame/FrameStyles';
import { PageFrame } from '../frame/PageFrame';
import { NotFoundContent } from '../frame/NotFoundContent';
import { localisedPath } from '../i18n/paths';
import { BlockedPage } from '../maintenance/BlockedPage';
import { MaintenancePage } from '../maintenance/MaintenancePage';
import type { LocalePageProps } from './pageProps';

/** React 19 hoists this into <head>: the redirect targets are not pages to index. */
const noIndex = <meta name="robots" content="noindex" />;

/** `/[locale]/maintenance`: where a platform answer that goes to maintenance sends the player. */
export function createMaintenancePage(brand: BrandConfig) {
  return async function Maintenance({ params }: LocalePageProps) {
    const { locale } = await params;
    return (
      <>
        {noIndex}
        <Main>
          <MaintenancePage
            brandName={brand.displayName}
            sportsHref={localisedPath(brand.locales, locale, '/sports')}
          />
        </Main>
      </>
    );
  };
}

/** `/[locale]/blocked`: the blocked URL a platform answer may go to. */
export function createBlockedPage(brand: BrandConfig) {
  return async function Blocked({ params }: LocalePageProps) {
    const { locale } = await params;
    return (
      <>
        {noIndex}
        <Main>
          <BlockedPage
            brandName={brand.displayName}
            sportsHref={localisedPath(brand.locales, locale, '/sports')}
          />
        </Main>
      </>
    );
  };
}

/**
 * `/[locale]/[...rest]`: any path without a page shows "page not found" inside the frame (header,
 * menu and footer stay, so the player can find their way), in the Default page layout.
 *
 * The status is the proxy's: it knows the brand's routes and answers a document request for a
 * path none of them takes with 404 (proxy/knownPaths.ts), and Next renders this page under that
 * status. The page renders the friendly content itself instead of calling `notFound()`: Next 16
 * answers a `notFound()` thrown from a page with a bare error document
 * (`<html id="__next_error__">`) and leaves the not-found UI to the client, where the frame's
 * styles are missing (vercel/next.js#62228). `not-found.tsx` still serves `notFound()` calls from
 * pages.
 */
export function createCatchAllPage(brand: BrandConfig) {
  return async function CatchAll({
    params,
  }: {
    params: Promise<{ locale: string; rest?: string[] }>;
  }) {
    const { locale, rest = [] } = await params;
    const path = `/${rest.join('/')}`;
    return (
      <PageFrame brand={brand} locale={locale} path={path}>
        {noIndex}
        <NotFoundContent brand={brand} />
      </PageFrame>
    );
  };
}

/**
 * `app/[locale]/not-found.tsx`: the 404 page inside the frame, in the Default page layout's
 * columns (so the desktop menu is there too).
 */
export function createNotFoundPage(brand: BrandConfig) {
  return function NotFound() {
    return (
      <Main>
        {noIndex}
        <NotFoundContent brand={brand} />
      </Main>
    );
  };
}
