import { z } from 'zod';
import type { JsonValue } from '../db/schema';

/**
 * Live-only market instances: markets the live engine opens while an event is in play, one
 * instance at a time, each with a basis (what it is about) stored in `markets.live_basis`.
 *
 * - Football and eFootball **Rest of Match** (type 2723, WIN_DRAW_WIN, full time): who scores
 *   more goals from the moment the instance opens. Its basis is the score when it opened; after
 *   every goal the instance closes and a new one opens with the new score as its zero.
 * - Tennis (3031) and padel (4031) **Game Winner** ("Set m Game n Winner", HEAD_TO_HEAD, the
 *   set's period): who wins the game being played (or, between sets, the first game of the next
 *   set). Its basis is the set, the game and the games each side had when it opened; when the
 *   game ends the engine records its winner in the basis and opens the next game's instance.
 *
 * The ids sit next to the sport's other ids (football's next goal is 2722; tennis and padel use
 * 30xx and 40xx) and clash with no market type of the world or of the spec's default lists.
 */
export const REST_OF_MATCH_TYPE_ID = 2723;
export const GAME_WINNER_TYPE_IDS: Readonly<Record<string, number>> = { TENN: 3031, PADL: 4031 };

/** Sports whose events get a rest-of-match instance in play. */
export const REST_OF_MATCH_SPORTS: ReadonlySet<string> = new Set(['FOOT', 'EFOT']);

/**
 * Live instances take their ids from their own ranges, far above the seeded world's, so that
 * the engine can number them in memory while the league fill numbers prematch events after the
 * highest id below these ranges (see add-league-events.ts): the two never meet. `price_id` is
 * 100,000,000 above the outcome id like every other outcome's, still a 32-bit integer.
 */
export const LIVE_MARKET_ID_BASE = 1_700_000_000;
export const LIVE_OUTCOME_ID_BASE = 1_800_000_000;

export type LiveBasis =
  | { kind: 'restOfMatch'; home: number; away: number }
  | {
      kind: 'gameWinner';
      set: number;
      game: number;
      /** Games each side had won in the set when the instance opened. */
      home: number;
      away: number;
      /** The opponent id that won the game, once it is over; null when it cannot be told. */
      winner?: number | null;
    };

const count = z.number().int().min(0);
const basisSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('restOfMatch'), home: count, away: count }),
  z.object({
    kind: z.literal('gameWinner'),
    set: z.number().int().min(1),
    game: z.number().int().min(1),
    home: count,
    away: count,
    winner: z.number().int().nullable().optional(),
  }),
]);

/** The basis in a market's `live_basis` jsonb; undefined for any other market. */
export function parseLiveBasis(value: JsonValue | null | undefined): LiveBasis | undefined {
  if (value === null || value === undefined) return undefined;
  const parsed = basisSchema.safeParse(typeof value === 'string' ? safeJson(value) : value);
  if (!parsed.success) return undefined;
  const basis = parsed.data;
  if (basis.kind === 'restOfMatch') return basis;
  const { winner, ...rest } = basis;
  return winner === undefined ? rest : { ...rest, winner };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The same instance: a rest of match from the same score, a game winner of the same game. */
export function sameInstance(a: LiveBasis, b: LiveBasis): boolean {
  if (a.kind === 'restOfMatch' && b.kind === 'restOfMatch') {
    return a.home === b.home && a.away === b.away;
  }
  if (a.kind === 'gameWinner' && b.kind === 'gameWinner') {
    return a.set === b.set && a.game === b.game;
  }
  return false;
}
