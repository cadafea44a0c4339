import { eventJson, marketJson, type EventJson, type MarketJson } from '../events/event-json';
import type { LiveEngine } from './live-engine';
import { openMarketCount } from './live-engine';
import type { EventState, MarketState } from './live-state';

export const DEFAULT_LIVE_PAGE_SIZE = 50;
export const MAX_LIVE_PAGE_SIZE = 200;
export const DEFAULT_LIVE_PAGE_MARKETS = 1;
export const MAX_LIVE_PAGE_MARKETS = 50;

export interface LivePageQuery {
  sportCodes?: readonly string[] | undefined;
  eventPathIds?: readonly number[] | undefined;
  page: number;
  eventsPerPage: number;
  /** Markets per event: the first `n` displayed ones (1: the main market; 0: none). */
  marketsPerEvent: number;
}

/** Displayed: open or suspended, with at least one visible outcome. */
function displayed(market: MarketState): boolean {
  const { status } = market.row;
  return (
    (status === 'open' || status === 'suspended') &&
    market.outcomes.some((outcome) => !outcome.hidden)
  );
}

export function liveMarketJson(market: MarketState): MarketJson {
  return marketJson(market.row, market.outcomes);
}

export function liveEventJson(engine: LiveEngine, event: EventState, markets: number): EventJson {
  const shown: MarketJson[] = [];
  for (const market of event.markets) {
    if (shown.length >= markets) break;
    if (displayed(market)) shown.push(liveMarketJson(market));
  }
  return eventJson(event.row, engine.paths(), shown, openMarketCount(event));
}

interface SportGroup {
  id: number;
  sportCode: string;
  name: string;
  slug: string;
  liveEventCount: number;
  events: EventJson[];
}

/**
 * The live page: events in play (not finished), ordered by sport, country and league (tree
 * order), then start time; one page of them, grouped by sport. Every sport with live events
 * matching the filter is listed with its count, even when none of its events is on this page.
 */
export function livePage(engine: LiveEngine, query: LivePageQuery) {
  const paths = engine.paths();
  const order = (id: number) => paths.get(id)?.sort_order ?? 0;
  const pathFilter = query.eventPathIds === undefined ? undefined : new Set(query.eventPathIds);
  const codeFilter = query.sportCodes === undefined ? undefined : new Set(query.sportCodes);
  const events = engine
    .liveEvents()
    .filter((event) => {
      const { row } = event;
      if (codeFilter !== undefined && !codeFilter.has(row.sport_code)) return false;
      if (
        pathFilter !== undefined &&
        !pathFilter.has(row.sport_id) &&
        !pathFilter.has(row.country_id) &&
        !pathFilter.has(row.league_id)
      ) {
        return false;
      }
      return true;
    })
    .sort(
      (a, b) =>
        order(a.row.sport_id) - order(b.row.sport_id) ||
        order(a.row.country_id) - order(b.row.country_id) ||
        order(a.row.league_id) - order(b.row.league_id) ||
        a.row.event_date.getTime() - b.row.event_date.getTime() ||
        a.row.id - b.row.id,
    );
  const groups = new Map<number, SportGroup>();
  for (const event of events) {
    const { sport_id: sportId, sport_code: sportCode } = event.row;
    let group = groups.get(sportId);
    if (group === undefined) {
      const path = paths.get(sportId);
      group = {
        id: sportId,
        sportCode,
        name: path?.name ?? sportCode,
        slug: path?.slug ?? sportCode.toLowerCase(),
        liveEventCount: 0,
        events: [],
      };
      groups.set(sportId, group);
    }
    group.liveEventCount += 1;
  }
  const start = (query.page - 1) * query.eventsPerPage;
  for (const event of events.slice(start, start + query.eventsPerPage)) {
    groups
      .get(event.row.sport_id)
      ?.events.push(liveEventJson(engine, event, query.marketsPerEvent));
  }
  return {
    version: engine.log.version,
    sports: [...groups.values()],
    paging: { page: query.page, eventsPerPage: query.eventsPerPage, total: events.length },
  };
}
