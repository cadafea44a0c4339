import {
  competitionsOf,
  LIVE_EVENTS_PER_PAGE,
  liveSeedOf,
  settingFlag,
  specialPageByPath,
  type LivePage,
  type SportEvent,
} from '@clem/core';
import { leagueGroupsView } from '../pages/listView';
import { listContext } from '../pages/laterRows';
import {
  content,
  followPlatformRedirect,
  loading,
  notFound,
  type RoutedSportsPage,
  type SportsPageResult,
} from '../pages/pageResult';
import { queryString, type SportsPageMeta } from '../pages/pageIdentity';
import { findSport, pageParam, pagePath, type SearchParams } from '../pages/pageParams';
import { sportTree } from '../pages/listLoading';
import type { SportsContext } from '../pages/sportsContext';
import { loadLivePage, loadLivePageUpTo } from './liveData';
import { LiveCompetitionFilter } from './filters/LiveCompetitionFilter';
import { FoldedLiveDesktopFilter } from './filters/FoldedLiveDesktopFilter';
import { LiveListView, type LiveSportChip, type LiveSportSection } from './LiveListView';

/**
 * The In-Play lists (betting §2 route `/live/sport/{id}-{CODE}`; the live event page `/live/{slug}`
 * is in `liveEventPage.tsx`; `/live` and
 * `/live/sport/` are the In-Play home, where the operator's menus point). Each page renders its
 * first state on the server from the platform's live page, then the browser's live connection
 * (core's live data path) keeps its clocks, scores, prices and market states current in place.
 *
 * Decisions where the spec is silent:
 * - The In-Play home lists every sport with live events (its count beside it), then the first 50
 *   live events (the in-play list's page size), grouped by sport and league; "show more" pages on.
 * - `/live/sport/10000-FAVOURITES` (the Favourites token) lists the player's favourite events that
 *   are live now.
 * - The list rows show the first displayed markets of each event: the default columns of the
 *   player's layout come from them, as on the prematch lists.
 */

/** Markets per event on a live list: enough for the three default columns of every layout. */
export const LIVE_LIST_MARKETS_PER_EVENT = 6;

/** At most 20 pages of 50 in one list (1,000 live events). */
const LIVE_MAX_PAGES = 20;

const FAVOURITES = /^(?:10000-favourites|favourites|10000)$/i;

function liveSportSegment(sport: { id: number; sportCode: string }): string {
  return `${sport.id}-${encodeURIComponent(sport.sportCode)}`;
}

function sportChips(
  ctx: SportsContext,
  page: LivePage | undefined,
  current: string | undefined,
): LiveSportChip[] {
  if (!page) return [];
  const total = page.sports.reduce((sum, sport) => sum + sport.liveEventCount, 0);
  return [
    {
      key: 'all',
      name: ctx.t('inPlay.allSports'),
      count: total,
      href: `${ctx.localePrefix}/live`,
      current: current === undefined,
    },
    ...page.sports
      .filter((sport) => sport.liveEventCount > 0)
      .map((sport) => ({
        key: sport.sportCode,
        name: sport.name,
        count: sport.liveEventCount,
        href: `${ctx.localePrefix}/live/sport/${liveSportSegment(sport)}`,
        current: current === sport.sportCode,
      })),
  ];
}

function sections(
  ctx: SportsContext,
  page: LivePage,
  backTo: string,
  keep: (event: SportEvent) => boolean = () => true,
): LiveSportSection[] {
  const context = { ...listContext(ctx), backTo };
  return page.sports
    .map((sport) => ({
      sportCode: sport.sportCode,
      name: sport.name,
      groups: leagueGroupsView(sport.events.filter(keep), context),
      events: sport.events.filter(keep),
    }))
    .filter((section) => section.groups.length > 0);
}

async function liveList(
  ctx: SportsContext,
  options: {
    path: string;
    search: SearchParams;
    sportCode?: string;
    title: (page: LivePage | undefined) => string | undefined;
    keep?: (event: SportEvent) => boolean;
    favourites?: boolean;
  },
): Promise<SportsPageResult> {
  // "Show more" grows the list by a page of 50 (betting §7's in-play page size), up to 1,000.
  const pageNumber = Math.min(pageParam(options.search), LIVE_MAX_PAGES);
  const eventsPerPage = LIVE_EVENTS_PER_PAGE * pageNumber;
  const query = {
    ...(options.sportCode ? { sportCode: [options.sportCode] } : {}),
    marketsPerEvent: LIVE_LIST_MARKETS_PER_EVENT,
  };
  // The sport chips always count every sport, also on one sport's page.
  const [loaded, all] = await Promise.all([
    loadLivePageUpTo(ctx.brand, ctx.locale, query, eventsPerPage),
    options.sportCode
      ? loadLivePage(ctx.brand, ctx.locale, { eventsPerPage: 1, marketsPerEvent: 0 })
      : undefined,
  ]);
  followPlatformRedirect(loaded);
  const chipsFrom = all?.ok ? all.data : loaded.ok ? loaded.data : undefined;
  const title = options.title(loaded.ok ? loaded.data : chipsFrom);
  if (title === undefined) return notFound;
  const backTo = pagePath(options.path, pageNumber);
  const shown = loaded.ok ? sections(ctx, loaded.data, backTo, options.keep) : [];
  const total = loaded.ok ? loaded.data.paging.total : 0;
  const competitions = competitionsOf(shown.flatMap((section) => section.events));
  const shownCount = loaded.ok
    ? loaded.data.sports.reduce((sum, sport) => sum + sport.events.length, 0)
    : 0;
  return content(
    <LiveListView
      title={title}
      crumbs={[
        {
          name: ctx.t('inPlay.title'),
          href: options.sportCode ? `${ctx.localePrefix}/live` : undefined,
        },
        ...(options.sportCode ? [{ name: title }] : []),
      ]}
      sports={sportChips(ctx, chipsFrom, options.sportCode)}
      sections={shown}
      filters={
        competitions.length > 1 ? (
          <>
            <div className="cs-live-filter-m">
              <LiveCompetitionFilter competitions={competitions} />
            </div>
            {/* Desktop: the competition panel folds away, so the events come first. */}
            <FoldedLiveDesktopFilter
              summary={ctx.t('liveFilter.filterLabel')}
              competitions={competitions}
            />
          </>
        ) : null
      }
      notice={loaded.ok ? undefined : ctx.noEventsNotice}
      hidden={loaded.ok ? loaded.data.dropped : 0}
      emptyText={options.favourites ? ctx.t('inPlay.noFavourites') : ctx.t('inPlay.noEvents')}
      more={
        !options.favourites && shownCount < total && pageNumber < LIVE_MAX_PAGES
          ? {
              shown: shownCount,
              total,
              href: `${ctx.localePrefix}${pagePath(options.path, pageNumber + 1)}`,
            }
          : undefined
      }
      scope={{
        kind: 'list',
        ...(options.sportCode ? { sportCode: options.sportCode } : {}),
        eventsPerPage,
        marketsPerEvent: LIVE_LIST_MARKETS_PER_EVENT,
      }}
      seed={
        loaded.ok
          ? liveSeedOf({
              version: loaded.data.version,
              events: loaded.data.sports.flatMap((sport) => sport.events),
            })
          : undefined
      }
      offerNewEvents={!options.favourites}
    />,
    // No 15 s refresh (see LiveListView): the live data path keeps the list current.
    { index: !options.favourites, refresh: false },
  );
}

/** `/live` and `/live/sport/`: the In-Play home. */
export function liveHomePage(
  ctx: SportsContext,
  _params: object,
  search: SearchParams,
): RoutedSportsPage {
  const path = '/live';
  return {
    path,
    page: loading(() => liveList(ctx, { path, search, title: () => ctx.t('inPlay.title') })),
  };
}

/** `/live/sport/{id}-{CODE}` (or the Favourites token): one sport in play. */
export function liveSportPage(
  ctx: SportsContext,
  params: { sport: string },
  search: SearchParams,
): RoutedSportsPage {
  const segment = decodeURIComponent(params.sport);
  const path = `/live/sport/${segment}`;
  if (FAVOURITES.test(segment)) {
    if (!settingFlag(ctx.settings, 'enable_favorites', true)) return { path, page: notFound };
    const ids = new Set(ctx.favouriteIds);
    return {
      path,
      page: loading(() =>
        liveList(ctx, {
          path,
          search,
          title: () => ctx.t('inPlay.favourites'),
          keep: (event) => ids.has(event.id),
          favourites: true,
        }),
      ),
    };
  }
  return { path, page: loading(() => liveSportList(ctx, segment, path, search)) };
}

/**
 * One sport in play. The sport is the one of the sport tree named by the segment: `{id}-{CODE}`
 * (betting §2), or a plain sport slug as the operator's sub-header links may give it
 * (`/live/sport/football`: sent to its `{id}-{CODE}` address for good). A segment that names a
 * special page rather than a sport (`/live/sport/esports`) sends the player to that page, which
 * has no live list of its own. A sport without live events right now still has its page, saying
 * so.
 */
async function liveSportList(
  ctx: SportsContext,
  segment: string,
  path: string,
  search: SearchParams,
): Promise<SportsPageResult> {
  const sport = findSport(await sportTree(ctx), segment);
  if (!sport?.sportCode) {
    const special = specialPageByPath(`/sports/${segment}`);
    return special ? { kind: 'redirect', path: special.path } : notFound;
  }
  const own = `/live/sport/${liveSportSegment({ id: sport.id, sportCode: sport.sportCode })}`;
  if (own !== path) {
    return { kind: 'redirect', path: `${own}${queryString(search)}`, permanent: true };
  }
  const name = sport.name;
  return liveList(ctx, {
    path,
    search,
    sportCode: sport.sportCode,
    title: () => ctx.t('inPlay.sportTitle', { sport: name }),
  });
}

/** `/live`: "In-Play betting – {brand}". */
export function liveHomePageMeta(ctx: SportsContext): Promise<SportsPageMeta | null> {
  const brand = ctx.brand.displayName;
  return Promise.resolve({
    title: ctx.t('inPlay.metaTitle', { brand }),
    description: ctx.t('inPlay.metaDescription', { brand }),
  });
}

/** `/live/sport/{id}-{CODE}`: "{sport} in play – {brand}". */
export async function liveSportPageMeta(
  ctx: SportsContext,
  segment: string,
): Promise<SportsPageMeta | null> {
  const brand = ctx.brand.displayName;
  const decoded = decodeURIComponent(segment);
  if (FAVOURITES.test(decoded)) return { title: `${ctx.t('inPlay.favourites')} – ${brand}` };
  const code = /^\d{1,9}-([A-Za-z]{2,8})$/.exec(decoded)?.[1]?.toUpperCase();
  if (!code) return null;
  const loaded = await loadLivePage(ctx.brand, ctx.locale, {
    eventsPerPage: 1,
    marketsPerEvent: 0,
  });
  const sport = loaded.ok ? loaded.data.sports.find((s) => s.sportCode === code) : undefined;
  if (!sport) return null;
  return {
    title: ctx.t('inPlay.metaSportTitle', { sport: sport.name, brand }),
    description: ctx.t('inPlay.metaSportDescription', { sport: sport.name, brand }),
  };
}
