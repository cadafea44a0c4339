import type { SandboxDb, EventPathRow } from '../db/schema';
import { eventJson, marketJson, type EventJson, type MarketJson } from './event-json';
import type { EventRow, EventType, MarketRow, MarketStatus, OutcomeRow } from './world-tables';

/** The spec's market query defaults: at most 3 markets per type and 50 per event. */
export const DEFAULT_MARKETS_PER_TYPE = 3;
export const DEFAULT_MARKETS_PER_EVENT = 50;
/** Shown by default; lts, closed, settled and resulted markets are not displayed. */
export const DISPLAYED_STATUSES: readonly MarketStatus[] = ['open', 'suspended'];

export interface MarketFilter {
  statuses: readonly MarketStatus[];
  marketTypeIds?: readonly number[] | undefined;
  periodTypeIds?: readonly number[] | undefined;
  perType: number;
  perEvent: number;
  /** Only the first market that survives the filter (the lightweight live list). */
  mainOnly?: boolean;
}

export interface EventFilter {
  eventPathIds?: readonly number[] | undefined;
  ids?: readonly number[] | undefined;
  sportIds?: readonly number[] | undefined;
  live?: boolean | undefined;
  eventTypes: readonly EventType[];
  dateFrom?: Date | undefined;
  dateTo?: Date | undefined;
  sortByEventpath: boolean;
  page: number;
  eventsPerPage: number;
  /** Keep only events with at least one open market (after the market filter). */
  requireOpenMarket?: boolean;
  /** Also prematch events that start before this time (live lists' includeAboutToStart). */
  aboutToStartUntil?: Date | undefined;
}

export const defaultMarketFilter = (): MarketFilter => ({
  statuses: DISPLAYED_STATUSES,
  perType: DEFAULT_MARKETS_PER_TYPE,
  perEvent: DEFAULT_MARKETS_PER_EVENT,
});

export async function readPaths(db: SandboxDb): Promise<Map<number, EventPathRow>> {
  const rows = await db.selectFrom('event_paths').selectAll().execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export interface EventPage {
  events: EventJson[];
  total: number;
}

/** A page of events with their markets. */
export async function findEvents(
  db: SandboxDb,
  filter: EventFilter,
  marketFilter: MarketFilter,
): Promise<EventPage> {
  let query = db.selectFrom('events').where('event_type', 'in', [...filter.eventTypes]);
  const { eventPathIds, ids, sportIds, dateFrom, dateTo, live, aboutToStartUntil } = filter;
  if (eventPathIds !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('sport_id', 'in', [...eventPathIds]),
        eb('country_id', 'in', [...eventPathIds]),
        eb('league_id', 'in', [...eventPathIds]),
      ]),
    );
  }
  if (ids !== undefined) query = query.where('id', 'in', [...ids]);
  if (sportIds !== undefined) query = query.where('sport_id', 'in', [...sportIds]);
  if (dateFrom !== undefined) query = query.where('event_date', '>=', dateFrom);
  if (dateTo !== undefined) query = query.where('event_date', '<=', dateTo);
  if (live !== undefined) {
    if (live && aboutToStartUntil !== undefined) {
      const until = aboutToStartUntil;
      query = query.where((eb) => eb.or([eb('is_live', '=', true), eb('event_date', '<=', until)]));
    } else {
      query = query.where('is_live', '=', live);
    }
  }

  const start = (filter.page - 1) * filter.eventsPerPage;
  const ordered = filter.sortByEventpath
    ? query.selectAll().orderBy('sport_id').orderBy('country_id').orderBy('league_id')
    : query.selectAll();
  let rows: EventRow[];
  let total: number;
  let markets: EventMarkets;
  if (filter.requireOpenMarket) {
    // Needs the markets of every candidate before paging (live lists: a few hundred at most).
    const all = await ordered.orderBy('event_date').orderBy('id').execute();
    const allMarkets = await marketsFor(
      db,
      all.map((row) => row.id),
      marketFilter,
    );
    const bettable = all.filter((row) =>
      (allMarkets.byEvent.get(row.id) ?? []).some((market) => market.status === 'open'),
    );
    total = bettable.length;
    rows = bettable.slice(start, start + filter.eventsPerPage);
    markets = allMarkets;
  } else {
    const counted = await query
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirst();
    total = Number(counted?.count ?? 0);
    rows = await ordered
      .orderBy('event_date')
      .orderBy('id')
      .limit(filter.eventsPerPage)
      .offset(start)
      .execute();
    markets = await marketsFor(
      db,
      rows.map((row) => row.id),
      marketFilter,
    );
  }
  const paths = await readPaths(db);
  const events = rows.map((row) =>
    eventJson(row, paths, markets.byEvent.get(row.id) ?? [], markets.openCount.get(row.id) ?? 0),
  );
  return { events, total };
}

export async function findEvent(
  db: SandboxDb,
  id: number,
  marketFilter: MarketFilter,
): Promise<EventJson | undefined> {
  const row = await db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined) return undefined;
  const markets = await marketsFor(db, [id], marketFilter);
  return eventJson(
    row,
    await readPaths(db),
    markets.byEvent.get(id) ?? [],
    markets.openCount.get(id) ?? 0,
  );
}

/** One market with all its outcomes, whatever its status. */
export async function findMarket(db: SandboxDb, id: number): Promise<MarketJson | undefined> {
  const row = await db.selectFrom('markets').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined) return undefined;
  const outcomes = await db
    .selectFrom('outcomes')
    .selectAll()
    .where('market_id', '=', id)
    .orderBy('ordinal_position')
    .orderBy('id')
    .execute();
  return marketJson(row, outcomes);
}

interface EventMarkets {
  byEvent: Map<number, MarketJson[]>;
  /** Open markets per event, before the caps (the spec's liveOpenMarketCount). */
  openCount: Map<number, number>;
}

const ID_CHUNK = 5000;

async function marketsFor(
  db: SandboxDb,
  eventIds: readonly number[],
  filter: MarketFilter,
): Promise<EventMarkets> {
  const byEvent = new Map<number, MarketJson[]>();
  const openCount = new Map<number, number>();
  if (eventIds.length === 0 || filter.statuses.length === 0) return { byEvent, openCount };

  const marketRows: MarketRow[] = [];
  for (let start = 0; start < eventIds.length; start += ID_CHUNK) {
    let query = db
      .selectFrom('markets')
      .selectAll()
      .where('event_id', 'in', eventIds.slice(start, start + ID_CHUNK))
      .where('status', 'in', [...filter.statuses]);
    const { marketTypeIds, periodTypeIds } = filter;
    if (marketTypeIds !== undefined)
      query = query.where('market_type_id', 'in', [...marketTypeIds]);
    if (periodTypeIds !== undefined) {
      query = query.where((eb) =>
        eb.or(
          periodTypeIds.map((typeId) =>
            eb.and([eb('period_id', '>=', typeId * 100), eb('period_id', '<', typeId * 100 + 100)]),
          ),
        ),
      );
    }
    marketRows.push(...(await query.orderBy('event_id').orderBy('sort_order').execute()));
  }

  const outcomesByMarket = new Map<number, OutcomeRow[]>();
  const marketIds = marketRows.map((row) => row.id);
  for (let start = 0; start < marketIds.length; start += ID_CHUNK) {
    const outcomes = await db
      .selectFrom('outcomes')
      .selectAll()
      .where('market_id', 'in', marketIds.slice(start, start + ID_CHUNK))
      .orderBy('market_id')
      .orderBy('ordinal_position')
      .execute();
    for (const outcome of outcomes) {
      const list = outcomesByMarket.get(outcome.market_id) ?? [];
      list.push(outcome);
      outcomesByMarket.set(outcome.market_id, list);
    }
  }

  const perTypeCount = new Map<string, number>();
  for (const row of marketRows) {
    const outcomes = outcomesByMarket.get(row.id) ?? [];
    // A market whose outcomes are all hidden is not displayed.
    if (outcomes.length === 0 || outcomes.every((outcome) => outcome.hidden)) continue;
    if (row.status === 'open') openCount.set(row.event_id, (openCount.get(row.event_id) ?? 0) + 1);
    const list = byEvent.get(row.event_id) ?? [];
    const typeKey = `${row.event_id}/${row.market_type_id}`;
    const ofType = perTypeCount.get(typeKey) ?? 0;
    const cap = filter.mainOnly ? 1 : filter.perEvent;
    if (ofType >= filter.perType || list.length >= cap) continue;
    perTypeCount.set(typeKey, ofType + 1);
    list.push(marketJson(row, outcomes));
    byEvent.set(row.event_id, list);
  }
  return { byEvent, openCount };
}

/** Game events per event path (sport, country and league), optionally live ones only. */
export async function countEventsByPath(
  db: SandboxDb,
  options: { live?: boolean | undefined; eventType: EventType },
): Promise<Map<number, number>> {
  let query = db
    .selectFrom('events')
    .select(['sport_id', 'country_id', 'league_id', (eb) => eb.fn.countAll<string>().as('count')])
    .where('event_type', '=', options.eventType);
  if (options.live !== undefined) query = query.where('is_live', '=', options.live);
  const rows = await query.groupBy(['sport_id', 'country_id', 'league_id']).execute();
  const counts = new Map<number, number>();
  for (const row of rows) {
    for (const id of [row.sport_id, row.country_id, row.league_id]) {
      counts.set(id, (counts.get(id) ?? 0) + Number(row.count));
    }
  }
  return counts;
}
