import type { ColumnType, Selectable } from 'kysely';

/** Timestamps: read as Date, written as Date or ISO text. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
/** A bigint of minor units (read through `toMinor`: `pg` may give text). */
type Minor = ColumnType<number, number, number>;

export const JACKPOT_STATUSES = ['open', 'settled'] as const;
export type JackpotStatus = (typeof JACKPOT_STATUSES)[number];

/** A jackpot. It takes bets while `status` is open and the sandbox clock is before `closes_at`. */
export interface JackpotsTable {
  id: number;
  name: string;
  status: JackpotStatus;
  number_of_events: number;
  /** How many reserve events follow the numberOfEvents ones (one pick each at most). */
  reserve_selection_count: number;
  /** The start of the jackpot's first event. */
  closes_at: Timestamp;
  settled_at: NullableTimestamp;
  sort_order: number;
}

/** Prize and line stake in one currency, in its minor units (currency upper-cased). */
export interface JackpotPrizesTable {
  jackpot_id: number;
  currency: string;
  prize: Minor;
  line_stake: Minor;
}

/** A jackpot's events: ordinals 1..numberOfEvents, then the reserve events. */
export interface JackpotEventsTable {
  jackpot_id: number;
  ordinal: number;
  event_id: number;
  /** The event's full-time WIN_DRAW_WIN (1X2) market. */
  market_id: number;
  reserve: boolean;
}

export type JackpotRow = Selectable<JackpotsTable>;
export type JackpotEventRow = Selectable<JackpotEventsTable>;
