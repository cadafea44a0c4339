import { getBrand, isBrandId } from '@clem/brand-config';
import type { EventsQueryParams } from '@clem/core';
import { hasLocale } from 'next-intl';
import { EventList } from '../events/EventList';
import { LaterRows } from '../islands/LaterRows';
import { eventRowLabels } from './labels';
import { anchoredRanges, BATCH_ROWS, usableAnchors, usableRanges } from './laterRanges';
import { leagueGroupsView, sliceGroups } from './listView';
import type { LaterBatch, LaterRowsRequest } from './rowBatches';
import { EVENTS_PER_PAGE, loadEventsUpTo } from './sportsData';
import { sportsContext, type SportsContext } from './sportsContext';

/**
 * Long lists load their rows after the first screenful as the player scrolls (`LaterRows`, e.g.
 * a 200-event league). The page renders rows `[0, FIRST_ROWS)`; the island asks this server
 * action for later batches (and for the shown ones again on every refresh).
 *
 * The list the action renders is bound on the server when the page renders (an inline server
 * action: Next encrypts the variables it closes over, so the browser cannot change which list is
 * asked for). The browser only sends row ranges, which are checked. The action loads the same
 * events the page did (the same query and count), groups them the same way, and renders the
 * asked-for rows with the same server components, so a batch looks exactly like the page's rows.
 *
 * A deployment that runs several instances of a brand app sets
 * `NEXT_SERVER_ACTIONS_ENCRYPTION_KEY` so that each instance can read the bound list.
 */
export const FIRST_ROWS = EVENTS_PER_PAGE;

export interface LaterRowsList {
  brandId: string;
  locale: string;
  params: EventsQueryParams;
  /** How many events the page loaded. */
  count: number;
  /** The page the event links come back to. */
  backTo: string;
  showFavourite: boolean;
}

/** What a list's rows are rendered with, from the page's sports context. */
export function listContext(ctx: SportsContext) {
  return {
    t: ctx.t,
    layout: ctx.layout,
    sortBy: ctx.sortBy,
    now: ctx.now,
    timeZone: ctx.timeZone,
    localePrefix: ctx.localePrefix,
  };
}

/**
 * Renders rows of a bound list, one batch per range, each with its events' ids. With `anchors`
 * (a refresh) the ranges follow the rows the batches showed (`anchoredRanges`). Throws when the
 * request is unusable or the platform failed.
 */
export async function renderLaterRows(
  list: LaterRowsList,
  request: unknown,
): Promise<LaterBatch[]> {
  const asked = (request ?? {}) as { ranges?: unknown; anchors?: unknown };
  const checked = usableRanges(asked.ranges, list.count, BATCH_ROWS);
  const anchors =
    checked && asked.anchors !== undefined
      ? usableAnchors(asked.anchors, checked, BATCH_ROWS)
      : undefined;
  const brand = isBrandId(list.brandId) ? getBrand(list.brandId) : undefined;
  if (!checked || anchors === null || !brand || !hasLocale(brand.locales.offered, list.locale)) {
    throw new Error('Unusable rows request');
  }
  const ctx = await sportsContext(brand, list.locale);
  const loaded = await loadEventsUpTo(ctx.brand, ctx.locale, list.params, list.count);
  if (!loaded.ok) throw new Error('The platform did not answer the events call');
  const groups = leagueGroupsView(loaded.data.events, { ...listContext(ctx), backTo: list.backTo });
  const ranges = anchors
    ? anchoredRanges(
        checked,
        anchors,
        groups.flatMap((group) => group.rows.map((row) => row.view.id)),
      )
    : checked;
  const labels = eventRowLabels(ctx.t);
  // No key on a batch's list: its range moves with its rows, and a key that moved with it would
  // make React render the whole batch anew.
  return ranges.map(([from, to]) => {
    const slice = sliceGroups(groups, from, to);
    return {
      rows:
        slice.length === 0 ? null : (
          <EventList groups={slice} labels={labels} showFavourite={list.showFavourite} />
        ),
      ids: slice.flatMap((group) => group.rows.map((row) => row.view.id)),
    };
  });
}

/** The island for the rows `[FIRST_ROWS, total)` of a list the page rendered. */
export function laterRowsIsland(ctx: SportsContext, list: LaterRowsList, total: number) {
  async function load(request: LaterRowsRequest): Promise<LaterBatch[]> {
    'use server';
    return renderLaterRows(list, request);
  }
  // One list, one island: a new list (page, sort or layout) starts afresh and keeps its own rows.
  const listKey = `${ctx.locale}|${list.backTo}|${ctx.sortBy}|${ctx.layout}`;
  return (
    <LaterRows
      key={listKey}
      load={load}
      from={FIRST_ROWS}
      to={total}
      batch={BATCH_ROWS}
      cacheKey={listKey}
      labels={{
        loading: ctx.t('loadingMore'),
        failed: ctx.t('loadMoreFailed'),
        retry: ctx.t('tryAgain'),
      }}
    />
  );
}
