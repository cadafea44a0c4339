import type { ColumnType, Selectable } from 'kysely';
import type { JsonValue } from '../db/schema';

type JsonColumn = ColumnType<JsonValue, string, string>;
type NullableJsonColumn = ColumnType<JsonValue | null, string | null, string | null>;
/** timestamptz: read as a Date, written as ISO text. */
type Timestamp = ColumnType<Date, string, string>;

export const EVENT_TYPES = ['GAME_EVENT', 'OUTRIGHT'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const MARKET_STATUSES = [
  'open',
  'suspended',
  'lts',
  'closed',
  'settled',
  'resulted',
] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

/** Game events and outrights. Path ids point into event_paths. */
export interface EventsTable {
  id: number;
  sport_id: number;
  country_id: number;
  league_id: number;
  event_type: EventType;
  name: string;
  slug: string;
  sport_code: string;
  /** [{ id, description }] */
  opponents: JsonColumn;
  event_date: Timestamp;
  feed_code: string;
  live_streaming: boolean;
  betradar_id: number | null;
  stream_id: string | null;
  tracker_id: string | null;
  is_live: boolean;
  clock_minutes: number | null;
  clock_status: string | null;
  period_abbreviation: string | null;
  period_number: number | null;
  /** { scores, sets?, scoresPerPeriod? } for live events. */
  scores: NullableJsonColumn;
  is_finished: boolean;
  sort_order: number;
}

export interface MarketsTable {
  id: number;
  event_id: number;
  description: string;
  market_type_id: number;
  market_type_style: string;
  market_group: string;
  /** `periodTypeId * 100 + number`, full time 100: see periodFromId. */
  period_id: number;
  status: MarketStatus;
  feed_id: string;
  opponent_id: number | null;
  player_name: string | null;
  team_name: string | null;
  instance: number;
  cutoff_time: Timestamp;
  sort_order: number;
  /** The basis of a live-only market instance (world/live-market-basis.ts); null otherwise. */
  live_basis: ColumnType<JsonValue | null, string | null | undefined, string | null>;
}

/** Prices and spreads in 1/1000: 1850 is 1.850, -1500 is -1.5. */
export interface OutcomesTable {
  id: number;
  market_id: number;
  description: string;
  ordinal_position: number;
  opponent_id: number | null;
  hidden: boolean;
  price_id: number;
  price_milli: number;
  spread_milli: number | null;
  spread2_milli: number | null;
}

export type EventRow = Selectable<EventsTable>;
export type MarketRow = Selectable<MarketsTable>;
export type OutcomeRow = Selectable<OutcomesTable>;
