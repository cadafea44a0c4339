import type { ColumnType, Generated, Selectable } from 'kysely';

/** Timestamps: read as Date, written as Date or ISO text. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A bigint of minor units. PGlite reads int8 as a number (pg would give text: see `toMinor`). */
type Minor = ColumnType<number, number, number>;

export const PLAYER_STATUSES = ['active', 'suspended', 'locked', 'pending_activation'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

export const SESSION_KINDS = ['jwe', 'external', 'access', 'refresh', 'login_pending'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export interface PlayersTable {
  id: Generated<number>;
  brand: string;
  username: string;
  /** `scrypt$N$r$p$salt$hash` (see passwords.ts). */
  password_hash: string;
  currency: string;
  locale: string;
  first_name: string;
  last_name: string;
  email: string;
  country_code: string;
  status: PlayerStatus;
  vip_level: number;
  excluded_from_promotions: boolean;
  non_depositor: boolean;
  non_bettor: boolean;
  is_partner_matrix_affiliate: boolean;
  /** A risk-group player (the front end shows the risk-group modal). */
  risk_group: Generated<boolean>;
  player_created_by_agent: boolean;
  self_excluded: boolean;
  otp_required: boolean;
  security_question: string | null;
  security_answer_hash: string | null;
  terms_accepted: boolean;
  first_login_time: Timestamp | null;
  last_login_date: Timestamp | null;
  register_date: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  /** sha256 (hex) of the token: the token itself is never stored. */
  token_hash: string;
  player_id: number;
  kind: SessionKind;
  expires_at: Timestamp;
  /** The login this token belongs to (its companion tokens share it); null on old rows. */
  login_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A pending second step that ends the player's other sessions once it passes. */
  force_single_session: Generated<boolean>;
  revoked: Generated<boolean>;
  created_at: Generated<Timestamp>;
}

export interface OneTimeCodesTable {
  player_id: number;
  code_hash: string | null;
  expires_at: Timestamp | null;
  used: boolean;
  /** Wrong guesses at this code; at OTP_MAX_ATTEMPTS it is used up. */
  failed_attempts: Generated<number>;
  /** When the last code was requested: the next request waits OTP_COOLDOWN_SECONDS. */
  requested_at: Timestamp | null;
}

export interface WalletsTable {
  id: Generated<number>;
  player_id: number;
  name: string;
  balance: Minor;
  promo_cash: Minor;
  total_left_to_wager: Minor;
  withdrawable: Minor;
  /** Free-bet money: only free stakes (`freeMoneyUnitStake`) spend it; never paid out as cash. */
  free_bet_balance: ColumnType<number, number | undefined, number>;
}

export interface WalletTransactionsTable {
  id: Generated<number>;
  wallet_id: number;
  amount: Minor;
  kind: string;
  reference: string;
  created_at: Generated<Timestamp>;
}

export interface AccountPrefsTable {
  player_id: number;
  price_format: string;
  layout: string;
  default_stake: Minor;
  sort_by: string;
  accept_higher_odds: boolean;
  theme: string;
}

export interface PlayerDetailsTable {
  player_id: number;
  default_stake: Minor;
  price_format: string;
  is_remember_stake: boolean;
  enable_stream_full_screen: boolean;
  hold_withdraw: boolean;
  account_number: string;
  real_money_bonuses: boolean;
  was_set_real_money_bonuses: boolean;
}

export type PlayerRow = Selectable<PlayersTable>;
export type WalletRow = Selectable<WalletsTable>;
