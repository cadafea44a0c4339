import { storageKey } from '@clem/core';
import type { BetslipPick, BetslipState } from './betslipState';

/** Where the slip is kept (`clem-betslip`, see `../slip/betslipListeners.ts` for reading it). */
export const BETSLIP_STORAGE_KEY = storageKey('betslip');
export const BETSLIP_STORAGE_VERSION = 1;

export type SlipStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function browserSlipStorage(): SlipStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Whether this browser has a stored slip (`clem-betslip`), without reading or validating it: the
 * frame loads the betslip's listeners (which validate and restore it) only when there is one.
 */
export function hasStoredSlip(): boolean {
  try {
    return window.localStorage.getItem(BETSLIP_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function storedPick(pick: BetslipPick): BetslipPick {
  const { outcomeId, marketId, eventId, decimal } = pick;
  const { outcomeDescription, marketDescription, eventDescription, sportCode, slug, spread } = pick;
  return {
    outcomeId,
    marketId,
    eventId,
    decimal,
    outcomeDescription,
    marketDescription,
    eventDescription,
    ...(sportCode === undefined ? {} : { sportCode }),
    ...(slug === undefined ? {} : { slug }),
    ...(spread === undefined ? {} : { spread }),
  };
}

/**
 * Writes the slip as it is now: the selections, stakes and each-way choices (prices and what the
 * platform computes are asked for again after a reload). A placement without a definite answer
 * keeps its uuid and body, and the reference the player was shown for it (what the "we couldn't
 * confirm your bet" message needs after a reload; never a token). A placed slip is stored empty,
 * an empty one removed. It lives here, with the slice, and not with the slip's lazily loaded
 * listeners, so the first pick can be written before they arrive (`toggleSelection`).
 */
export function writeStoredSlip(
  betslip: BetslipState,
  storage: SlipStorage | undefined = browserSlipStorage(),
): void {
  if (!storage) return;
  const placed = betslip.slip.placement === 'success';
  const intent = betslip.intent;
  const failure = betslip.failure;
  const reported =
    failure && (failure.kind === 'server' || failure.kind === 'network')
      ? {
          kind: failure.kind,
          ...(failure.reference === undefined ? {} : { reference: failure.reference }),
        }
      : {};
  const state = {
    selections: placed ? [] : betslip.slip.selections.map(storedPick),
    stakes: placed ? {} : betslip.slip.stakes,
    eachWay: placed ? {} : betslip.eachWay,
    // A placement without a definite answer yet: a reload must retry it with the same uuid.
    ...(intent && !placed
      ? {
          intent: {
            uuid: intent.uuid,
            body: intent.body,
            ...(intent.unconfirmed ? reported : {}),
          },
        }
      : {}),
  };
  try {
    if (state.selections.length === 0) storage.removeItem(BETSLIP_STORAGE_KEY);
    else {
      storage.setItem(
        BETSLIP_STORAGE_KEY,
        JSON.stringify({ version: BETSLIP_STORAGE_VERSION, state }),
      );
    }
  } catch {
    // Storage full or blocked: the slip still works on this page.
  }
}
