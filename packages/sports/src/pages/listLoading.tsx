import type { EventPathNode, EventsQueryParams } from '@clem/core';
import { loadEventPathTree } from '@clem/core/server';
import { FIRST_ROWS, laterRowsIsland, listContext } from './laterRows';
import { leagueGroupsView, rowCount, sliceGroups } from './listView';
import { followPlatformRedirect } from './pageResult';
import { pageParam, pagePath, type SearchParams } from './pageParams';
import { EVENTS_PER_PAGE, loadEventsUpTo, prematchListParams } from './sportsData';
import type { SportsContext } from './sportsContext';

/**
 * What the list pages load: the sport tree they find their sport, country or league in, and
 * their events (the first screenful in the page, the rest in a `LaterRows` island, "show more"
 * for the next page). A platform failure shows a notice in the list area and leaves the rest of
 * the page working; maintenance or blocked sends the player on (`followPlatformRedirect`).
 */

/**
 * A list page's events: the list, a notice on failure, a line when the list is a kept one that
 * stood in for a failed refresh (`stale`, LIST_POLICY), dropped count and "show more".
 */
export async function listOf(
  ctx: SportsContext,
  params: EventsQueryParams,
  page: number,
  pathWithQuery: (page: number) => string,
  count = page * EVENTS_PER_PAGE,
) {
  const loaded = await loadEventsUpTo(ctx.brand, ctx.locale, params, count);
  followPlatformRedirect(loaded);
  if (!loaded.ok) {
    return {
      groups: [],
      later: undefined,
      notice: ctx.noEventsNotice,
      stale: undefined,
      hidden: 0,
      more: undefined,
    };
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
    stale: loaded.stale ? ctx.t('staleList') : undefined,
    hidden: loaded.data.dropped,
    more: {
      shown: Math.min(shown + loaded.data.dropped, loaded.data.paging.total),
      total: loaded.data.paging.total,
      href: `${ctx.localePrefix}${pathWithQuery(page + 1)}`,
    },
  };
}

/** The events of the list page at `path`, as many pages of them as its `?page` asks for. */
export function pagedList(
  ctx: SportsContext,
  path: string,
  search: SearchParams,
  params: EventsQueryParams,
) {
  return listOf(ctx, params, pageParam(search), (n) => pagePath(path, n));
}

/** The prematch events under one node of a sport's tree: the sport, a country or a league. */
export function eventPathList(
  ctx: SportsContext,
  sport: EventPathNode,
  node: EventPathNode,
  path: string,
  search: SearchParams,
) {
  return pagedList(
    ctx,
    path,
    search,
    prematchListParams(sport.sportCode, { eventPathIds: [node.id], ...sortParams(ctx) }),
  );
}

/** The list order the player chose (by competition, else by time). */
export function sortParams(ctx: SportsContext): EventsQueryParams {
  return { sortByEventpath: ctx.sortBy === 'competition' };
}

/** The sport tree of a page, answered as it came (a failure included). */
export async function loadedSportTree(ctx: SportsContext) {
  const tree = await loadEventPathTree(ctx.brand, ctx.locale);
  followPlatformRedirect(tree);
  return tree;
}

/** The sport tree of a page; empty when the platform failed (the page is then not found). */
export async function sportTree(ctx: SportsContext): Promise<EventPathNode[]> {
  const tree = await loadedSportTree(ctx);
  return tree.ok ? tree.data.eventPaths : [];
}

/** The first breadcrumb of every sports page: the sports home. */
export function homeCrumb(ctx: SportsContext) {
  return { name: ctx.t('title'), href: `${ctx.localePrefix}/sports` };
}
