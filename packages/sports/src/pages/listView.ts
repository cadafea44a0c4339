import {
  groupEventsByLeague,
  isLiveEventFinished,
  listColumns,
  sportTreeHref,
  type ListLayout,
  type SortBy,
  type SportEvent,
} from '@clem/core';
import type { LeagueGroupView } from '../events/EventList';
import { eventRowView } from '../events/rowView';
import { columnTitle, rowLabels, type SportsT } from './labels';

export interface ListViewContext {
  t: SportsT;
  layout: ListLayout;
  sortBy: SortBy;
  now: Date;
  timeZone: string;
  /** '' or '/es'. */
  localePrefix: string;
  /** The current page (without locale prefix, with its query), for the event links' backTo. */
  backTo: string;
}

/** `/events/1-a-v-b` plus the locale prefix and `?backTo=` the current page. */
export function eventLink(href: string, context: Pick<ListViewContext, 'localePrefix' | 'backTo'>) {
  return `${context.localePrefix}${href}?backTo=${encodeURIComponent(context.backTo)}`;
}

/** Server-side: platform events → league groups of row views. */
export function leagueGroupsView(
  events: readonly SportEvent[],
  context: ListViewContext,
): LeagueGroupView[] {
  const labels = rowLabels(context.t);
  // Betting §4: a clock status END_OF_EVENT marks the event finished; a finished event is not
  // offered in a list any more (it can still be opened by its link).
  const open = events.filter((event) => !isLiveEventFinished(event));
  return groupEventsByLeague(open, context.sortBy).map((group) => {
    const first = group.events[0];
    const sportCode = first?.sportCode ?? '';
    const path = first?.eventPaths ?? [];
    const sport = path[0];
    const country = path.length > 2 ? path[1] : undefined;
    const league = path[path.length - 1];
    const leagueHref =
      sport && country && league
        ? sportTreeHref([
            { id: sport.id, slug: sport.slug, sportCode },
            { id: country.id, slug: country.slug },
            { id: league.id, slug: league.slug },
          ])
        : sport
          ? sportTreeHref([{ id: sport.id, slug: sport.slug, sportCode }])
          : '/sports';
    return {
      key: group.key,
      title: group.leagueName,
      countryName: group.countryName,
      countrySlug: group.countrySlug,
      href: `${context.localePrefix}${leagueHref}`,
      columnTitles:
        first?.eventType === 'OUTRIGHT'
          ? [context.t('outrights')]
          : listColumns(sportCode, context.layout).map((column) =>
              columnTitle(context.t, column.group),
            ),
      rows: group.events.map((event) => {
        const view = eventRowView(event, {
          layout: context.layout,
          now: context.now,
          timeZone: context.timeZone,
          labels,
        });
        return { view, href: eventLink(view.href, context) };
      }),
    };
  });
}

/** How many event rows the groups hold. */
export function rowCount(groups: readonly LeagueGroupView[]): number {
  return groups.reduce((sum, group) => sum + group.rows.length, 0);
}

/**
 * Rows `[from, to)` of a grouped list, counted across the groups in list order, still grouped.
 * A group that began before `from` comes back marked `continued` (its heading was shown above).
 * Slices of a partition of `[0, rowCount)` put back together give every row once, in order.
 */
export function sliceGroups(
  groups: readonly LeagueGroupView[],
  from: number,
  to: number,
): LeagueGroupView[] {
  const sliced: LeagueGroupView[] = [];
  let start = 0;
  for (const group of groups) {
    const end = start + group.rows.length;
    if (end > from && start < to) {
      const rows = group.rows.slice(Math.max(0, from - start), Math.max(0, to - start));
      sliced.push(start < from ? { ...group, rows, continued: true } : { ...group, rows });
    }
    start = end;
  }
  return sliced;
}
