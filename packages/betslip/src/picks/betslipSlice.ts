import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  applySlipEvent,
  DEFAULT_SLIP_CONFIG,
  emptySlip,
  rootReducer,
  type BetKey,
  type SlipConfig,
  type SlipEvent,
  type SlipMessage,
  type SlipState,
  type StakeEntry,
} from '@clem/core';
import type {
  BetslipMultiple,
  BetslipPlacedBet,
  BetslipSingle,
  BetslipStatusResponse,
} from '@clem/core/schemas';

/**
 * The betslip's state (betting-area §3 "Betslip state"): one slice, injected when the first
 * module that needs it loads (an odds button). It holds
 *
 * - `slip`: the selections, stakes, open/expanded flags, messages and placement phase, changed
 *   only through core's pure `applySlipEvent` (`slipEventApplied`), so every §4 rule lives in one
 *   tested function;
 * - what the platform last said about the slip (`singles` by outcome id, its multiples and systems
 *   inside `slip`, balance and totals in `model`);
 * - the placement intent (`intent`: one uuid per press of Place, kept until a definite answer) and
 *   its result (`receipt`).
 *
 * The reducers are small and synchronous, so an odds button loads them without the slip's UI or
 * its calls; the calls (refresh flow, placement, status polling) are listener and thunk effects
 * in `../slip/`, loaded with the slip.
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

export interface SlipEventPayload {
  event: SlipEvent<BetslipPick, BetslipMultiple>;
  config?: SlipConfig | undefined;
}

/** What a refresh answered, reduced to what the slip keeps. */
export interface RefreshResult {
  singles: BetslipSingle[];
  multiples: BetslipMultiple[];
  systems: BetslipMultiple[];
  errors: SlipMessage[];
  totals: SlipModelTotals;
  /** The outcome ids the request was for: an answer for other selections is dropped. */
  outcomeIds: number[];
}

const PLAYER_EDITS: ReadonlySet<string> = new Set([
  'outcomeToggled',
  'selectionsRemoved',
  'stakeEdited',
  'reset',
]);

function apply(state: BetslipState, payload: SlipEventPayload): void {
  const { state: next, effects } = applySlipEvent(
    state.slip as SlipState<BetslipPick, BetslipMultiple>,
    payload.event,
    payload.config ?? DEFAULT_SLIP_CONFIG,
  );
  if (next !== state.slip) {
    // The player changed the slip: the last refusal and retail code no longer speak about it.
    if (PLAYER_EDITS.has(payload.event.type)) {
      state.refusal = [];
      state.retailCode = null;
    }
    state.slip = next;
  }
  for (const effect of effects) {
    if (effect.type === 'refused' && effect.reason === 'slipFull') {
      state.full = { maxBets: effect.maxBets, at: Date.now() };
    }
  }
  // Forget what no longer belongs to a selection on the slip.
  const onSlip = new Set(next.selections.map((selection) => selection.outcomeId));
  const kept = <T>(record: Record<number, T>): Record<number, T> | undefined => {
    const ids = Object.keys(record).map(Number);
    if (ids.every((id) => onSlip.has(id))) return undefined;
    return Object.fromEntries(Object.entries(record).filter(([id]) => onSlip.has(Number(id))));
  };
  const singles = kept(state.singles);
  if (singles) state.singles = singles;
  const eachWay = kept(state.eachWay);
  if (eachWay) state.eachWay = eachWay;
  state.notAvailable = state.notAvailable.filter((id) => onSlip.has(id));
  if (next.selections.length === 0) {
    state.model = null;
    state.refresh = undefined;
    state.refreshError = false;
    state.statusSysBets = undefined;
    state.statusEachWay = undefined;
  }
  if (next.placement !== 'success') state.receipt = null;
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

export const betslipSlice = createSlice({
  name: 'betslip',
  initialState: initialBetslipState,
  reducers: {
    /** Any §4 event of the slip (core `applySlipEvent`). */
    slipEventApplied(state, action: PayloadAction<SlipEventPayload>) {
      apply(state, action.payload);
    },
    /** The stored slip after a reload (selections and stakes only). */
    slipRestored(
      state,
      action: PayloadAction<{
        selections: BetslipPick[];
        stakes: Partial<Record<BetKey, StakeEntry>>;
        eachWay?: Record<number, boolean> | undefined;
        /**
         * A placement the page was left in the middle of: it comes back unconfirmed, with the
         * failure and reference its message showed, when it had one.
         */
        intent?:
          | {
              uuid: string;
              body: PlacementBody;
              kind?: 'server' | 'network' | undefined;
              reference?: string | undefined;
            }
          | undefined;
      }>,
    ) {
      // A slip the player already started on this page wins over the stored one.
      if (state.slip.selections.length > 0 || state.slip.placement !== 'idle') return;
      const { selections, stakes, intent } = action.payload;
      state.slip = {
        ...state.slip,
        selections: selections.map((pick, index) => ({ ...pick, ref: `sel${index + 1}` as const })),
        stakes,
      };
      state.eachWay = action.payload.eachWay ?? {};
      if (intent && selections.length > 0) {
        // Locked until the player confirms it: the retry reuses the uuid, so it is placed once.
        const { kind, reference, ...kept } = intent;
        state.slip = { ...state.slip, open: true, placement: 'placing' };
        state.intent = { ...kept, unconfirmed: true };
        state.failure = { kind: kind ?? 'network', reference, at: Date.now() };
      }
    },
    refreshStarted(state, action: PayloadAction<{ showSysBets: boolean; eachWay: boolean }>) {
      state.refresh = 'pending';
      if (action.payload.showSysBets) state.statusSysBets = 'pending';
      if (action.payload.eachWay) state.statusEachWay = 'pending';
    },
    refreshFailed(state) {
      state.refresh = 'rejected';
      state.refreshError = true;
      if (state.statusSysBets === 'pending') state.statusSysBets = 'rejected';
      if (state.statusEachWay === 'pending') state.statusEachWay = 'rejected';
    },
    refreshReceived(state, action: PayloadAction<RefreshResult>) {
      const result = action.payload;
      const current = state.slip.selections.map((selection) => selection.outcomeId);
      if (!sameIds(current, result.outcomeIds)) return;
      state.refresh = 'fulfilled';
      state.refreshError = false;
      if (state.statusSysBets === 'pending') state.statusSysBets = 'fulfilled';
      if (state.statusEachWay === 'pending') state.statusEachWay = 'fulfilled';
      state.singles = {};
      for (const single of result.singles) state.singles[single.outcomeId] = single;
      state.model = result.totals;
      state.notAvailable = result.singles
        .filter((single) => single.outcomeState === 'C')
        .map((single) => single.outcomeId);
      apply(state, {
        event: { type: 'linesReceived', multiples: result.multiples, systems: result.systems },
      });
      if (state.slip.placement === 'idle') {
        apply(state, {
          event: { type: 'messagesSet', messages: [...state.refusal, ...result.errors] },
        });
      }
    },
    /**
     * The player accepts every changed price and spread shown (they become the seen ones). A live
     * selection's price is the live one the slip showed (`livePrices`, read from the live data
     * when the player pressed Accept), which wins over the platform's last answer.
     */
    changesAccepted(
      state,
      action: PayloadAction<{ livePrices?: Record<number, number> | undefined } | undefined>,
    ) {
      const livePrices = action.payload?.livePrices ?? {};
      state.refusal = [];
      state.slip = {
        ...state.slip,
        selections: state.slip.selections.map((selection) => {
          const live = livePrices[selection.outcomeId];
          if (live !== undefined) return { ...selection, decimal: live };
          const single = state.singles[selection.outcomeId];
          if (!single || single.decimal === null) return selection;
          const spread = (single as { spread?: number | null }).spread ?? null;
          return { ...selection, decimal: single.decimal, spread };
        }),
      };
    },
    eachWaySet(state, action: PayloadAction<{ outcomeId: number; checked: boolean }>) {
      if (state.slip.placement !== 'idle') return;
      state.eachWay[action.payload.outcomeId] = action.payload.checked;
    },
    pendingPickSet(state, action: PayloadAction<BetslipPick | null>) {
      state.pendingPick = action.payload;
    },
    fullNoticeCleared(state) {
      state.full = null;
    },
    /** Place pressed: the intent is new, or the unconfirmed one is retried as it was. */
    placementRequested(state, action: PayloadAction<{ uuid: string; body: PlacementBody }>) {
      if (state.intent) {
        state.intent.unconfirmed = false;
        return;
      }
      apply(state, { event: { type: 'placementStarted' } });
      if (state.slip.placement !== 'placing') return;
      state.refusal = [];
      state.intent = { ...action.payload, unconfirmed: false };
      state.failure = null;
    },
    /** No definite answer: the intent stays, locked, for the player to retry. */
    placementUnconfirmed(
      state,
      action: PayloadAction<{ kind: 'server' | 'network'; reference?: string | undefined }>,
    ) {
      if (!state.intent) return;
      state.intent.unconfirmed = true;
      state.failure = {
        kind: action.payload.kind,
        reference: action.payload.reference,
        at: Date.now(),
      };
    },
    placementAwaitingApproval(
      state,
      action: PayloadAction<{
        betSlipId: number;
        decideAt: number | undefined;
        inPlayDelay?: { seconds: number; endsAt: number } | undefined;
      }>,
    ) {
      if (!state.intent) return;
      state.intent.betSlipId = action.payload.betSlipId;
      state.intent.decideAt = action.payload.decideAt;
      state.intent.inPlayDelay = action.payload.inPlayDelay;
      state.intent.unconfirmed = false;
      apply(state, { event: { type: 'placementAwaitingApproval' } });
    },
    placementSucceeded(state, action: PayloadAction<SlipReceipt>) {
      if (!state.intent) return;
      state.intent = null;
      state.failure = null;
      apply(state, { event: { type: 'placementSucceeded' } });
      state.receipt = action.payload;
      if (action.payload.availableBalance !== null && state.model) {
        state.model.availableBalance = action.payload.availableBalance;
      }
    },
    /** A definite refusal: a new press of Place is a new intent. */
    placementRefused(
      state,
      action: PayloadAction<{ messages: SlipMessage[]; code?: string | undefined }>,
    ) {
      state.intent = null;
      apply(state, { event: { type: 'placementFailed', messages: action.payload.messages } });
      state.failure = { kind: 'refused', code: action.payload.code, at: Date.now() };
      state.refusal = action.payload.messages;
    },
    /**
     * The player gives up on an unconfirmed placement (after checking My Bets): the slip can be
     * edited again and the next Place is a new intent.
     */
    placementAbandoned(state) {
      if (!state.intent?.unconfirmed) return;
      state.intent = null;
      state.failure = null;
      apply(state, { event: { type: 'placementFailed', messages: [] } });
    },
    /** The status call said rejected (RES-00195): the stake came back. */
    approvalRejected(state, action: PayloadAction<BetslipStatusResponse['model']>) {
      state.intent = null;
      const messages = action.payload.errors;
      apply(state, { event: { type: 'placementFailed', messages } });
      state.failure = { kind: 'refused', code: messages[0]?.code, at: Date.now() };
      state.refusal = messages;
      if (state.model) state.model.availableBalance = action.payload.availableBalance;
    },
    /** An anonymous player asked for a retail code for the slip as it is. */
    retailCodeRequested(state) {
      state.retailCode = { status: 'requesting' };
    },
    retailCodeReceived(state, action: PayloadAction<{ code: string }>) {
      if (state.retailCode?.status !== 'requesting') return; // The slip changed meanwhile.
      state.retailCode = { status: 'ready', code: action.payload.code };
    },
    retailCodeFailed(state, action: PayloadAction<{ messages: SlipMessage[] }>) {
      if (state.retailCode?.status !== 'requesting') return;
      state.retailCode = { status: 'failed', messages: action.payload.messages };
    },
    /** "Reuse selections" after a success: the same selections and stakes, ready again. */
    selectionsReused(state) {
      if (state.slip.placement !== 'success') return;
      state.slip = { ...state.slip, placement: 'idle', errors: [] };
      state.receipt = null;
    },
  },
  selectors: {
    selectPickCount: (state) => state.slip.selections.length,
    selectIsPicked: (state, outcomeId: number) =>
      state.slip.selections.some((selection) => selection.outcomeId === outcomeId),
    selectSlip: (state) => state.slip,
    selectBetslip: (state) => state,
  },
});

/** Injected once, when the first module that needs the betslip loads. */
export const betslip = betslipSlice.injectInto(rootReducer);

export const {
  slipEventApplied,
  slipRestored,
  refreshStarted,
  refreshFailed,
  refreshReceived,
  changesAccepted,
  eachWaySet,
  pendingPickSet,
  fullNoticeCleared,
  placementRequested,
  placementUnconfirmed,
  placementAwaitingApproval,
  placementSucceeded,
  placementRefused,
  placementAbandoned,
  approvalRejected,
  selectionsReused,
  retailCodeRequested,
  retailCodeReceived,
  retailCodeFailed,
} = betslipSlice.actions;

/** An odds button's toggle, with the slip's default config (stories, tests). */
export const pickToggled = (pick: BetslipPick, config?: SlipConfig) =>
  slipEventApplied({ event: { type: 'outcomeToggled', pick }, config });

/** Any root state: the slice may not be injected yet, then it reads as empty. */
type WithBetslip = { betslip?: BetslipState };
const selectors = betslip.selectors;

export const selectPickCount = (state: object): number =>
  selectors.selectPickCount(state as WithBetslip);
export const selectIsPicked = (state: object, outcomeId: number): boolean =>
  selectors.selectIsPicked(state as WithBetslip, outcomeId);
export const selectPicks = (state: object): readonly BetslipPick[] =>
  selectors.selectSlip(state as WithBetslip).selections;
export const selectBetslipState = (state: object): BetslipState =>
  selectors.selectBetslip(state as WithBetslip);
/** The outcome is the anonymous player's pending pick (kept until they log in). */
export const selectIsPending = (state: object, outcomeId: number): boolean =>
  selectBetslipState(state).pendingPick?.outcomeId === outcomeId;
/** The anonymous player's pending pick, or null. */
export const selectPendingPick = (state: object): BetslipPick | null =>
  selectBetslipState(state).pendingPick;
