import type { BetKey, KeypadKey } from '@clem/core/domain';

/**
 * What the slip's presentational components show, already formatted and translated by the
 * connected container (`ConnectedBetslip`): prices in the player's odds format, money in the
 * player's currency, messages in the player's language. The components hold no state of the
 * slip and make no calls; every action is a callback of `SlipActions`.
 */

/** A selection (single) on the slip. */
export interface SlipSelectionView {
  outcomeId: number;
  key: BetKey;
  /** sel1, sel2, … */
  ref: string;
  outcomeDescription: string;
  marketDescription: string;
  eventDescription: string;
  periodDescription?: string | undefined;
  /** The price in the player's format ("2.10", "+110"). Empty while the platform has not priced it. */
  price: string;
  /** The price the player saw before a change they have not accepted yet ("2.10" → price). */
  previousPrice?: string | undefined;
  /** A spread change not accepted yet (RES-00153). */
  spreadChange?: { old: string; new: string } | undefined;
  /**
   * open: bettable. suspended: on the slip but not bettable now (the price is shown greyed).
   * closed: outcomeState C, about to be removed ("Your selection is not available anymore"), or a
   * live market closed or event finished. stale: a live selection whose price cannot be trusted
   * while the live connection reconnects (kept in the totals, not placeable until it is back).
   */
  state: 'open' | 'suspended' | 'closed' | 'stale';
  /** The selection follows live prices (in play): its price changes are announced. */
  live?: boolean | undefined;
  /** A translated message about this selection (the platform's, or the slip's). */
  message?: string | undefined;
  /** The stake as typed (may be ""). */
  stake: string;
  /** The single may be staked (singleEnabled); false hides the stake field. */
  stakeable: boolean;
  /** Why the stake cannot be placed (below min, above max…), translated. */
  stakeError?: string | undefined;
  /** Formatted, when staked. */
  potentialReturns?: string | undefined;
  /** African betslip with tax: the stake bet after tax and the tax on returns, formatted. */
  stakeAfterTax?: string | undefined;
  taxDeduction?: string | undefined;
  /** Each-way, shown only when the platform offers it (showEachWay). */
  eachWay?: { checked: boolean; placeTerms: string } | undefined;
  /** A free bet the player may use on this bet instead of cash (see `SlipFreeBetView`). */
  freeBet?: SlipFreeBetView | undefined;
  /** The keypad types into this bet's stake. */
  active: boolean;
}

/**
 * A free bet on a bet (the platform's maxFreeMoneyStake, logged in): the player uses it in full
 * (freeBetMax: the free stake is the maximum, the cash stake cleared) or not (freeBetNull). While
 * used, the bet has no cash stake to type.
 */
export interface SlipFreeBetView {
  /** The free stake the bet can take, formatted ("€5.00"). */
  amount: string;
  used: boolean;
}

/** A multiple (Double, Treble, N-Fold) or a system (Trixie, Yankee, …). */
export interface SlipLineView {
  key: BetKey;
  kind: 'multiple' | 'system';
  /** mul1, … / the system's ref. */
  ref: string;
  betTypeId: number;
  /** The name players know it by: "Treble", "Lucky 15". */
  name: string;
  /** Lines it stands for (1 for a multiple). */
  noOfBets: number;
  /** A multiple's combined price in the player's format; none for a system. */
  price?: string | undefined;
  /** Stake per line as typed. */
  stake: string;
  /** Formatted: stake × noOfBets, when staked. */
  totalStake?: string | undefined;
  potentialReturns?: string | undefined;
  /** Parlay extra winnings (EPW) on a multiple, formatted, when the promotion applies. */
  extraWinnings?: string | undefined;
  /** A free bet the player may use on this line's stake. */
  freeBet?: SlipFreeBetView | undefined;
  stakeError?: string | undefined;
  /** Translated hint such as the multiple's minimum stake. */
  hint?: string | undefined;
  active: boolean;
}

/** A translated message shown at the top of the slip. */
export interface SlipMessageView {
  id: string;
  text: string;
  tone: 'error' | 'warning' | 'info';
  /** An action the message offers ("Use my balance 1,000.00", "Accept new odds"). */
  action?: { label: string; onAction: () => void } | undefined;
}

export interface SlipSummaryView {
  /** Formatted money. */
  totalStake: string;
  potentialReturns: string;
  /** Combined price of all singles when every leg is on a different event, formatted. */
  totalOdds?: string | undefined;
  /** Formatted balance of a logged-in player. */
  balance?: string | undefined;
  /** What the bets take from the free-bet balance, formatted, when any uses a free bet. */
  freeStake?: string | undefined;
}

/** The placed betslip (success state). */
export interface SlipReceiptView {
  reference: string;
  bets: readonly {
    reference: string;
    description: string;
    totalStake: string;
    potentialReturns: string;
  }[];
  totalCost: string;
  balance?: string | undefined;
}

/** An anonymous player's retail code (retail codes on): the request and the code, once given. */
export interface SlipRetailCodeView {
  /** "Get a retail code" may be pressed (something on the slip, nothing blocking, not busy). */
  canRequest: boolean;
  /** A code is on its way. */
  requesting: boolean;
  /** The code for the slip as it is (gone as soon as the player changes the slip). */
  code?: string | undefined;
}

export type SlipPhase =
  /** Building the slip. */
  | 'editing'
  /** Place pressed, waiting for the platform. */
  | 'placing'
  /** Placed, the operator reviews it (status polling). */
  | 'waitingApproval'
  /** Placed: the receipt shows. */
  | 'success';

export interface SlipKeypadView {
  /** No decimal key for currencies with no precision or scaled by 1000. */
  hasDecimalPoint: boolean;
  /** Four quick-bet presets, formatted ("5", "25"), with the stake text each one sets. */
  quickStakes: readonly { label: string; stake: string }[];
}

export interface SlipView {
  phase: SlipPhase;
  expanded: boolean;
  showSystemBets: boolean;
  /**
   * System bets can show on this slip (at least 3 selections and not the African betslip,
   * betting-area §5): the header offers the expand toggle. When absent, the toggle shows from
   * 3 selections.
   */
  systemBetsAvailable?: boolean | undefined;
  selections: readonly SlipSelectionView[];
  multiples: readonly SlipLineView[];
  systems: readonly SlipLineView[];
  messages: readonly SlipMessageView[];
  summary: SlipSummaryView;
  /** Place is possible now (something staked, nothing blocking, not busy). */
  canPlace: boolean;
  /**
   * Why Place is disabled when a selection stands in the way, translated ("A selection is
   * suspended", "Prices are reconnecting…"): shown under the button and tied to it.
   */
  placeBlockedReason?: string | undefined;
  /**
   * The platform holds an in-play bet before it accepts it (waiting with a delay): the slip counts
   * down to `endsAt` (client ms) from `seconds`.
   */
  inPlayDelay?: { seconds: number; endsAt: number } | undefined;
  /** Some price or spread changed and must be accepted before placing. */
  needsAcceptance: boolean;
  /**
   * Present for an anonymous player when the operator has retail codes on: the slip offers a
   * retail code and a login instead of Place.
   */
  retailCode?: SlipRetailCodeView | undefined;
  /** Present when the on-screen keypad shows (a bet is active on a touch layout). */
  keypad?: SlipKeypadView | undefined;
  receipt?: SlipReceiptView | undefined;
  /** The currency code shown beside stake fields ("EUR"). */
  currency: string;
  /** The platform is recalculating the slip (a quiet busy hint, never blocking typing). */
  refreshing: boolean;
}

export interface SlipActions {
  onRemove(outcomeId: number): void;
  onRemoveAll(): void;
  onStakeChange(key: BetKey, text: string): void;
  /** A stake field got focus (desktop) or was tapped (mobile): the keypad types into it. */
  onStakeActivate(key: BetKey): void;
  onKeypadKey(key: KeypadKey): void;
  onQuickStake(stake: string): void;
  onKeypadDone(): void;
  onEachWayChange(outcomeId: number, checked: boolean): void;
  /** Use the bet's free bet in full, or take it off (freeBetMax / freeBetNull). */
  onFreeBetChange?(key: BetKey, use: boolean): void;
  onExpandedChange(expanded: boolean): void;
  onPlace(): void;
  /** Anonymous, retail codes on: ask the platform for a retail code for the slip. */
  onRequestRetailCode?(): void;
  /** Anonymous, retail codes on: log in to place the slip here. */
  onLogin?(): void;
  /** Accept the changed prices/spreads shown, then the player can place. */
  onAcceptChanges(): void;
  /** Receipt: start a new slip. */
  onDone(): void;
  /** Receipt: keep the same selections for another bet. */
  onReuseSelections(): void;
  onClose(): void;
}
