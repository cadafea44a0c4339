import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import { isKnownToast, toastCatalogue, toastFor } from './catalogue';
import { BETSLIP_FAILURE_TOAST_KEY, UNKNOWN_TOAST_KEY } from './toastKeys';

describe('toast catalogue', () => {
  it('has the spec keys spelled exactly, with their levels', () => {
    expect(toastFor('error-no-events-found-for-this-eventpath')).toMatchObject({
      type: 'error',
      duration: 5000,
    });
    expect(toastFor('invalid-login-credentials')).toMatchObject({
      messageKey: 'invalidLoginCredentials',
      type: 'error',
    });
  });

  it('covers every toast of spec §8', () => {
    expect(toastCatalogue.map((entry) => entry.key)).toEqual([
      'cannot-book-all-selections-on-a-market',
      'cannot-book-more-than-1-selection-on-a-reserve-market',
      'cashback-bonus-success',
      'invalid-bonus-amount',
      'bonus-values-changed',
      'generic-error',
      'first-deposit-bonus-received',
      'your-choice-has-been-saved',
      'file-has-been-downloaded',
      'error-no-events-found-for-this-eventpath',
      'invalid-login-credentials',
      'event-finished',
      'notification-does-not-exist',
      'betslip-something-went-wrong',
    ]);
  });

  it('uses only the five spec types, and unique keys and messages', () => {
    const types = new Set(['success', 'warning', 'error', 'info', 'default']);
    for (const entry of toastCatalogue) expect(types.has(entry.type)).toBe(true);
    expect(new Set(toastCatalogue.map((e) => e.key)).size).toBe(toastCatalogue.length);
    expect(new Set(toastCatalogue.map((e) => e.messageKey)).size).toBe(toastCatalogue.length);
  });

  it('has an English message for every entry', () => {
    for (const entry of toastCatalogue) {
      expect(en.toasts.messages, entry.key).toHaveProperty(entry.messageKey);
    }
  });

  it("gives 'Notification does not exist' for any unknown key", () => {
    expect(toastFor('no-such-toast')).toEqual(toastFor(UNKNOWN_TOAST_KEY));
    expect(en.toasts.messages.notificationDoesNotExist).toBe('Notification does not exist');
    fc.assert(
      fc.property(fc.string(), (key) => {
        fc.pre(!isKnownToast(key));
        expect(toastFor(key).key).toBe(UNKNOWN_TOAST_KEY);
      }),
    );
  });

  it('keeps the betslip 500 toast 10 seconds with its reference', () => {
    expect(toastFor(BETSLIP_FAILURE_TOAST_KEY)).toMatchObject({ type: 'error', duration: 10_000 });
    expect(en.toasts.messages.betslipSomethingWentWrong).toContain('{reference}');
    expect(en.toasts.messages.betslipSomethingWentWrong).toMatch(/^Betslip: Something went wrong/);
  });

  it('closes every other toast after 5000 ms', () => {
    for (const entry of toastCatalogue.filter((e) => e.key !== BETSLIP_FAILURE_TOAST_KEY)) {
      expect(entry.duration, entry.key).toBe(5000);
    }
  });
});
