import { emptySlip, type SlipMessage, type SlipState } from '@clem/core';
import type { BetslipMultiple, BetslipPlacedBet, BetslipSingle } from '@clem/core/schemas';

/**
 * The betslip's state as every page reads it: its types, its initial value and its selectors,
 * apart from the reducer that changes it (`betslipSlice.ts`). An odds button, the footer's slip
 * button and the frame read the slip on every page; the reducer, with the §4 slip rules of
 * `@clem/core`, loads only when the slip is first changed (`betslipLoader.ts`), so a page's
 * first JavaScript carries none of them. Until then the slip reads as empty.
 */

/** What an odds button hands over (§3 "Betslip selection" fields the page already knows). */
export interface BetslipPick {
  outcomeId: number;
  marketId: number;
  eventId: number;
  /** The decimal price the player last saw and accepted for this selection. */
  decimal: number;
  outcomeDescription: string;
  marketDescription: string;
  eventDescription: string;
  sportCode?: string | undefined;
  slug?: string | undefined;
  /** The handicap or total the player saw, when the outcome has one. */
  spread?: number | null | undefined;
}

export type AsyncStatus = 'pending' | 'fulfilled' | 'rejected';

/** The platform's totals and balance from the last refresh (minor units). */
export interface SlipModelTotals {
  availableBalance: number | null;
  totalCost: number;
  potentialReturns: number;
  currency: string;
  precision: number;
  betMayBeReferred: boolean;
}

/** The body of a placement (the betslip model of §3 as the platform takes it). */
export interface PlacementBody {
  singles: {
    outcomeId: number;
    unitStake?: string;
    /** A free bet's stake (freeBetMax), instead of `unitStake`. */
    freeMoneyUnitStake?: string;
    eachWay?: boolean;
    decimal?: number;
    spread?: number;
  }[];
  /** Each line's stake: `unitStake` (cash) or `freeMoneyUnitStake` (a free bet). */
  multiples: (
    { betTypeId: number; unitStake: string } | { betTypeId: number; freeMoneyUnitStake: string }
  )[];
  systems: (
    { betTypeId: number; unitStake: string } | { betTypeId: number; freeMoneyUnitStake: string }
  )[];
  outcomeIds: number[];
  userAcceptOdds: 'D' | 'A';
  originId: number;
  accountId: number;
}

/**
 * One placement intent (§ "never places twice"): created when the player presses Place, with the
 * exact body sent. It is reused, body and uuid, for every retry of that intent (a dropped
 * connection, a timeout, a server error, a second tap) and dropped only after a definite answer.
 * While it is `unconfirmed` the slip stays locked (placing), so the body cannot drift from the
 * one the uuid stands for.
 */
export interface PlacementIntent {
  uuid: string;
  body: PlacementBody;
  /** The last attempt got no definite answer. */
  unconfirmed: boolean;
  /** Waiting approval: the betslip to poll. */
  betSlipId?: number | undefined;
  /** When the platform decides (ms since epoch), while waiting approval. */
  decideAt?: number | undefined;
  /**
   * The platform holds this in-play bet for a delay before it accepts it: how long (s) and when
   * it ends on this device's clock (ms), for the slip's countdown.
   */
  inPlayDelay?: { seconds: number; endsAt: number } | undefined;
}

/** The placed betslip, for the receipt. */
export interface SlipReceipt {
  reference: string;
  betSlipId: number;
  bets: Pick<
    BetslipPlacedBet,
    'reference' | 'description' | 'totalStake' | 'potentialReturns' | 'kind'
  >[];
  totalCost: number;
  currency: string;
  precision: number;
  availableBalance: number | null;
}

/** The last failure worth a special look (the 500 toast's reference, the balance offer). */
export interface SlipFailure {
  kind: 'refused' | 'server' | 'network';
  code?: string | undefined;
  /** The request reference shown with 'Betslip: Something went wrong'. */
  reference?: string | undefined;
  at: number;
}

export interface BetslipState {
  slip: SlipState<BetslipPick, BetslipMultiple>;
  /** The platform's view of each selection, by outcome id. */
  singles: Record<number, BetslipSingle>;
  model: SlipModelTotals | null;
  /** The refresh flow's last request. */
  refresh: AsyncStatus | undefined;
  /**
   * A refresh failed and none has been answered since: the slip says so, with a retry, and keeps
   * the player's selections and stakes. It stays through the refreshes still on their way (the
   * message is not taken away and announced again at each attempt) until one is answered.
   */
  refreshError: boolean;
  statusSysBets: AsyncStatus | undefined;
  statusEachWay: AsyncStatus | undefined;
  /** Each-way ticked, by outcome id. */
  eachWay: Record<number, boolean>;
  /** Closed selections (outcomeState C) shown as "not available" before they go (§4, 3 s). */
  notAvailable: number[];
  intent: PlacementIntent | null;
  receipt: SlipReceipt | null;
  failure: SlipFailure | null;
  /**
   * The last refusal's messages: they stay on the slip through the refreshes that follow (a
   * refresh's own model.errors would otherwise replace them) until the player changes the slip or
   * places again.
   */
  refusal: SlipMessage[];
  /** An anonymous player's pick, kept until they log in (§4 "Anonymous add"). */
  pendingPick: BetslipPick | null;
  /** The slip refused a selection because it is full (§5), with the cap then. */
  full: { maxBets: number; at: number } | null;
  /**
   * An anonymous player's retail code (§6 "Anonymous: may build a slip only if retail-code
   * generation is enabled"): asked for, answered with the code, or failed with a message. Any
   * change the player makes to the slip forgets it (the code stands for the slip as it was).
   */
  retailCode: RetailCodeState | null;
}

export type RetailCodeState =
  | { status: 'requesting' }
  | { status: 'ready'; code: string }
  | { status: 'failed'; messages: SlipMessage[] };

export const initialBetslipState: BetslipState = {
  slip: emptySlip<BetslipPick, BetslipMultiple>(),
  singles: {},
  model: null,
  refresh: undefined,
  refreshError: false,
  statusSysBets: undefined,
  statusEachWay: undefined,
  eachWay: {},
  notAvailable: [],
  intent: null,
  receipt: null,
  failure: null,
  refusal: [],
  pendingPick: null,
  full: null,
  retailCode: null,
};

/** Any root state: the slice may not be injected yet, then it reads as empty. */
type WithBetslip = { betslip?: BetslipState };

export const selectBetslipState = (state: object): BetslipState =>
  (state as WithBetslip).betslip ?? initialBetslipState;
export const selectPickCount = (state: object): number =>
  selectBetslipState(state).slip.selections.length;
export const selectIsPicked = (state: object, outcomeId: number): boolean =>
  selectBetslipState(state).slip.selections.some((selection) => selection.outcomeId === outcomeId);
export const selectPicks = (state: object): readonly BetslipPick[] =>
  selectBetslipState(state).slip.selections;
/** The outcome is the anonymous player's pending pick (kept until they log in). */
export const selectIsPending = (state: object, outcomeId: number): boolean =>
  selectBetslipState(state).pendingPick?.outcomeId === outcomeId;
/** The anonymous player's pending pick, or null. */
export const selectPendingPick = (state: object): BetslipPick | null =>
  selectBetslipState(state).pendingPick;
