import { z } from 'zod';
import type { OutcomeResult } from '../bets/bet-tables';
import type { JsonValue } from '../db/schema';
import {
  livePeriodOf,
  marketTemplates,
  periodFromId,
  type MarketKind,
} from '../world/market-catalogue';
import type { LiveBasis } from '../world/live-market-basis';
import { mulberry32, type Random } from '../world/prng';

/**
 * How a finished event's outcomes are decided (pure: no database).
 *
 * - With final scores (`events.scores`), the markets that can be read from them are decided from
 *   them: win-draw-win, head-to-head, handicap and over/under (full time from the match score,
 *   a period from `scoresPerPeriod` when that period is there), both teams to score and correct
 *   score.
 * - Everything else (no scores, next goal, outrights, cricket sixes, boxing rounds, a period with
 *   no score) is drawn with a PRNG seeded by the market id, weighted by the outcomes' implied
 *   probabilities: the same world always gives the same results. Exactly one outcome wins; one
 *   drawn market in 50 is void (every outcome void).
 * - Handicap and total lines that land exactly on the score are void (a push).
 * - Live-only instances (with a `liveBasis`) never draw: a rest of match is won on the goals
 *   scored after its opening score (final minus basis), and is void only when the event ended
 *   with no final score to read (or one below its basis); a game winner is won by the game's
 *   recorded winner, and is void when the event ended before that game did (no winner).
 */

/** One market in fifty drawn by the PRNG is void. */
export const VOID_SHARE = 0.02;
/** Mixed into the market id so results do not share a PRNG stream with the world generator. */
const RESULT_SALT = 0x2e5a_17ed;

export interface OutcomeInput {
  id: number;
  description: string;
  ordinalPosition: number;
  opponentId: number | null;
  priceMilli: number;
  spreadMilli: number | null;
}

export interface MarketInput {
  id: number;
  marketTypeId: number;
  marketGroup: string;
  periodId: number;
  outcomes: readonly OutcomeInput[];
  /** A live-only instance's basis (markets.live_basis); undefined for every other market. */
  liveBasis?: LiveBasis | undefined;
}

export interface EventInput {
  id: number;
  sportCode: string;
  eventType: string;
  /** Home first, then away. */
  opponentIds: readonly number[];
  scores: FinalScores | undefined;
}

export interface FinalScores {
  /** Points (goals, sets, maps…) per opponent id. */
  points: ReadonlyMap<number, number>;
  /** `${periodKey}/${periodInstance}` → score per opponent id. */
  periods: ReadonlyMap<string, ReadonlyMap<number, number>>;
}

const numeric = z.union([
  z.number().finite(),
  z
    .string()
    .regex(/^\d+$/)
    .transform((value) => Number(value)),
]);
const scoresJsonSchema = z.looseObject({
  scores: z.array(z.looseObject({ opponentId: z.number().int(), points: numeric })).optional(),
  scoresPerPeriod: z
    .array(
      z.looseObject({
        opponentId: z.number().int(),
        periodKey: z.string(),
        periodInstance: z.number().int(),
        score: numeric,
      }),
    )
    .optional(),
});
const opponentsJsonSchema = z.array(z.looseObject({ id: z.number().int() }));

/** The event's opponent ids (home first) from its `opponents` jsonb; [] when unreadable. */
export function opponentIdsOf(opponents: JsonValue): number[] {
  const parsed = opponentsJsonSchema.safeParse(opponents);
  return parsed.success ? parsed.data.map((opponent) => opponent.id) : [];
}

/** The final scores in an event's `scores` jsonb, or undefined when it has none we can read. */
export function finalScoresOf(scores: JsonValue | null): FinalScores | undefined {
  if (scores === null) return undefined;
  const parsed = scoresJsonSchema.safeParse(scores);
  if (!parsed.success || parsed.data.scores === undefined || parsed.data.scores.length === 0) {
    return undefined;
  }
  const points = new Map(parsed.data.scores.map((score) => [score.opponentId, score.points]));
  const periods = new Map<string, Map<number, number>>();
  for (const entry of parsed.data.scoresPerPeriod ?? []) {
    const key = `${entry.periodKey}/${entry.periodInstance}`;
    const byOpponent = periods.get(key) ?? new Map<number, number>();
    byOpponent.set(entry.opponentId, entry.score);
    periods.set(key, byOpponent);
  }
  return { points, periods };
}

/** Over/under markets whose line is not counted in the score (or counted in period scores). */
const TOTAL_UNITS: Readonly<Record<number, 'periods' | 'unknown'>> = {
  3003: 'periods', // tennis total games
  4003: 'periods', // padel total games
  6003: 'periods', // volleyball total points
  7003: 'unknown', // cricket sixes
  8003: 'unknown', // boxing rounds
};

const KIND_BY_GROUP: Readonly<Record<string, MarketKind>> = {
  WIN_DRAW_WIN: 'wdw',
  HEAD_TO_HEAD: 'h2h',
  HDP: 'hdp',
  OVER_UNDER: 'ou',
  OUTRIGHT: 'outright',
};

/** What kind of market this is: from the world's catalogue, else from its group. */
export function marketKindOf(sportCode: string, market: MarketInput): MarketKind | undefined {
  const template = marketTemplates(sportCode).find(
    (candidate) => candidate.marketTypeId === market.marketTypeId,
  );
  return template?.kind ?? KIND_BY_GROUP[market.marketGroup];
}

/** A market's result for each of its outcomes. */
export function decideMarket(event: EventInput, market: MarketInput): Map<number, OutcomeResult> {
  if (market.liveBasis !== undefined) return decideLiveInstance(event, market, market.liveBasis);
  const random = mulberry32((market.id ^ RESULT_SALT) >>> 0);
  const fromScores = event.scores ? decideFromScores(event, market, random) : undefined;
  return fromScores ?? drawMarket(market, random);
}

/** One winner drawn by implied probability (1 / price); one market in 50 void. */
export function drawMarket(market: MarketInput, random: Random): Map<number, OutcomeResult> {
  const results = new Map<number, OutcomeResult>();
  if (market.outcomes.length === 0) return results;
  if (random() < VOID_SHARE) {
    for (const outcome of market.outcomes) results.set(outcome.id, 'void');
    return results;
  }
  const winner = pickWeighted(market.outcomes, random);
  for (const outcome of market.outcomes) {
    results.set(outcome.id, outcome.id === winner ? 'won' : 'lost');
  }
  return results;
}

function pickWeighted(outcomes: readonly OutcomeInput[], random: Random): number | undefined {
  const weights = outcomes.map((outcome) => 1000 / Math.max(1001, outcome.priceMilli));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let roll = random() * total;
  for (const [index, outcome] of outcomes.entries()) {
    roll -= weights[index] ?? 0;
    if (roll < 0) return outcome.id;
  }
  return outcomes.at(-1)?.id;
}

/** Home and away score for the market's period, if the final scores have it. */
function sidesScore(
  event: EventInput,
  market: MarketInput,
  units: 'points' | 'periods',
): { home: number; away: number } | undefined {
  const scores = event.scores;
  const [homeId, awayId] = event.opponentIds;
  if (scores === undefined || homeId === undefined || awayId === undefined) return undefined;
  const period = periodFromId(market.periodId);
  if (period.sequence > 0) {
    const byOpponent = scores.periods.get(`${period.abbreviation}/${period.sequence}`);
    const home = byOpponent?.get(homeId);
    const away = byOpponent?.get(awayId);
    return home === undefined || away === undefined ? undefined : { home, away };
  }
  if (units === 'periods') {
    // The whole match counted in period scores (games in tennis, points in volleyball).
    const key = livePeriodOf(event.sportCode).kind;
    let home = 0;
    let away = 0;
    let found = false;
    for (const [periodKey, byOpponent] of scores.periods) {
      if (!periodKey.startsWith(`${key}/`)) continue;
      found = true;
      home += byOpponent.get(homeId) ?? 0;
      away += byOpponent.get(awayId) ?? 0;
    }
    return found ? { home, away } : undefined;
  }
  const home = scores.points.get(homeId);
  const away = scores.points.get(awayId);
  return home === undefined || away === undefined ? undefined : { home, away };
}

function decideFromScores(
  event: EventInput,
  market: MarketInput,
  random: Random,
): Map<number, OutcomeResult> | undefined {
  if (event.eventType !== 'GAME_EVENT') return undefined;
  const kind = marketKindOf(event.sportCode, market);
  const [homeId, awayId] = event.opponentIds;
  const results = new Map<number, OutcomeResult>();
  const set = (outcome: OutcomeInput, won: boolean | 'void') =>
    results.set(outcome.id, won === 'void' ? 'void' : won ? 'won' : 'lost');

  switch (kind) {
    case 'wdw':
    case 'h2h': {
      const score = sidesScore(event, market, 'points');
      if (score === undefined) return undefined;
      const home = market.outcomes.find((outcome) => outcome.opponentId === homeId);
      const away = market.outcomes.find((outcome) => outcome.opponentId === awayId);
      if (home === undefined || away === undefined) return undefined;
      const draw = market.outcomes.find((outcome) => outcome.opponentId === null);
      let winner: number | undefined;
      if (score.home > score.away) winner = home.id;
      else if (score.away > score.home) winner = away.id;
      else if (draw !== undefined) winner = draw.id;
      // A tie in a two-way market (overtime we do not model): drawn between the two sides.
      else winner = pickWeighted([home, away], random);
      for (const outcome of market.outcomes) set(outcome, outcome.id === winner);
      return results;
    }
    case 'hdp': {
      const score = sidesScore(event, market, 'points');
      if (score === undefined) return undefined;
      for (const outcome of market.outcomes) {
        if (outcome.spreadMilli === null) return undefined;
        const isHome = outcome.opponentId === homeId;
        if (!isHome && outcome.opponentId !== awayId) return undefined;
        const margin = (isHome ? score.home - score.away : score.away - score.home) * 1000;
        const adjusted = margin + outcome.spreadMilli;
        set(outcome, adjusted === 0 ? 'void' : adjusted > 0);
      }
      return results;
    }
    case 'ou': {
      const units = TOTAL_UNITS[market.marketTypeId] ?? 'points';
      if (units === 'unknown') return undefined;
      const score = sidesScore(event, market, units);
      if (score === undefined) return undefined;
      const total = (score.home + score.away) * 1000;
      for (const outcome of market.outcomes) {
        if (outcome.spreadMilli === null) return undefined;
        const over = isOver(outcome);
        if (over === undefined) return undefined;
        if (total === outcome.spreadMilli) set(outcome, 'void');
        else set(outcome, over === total > outcome.spreadMilli);
      }
      return results;
    }
    case 'btts': {
      const score = sidesScore(event, market, 'points');
      if (score === undefined) return undefined;
      const both = score.home > 0 && score.away > 0;
      for (const outcome of market.outcomes) {
        const yes = outcome.description.trim().toLowerCase() === 'yes';
        set(outcome, yes === both);
      }
      return results;
    }
    case 'correctScore': {
      const score = sidesScore(event, market, 'points');
      if (score === undefined) return undefined;
      const exact = `${score.home}-${score.away}`;
      const matched = market.outcomes.some((outcome) => outcome.description.trim() === exact);
      for (const outcome of market.outcomes) {
        const description = outcome.description.trim();
        set(outcome, matched ? description === exact : !/^\d+-\d+$/.test(description));
      }
      return results;
    }
    default:
      return undefined;
  }
}

function isOver(outcome: OutcomeInput): boolean | undefined {
  const description = outcome.description.trim().toLowerCase();
  if (description.startsWith('over')) return true;
  if (description.startsWith('under')) return false;
  return outcome.ordinalPosition === 1 ? true : outcome.ordinalPosition === 2 ? false : undefined;
}

function voidAll(market: MarketInput): Map<number, OutcomeResult> {
  return new Map(market.outcomes.map((outcome) => [outcome.id, 'void' as const]));
}

/** A live-only instance's results from its basis (see the rules at the top). */
export function decideLiveInstance(
  event: EventInput,
  market: MarketInput,
  basis: LiveBasis,
): Map<number, OutcomeResult> {
  const results = new Map<number, OutcomeResult>();
  if (basis.kind === 'gameWinner') {
    const winner = basis.winner ?? null;
    if (winner === null || !market.outcomes.some((outcome) => outcome.opponentId === winner)) {
      return voidAll(market);
    }
    for (const outcome of market.outcomes) {
      results.set(outcome.id, outcome.opponentId === winner ? 'won' : 'lost');
    }
    return results;
  }
  const [homeId, awayId] = event.opponentIds;
  const home = homeId === undefined ? undefined : event.scores?.points.get(homeId);
  const away = awayId === undefined ? undefined : event.scores?.points.get(awayId);
  if (home === undefined || away === undefined) return voidAll(market);
  const homeAfter = home - basis.home;
  const awayAfter = away - basis.away;
  if (homeAfter < 0 || awayAfter < 0) return voidAll(market);
  const winnerId = homeAfter > awayAfter ? homeId : awayAfter > homeAfter ? awayId : null;
  for (const outcome of market.outcomes) {
    results.set(outcome.id, outcome.opponentId === winnerId ? 'won' : 'lost');
  }
  return results;
}
