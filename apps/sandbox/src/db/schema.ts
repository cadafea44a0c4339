import type { ColumnType, Kysely, Selectable } from 'kysely';
import type * as Accounts from '../accounts/account-tables';
import type * as Bets from '../bets/bet-tables';
import type { ContentItemsTable } from '../content/content-table';
import type * as World from '../events/world-tables';
import type * as Jackpots from '../jackpots/jackpot-tables';

/** Any JSON value, as stored in a jsonb column. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * jsonb columns are read as parsed JSON and written as JSON text: that works the same on PGlite
 * and on `pg` (which would otherwise turn a JS array into a PostgreSQL array literal).
 */
type JsonColumn = ColumnType<JsonValue, string, string>;

export interface BrandSettingsTable {
  brand: string;
  key: string;
  value: JsonColumn;
}

export const EVENT_PATH_KINDS = ['sport', 'country', 'league'] as const;
export type EventPathKind = (typeof EVENT_PATH_KINDS)[number];

/** The sport tree: sports, their countries, their leagues. Brand-agnostic. */
export interface EventPathsTable {
  id: number;
  parent_id: number | null;
  kind: EventPathKind;
  name: string;
  slug: string;
  /** Only sports carry a sport code. */
  sport_code: string | null;
  sort_order: number;
  event_count: number;
}

export interface SandboxDatabase {
  brand_settings: BrandSettingsTable;
  event_paths: EventPathsTable;
  players: Accounts.PlayersTable;
  sessions: Accounts.SessionsTable;
  one_time_codes: Accounts.OneTimeCodesTable;
  wallets: Accounts.WalletsTable;
  wallet_transactions: Accounts.WalletTransactionsTable;
  account_prefs: Accounts.AccountPrefsTable;
  player_details: Accounts.PlayerDetailsTable;
  content_items: ContentItemsTable;
  events: World.EventsTable;
  markets: World.MarketsTable;
  outcomes: World.OutcomesTable;
  betslips: Bets.BetslipsTable;
  bets: Bets.BetsTable;
  bet_legs: Bets.BetLegsTable;
  outcome_results: Bets.OutcomeResultsTable;
  retail_codes: Bets.RetailCodesTable;
  jackpots: Jackpots.JackpotsTable;
  jackpot_prizes: Jackpots.JackpotPrizesTable;
  jackpot_events: Jackpots.JackpotEventsTable;
}

export type SandboxDb = Kysely<SandboxDatabase>;
export type EventPathRow = Selectable<EventPathsTable>;
