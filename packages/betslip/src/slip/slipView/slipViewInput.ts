import type { BetKey, CurrencyRule, OddsFormat, PlatformSettings, StakeLimits } from '@clem/core';
import type { EpwConfig } from '@clem/core/schemas';
import type { BetslipState } from '../../picks/betslipState';
import type { SlipLiveSelection } from '../live/livePrice';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface SlipViewInput {
  betslip: BetslipState;
  settings: PlatformSettings;
  currency: CurrencyRule & { code: string };
  oddsFormat: OddsFormat;
  userAcceptOdds: 'D' | 'A';
  loggedIn: boolean;
  /** The sportsbook balance (minor units) of a logged-in player. */
  balance: number | undefined;
  /** The on-screen keypad is used (touch layout) rather than the device keyboard. */
  touchKeypad: boolean;
  t: Translate;
  /** "Use my balance" on a stake-above-balance refusal. */
  onUseBalance?: ((key: BetKey, stake: string) => void) | undefined;
  /**
   * Parlay extra winnings (betting §4): the platform's config when the promotion is active for
   * this player (setting on, logged in, not excluded), else undefined. The extra is shown on
   * multiples by their number of legs (core's `parlayExtraWinnings`).
   */
  epw?: EpwConfig | undefined;
  /** "Edit betslip" on an unconfirmed placement (after the player checked My Bets). */
  onAbandon?: (() => void) | undefined;
  /** "Try again" on the message of a failed refresh: asks the platform about the slip again. */
  onRetryRefresh?: (() => void) | undefined;
  /**
   * Retail codes are on for this anonymous player (`selectRetailCodesActive`): the slip offers
   * "Get a retail code" (and "Log in to place") instead of Place.
   */
  retailCodes?: boolean | undefined;
  /**
   * The live facts of the slip's in-play selections, by outcome id (`selectSlipLive`): their live
   * price and state. A selection absent here is not live and follows the platform's answers.
   */
  live?: Readonly<Record<number, SlipLiveSelection>> | undefined;
}

/** What every step of the slip's view reads besides the input. */
export interface SlipViewBasis {
  /** The settings' stake limits in the player's currency (before a bet's own maxBetStake). */
  limits: StakeLimits;
  /** The player's balance, formatted; undefined when not known. */
  balanceText: string | undefined;
}
