import { toMinor } from '../accounts/money';
import type { SandboxDb } from '../db/schema';
import { marketJson, type MarketJson } from '../events/event-json';
import type { EventRow, MarketRow, OutcomeRow } from '../events/world-tables';
import { periodFromId } from '../world/market-catalogue';
import { jackpotCurrencyKey } from './jackpot-currencies';
import type { JackpotRow } from './jackpot-tables';

/** §5: the two jackpot messages, shown as error toasts. */
export const RESERVE_MARKET_LIMIT = 'Cannot book more than 1 selection on a reserve market';
export const ALL_SELECTIONS_ON_MARKET = 'Cannot book all selections on a market';

export interface JackpotEventView {
  ordinal: number;
  reserve: boolean;
  event: EventRow;
  market: MarketRow;
  outcomes: OutcomeRow[];
}

export interface JackpotView {
  row: JackpotRow;
  /** Ordinal order: 1..numberOfEvents, then the reserve events. */
  events: JackpotEventView[];
}

/** Prize and line stake of a jackpot in one currency (minor units); undefined when not offered. */
export interface JackpotMoney {
  currency: string;
  prize: number;
  lineStake: number;
}

/** A jackpot with its events, markets and outcomes; undefined when there is no such jackpot. */
export async function loadJackpot(db: SandboxDb, id: number): Promise<JackpotView | undefined> {
  const row = await db.selectFrom('jackpots').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined) return undefined;
  return (await loadViews(db, [row]))[0];
}

/** Jackpots still taking bets at `now` (status open, first event not started), in display order. */
export async function loadActiveJackpots(db: SandboxDb, now: Date): Promise<JackpotView[]> {
  const rows = await db
    .selectFrom('jackpots')
    .selectAll()
    .where('status', '=', 'open')
    .where('closes_at', '>', now)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return loadViews(db, rows);
}

async function loadViews(db: SandboxDb, rows: readonly JackpotRow[]): Promise<JackpotView[]> {
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom('jackpot_events')
    .selectAll()
    .where(
      'jackpot_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('jackpot_id')
    .orderBy('ordinal')
    .execute();
  const eventIds = [...new Set(links.map((link) => link.event_id))];
  const marketIds = [...new Set(links.map((link) => link.market_id))];
  const [events, markets, outcomes] =
    links.length === 0
      ? [[], [], []]
      : await Promise.all([
          db.selectFrom('events').selectAll().where('id', 'in', eventIds).execute(),
          db.selectFrom('markets').selectAll().where('id', 'in', marketIds).execute(),
          db
            .selectFrom('outcomes')
            .selectAll()
            .where('market_id', 'in', marketIds)
            .orderBy('market_id')
            .orderBy('ordinal_position')
            .orderBy('id')
            .execute(),
        ]);
  const eventById = new Map(events.map((event) => [event.id, event]));
  const marketById = new Map(markets.map((market) => [market.id, market]));
  const outcomesByMarket = new Map<number, OutcomeRow[]>();
  for (const outcome of outcomes) {
    const list = outcomesByMarket.get(outcome.market_id) ?? [];
    list.push(outcome);
    outcomesByMarket.set(outcome.market_id, list);
  }
  return rows.map((row) => ({
    row,
    events: links.flatMap((link) => {
      const event = eventById.get(link.event_id);
      const market = marketById.get(link.market_id);
      if (link.jackpot_id !== row.id || event === undefined || market === undefined) return [];
      return [
        {
          ordinal: link.ordinal,
          reserve: link.reserve,
          event,
          market,
          outcomes: outcomesByMarket.get(market.id) ?? [],
        },
      ];
    }),
  }));
}

export async function jackpotMoney(
  db: SandboxDb,
  jackpotId: number,
  currency: string,
): Promise<JackpotMoney | undefined> {
  const row = await db
    .selectFrom('jackpot_prizes')
    .select(['prize', 'line_stake'])
    .where('jackpot_id', '=', jackpotId)
    .where('currency', '=', jackpotCurrencyKey(currency))
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return { currency, prize: toMinor(row.prize), lineStake: toMinor(row.line_stake) };
}

/** Open for bets at `now`: status open and the first event not started. */
export function isJackpotOpen(row: JackpotRow, now: Date): boolean {
  return row.status === 'open' && row.closes_at.getTime() > now.getTime();
}

/** One pick as a request gives it: the ordinal is optional (the outcome's market says it). */
export interface PickRequest {
  outcomeId: number;
  ordinal?: number | undefined;
}

export interface ResolvedPick {
  ordinal: number;
  reserve: boolean;
  view: JackpotEventView;
  outcome: OutcomeRow;
}

export type ResolveResult = { ok: true; picks: ResolvedPick[] } | { ok: false; message: string };

/**
 * The picks on this jackpot's events, in ordinal then outcome order; a pick on an outcome that
 * is not in the jackpot, a wrong ordinal or a pick given twice is refused with a message.
 */
export function resolvePicks(view: JackpotView, requests: readonly PickRequest[]): ResolveResult {
  const byOutcome = new Map<number, { view: JackpotEventView; outcome: OutcomeRow }>();
  for (const event of view.events) {
    for (const outcome of event.outcomes) byOutcome.set(outcome.id, { view: event, outcome });
  }
  const seen = new Set<number>();
  const picks: ResolvedPick[] = [];
  for (const request of requests) {
    const found = byOutcome.get(request.outcomeId);
    if (found === undefined) {
      return {
        ok: false,
        message: `outcome ${request.outcomeId} is not in jackpot ${view.row.id}`,
      };
    }
    if (request.ordinal !== undefined && request.ordinal !== found.view.ordinal) {
      return {
        ok: false,
        message: `outcome ${request.outcomeId} is on ordinal ${found.view.ordinal}, not ${request.ordinal}`,
      };
    }
    if (seen.has(request.outcomeId)) {
      return { ok: false, message: `outcome ${request.outcomeId} is picked twice` };
    }
    seen.add(request.outcomeId);
    picks.push({
      ordinal: found.view.ordinal,
      reserve: found.view.reserve,
      view: found.view,
      outcome: found.outcome,
    });
  }
  picks.sort((a, b) => a.ordinal - b.ordinal || a.outcome.id - b.outcome.id);
  return { ok: true, picks };
}

/** A broken booking rule, as `model.errors` carries it (§8 code RES-00218 for both rules). */
export interface SlipError {
  code: 'RES-00218';
  rule: 'RESERVE_MARKET_LIMIT' | 'ALL_SELECTIONS_ON_MARKET';
  message: string;
  ordinal: number;
  marketId: number;
}

export interface SlipEvaluation {
  errors: SlipError[];
  /** Ordinals 1..numberOfEvents without a pick. */
  missingOrdinals: number[];
  /** Lines: the product of the picks per ordinal 1..numberOfEvents; 0 while one has none. */
  noOfBets: number;
  /** Every ordinal has a pick and no rule is broken. */
  complete: boolean;
  /** Ordinals whose picks break a rule. */
  erroneousOrdinals: Set<number>;
}

/** §4 and §5: completeness, lines and the two booking rules. */
export function evaluatePicks(view: JackpotView, picks: readonly ResolvedPick[]): SlipEvaluation {
  const perOrdinal = new Map<number, ResolvedPick[]>();
  for (const pick of picks) {
    const list = perOrdinal.get(pick.ordinal) ?? [];
    list.push(pick);
    perOrdinal.set(pick.ordinal, list);
  }
  const errors: SlipError[] = [];
  const erroneousOrdinals = new Set<number>();
  for (const event of view.events) {
    const count = perOrdinal.get(event.ordinal)?.length ?? 0;
    if (event.reserve && count > 1) {
      errors.push({
        code: 'RES-00218',
        rule: 'RESERVE_MARKET_LIMIT',
        message: RESERVE_MARKET_LIMIT,
        ordinal: event.ordinal,
        marketId: event.market.id,
      });
      erroneousOrdinals.add(event.ordinal);
    }
    if (event.outcomes.length > 0 && count >= event.outcomes.length) {
      errors.push({
        code: 'RES-00218',
        rule: 'ALL_SELECTIONS_ON_MARKET',
        message: ALL_SELECTIONS_ON_MARKET,
        ordinal: event.ordinal,
        marketId: event.market.id,
      });
      erroneousOrdinals.add(event.ordinal);
    }
  }
  const missingOrdinals: number[] = [];
  let lines = 1;
  for (let ordinal = 1; ordinal <= view.row.number_of_events; ordinal += 1) {
    const count = perOrdinal.get(ordinal)?.length ?? 0;
    if (count === 0) missingOrdinals.push(ordinal);
    lines *= count;
  }
  const noOfBets = missingOrdinals.length > 0 ? 0 : lines;
  return {
    errors,
    missingOrdinals,
    noOfBets,
    complete: missingOrdinals.length === 0 && errors.length === 0,
    erroneousOrdinals,
  };
}

/** A pick can be booked: the jackpot is open, its market open and its outcome shown. */
export function pickAvailable(pick: ResolvedPick, open: boolean): boolean {
  return open && pick.view.market.status === 'open' && !pick.outcome.hidden;
}

/** §3 Jackpot single. */
export function singleJson(pick: ResolvedPick, index: number, jackpotId: number, enabled: boolean) {
  const period = periodFromId(pick.view.market.period_id);
  return {
    ref: `sel${index + 1}`,
    jackpotId,
    outcomeId: pick.outcome.id,
    outcomeDescription: pick.outcome.description,
    marketId: pick.view.market.id,
    marketDescription: pick.view.market.description,
    marketTypeId: pick.view.market.market_type_id,
    periodId: pick.view.market.period_id,
    periodDescription: period.description,
    eventId: pick.view.event.id,
    eventDescription: pick.view.event.name,
    eventDate: pick.view.event.event_date.toISOString(),
    ordinal: pick.ordinal,
    reserve: pick.reserve,
    singleEnabled: enabled,
    enabled,
  };
}

/** One event of an active jackpot: the spec's Jackpot event fields plus the event and market. */
export function jackpotEventJson(view: JackpotView, event: JackpotEventView, money: JackpotMoney) {
  const market: MarketJson = marketJson(event.market, event.outcomes);
  return {
    jackpotId: view.row.id,
    jackpotPrize: money.prize,
    globalStake: money.lineStake,
    numberOfEvents: view.row.number_of_events,
    reserveSelectionCount: view.row.reserve_selection_count,
    ordinal: event.ordinal,
    reserve: event.reserve,
    eventId: event.event.id,
    eventDescription: event.event.name,
    eventDate: event.event.event_date.toISOString(),
    sportCode: event.event.sport_code,
    leagueId: event.event.league_id,
    opponents: event.event.opponents,
    market,
  };
}
