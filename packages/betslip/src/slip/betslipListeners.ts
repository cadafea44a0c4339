import { createAction, createSelector, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import {
  betslipOriginId,
  currencyRuleFor,
  selectAccountId,
  selectFrame,
  selectIsLoggedIn,
  selectPlayerSettings,
  selectSettings,
  slipConfigFromSettings,
  walletUpdated,
  type AppStore,
  type CurrencyRule,
  type RootState,
  type SerialisedPlatformError,
  listenersOf,
} from '@clem/core';
import type { BetslipMultiple } from '@clem/core/schemas';
import * as z from 'zod/mini';
import {
  approvalRejected,
  changesAccepted,
  eachWaySet,
  placementAbandoned,
  placementRefused,
  placementRequested,
  placementSucceeded,
  placementUnconfirmed,
  pendingPickSet,
  refreshFailed,
  refreshReceived,
  refreshStarted,
  slipEventApplied,
  slipRestored,
} from '../picks/betslipSlice';
import { selectBetslipState, type BetslipState, type PlacementBody } from '../picks/betslipState';
import {
  BETSLIP_STORAGE_KEY,
  BETSLIP_STORAGE_VERSION,
  browserSlipStorage,
  writeStoredSlip,
  type SlipStorage,
} from '../picks/storedSlip';
import { betslipApi } from './betslipApi';
import { selectionParams, type BodyContext } from './requestBodies';
import { startLivePins } from './live/livePins';

/**
 * The betslip's effects (betting §4 "Server refresh flow", "Anonymous add"; architecture "side
 * effects are listener-middleware effects"), started once the slip is needed (`BetslipHost`):
 *
 * - **Refresh.** Whenever what the platform would quote changes (selections, a stake, each-way,
 *   system bets shown, the player logging in or out), the slip asks again: at once for a change
 *   of selections, after `betslip_delay_before_update_stakes` (default 500 ms) for a stake. A
 *   newer refresh aborts the older one (RTK Query `abort`); the cancelled one is only logged. The
 *   body is compared with the last one answered, so "12." after "12" (§4 "a stake ending in a dot
 *   is not recalculated yet") or any edit that changes nothing costs no call. POST when the body
 *   names outcome ids the last answer did not have, else PUT (§7).
 * - **Closed selections.** When an answer marks selections closed (outcomeState C), they show
 *   "Your selection is not available anymore" for 3 s, then go, and the slip refreshes expanded.
 * - **Balance.** An answer's availableBalance updates the wallet.
 * - **Pending pick.** An anonymous player's pick goes on the slip as soon as they are logged in.
 * - **Storage.** The selections, stakes and each-way choices are kept in localStorage
 *   (`clem-betslip`, version 1) so a reload, a login or a language switch never loses the slip;
 *   prices and everything the platform computes are asked for again. A slip that was just placed
 *   is stored empty. A corrupt or tampered entry is removed and ignored. A change of the
 *   selections or of a placement in progress is written at once (a crash right after it must
 *   not lose it); stakes being typed are written after a short pause. The listeners start after
 *   the first pick (they load with it), so they write the slip they find as soon as they start.
 */

export { BETSLIP_STORAGE_KEY, writeStoredSlip };
export const NOT_AVAILABLE_MS = 3000;
export const DEFAULT_STAKE_DEBOUNCE_MS = 500;
const WRITE_DEBOUNCE_MS = 200;

/** Asks for a refresh now (the slip opened with restored selections, a retry button…). */
export const betslipRefreshRequested = createAction('betslip/refreshRequested');

/** `betslip_delay_before_update_stakes` in ms: a number 0–5000, else the default. */
export function stakeDebounceMs(settings: unknown): number {
  const value =
    typeof settings === 'object' && settings !== null
      ? (settings as Record<string, unknown>)['betslip_delay_before_update_stakes']
      : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 5000
    ? Math.round(value)
    : DEFAULT_STAKE_DEBOUNCE_MS;
}

/**
 * The currency the slip stakes in: the platform's last answer, else the player's, else EUR.
 * Memoised on its inputs, so a component that selects it re-renders only when it changes.
 */
export const slipCurrency: (state: RootState) => CurrencyRule & { code: string } = createSelector(
  [
    (state: RootState) => selectBetslipState(state).model?.currency,
    (state: RootState) => selectBetslipState(state).model?.precision,
    (state: RootState) => state.session.loginDetails?.currency,
    (state: RootState) => selectSettings(state).currency_precision,
  ],
  (modelCode, modelPrecision, playerCode, settingsPrecision) => {
    const code = modelCode ?? playerCode ?? 'EUR';
    return { ...currencyRuleFor(code, modelPrecision ?? settingsPrecision), code };
  },
);

export function bodyContext(state: RootState): BodyContext {
  const betslip = selectBetslipState(state);
  const accountId = selectAccountId(state);
  return {
    slip: betslip.slip,
    eachWay: betslip.eachWay,
    currency: slipCurrency(state),
    userAcceptOdds: selectPlayerSettings(state).userAcceptOdds,
    originId: betslipOriginId(selectFrame(state).betslipOrigin),
    accountId: selectIsLoggedIn(state) && accountId !== null ? accountId : undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// Storage
// ---------------------------------------------------------------------------------------------

const storedPickSchema = z.object({
  outcomeId: z.int().check(z.positive()),
  marketId: z.int(),
  eventId: z.int(),
  decimal: z.number().check(z.gt(1)),
  outcomeDescription: z.string().check(z.maxLength(500)),
  marketDescription: z.string().check(z.maxLength(500)),
  eventDescription: z.string().check(z.maxLength(500)),
  sportCode: z.optional(z.string().check(z.maxLength(20))),
  slug: z.optional(z.string().check(z.maxLength(500))),
  spread: z.optional(z.nullable(z.number())),
});
const stakeSchema = z.object({
  cash: z.string().check(z.maxLength(13)),
  free: z.string().check(z.maxLength(13)),
});
const storedSlipSchema = z.object({
  version: z.literal(BETSLIP_STORAGE_VERSION),
  state: z.object({
    selections: z.array(storedPickSchema).check(z.maxLength(100)),
    stakes: z.record(z.string().check(z.regex(/^(single|multiple|system):\w+$/)), stakeSchema),
    eachWay: z.optional(z.record(z.string().check(z.regex(/^\d+$/)), z.boolean())),
    intent: z.optional(
      z.object({
        uuid: z.string().check(z.regex(/^[\w-]{1,100}$/)),
        body: z.looseObject({ accountId: z.int(), outcomeIds: z.array(z.int()) }),
        /** What the "couldn't confirm" message said: the kind of failure and its reference. */
        kind: z.optional(z.enum(['server', 'network'])),
        reference: z.optional(z.string().check(z.regex(/^[\w-]{1,100}$/))),
      }),
    ),
  }),
});

/** The stored slip, or undefined (nothing stored, or something unusable, which is removed). */
export function readStoredSlip(
  storage: SlipStorage | undefined = browserSlipStorage(),
): z.infer<typeof storedSlipSchema>['state'] | undefined {
  if (!storage) return undefined;
  try {
    const text = storage.getItem(BETSLIP_STORAGE_KEY);
    if (text === null) return undefined;
    const parsed = storedSlipSchema.safeParse(JSON.parse(text));
    if (parsed.success) {
      const ids = parsed.data.state.selections.map((pick) => pick.outcomeId);
      if (new Set(ids).size === ids.length) return parsed.data.state;
    }
    storage.removeItem(BETSLIP_STORAGE_KEY);
  } catch {
    try {
      storage.removeItem(BETSLIP_STORAGE_KEY);
    } catch {
      // Storage blocked: nothing to restore.
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Listeners
// ---------------------------------------------------------------------------------------------

type StoredIntent = {
  uuid: string;
  body: PlacementBody;
  kind?: 'server' | 'network' | undefined;
  reference?: string | undefined;
};

/**
 * Whether a change is written at once: the selections (a pick, a removal, a restored slip) or a
 * placement in progress (its intent, its failure and reference) must survive a crash right after.
 */
export function writesAtOnce(current: BetslipState, previous: BetslipState): boolean {
  return (
    current.slip.selections !== previous.slip.selections ||
    current.intent !== previous.intent ||
    current.failure !== previous.failure ||
    current.slip.placement !== previous.slip.placement
  );
}

function logCancelled(): void {
  // §4/§8: a cancelled request ('Operation canceled') is only logged.
  console.info('Betslip refresh: Operation canceled (a newer refresh replaced it)');
}

function logFailure(error: SerialisedPlatformError | undefined): void {
  console.warn('Betslip refresh failed; the slip keeps what it had.', error?.kind, error?.status);
}

/** What the refresh depends on, compared by identity to tell whether to ask again. */
function quoteInputs(state: RootState) {
  const betslip = selectBetslipState(state);
  return [
    betslip.slip.selections,
    betslip.slip.stakes,
    betslip.slip.expanded,
    betslip.slip.showSystemBets,
    betslip.eachWay,
    selectIsLoggedIn(state),
  ] as const;
}

function selectionsChanged(current: RootState, previous: RootState): boolean {
  const a = selectBetslipState(current).slip.selections.map((s) => s.outcomeId);
  const b = selectBetslipState(previous).slip.selections.map((s) => s.outcomeId);
  return a.length !== b.length || a.some((id, index) => id !== b[index]);
}

export interface BetslipListenerOptions {
  storage?: SlipStorage | undefined;
}

/**
 * Starts the betslip's listeners on a store; returns a function that stops them. Restores the
 * stored slip first, then asks the platform about whatever is on the slip.
 */
export function startBetslipListeners(
  store: Pick<AppStore, 'getState' | 'extra' | 'addListenerMiddleware'> & {
    dispatch: (action: UnknownAction) => unknown;
  },
  options: BetslipListenerOptions = {},
): () => void {
  const listen = listenersOf(store);
  const { dispatch } = store;
  const storage = options.storage ?? browserSlipStorage();
  const stops: (() => void)[] = [];
  /** The body last answered, and the outcome ids it named (PUT vs POST). */
  let lastAnswered: { key: string; outcomeIds: Set<number> } | undefined;

  stops.push(
    listen({
      predicate: (action, current, previous) =>
        betslipRefreshRequested.match(action) ||
        quoteInputs(current).some((value, index) => value !== quoteInputs(previous)[index]),
      effect: async (action, api) => {
        api.cancelActiveListeners();
        const before = api.getOriginalState();
        const immediate =
          betslipRefreshRequested.match(action) || selectionsChanged(api.getState(), before);
        const delay = immediate ? 0 : stakeDebounceMs(selectSettings(api.getState()));
        try {
          if (delay > 0) await api.delay(delay);
        } catch {
          return; // A newer change replaced this one before anything was sent.
        }
        const state = api.getState();
        const betslip = selectBetslipState(state);
        if (betslip.slip.selections.length === 0 || betslip.slip.placement !== 'idle') return;
        const params = selectionParams(bodyContext(state));
        const key = JSON.stringify(params);
        if (!betslipRefreshRequested.match(action) && lastAnswered?.key === key) return;
        const known = lastAnswered?.outcomeIds;
        const method = params.outcomeIds.some((id) => !known?.has(id)) ? 'POST' : 'PUT';
        api.dispatch(
          refreshStarted({
            showSysBets: params.showSysBets,
            eachWay: Object.keys(betslip.eachWay).length > 0,
          }),
        );
        const request = api.dispatch(
          betslipApi.endpoints.refreshSelections.initiate({
            method,
            params,
            withAuth: params.accountId !== undefined,
          }),
        );
        const abort = () => request.abort();
        api.signal.addEventListener('abort', abort);
        const result = await request;
        api.signal.removeEventListener('abort', abort);
        // A newer refresh may have replaced this one after its answer arrived but before this
        // listener resumed (too late to abort the request): its answer, error or not, is stale.
        if (api.signal.aborted) {
          logCancelled();
          return;
        }
        if ('error' in result) {
          const error = result.error as SerialisedPlatformError | undefined;
          if (error?.kind === 'cancelled') {
            logCancelled();
            return;
          }
          logFailure(error);
          api.dispatch(refreshFailed());
          return;
        }
        const model = result.data;
        lastAnswered = { key, outcomeIds: new Set(params.outcomeIds) };
        api.dispatch(
          refreshReceived({
            singles: model.singles,
            multiples: model.multiples as BetslipMultiple[],
            systems: model.systems as BetslipMultiple[],
            errors: model.errors,
            totals: {
              availableBalance: model.availableBalance,
              totalCost: model.totalCost,
              potentialReturns: model.potentialReturns,
              currency: model.currency,
              precision: model.precision,
              betMayBeReferred: model.betMayBeReferred,
            },
            outcomeIds: params.outcomeIds,
          }),
        );
        if (model.availableBalance !== null && selectIsLoggedIn(api.getState())) {
          api.dispatch(walletUpdated({ balance: model.availableBalance }));
        }
      },
    }),
  );

  // Closed selections: the message for 3 s, then they go and the slip refreshes expanded.
  stops.push(
    listen({
      predicate: (_action, current, previous) =>
        selectBetslipState(current).notAvailable !== selectBetslipState(previous).notAvailable &&
        selectBetslipState(current).notAvailable.length > 0,
      effect: async (_action, api) => {
        api.cancelActiveListeners();
        try {
          await api.delay(NOT_AVAILABLE_MS);
        } catch {
          return;
        }
        const ids = selectBetslipState(api.getState()).notAvailable;
        if (ids.length === 0) return;
        api.dispatch(slipEventApplied({ event: { type: 'selectionsRemoved', outcomeIds: ids } }));
        if (selectBetslipState(api.getState()).slip.selections.length > 0) {
          api.dispatch(slipEventApplied({ event: { type: 'expandedSet', expanded: true } }));
        }
      },
    }),
  );

  // The anonymous player's pick, once logged in.
  stops.push(
    listen({
      predicate: (_action, current) =>
        selectIsLoggedIn(current) && selectBetslipState(current).pendingPick !== null,
      effect: (_action, api) => {
        const state = api.getState();
        const pick = selectBetslipState(state).pendingPick;
        api.dispatch(pendingPickSet(null));
        if (!pick) return;
        const onSlip = selectBetslipState(state).slip.selections.some(
          (selection) => selection.outcomeId === pick.outcomeId,
        );
        if (onSlip) {
          api.dispatch(slipEventApplied({ event: { type: 'openRequested' } }));
          return;
        }
        api.dispatch(
          slipEventApplied({
            event: { type: 'outcomeToggled', pick },
            config: slipConfigFromSettings(selectSettings(state)),
          }),
        );
      },
    }),
  );

  // Storage writes: at once for the selections and a placement in progress, debounced for the
  // rest (stakes being typed). A write takes the whole slip, so it also writes a pending stake.
  stops.push(
    listen({
      matcher: isAnyOf(
        slipEventApplied,
        slipRestored,
        eachWaySet,
        placementRequested,
        placementUnconfirmed,
        placementSucceeded,
        placementRefused,
        placementAbandoned,
        approvalRejected,
        changesAccepted,
      ),
      effect: async (_action, api) => {
        api.cancelActiveListeners();
        if (
          !writesAtOnce(
            selectBetslipState(api.getState()),
            selectBetslipState(api.getOriginalState()),
          )
        ) {
          try {
            await api.delay(WRITE_DEBOUNCE_MS);
          } catch {
            return;
          }
        }
        writeStoredSlip(selectBetslipState(api.getState()), storage);
      },
    }),
  );
  // The slip's live selections stay in the live data whatever it lets go of.
  stops.push(startLivePins(store));
  // The debounce may not get to run when the page goes away: write at once then.
  const flush = () => writeStoredSlip(selectBetslipState(store.getState()), storage);
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush);
    stops.push(() => window.removeEventListener('pagehide', flush));
  }

  const stored = readStoredSlip(storage);
  if (stored) {
    dispatch(
      slipRestored({
        selections: stored.selections,
        stakes: stored.stakes as BetslipState['slip']['stakes'],
        eachWay: Object.fromEntries(
          Object.entries(stored.eachWay ?? {}).map(([id, on]) => [Number(id), on]),
        ),
        intent: stored.intent as StoredIntent | undefined,
      }),
    );
  }
  // The slip as it is now: the first pick (made before these listeners loaded, so none of the
  // writes above saw it) is in storage at once, not only at the player's next change.
  writeStoredSlip(selectBetslipState(store.getState()), storage);
  dispatch(betslipRefreshRequested());

  return () => {
    for (const stop of stops) stop();
  };
}
