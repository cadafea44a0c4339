import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  applySlipEvent,
  DEFAULT_SLIP_CONFIG,
  rootReducer,
  type BetKey,
  type SlipConfig,
  type SlipEvent,
  type SlipMessage,
  type SlipState,
  type StakeEntry,
} from '@clem/core';
import type { BetslipMultiple, BetslipSingle, BetslipStatusResponse } from '@clem/core/schemas';
import { betslipReducerReady } from './betslipLoader';
import {
  initialBetslipState,
  type BetslipPick,
  type BetslipState,
  type PlacementBody,
  type SlipModelTotals,
  type SlipReceipt,
} from './betslipState';

/**
 * The betslip's reducer (betting-area §3 "Betslip state"): one slice, injected when this module
 * loads. Its state, types and selectors are in `betslipState.ts`, read on every page; this module,
 * with the §4 slip rules of `@clem/core`, loads when the slip is first changed (`betslipLoader.ts`:
 * a price pressed, the slip's button, a stored slip restored) or when the page is idle. It holds
 *
 * - `slip`: the selections, stakes, open/expanded flags, messages and placement phase, changed
 *   only through core's pure `applySlipEvent` (`slipEventApplied`), so every §4 rule lives in one
 *   tested function;
 * - what the platform last said about the slip (`singles` by outcome id, its multiples and systems
 *   inside `slip`, balance and totals in `model`);
 * - the placement intent (`intent`: one uuid per press of Place, kept until a definite answer) and
 *   its result (`receipt`).
 *
 * The reducers are small and synchronous; the calls (refresh flow, placement, status polling) are
 * listener and thunk effects in `../slip/`, loaded with the slip.
 */

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
});

/** Injected once, when this module loads; the loader's commands run from then on at once. */
export const betslip = betslipSlice.injectInto(rootReducer);
betslipReducerReady(betslipSlice.actions);

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
