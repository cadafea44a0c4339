import type { ColumnType, Generated, Selectable } from 'kysely';
import type { JsonValue } from '../db/schema';

/** Timestamps: read as Date, written as Date or ISO text. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type OptionalTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
/** A bigint of minor units (read through `toMinor` when it may come from `pg` as text). */
type Minor = ColumnType<number, number, number>;
type JsonColumn = ColumnType<JsonValue, string, string>;

export const BETSLIP_KINDS = ['sports', 'jackpot'] as const;
export type BetslipKind = (typeof BETSLIP_KINDS)[number];
export const BETSLIP_STATUSES = ['waiting_approval', 'accepted', 'rejected'] as const;
export type BetslipStatus = (typeof BETSLIP_STATUSES)[number];
export const BET_KINDS = ['single', 'multiple', 'system', 'jackpot'] as const;
export type BetKind = (typeof BET_KINDS)[number];
export const BET_STATUSES = [
  'pending_approval',
  'open',
  'won',
  'lost',
  'void',
  'rejected',
] as const;
export type BetStatus = (typeof BET_STATUSES)[number];
export const LEG_RESULTS = ['open', 'won', 'lost', 'void'] as const;
export type LegResult = (typeof LEG_RESULTS)[number];
export type OutcomeResult = Exclude<LegResult, 'open'>;

/**
 * One placement request: unique per (player, uuid). `payload_hash` tells a retry of the same
 * intent from a reuse of the uuid with another payload; `response` and `http_status` are what
 * the first request answered, replayed for every retry.
 */
export interface BetslipsTable {
  id: Generated<number>;
  player_id: number;
  uuid: string;
  payload_hash: string;
  kind: BetslipKind;
  status: BetslipStatus;
  total_stake: Minor;
  currency: string;
  http_status: number;
  response: JsonColumn;
  /** Waiting approval: when (sandbox clock) the attendant decides. */
  decide_at: NullableTimestamp;
  created_at: OptionalTimestamp;
  /** Held for the in-play delay this many seconds (0: not held for it). */
  inplay_delay_seconds: ColumnType<number, number | undefined, number>;
  /** The player's userAcceptOdds at placement: the in-play decision re-checks prices with it. */
  accept_odds: ColumnType<'D' | 'A', 'D' | 'A' | undefined, 'D' | 'A'>;
  /** A betslip refused when its in-play delay ended: its RES problem. */
  rejection: ColumnType<JsonValue | null, string | null | undefined, string | null>;
}

export interface BetsTable {
  id: Generated<number>;
  betslip_id: number;
  player_id: number;
  reference: string;
  kind: BetKind;
  bet_type_id: number;
  description: string;
  unit_stake: Minor;
  total_stake: Minor;
  num_bets: number;
  /** Combined decimal odds × 1000 (null for systems and jackpots). */
  price_milli: number | null;
  potential_returns: Minor;
  /** The part of total_stake taken from the free-bet balance (0: a cash bet). */
  free_stake: ColumnType<number, number | undefined, number>;
  each_way: ColumnType<boolean, boolean | undefined, boolean>;
  jackpot_id: number | null;
  currency: string;
  status: BetStatus;
  payout: ColumnType<number, number | undefined, number>;
  /** The African betslip's betting tax the bet was placed under, in basis points (0: none). */
  stake_tax_bp: ColumnType<number, number | undefined, number>;
  returns_tax_bp: ColumnType<number, number | undefined, number>;
  placed_at: OptionalTimestamp;
  settled_at: NullableTimestamp;
}

/** A bet's selections, with the descriptions and price as they were when it was placed. */
export interface BetLegsTable {
  id: Generated<number>;
  bet_id: number;
  leg_index: number;
  outcome_id: number;
  market_id: number;
  event_id: number;
  price_milli: number;
  spread_milli: number | null;
  outcome_description: string;
  market_description: string;
  period_description: string;
  event_description: string;
  sport_code: string;
  event_date: Timestamp;
  /** Jackpot legs: the event's ordinal in the jackpot, and whether it is a reserve pick. */
  ordinal: number | null;
  reserve: ColumnType<boolean, boolean | undefined, boolean>;
  result: ColumnType<LegResult, LegResult | undefined, LegResult>;
}

/** Written when an event finishes (or an admin results it); settlement reads it. */
export interface OutcomeResultsTable {
  outcome_id: number;
  market_id: number;
  event_id: number;
  result: OutcomeResult;
  settled_at: OptionalTimestamp;
}

export interface RetailCodesTable {
  code: string;
  brand: string;
  kind: 'betslip' | 'jackpot';
  payload: JsonColumn;
  created_at: OptionalTimestamp;
}

export type BetslipRow = Selectable<BetslipsTable>;
export type BetRow = Selectable<BetsTable>;
export type BetLegRow = Selectable<BetLegsTable>;
