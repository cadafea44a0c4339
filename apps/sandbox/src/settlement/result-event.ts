import type { OutcomeResult } from '../bets/bet-tables';
import type { SandboxDb } from '../db/schema';
import { parseLiveBasis } from '../world/live-market-basis';
import {
  decideMarket,
  finalScoresOf,
  opponentIdsOf,
  type EventInput,
  type MarketInput,
} from './decide-results';

export interface ResultEventsOptions {
  /**
   * Forced results by outcome id (tests, admin). They replace the decided ones; when an outcome
   * is forced to win, the other outcomes of its market that are not forced lose.
   */
  results?: Readonly<Record<number, OutcomeResult>>;
  /** When the results are written (sandbox clock). Default: now. */
  now?: Date;
}

export interface OutcomeResultEntry {
  outcomeId: number;
  marketId: number;
  result: OutcomeResult;
}

export interface EventResults {
  eventId: number;
  outcomes: OutcomeResultEntry[];
}

export interface ResultEventsSummary {
  /** Events resulted by this call, with every outcome's result. */
  resulted: EventResults[];
  /** Events that were already resulted (left as they were). */
  alreadyResulted: number[];
  /** Ids that name no event. */
  unknown: number[];
}

/** The status markets get once their outcomes are resulted (betting-area §4). */
export const RESULTED_MARKET_STATUS = 'resulted';
/** The clock status of a finished event (betting-area §4: END_OF_EVENT marks it finished). */
export const END_OF_EVENT = 'END_OF_EVENT';

/**
 * Results each event that is not resulted yet, one transaction per event: decides every
 * outcome (see decide-results.ts), writes `outcome_results`, sets the markets to `resulted` and
 * the event to finished (`is_finished`, not live, clock END_OF_EVENT). An event is resulted once
 * it has outcome results; resulting it again changes nothing.
 */
export async function resultEvents(
  db: SandboxDb,
  eventIds: readonly number[],
  options: ResultEventsOptions = {},
): Promise<ResultEventsSummary> {
  const summary: ResultEventsSummary = { resulted: [], alreadyResulted: [], unknown: [] };
  const forced = options.results ?? {};
  const now = options.now ?? new Date();
  for (const eventId of [...new Set(eventIds)]) {
    const outcome = await db.transaction().execute(async (trx) => {
      const event = await trx
        .selectFrom('events')
        .selectAll()
        .where('id', '=', eventId)
        .forUpdate()
        .executeTakeFirst();
      if (event === undefined) return 'unknown' as const;
      const existing = await trx
        .selectFrom('outcome_results')
        .select('outcome_id')
        .where('event_id', '=', eventId)
        .limit(1)
        .executeTakeFirst();
      if (existing !== undefined) return 'already' as const;

      const markets = await trx
        .selectFrom('markets')
        .select(['id', 'market_type_id', 'market_group', 'period_id', 'live_basis'])
        .where('event_id', '=', eventId)
        .orderBy('id')
        .execute();
      const outcomes =
        markets.length === 0
          ? []
          : await trx
              .selectFrom('outcomes')
              .selectAll()
              .where(
                'market_id',
                'in',
                markets.map((market) => market.id),
              )
              .orderBy('market_id')
              .orderBy('ordinal_position')
              .orderBy('id')
              .execute();

      const input: EventInput = {
        id: event.id,
        sportCode: event.sport_code,
        eventType: event.event_type,
        opponentIds: opponentIdsOf(event.opponents),
        scores: finalScoresOf(event.scores),
      };
      const entries: OutcomeResultEntry[] = [];
      for (const market of markets) {
        const marketInput: MarketInput = {
          id: market.id,
          marketTypeId: market.market_type_id,
          marketGroup: market.market_group,
          periodId: market.period_id,
          liveBasis: parseLiveBasis(market.live_basis),
          outcomes: outcomes
            .filter((row) => row.market_id === market.id)
            .map((row) => ({
              id: row.id,
              description: row.description,
              ordinalPosition: row.ordinal_position,
              opponentId: row.opponent_id,
              priceMilli: row.price_milli,
              spreadMilli: row.spread_milli,
            })),
        };
        const decided = applyForced(marketInput, decideMarket(input, marketInput), forced);
        for (const [outcomeId, result] of decided) {
          entries.push({ outcomeId, marketId: market.id, result });
        }
      }

      if (entries.length > 0) {
        await trx
          .insertInto('outcome_results')
          .values(
            entries.map((entry) => ({
              outcome_id: entry.outcomeId,
              market_id: entry.marketId,
              event_id: eventId,
              result: entry.result,
              settled_at: now,
            })),
          )
          .onConflict((conflict) => conflict.column('outcome_id').doNothing())
          .execute();
      }
      await trx
        .updateTable('markets')
        .set({ status: RESULTED_MARKET_STATUS })
        .where('event_id', '=', eventId)
        .execute();
      await trx
        .updateTable('events')
        .set({ is_finished: true, is_live: false, clock_status: END_OF_EVENT })
        .where('id', '=', eventId)
        .execute();
      return { eventId, outcomes: entries };
    });
    if (outcome === 'unknown') summary.unknown.push(eventId);
    else if (outcome === 'already') summary.alreadyResulted.push(eventId);
    else summary.resulted.push(outcome);
  }
  return summary;
}

function applyForced(
  market: MarketInput,
  decided: Map<number, OutcomeResult>,
  forced: Readonly<Record<number, OutcomeResult>>,
): Map<number, OutcomeResult> {
  const forcedHere = market.outcomes.filter((outcome) => forced[outcome.id] !== undefined);
  if (forcedHere.length === 0) return decided;
  const forcedWinner = forcedHere.some((outcome) => forced[outcome.id] === 'won');
  const results = new Map<number, OutcomeResult>();
  for (const outcome of market.outcomes) {
    const result =
      forced[outcome.id] ?? (forcedWinner ? 'lost' : (decided.get(outcome.id) ?? 'lost'));
    results.set(outcome.id, result);
  }
  return results;
}
