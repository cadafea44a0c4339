import type { BrandConfig } from '@clem/brand-config';
import {
  backHref,
  dateFilterRange,
  defaultMarketTypeIds,
  eventIdFromSlug,
  eventSlug,
  groupEventsByLeague,
  parseDateFilter,
  settingFlag,
  specialPageByPath,
  sportTreeHref,
  type EventPathNode,
  type EventsQueryParams,
  type SportEvent,
} from '@clem/core';
import {
  dateText,
  eventLink,
  EventPageView,
  leagueGroupsView,
  LocalDates,
  PageRefresher,
  rowCount,
  rowLabels,
  sliceGroups,
  SpecialPageView,
  SportsHomeView,
  SportsListPage,
  Chip,
  Chips,
  type SiblingGroup,
  type SpecialPageLike,
} from '@clem/sports/server';
import { redirect } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { ContentPending } from '../frame/ContentPending';
import { PageFrame } from '../frame/PageFrame';
import { NotFoundContent } from '../frame/NotFoundContent';
import { PlatformErrorState } from '../frame/PlatformErrorState';
import { SportsUnavailable } from '../frame/SportsUnavailable';
import { localisedPath } from '../i18n/paths';
import { loadFrameData } from '../platform/frameData';
import { followPlatformRedirect, loadEventPathTree, type Loaded } from '../platform/serverPlatform';
import {
  EVENTS_PER_PAGE,
  loadCoupon,
  loadEvent,
  loadEventsUpTo,
  loadTopSports,
  prematchListParams,
} from '../platform/sportsData';
import { FIRST_ROWS, laterRowsIsland, listContext } from './laterRows';
import { pageParam, param, sportsContext, type SportsContext } from './sportsContext';

/**
 * The prematch pages of issue 8 (betting §2 routes), server-rendered with their first data inside
 * the frame. Every page polls itself every 15 s while visible (`PageRefresher`); a platform
 * failure shows the spec's notice in the list area and leaves the rest of the page working.
 */

type Search = Record<string, string | string[] | undefined>;

interface Props<P> {
  params: Promise<P & { locale: string }>;
  searchParams: Promise<Search>;
}

const noIndex = <meta name="robots" content="noindex" />;

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
  );
  if (entries.length === 0) return path;
  return `${path}?${entries.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&')}`;
}

function Refresher({ ctx }: { ctx: SportsContext }) {
  return (
    <>
      <PageRefresher rendered={{ sortBy: ctx.sortBy, layout: ctx.layout }} />
      {ctx.timeZoneKnown ? null : (
        <LocalDates
          serverTimeZone={ctx.timeZone}
          today={ctx.t('today')}
          tomorrow={ctx.t('tomorrow')}
        />
      )}
    </>
  );
}

/** A list page's events: the list, a notice on failure, dropped count and "show more". */
async function listOf(
  ctx: SportsContext,
  params: EventsQueryParams,
  page: number,
  pathWithQuery: (page: number) => string,
  count = page * EVENTS_PER_PAGE,
) {
  const loaded = await loadEventsUpTo(ctx.brand, ctx.locale, params, count);
  followPlatformRedirect(loaded, ctx.brand, ctx.locale);
  if (!loaded.ok) {
    return { groups: [], later: undefined, notice: ctx.noEventsNotice, hidden: 0, more: undefined };
  }
  const backTo = pathWithQuery(page);
  const all = leagueGroupsView(loaded.data.events, { ...listContext(ctx), backTo });
  const total = rowCount(all);
  // A long list: the page holds the first screenful, the island loads the rest (laterRows.tsx).
  const long = total > FIRST_ROWS;
  const list = {
    brandId: ctx.brand.id,
    locale: ctx.locale,
    params,
    count,
    backTo,
    showFavourite: true,
  };
  const shown = loaded.data.events.length;
  return {
    groups: long ? sliceGroups(all, 0, FIRST_ROWS) : all,
    later: long ? laterRowsIsland(ctx, list, total) : undefined,
    notice: undefined,
    hidden: loaded.data.dropped,
    more: {
      shown: Math.min(shown + loaded.data.dropped, loaded.data.paging.total),
      total: loaded.data.paging.total,
      href: `${ctx.localePrefix}${pathWithQuery(page + 1)}`,
    },
  };
}

/** A same-site path with the locale prefix, unless it already carries one. */
function localised(ctx: SportsContext, path: string): string {
  if (
    ctx.localePrefix === '' ||
    path === ctx.localePrefix ||
    path.startsWith(`${ctx.localePrefix}/`)
  ) {
    return path;
  }
  return `${ctx.localePrefix}${path}`;
}

function sortParams(ctx: SportsContext): EventsQueryParams {
  return { sortByEventpath: ctx.sortBy === 'competition' };
}

async function sportTree(ctx: SportsContext): Promise<EventPathNode[]> {
  const tree = await loadedSportTree(ctx);
  return tree.ok ? tree.data.eventPaths : [];
}

async function loadedSportTree(ctx: SportsContext) {
  const tree = await loadEventPathTree(ctx.brand, ctx.locale);
  followPlatformRedirect(tree, ctx.brand, ctx.locale);
  return tree;
}

/** The sport, country and league of a competitions path, by their slugs (each undefined if absent). */
function findPath(
  tree: EventPathNode[],
  sportSlug: string,
  countrySlug: string,
  leagueSlug?: string,
) {
  const sport = tree.find((node) => node.slug === sportSlug);
  const country = sport?.children.find((node) => node.slug === countrySlug);
  const league =
    leagueSlug === undefined
      ? undefined
      : country?.children.find((node) => node.slug === leagueSlug);
  return { sport, country, league };
}

function findSport(tree: EventPathNode[], segment: string): EventPathNode | undefined {
  const match = /^(\d{1,9})(?:-([A-Za-z]{2,8}))?$/.exec(segment);
  if (match) return tree.find((sport) => sport.id === Number(match[1]));
  const slug = segment.toLowerCase();
  return tree.find((sport) => sport.slug === slug);
}

/** The contexts of content rendered by `streamed`: already inside their page's frame. */
const insideFrame = new WeakSet<SportsContext>();

function framed(
  ctx: SportsContext,
  path: string,
  content: ReactNode,
  options: { refresh?: boolean; index?: boolean } = {},
) {
  const page = (
    <>
      {options.index === false ? noIndex : null}
      {options.refresh === false ? null : <Refresher ctx={ctx} />}
      {content}
    </>
  );
  if (insideFrame.has(ctx)) return page;
  return (
    <PageFrame brand={ctx.brand} locale={ctx.locale} path={path}>
      {page}
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

/**
 * A page whose content waits on platform data (the sport tree, events, an event, a coupon). When
 * the data comes within STREAM_AFTER_MS the page answers at once, whole. When it does not, the
 * frame and the page's desktop columns are sent then, and the content streams in when its data
 * arrives, so a slow platform never holds the header and menus back (issue 25). Everything the
 * page decides without that data (a redirect, a special page) is decided before. `render` gets a
 * context whose `framed` calls skip the frame.
 */
async function streamed(
  ctx: SportsContext,
  path: string,
  render: (ctx: SportsContext) => Promise<ReactNode>,
) {
  const inner = { ...ctx };
  insideFrame.add(inner);
  const content = render(inner);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), STREAM_AFTER_MS);
  });
  // A rejection (notFound, redirect, an error) before the deadline is thrown here, with its status.
  const quick = await Promise.race([content, late]).finally(() => clearTimeout(timer));
  return (
    <PageFrame brand={ctx.brand} locale={ctx.locale} path={path}>
      {quick === LATE ? (
        <Suspense fallback={<ContentPending />}>
          <Streamed content={content} />
        </Suspense>
      ) : (
        quick
      )}
    </PageFrame>
  );
}

const LATE = Symbol('late');

function notFound(ctx: SportsContext, path: string) {
  return framed(ctx, path, <NotFoundContent brand={ctx.brand} />, {
    refresh: false,
    index: false,
  });
}

/* ------------------------------------------------------------------------------------ home */

/** `/sports`: top sports, quick links, highlights and every sport. */
export function createSportsPage(brand: BrandConfig) {
  return async function SportsPage({ params }: { params: Promise<{ locale: string }> }) {
    const { locale } = await params;
    const ctx = await sportsContext(brand, locale);
    return streamed(ctx, '/sports', async (ctx) => {
      const [frame, top, loadedTree] = await Promise.all([
        loadFrameData(brand, locale, ctx.settings, null),
        loadTopSports(brand, locale),
        loadedSportTree(ctx),
      ]);
      // Without the sport tree the home has nothing to offer: the platform's error, with a retry.
      if (!loadedTree.ok) {
        return framed(ctx, '/sports', <SportsUnavailable error={loadedTree.error} />, {
          refresh: false,
        });
      }
      const tree = loadedTree.data.eventPaths;
      const topSports = top.ok
        ? [...top.data.top_sports]
            .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
            .map((sport) => ({
              id: sport.id,
              name: sport.name,
              code: sport.sport_code,
              count: sport.event_count,
            }))
        : tree.map((sport) => ({
            id: sport.id,
            name: sport.name,
            code: sport.sportCode ?? '',
            count: sport.eventCount ?? 0,
          }));
      const first = topSports[0];
      const highlights = first
        ? await listOf(
            ctx,
            prematchListParams(first.code, { eventPathIds: [first.id], ...sortParams(ctx) }),
            1,
            () => '/sports',
          )
        : { groups: [], notice: undefined };
      return framed(
        ctx,
        '/sports',
        <SportsHomeView
          localePrefix={ctx.localePrefix}
          topSports={topSports}
          coupons={frame.quickLinks.map((c) => ({ id: c.id, name: c.name, sportId: c.sport_id }))}
          highlights={highlights.groups.slice(0, 3)}
          highlightsNotice={highlights.notice}
          tree={tree}
          showFavourites={settingFlag(ctx.settings, 'enable_favorites', true)}
        />,
      );
    });
  };
}

/* ----------------------------------------------------------------------- /sports/{sport} */

function specialPage(ctx: SportsContext, page: SpecialPageLike, path: string) {
  return framed(
    ctx,
    path,
    <SpecialPageView page={page} settings={ctx.settings} localePrefix={ctx.localePrefix} />,
    { refresh: false },
  );
}

async function favouritesPage(ctx: SportsContext, path: string) {
  const ids = ctx.favouriteIds;
  if (ids.length === 0) {
    return framed(
      ctx,
      path,
      <SportsListPage
        title={ctx.t('favourites')}
        crumbs={[
          { name: ctx.t('title'), href: `${ctx.localePrefix}/sports` },
          { name: ctx.t('favourites') },
        ]}
        groups={[]}
        emptyText={ctx.t('noFavourites')}
      />,
      { index: false },
    );
  }
  const list = await listOf(
    ctx,
    { ids, eventType: 'ALL', marketStatus: ['open', 'suspended'], ...sortParams(ctx) },
    1,
    () => path,
    ids.length,
  );
  return framed(
    ctx,
    path,
    <SportsListPage
      title={ctx.t('favourites')}
      crumbs={[
        { name: ctx.t('title'), href: `${ctx.localePrefix}/sports` },
        { name: ctx.t('favourites') },
      ]}
      groups={list.groups}
      notice={list.notice}
      hidden={list.hidden}
      emptyText={ctx.t('favouritesGone')}
    />,
    { index: false },
  );
}

async function couponPage(ctx: SportsContext, couponId: number, path: string) {
  const loaded = await loadCoupon(ctx.brand, ctx.locale, couponId);
  followPlatformRedirect(loaded, ctx.brand, ctx.locale);
  const backTo = withQuery(path, { 'active-coupon': couponId });
  if (!loaded.ok && loaded.error.status === 404) return notFound(ctx, path);
  const groups = loaded.ok
    ? leagueGroupsView(loaded.data.events, { ...listContext(ctx), backTo })
    : [];
  const info = loaded.ok ? loaded.data.coupon_info : null;
  const title = loaded.ok ? loaded.data.name : ctx.t('coupons');
  return framed(
    ctx,
    path,
    <SportsListPage
      title={title}
      crumbs={[{ name: ctx.t('title'), href: `${ctx.localePrefix}/sports` }, { name: title }]}
      groups={groups}
      notice={loaded.ok ? undefined : ctx.noEventsNotice}
      hidden={loaded.ok ? loaded.data.dropped : 0}
      filters={
        info ? (
          <nav aria-label={ctx.t('couponGroup', { group: info.group_name })}>
            <Chips>
              {info.coupons.map((coupon) => (
                <li key={coupon.id}>
                  <Chip
                    href={`${ctx.localePrefix}/sports/${coupon.sport_id}?active-coupon=${coupon.id}`}
                    aria-current={coupon.id === couponId ? 'page' : undefined}
                  >
                    {coupon.name}
                  </Chip>
                </li>
              ))}
            </Chips>
          </nav>
        ) : null
      }
    />,
  );
}

/** `/sports/{id}-{CODE}`, a plain sport slug, a pseudo-category, a special page or a coupon. */
export function createSportPage(brand: BrandConfig) {
  return async function SportPage({ params, searchParams }: Props<{ sport: string }>) {
    const [{ locale, sport: rawSegment }, search] = await Promise.all([params, searchParams]);
    const segment = decodeURIComponent(rawSegment);
    const ctx = await sportsContext(brand, locale);
    const path = `/sports/${segment}`;

    const special = specialPageByPath(path);
    if (special) return specialPage(ctx, special, path);

    const upper = segment.toUpperCase();
    if (upper === '10000-FAVOURITES' || upper === 'FAVOURITES' || upper === '10000') {
      if (!settingFlag(ctx.settings, 'enable_favorites', true)) return notFound(ctx, path);
      return streamed(ctx, path, (inner) => favouritesPage(inner, path));
    }
    if (upper === '10001-HOMEPAGE' || upper === 'HOMEPAGE' || upper === '10001') {
      redirect(localisedPath(brand.locales, locale, '/sports'));
    }
    if (upper === 'JACKPOTBET' || upper === '10002' || upper.startsWith('10002-')) {
      return specialPage(
        ctx,
        { id: 'jackpotbet', path: '/sports/jackpotbet', name: ctx.t('jackpotBet'), gate: null },
        path,
      );
    }

    const coupon = param(search, 'active-coupon');
    if (coupon !== undefined) {
      if (!/^\d{1,9}$/.test(coupon)) return notFound(ctx, path);
      return streamed(ctx, path, (inner) => couponPage(inner, Number(coupon), path));
    }

    return streamed(ctx, path, async (ctx) => {
      const tree = await sportTree(ctx);
      const sport = findSport(tree, segment);
      if (!sport) return notFound(ctx, path);
      const page = pageParam(search);
      const list = await listOf(
        ctx,
        prematchListParams(sport.sportCode, { eventPathIds: [sport.id], ...sortParams(ctx) }),
        page,
        (p) => withQuery(path, { page: p > 1 ? p : undefined }),
      );
      return framed(
        ctx,
        path,
        <SportsListPage
          title={sport.name}
          crumbs={[
            { name: ctx.t('title'), href: `${ctx.localePrefix}/sports` },
            { name: sport.name },
          ]}
          {...list}
          filters={
            sport.children.length > 0 ? (
              <nav aria-label={ctx.t('countries')}>
                <Chips>
                  {sport.children.map((country) => (
                    <li key={country.id}>
                      <Chip
                        href={`${ctx.localePrefix}/sports/competitions/${encodeURIComponent(sport.slug)}/${encodeURIComponent(country.slug)}`}
                      >
                        {country.name}
                      </Chip>
                    </li>
                  ))}
                </Chips>
              </nav>
            ) : null
          }
        />,
      );
    });
  };
}

/* ------------------------------------------------------------- country and league pages */

export function createCountryPage(brand: BrandConfig) {
  return async function CountryPage({
    params,
    searchParams,
  }: Props<{ sport: string; country: string }>) {
    const [{ locale, sport: sportSlugParam, country: countrySlug }, search] = await Promise.all([
      params,
      searchParams,
    ]);
    const ctx = await sportsContext(brand, locale);
    const path = `/sports/competitions/${sportSlugParam}/${countrySlug}`;
    return streamed(ctx, path, async (ctx) => {
      const { sport, country } = findPath(await sportTree(ctx), sportSlugParam, countrySlug);
      if (!sport || !country) return notFound(ctx, path);
      const page = pageParam(search);
      const list = await listOf(
        ctx,
        prematchListParams(sport.sportCode, { eventPathIds: [country.id], ...sortParams(ctx) }),
        page,
        (p) => withQuery(path, { page: p > 1 ? p : undefined }),
      );
      const p = ctx.localePrefix;
      return framed(
        ctx,
        path,
        <SportsListPage
          title={`${sport.name} · ${country.name}`}
          crumbs={[
            { name: ctx.t('title'), href: `${p}/sports` },
            {
              name: sport.name,
              href: `${p}${sportTreeHref([sport])}`,
            },
            { name: country.name },
          ]}
          {...list}
          filters={
            <nav aria-label={ctx.t('competitions')}>
              <Chips>
                {country.children.map((league) => (
                  <li key={league.id}>
                    <Chip href={`${p}${path}/${encodeURIComponent(league.slug)}`}>
                      {league.name}
                    </Chip>
                  </li>
                ))}
              </Chips>
            </nav>
          }
        />,
      );
    });
  };
}

export function createLeaguePage(brand: BrandConfig) {
  return async function LeaguePage({
    params,
    searchParams,
  }: Props<{ sport: string; country: string; league: string }>) {
    const [{ locale, sport: sportSlugParam, country: countrySlug, league: leagueSlug }, search] =
      await Promise.all([params, searchParams]);
    const ctx = await sportsContext(brand, locale);
    const countryPath = `/sports/competitions/${sportSlugParam}/${countrySlug}`;
    const path = `${countryPath}/${leagueSlug}`;
    return streamed(ctx, path, async (ctx) => {
      const tree = await sportTree(ctx);
      const { sport, country, league } = findPath(tree, sportSlugParam, countrySlug, leagueSlug);
      if (!sport || !country || !league) return notFound(ctx, path);
      const page = pageParam(search);
      const list = await listOf(
        ctx,
        prematchListParams(sport.sportCode, { eventPathIds: [league.id], ...sortParams(ctx) }),
        page,
        (n) => withQuery(path, { page: n > 1 ? n : undefined }),
      );
      const p = ctx.localePrefix;
      return framed(
        ctx,
        path,
        <SportsListPage
          title={league.name}
          crumbs={[
            { name: ctx.t('title'), href: `${p}/sports` },
            {
              name: sport.name,
              href: `${p}${sportTreeHref([sport])}`,
            },
            { name: country.name, href: `${p}${countryPath}` },
            { name: league.name },
          ]}
          {...list}
        />,
      );
    });
  };
}

/* --------------------------------------------------------------- fixtures and outrights */

const DATE_FILTERS = ['today', 'this_week', '12h', '3h'] as const;

export function createFixturesPage(brand: BrandConfig) {
  return async function FixturesPage({ params, searchParams }: Props<object>) {
    const [{ locale }, search] = await Promise.all([params, searchParams]);
    const ctx = await sportsContext(brand, locale);
    const path = '/sports/fixtures';
    const rawFilter = param(search, 'date');
    const filter = parseDateFilter(rawFilter);
    const range = filter ? dateFilterRange(filter, ctx.now, ctx.timeZone) : undefined;
    const page = pageParam(search);
    return streamed(ctx, path, async (ctx) => {
      const list = await listOf(
        ctx,
        {
          periodType: 'PRE_MATCH',
          marketStatus: ['open', 'suspended'],
          marketTypeIds: [1, 2001, 3001, 4001, 5001, 6001, 7001, 8001, 9001],
          ...(range ?? {}),
          ...sortParams(ctx),
        },
        page,
        (n) =>
          withQuery(path, { date: filter ? rawFilter : undefined, page: n > 1 ? n : undefined }),
      );
      const p = ctx.localePrefix;
      const label = (value: string) =>
        value === 'today'
          ? ctx.t('filterToday')
          : value === 'this_week'
            ? ctx.t('filterThisWeek')
            : ctx.t('filterHours', { hours: Number(value.replace('h', '')) });
      return framed(
        ctx,
        path,
        <SportsListPage
          title={ctx.t('fixtures')}
          crumbs={[{ name: ctx.t('title'), href: `${p}/sports` }, { name: ctx.t('fixtures') }]}
          {...list}
          filters={
            <nav aria-label={ctx.t('dateFilter')}>
              <Chips>
                <li>
                  <Chip href={`${p}${path}`} aria-current={filter ? undefined : 'page'}>
                    {ctx.t('filterAll')}
                  </Chip>
                </li>
                {DATE_FILTERS.map((value) => (
                  <li key={value}>
                    <Chip
                      href={`${p}${path}?date=${value}`}
                      aria-current={rawFilter === value && filter ? 'page' : undefined}
                    >
                      {label(value)}
                    </Chip>
                  </li>
                ))}
              </Chips>
            </nav>
          }
        />,
      );
    });
  };
}

export function createOutrightsPage(brand: BrandConfig) {
  return async function OutrightsPage({ params, searchParams }: Props<object>) {
    const [{ locale }, search] = await Promise.all([params, searchParams]);
    const ctx = await sportsContext(brand, locale);
    const path = '/sports/outrights';
    const page = pageParam(search);
    return streamed(ctx, path, async (ctx) => {
      const list = await listOf(
        ctx,
        {
          eventType: 'OUTRIGHT',
          marketStatus: ['open', 'suspended'],
          sortByEventpath: true,
        },
        page,
        (n) => withQuery(path, { page: n > 1 ? n : undefined }),
      );
      return framed(
        ctx,
        path,
        <SportsListPage
          title={ctx.t('outrights')}
          crumbs={[
            { name: ctx.t('title'), href: `${ctx.localePrefix}/sports` },
            { name: ctx.t('outrights') },
          ]}
          {...list}
        />,
      );
    });
  };
}

/* ----------------------------------------------------------------------------- event page */

function siblingGroups(
  ctx: SportsContext,
  events: readonly SportEvent[],
  currentId: number,
  backTo: string | undefined,
): SiblingGroup[] {
  const labels = rowLabels(ctx.t);
  return groupEventsByLeague(events, 'competition').map((group) => ({
    key: group.key,
    title: `${group.countryName} · ${group.leagueName}`,
    events: group.events.map((event) => ({
      id: event.id,
      name: event.name,
      href: backTo
        ? eventLink(`/events/${encodeURIComponent(eventSlug(event))}`, {
            localePrefix: ctx.localePrefix,
            backTo,
          })
        : `${ctx.localePrefix}/events/${encodeURIComponent(eventSlug(event))}`,
      dateText: dateText(event.eventDate, ctx.now, ctx.timeZone, labels),
      current: event.id === currentId,
    })),
  }));
}

/** `/events/{slug}`: any event without a clock (live events have their own pages). */
export function createEventPage(brand: BrandConfig) {
  return async function EventPage({ params, searchParams }: Props<{ slug: string }>) {
    const [{ locale, slug }, search] = await Promise.all([params, searchParams]);
    const ctx = await sportsContext(brand, locale);
    const path = `/events/${slug}`;
    const id = eventIdFromSlug(decodeURIComponent(slug));
    if (id === undefined) return notFound(ctx, path);
    return streamed(ctx, path, async (ctx) => {
      const loaded: Loaded<SportEvent> = await loadEvent(brand, locale, id);
      followPlatformRedirect(loaded, brand, locale);
      const rawBackTo = param(search, 'backTo');
      if (!loaded.ok) {
        if (loaded.error.status === 404) {
          return framed(ctx, path, <NotFoundContent brand={brand} />, {
            refresh: false,
            index: false,
          });
        }
        return framed(ctx, path, <PlatformErrorState error={loaded.error} />);
      }
      const event = loaded.data;
      const paths = event.eventPaths;
      const sport = paths[0];
      const league = paths[paths.length - 1];
      const back = backHref({
        backTo: rawBackTo ?? null,
        path,
        sport: sport ? { id: sport.id, slug: sport.slug, sportCode: event.sportCode } : null,
      });
      const backIsOwn = rawBackTo !== undefined && back === rawBackTo;
      // Sibling links keep the same way back (a list the player came from), else none.
      const siblingsLoaded = league
        ? await loadEventsUpTo(
            brand,
            locale,
            {
              eventPathIds: [league.id],
              periodType: 'ALL',
              marketTypeIds: defaultMarketTypeIds(event.sportCode).slice(0, 1),
              sortByEventpath: true,
            },
            50,
          )
        : undefined;
      const siblings =
        siblingsLoaded && siblingsLoaded.ok
          ? siblingGroups(ctx, siblingsLoaded.data.events, event.id, backIsOwn ? back : undefined)
          : [];
      const country = paths.length > 2 ? paths[1] : undefined;
      return framed(
        ctx,
        path,
        <EventPageView
          event={event}
          backHref={localised(ctx, back)}
          siblings={siblings}
          leagueLabel={[country?.description, league?.description].filter(Boolean).join(' · ')}
          leagueName={league?.description ?? ''}
          now={ctx.now}
          timeZone={ctx.timeZone}
        />,
      );
    });
  };
}

/* ------------------------------------------------------------- /cryptoblast, /powerball… */

function createSpecialRootPage(path: string) {
  return function createPage(brand: BrandConfig) {
    return async function SpecialRootPage({ params }: { params: Promise<{ locale: string }> }) {
      const { locale } = await params;
      const ctx = await sportsContext(brand, locale);
      const page = specialPageByPath(path);
      return page ? specialPage(ctx, page, path) : notFound(ctx, path);
    };
  };
}

export const createCryptoblastPage = createSpecialRootPage('/cryptoblast');
export const createPowerballPage = createSpecialRootPage('/powerball');
export const createLottoPage = createSpecialRootPage('/lotto');
