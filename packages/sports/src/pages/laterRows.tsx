import { getBrand, isBrandId } from '@clem/brand-config';
import type { EventsQueryParams } from '@clem/core';
import { hasLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { EventList } from '../events/EventList';
import { LaterRows } from '../islands/LaterRows';
import { eventRowLabels } from './labels';
import { BATCH_ROWS, usableRanges } from './laterRanges';
import { leagueGroupsView, sliceGroups } from './listView';
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

/** Renders rows of a bound list, one element per range. Throws when the platform failed. */
export async function renderLaterRows(list: LaterRowsList, ranges: unknown): Promise<ReactNode[]> {
  const checked = usableRanges(ranges, list.count, BATCH_ROWS);
  const brand = isBrandId(list.brandId) ? getBrand(list.brandId) : undefined;
  if (!checked || !brand || !hasLocale(brand.locales.offered, list.locale)) {
    throw new Error('Unusable rows request');
  }
  const ctx = await sportsContext(brand, list.locale);
  const loaded = await loadEventsUpTo(ctx.brand, ctx.locale, list.params, list.count);
  if (!loaded.ok) throw new Error('The platform did not answer the events call');
  const groups = leagueGroupsView(loaded.data.events, { ...listContext(ctx), backTo: list.backTo });
  const labels = eventRowLabels(ctx.t);
  return checked.map(([from, to]) => {
    const slice = sliceGroups(groups, from, to);
    return slice.length === 0 ? null : (
      <EventList key={from} groups={slice} labels={labels} showFavourite={list.showFavourite} />
    );
  });
}

/** The island for the rows `[FIRST_ROWS, total)` of a list the page rendered. */
export function laterRowsIsland(ctx: SportsContext, list: LaterRowsList, total: number) {
  async function load(ranges: [number, number][]): Promise<ReactNode[]> {
    'use server';
    return renderLaterRows(list, ranges);
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
