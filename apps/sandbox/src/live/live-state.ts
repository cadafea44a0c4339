import type { EventRow, MarketRow, OutcomeRow } from '../events/world-tables';
import type { LiveBasis } from '../world/live-market-basis';
import type { Random } from '../world/prng';
import type { LiveScores } from './live-scores';

/** The engine's simulated step: every event in play takes one step in each STEP_MS. */
export const STEP_MS = 10_000;
export const STEP_SECONDS = STEP_MS / 1000;
/**
 * The events take their steps in turns, not all at once: a step is cut into STEP_PHASES slots and
 * each event steps in its own slot (`stepPhase`), so the changes of a few hundred events in play
 * flow every SLOT_MS as a real feed's do, instead of arriving in one burst every STEP_MS (at 500
 * events, about 125 KB for each stream client at once, which took 2,000 clients on loopback up
 * to a second to drain). Every change happens on a multiple of SLOT_MS.
 */
export const STEP_PHASES = 20;
export const SLOT_MS = STEP_MS / STEP_PHASES;

/** The slot of each step in which this event takes it (0 to STEP_PHASES − 1). */
export function stepPhase(eventId: number): number {
  return ((eventId % STEP_PHASES) + STEP_PHASES) % STEP_PHASES;
}

export type ClockStatus = 'NOT_STARTED' | 'RUNNING' | 'INTERMISSION' | 'END_OF_EVENT';

export interface Side {
  readonly id: number;
  readonly description: string;
}

export interface MarketState {
  /** Mutated in place (status); what event-json serialises. */
  readonly row: MarketRow;
  /** Mutated in place (price_milli). */
  readonly outcomes: OutcomeRow[];
  /**
   * Sum of implied probabilities at load (or at the last price admin set, see
   * LiveEngine.setOutcomePrice): the random walk keeps this overround.
   */
  book: number;
  /** Suspended by the engine (goal, flicker) until this step index, then reopened. */
  reopenAt?: number;
  /** Suspended by a feed alert on its feed (reopened when the alert clears). */
  feedSuspended?: boolean;
  /**
   * A live-only instance (rest of match, game winner): its basis (also in `row.live_basis`) and
   * what its prices were last worked out from (live-instances.ts pricingKey).
   */
  live?: { basis: LiveBasis; pricedKey: string };
}

export interface EventState {
  /** Mutated in place: clock, period, scores, finished; what event-json serialises. */
  readonly row: EventRow;
  readonly home: Side;
  readonly away: Side;
  /** Home's share of the play, from 0.15 to 0.85 (from the match prices at load). */
  readonly homeShare: number;
  readonly markets: MarketState[];
  scores: LiveScores;
  /** Seconds of play since the start (the clock's minutes are this / 60). */
  seconds: number;
  /** Seconds of play in the current period. */
  periodSeconds: number;
  /** Seconds of the current period's stoppage time (football). */
  stoppage: number;
  /** Seconds left of the current intermission. */
  breakLeft: number;
  /** Tennis/padel game points, volleyball/esports points of the current set or map. */
  game: [number, number];
  /** Index (0 home, 1 away) of the side serving (or batting). */
  server: 0 | 1;
  /** liveOpenMarketCount as last announced. */
  openCount: number;
}

/** What one step of play did, beyond the scores (which the engine diffs itself). */
export interface PlayResult {
  periodOver?: boolean;
  matchOver?: boolean;
  /** A goal (or a set won): the engine suspends the event's markets briefly. */
  scored?: 0 | 1;
}

export interface SportModel {
  /** Live period kind (HALF, QTR, SETS, PERIOD, MAP) and how many periods a match has. */
  readonly kind: 'HALF' | 'QTR' | 'SETS' | 'PERIOD' | 'MAP';
  readonly periods: number;
  /** Seconds between periods. */
  readonly breakSeconds: (event: EventState) => number;
  /** Fresh scores for an event that goes live. */
  readonly initialScores: (event: EventState) => LiveScores;
  /** Brings loaded scores (from the seed) to what the model needs. */
  readonly adopt: (event: EventState) => void;
  /** A new period starts (number already incremented). */
  readonly startPeriod: (event: EventState, random: Random) => void;
  /** One step of play. */
  readonly play: (event: EventState, random: Random) => PlayResult;
  /** A score is a goal (football, ice hockey, …): what the admin's goal control may score. */
  readonly goals: boolean;
  /**
   * The side wins one unit of play now (the admin's score control): a goal or a point in timed
   * sports, a point of the current game (tennis, padel), a rally (volleyball), a round (esports),
   * a run to the batting side (cricket, whatever side is named). What it ended is in the result.
   */
  readonly award: (event: EventState, side: 0 | 1) => PlayResult;
}
