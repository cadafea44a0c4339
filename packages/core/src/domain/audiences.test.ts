import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROMOTION_AUDIENCES, type PromotionAudience } from '../platform/schemas/content';
import {
  JUST_REGISTERED_WINDOW_MS,
  audienceVisible,
  isJustRegistered,
  type AudienceViewer,
} from './audiences';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const HOUR = 60 * 60 * 1000;

function viewer(partial: Partial<AudienceViewer>): AudienceViewer {
  return {
    loggedIn: true,
    nonBettor: false,
    nonDepositor: false,
    firstLoginTime: null,
    now: NOW,
    ...partial,
  };
}

const viewerArb = fc.record({
  loggedIn: fc.boolean(),
  nonBettor: fc.boolean(),
  nonDepositor: fc.boolean(),
  firstLoginTime: fc.option(fc.integer({ min: NOW - 10 * JUST_REGISTERED_WINDOW_MS, max: NOW })),
  now: fc.constant(NOW),
});

describe('audienceVisible', () => {
  it.each([
    // audience, viewer, visible
    ['all', viewer({ loggedIn: false }), true],
    ['all', viewer({}), true],
    ['imported_list', viewer({ loggedIn: false }), true],
    ['imported_list', viewer({}), true],
    ['logged_out', viewer({ loggedIn: false }), true],
    ['logged_out', viewer({}), false],
    ['logged_in', viewer({ loggedIn: false }), false],
    ['logged_in', viewer({}), true],
    ['logged_in_deposited', viewer({}), true],
    ['logged_in_deposited', viewer({ nonDepositor: true }), false],
    ['logged_in_deposited', viewer({ loggedIn: false }), false],
    ['logged_in_not_deposited', viewer({ nonDepositor: true }), true],
    ['logged_in_not_deposited', viewer({}), false],
    ['logged_in_not_deposited', viewer({ loggedIn: false, nonDepositor: true }), false],
    ['logged_in_not_played', viewer({ nonBettor: true }), true],
    ['logged_in_not_played', viewer({}), false],
    ['logged_in_not_played', viewer({ firstLoginTime: NOW - HOUR }), true],
    ['logged_in_not_played', viewer({ firstLoginTime: NOW - 25 * HOUR }), false],
    ['logged_in_not_played', viewer({ loggedIn: false, nonBettor: true }), false],
    ['just_registered', viewer({ firstLoginTime: NOW - HOUR }), true],
    ['just_registered', viewer({ firstLoginTime: NOW - 25 * HOUR }), false],
    ['just_registered', viewer({}), false],
    ['just_registered', viewer({ loggedIn: false, firstLoginTime: NOW - HOUR }), false],
  ] satisfies [PromotionAudience, AudienceViewer, boolean][])(
    '%s for %o → %s',
    (audience, who, visible) => {
      expect(audienceVisible(audience, who)).toBe(visible);
    },
  );

  it('a logged-out player sees exactly all, imported_list and logged_out', () => {
    fc.assert(
      fc.property(viewerArb, (who) => {
        const seen = PROMOTION_AUDIENCES.filter((audience) =>
          audienceVisible(audience, { ...who, loggedIn: false }),
        );
        expect(seen).toEqual(['all', 'imported_list', 'logged_out']);
      }),
    );
  });

  it('a logged-in player never sees logged_out and always sees all, imported_list, logged_in', () => {
    fc.assert(
      fc.property(viewerArb, (who) => {
        const player = { ...who, loggedIn: true };
        expect(audienceVisible('logged_out', player)).toBe(false);
        for (const audience of ['all', 'imported_list', 'logged_in'] as const) {
          expect(audienceVisible(audience, player)).toBe(true);
        }
        // Deposited and not deposited split logged-in players in two.
        expect(audienceVisible('logged_in_deposited', player)).toBe(
          !audienceVisible('logged_in_not_deposited', player),
        );
        // Just registered implies not played.
        if (audienceVisible('just_registered', player)) {
          expect(audienceVisible('logged_in_not_played', player)).toBe(true);
        }
      }),
    );
  });
});

describe('isJustRegistered (first login within the last day)', () => {
  it.each([
    [NOW, true],
    [NOW - JUST_REGISTERED_WINDOW_MS + 1, true],
    [NOW - JUST_REGISTERED_WINDOW_MS, false],
    [NOW + HOUR, true],
    [new Date(NOW - HOUR).toISOString(), true],
    [new Date(NOW - 2 * JUST_REGISTERED_WINDOW_MS).toISOString(), false],
    [new Date(NOW - HOUR), true],
    ['not a date', false],
    [Number.NaN, false],
    [null, false],
    [undefined, false],
  ] satisfies [AudienceViewer['firstLoginTime'], boolean][])('%s → %s', (firstLoginTime, yes) => {
    expect(isJustRegistered(viewer({ firstLoginTime }))).toBe(yes);
  });
});
