import {
  walletUpdated,
  type AppDispatch,
  type RootState,
  type SerialisedPlatformError,
  type SlipMessage,
} from '@clem/core';
import * as z from 'zod/mini';
import {
  betslipErrorResponseSchema,
  type BetslipPlacementResponse,
  type BetslipStatusResponse,
} from '@clem/core/schemas';
import {
  approvalRejected,
  placementAwaitingApproval,
  placementRefused,
  placementRequested,
  placementSucceeded,
  placementUnconfirmed,
} from '../picks/betslipSlice';
import { selectBetslipState, type SlipReceipt } from '../picks/betslipState';
import { betslipApi } from './betslipApi';
import { betslipRefreshRequested, bodyContext } from './betslipListeners';
import { anyLiveOutcome } from './live/slipLive';
import { placementBody } from './requestBodies';

/**
 * Placement (betting §3 placement states, §7 POST …/betslips with a uuid, §8 errors; issue 9
 * "never places twice").
 *
 * - One uuid per intent: created when the player presses Place on an idle slip, stored with the
 *   exact body in the slice (and in storage), and reused, body and all, for every retry of that
 *   intent: a second tap, a dropped connection, a timeout, a server error, a reload. A new uuid
 *   comes only after a definite answer (accepted, waiting approval, or a refusal with its reason).
 * - Nothing retries by itself. A press while the intent is in flight does nothing; after an answer
 *   that was not definite the slip stays locked and tells the player to press Place again.
 * - 202 waiting approval: the status call is polled (it is idempotent, unlike placement) from the
 *   platform's decideAt, every `STATUS_POLL_MS`, until accepted or rejected (RES-00195).
 * - A refusal (§8 envelope) puts its RES codes on the slip; a price or spread change (RES-00152,
 *   RES-00153) also asks the platform for the current prices, so the slip can show old → new.
 * - In-play delay: the platform holds an in-play bet for a few seconds before it takes it, and
 *   says so as a wait (202 with `delay`). When the slip holds an in-play selection, the wait is
 *   that delay: the intent keeps `inPlayDelay` for the slip's countdown, then the same status
 *   polling ends it: accepted, or rejected with the RES code (a price that moved against the
 *   player's accept-odds setting: RES-00152; a suspended market: RES-00108/RES-00048). A
 *   rejection after a delay asks for fresh prices like a refusal does. The intent ends with that
 *   definite answer, so accepting the new price and pressing Place again is a new intent with a
 *   new uuid; any press during the delay sends nothing (the intent is in flight).
 */

export const STATUS_POLL_MS = 1500;

/**
 * Refusals after which the slip asks the platform for the current prices and states: a price
 * change (RES-00152), a spread change (RES-00153), a suspended selection or bet (RES-00108,
 * RES-00048, RES-00109).
 */
const PRICE_CODES: ReadonlySet<string> = new Set([
  'RES-00152',
  'RES-00153',
  'RES-00108',
  'RES-00048',
  'RES-00109',
]);

const refusalReasonSchema = z.looseObject({
  reasonJson: z.looseObject({
    responseCode: z.string().check(z.regex(/^RES-\d{5}$/)),
    message: z.string().check(z.maxLength(500)),
  }),
});
/** The most status calls one approval waits for (about 3 minutes), then it stays unconfirmed. */
export const MAX_STATUS_POLLS = 120;

export interface PlacementHooks {
  /** A server error (5xx): the shell shows 'Betslip: Something went wrong' with the reference. */
  onServerError?: ((reference: string) => void) | undefined;
  /** The betslip was placed (accepted): My Bets refreshes its count. */
  onPlaced?: (() => void) | undefined;
  /** Waits between status calls; tests pass a fake. */
  sleep?: ((ms: number) => Promise<void>) | undefined;
  now?: (() => number) | undefined;
}

function newUuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The short reference a player can quote to support for a failed placement. */
export function requestReference(uuid: string): string {
  return uuid.replace(/-/g, '').slice(0, 10).toUpperCase();
}

function receiptOf(model: BetslipPlacementResponse['model']): SlipReceipt {
  return {
    reference: model.reference,
    betSlipId: model.betSlipId,
    bets: model.bets.map(({ reference, description, totalStake, potentialReturns, kind }) => ({
      reference,
      description,
      totalStake,
      potentialReturns,
      kind,
    })),
    totalCost: model.totalCost,
    currency: model.currency,
    precision: model.precision,
    availableBalance: model.availableBalance,
  };
}

/** What kind of answer an error is: a refusal with its messages, or nothing definite. */
export function classifyPlacementError(
  error: SerialisedPlatformError | undefined,
):
  | { kind: 'refused'; messages: SlipMessage[]; code: string | undefined }
  | { kind: 'server' | 'network' } {
  if (!error) return { kind: 'network' };
  if (error.kind === 'http' && error.status !== undefined && error.status < 500) {
    const refusal = betslipErrorResponseSchema.safeParse(error.body);
    if (refusal.success) {
      return {
        kind: 'refused',
        messages: refusal.data.errors,
        code: refusal.data.reasonJson.responseCode,
      };
    }
    // The §8 envelope without the list of problems: its one reason.
    const reason = refusalReasonSchema.safeParse(error.body);
    if (reason.success) {
      const { responseCode, message } = reason.data.reasonJson;
      return { kind: 'refused', messages: [{ code: responseCode, message }], code: responseCode };
    }
    // Refused before any rule (bad request, uuid reused, session gone): definite, nothing placed.
    return {
      kind: 'refused',
      messages: [{ message: error.message, code: undefined }],
      code: undefined,
    };
  }
  if (error.kind === 'http') return { kind: 'server' };
  // No answer, a cut answer, or one we cannot read: the bet may or may not be placed.
  return { kind: 'network' };
}

async function pollStatus(
  dispatch: AppDispatch,
  getState: () => RootState,
  placed: BetslipPlacementResponse['model'],
  hooks: PlacementHooks,
): Promise<void> {
  const sleep = hooks.sleep ?? defaultSleep;
  const now = hooks.now ?? Date.now;
  const decideAt = placed.decideAt ? Date.parse(placed.decideAt) : now() + placed.delay * 1000;
  const first = Math.max(0, decideAt - now());
  await sleep(Math.max(first, STATUS_POLL_MS));
  for (let attempt = 0; attempt < MAX_STATUS_POLLS; attempt += 1) {
    const intent = selectBetslipState(getState()).intent;
    if (!intent || intent.uuid !== placed.uuid) return; // Reset or replaced meanwhile.
    const result = await dispatch(
      betslipApi.endpoints.betslipStatus.initiate({ betSlipId: placed.betSlipId }),
    );
    if ('data' in result && result.data) {
      const status: BetslipStatusResponse['model'] = result.data;
      if (status.status === 'accepted') {
        dispatch(
          placementSucceeded({ ...receiptOf(placed), availableBalance: status.availableBalance }),
        );
        dispatch(walletUpdated({ balance: status.availableBalance }));
        hooks.onPlaced?.();
        return;
      }
      if (status.status === 'rejected') {
        dispatch(approvalRejected(status));
        dispatch(walletUpdated({ balance: status.availableBalance }));
        if (status.errors.some((error) => PRICE_CODES.has(error.code))) {
          dispatch(betslipRefreshRequested());
        }
        hooks.onPlaced?.();
        return;
      }
    }
    await sleep(STATUS_POLL_MS);
  }
  dispatch(placementUnconfirmed({ kind: 'network' }));
}

/**
 * The Place button. Starts a new intent from an idle slip, or retries the unconfirmed one with its
 * uuid and body; any other press (in flight, waiting approval, placed) does nothing.
 */
export function placeBetslip(hooks: PlacementHooks = {}) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const before = selectBetslipState(getState());
    if (before.intent) {
      if (!before.intent.unconfirmed) return;
    } else {
      if (before.slip.placement !== 'idle') return;
      const body = placementBody(bodyContext(getState()));
      if (!body) return;
      dispatch(placementRequested({ uuid: newUuid(), body }));
    }
    if (before.intent)
      dispatch(placementRequested({ uuid: before.intent.uuid, body: before.intent.body }));
    const intent = selectBetslipState(getState()).intent;
    if (!intent) return;

    const result = await dispatch(
      betslipApi.endpoints.placeBetslip.initiate({
        accountId: intent.body.accountId,
        uuid: intent.uuid,
        body: intent.body,
      }),
    );
    if ('data' in result && result.data) {
      const placed = result.data;
      if (placed.availableBalance !== null) {
        dispatch(walletUpdated({ balance: placed.availableBalance }));
      }
      if (placed.status === 'accepted') {
        dispatch(placementSucceeded(receiptOf(placed)));
        hooks.onPlaced?.();
        return;
      }
      const inPlay = placed.delay > 0 && anyLiveOutcome(getState(), intent.body.outcomeIds);
      dispatch(
        placementAwaitingApproval({
          betSlipId: placed.betSlipId,
          decideAt: placed.decideAt ? Date.parse(placed.decideAt) : undefined,
          inPlayDelay: inPlay
            ? { seconds: placed.delay, endsAt: (hooks.now ?? Date.now)() + placed.delay * 1000 }
            : undefined,
        }),
      );
      await pollStatus(dispatch, getState, placed, hooks);
      return;
    }
    const error = ('error' in result ? result.error : undefined) as
      SerialisedPlatformError | undefined;
    const outcome = classifyPlacementError(error);
    if (outcome.kind === 'refused') {
      dispatch(placementRefused({ messages: outcome.messages, code: outcome.code }));
      if (outcome.code !== undefined && PRICE_CODES.has(outcome.code)) {
        dispatch(betslipRefreshRequested());
      }
      return;
    }
    const reference = requestReference(intent.uuid);
    dispatch(placementUnconfirmed({ kind: outcome.kind, reference }));
    if (outcome.kind === 'server') hooks.onServerError?.(reference);
  };
}
