import { BETSLIP_FAILURE_TOAST_KEY, UNKNOWN_TOAST_KEY } from './toastKeys';

/**
 * The toast catalogue (spec §8 "Toast messages by key" and "Other": betslip 500; §9 toasts).
 * Code raises a toast by a stable key; the catalogue gives the message key (in the `toasts`
 * namespace, translated by the host) and the type, which picks sonner's styling and icon.
 *
 * Choices where the spec is silent:
 * - Keys are kebab-case sentences of the spec's wording; the two keys the spec spells out
 *   (`error-no-events-found-for-this-eventpath`, `invalid-login-credentials`) are kept exactly.
 * - Types follow the meaning: confirmations are success; "cannot book …" and "bonus values
 *   changed" ask the player to adjust the slip, so warning; failures are error; "event finished"
 *   is info; the unknown-key fallback is default.
 * - Every toast closes after 5000 ms (§9) except the betslip 500 (10 s, §8).
 */
export type ToastType = 'success' | 'warning' | 'error' | 'info' | 'default';

export interface ToastEntry {
  /** The stable key code passes to `notify`. */
  key: string;
  /** Message key inside the `toasts.messages` namespace. */
  messageKey: string;
  type: ToastType;
  /** Auto-close delay in milliseconds. */
  duration: number;
}

/** Spec §9: toasts auto close after 5000 ms. */
export const TOAST_DURATION_MS = 5000;
/** Spec §8: the betslip 500 toast stays 10 seconds. */
export const BETSLIP_FAILURE_DURATION_MS = 10_000;

function entry(key: string, messageKey: string, type: ToastType, duration = TOAST_DURATION_MS) {
  return Object.freeze({ key, messageKey, type, duration });
}

export const toastCatalogue: readonly ToastEntry[] = Object.freeze([
  entry('cannot-book-all-selections-on-a-market', 'cannotBookAllSelectionsOnAMarket', 'warning'),
  entry(
    'cannot-book-more-than-1-selection-on-a-reserve-market',
    'cannotBookMoreThanOneSelectionOnAReserveMarket',
    'warning',
  ),
  entry('cashback-bonus-success', 'cashbackBonusSuccess', 'success'),
  entry('invalid-bonus-amount', 'invalidBonusAmount', 'error'),
  entry('bonus-values-changed', 'bonusValuesChanged', 'warning'),
  entry('generic-error', 'genericError', 'error'),
  entry('first-deposit-bonus-received', 'firstDepositBonusReceived', 'success'),
  entry('your-choice-has-been-saved', 'yourChoiceHasBeenSaved', 'success'),
  entry('file-has-been-downloaded', 'fileHasBeenDownloaded', 'success'),
  entry('error-no-events-found-for-this-eventpath', 'noEventsFoundForThisEventPath', 'error'),
  entry('invalid-login-credentials', 'invalidLoginCredentials', 'error'),
  entry('event-finished', 'eventFinished', 'info'),
  entry(UNKNOWN_TOAST_KEY, 'notificationDoesNotExist', 'default'),
  entry(
    BETSLIP_FAILURE_TOAST_KEY,
    'betslipSomethingWentWrong',
    'error',
    BETSLIP_FAILURE_DURATION_MS,
  ),
]);

const byKey: ReadonlyMap<string, ToastEntry> = new Map(toastCatalogue.map((e) => [e.key, e]));

/** The catalogue entry for a key; an unknown key gives the 'Notification does not exist' entry. */
export function toastFor(key: string): ToastEntry {
  return byKey.get(key) ?? (byKey.get(UNKNOWN_TOAST_KEY) as ToastEntry);
}

/** Whether the catalogue knows a key. */
export function isKnownToast(key: string): boolean {
  return byKey.has(key);
}
