import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  badgeText,
  footerItemIds,
  footerNavItems,
  selectedFooterItem,
  type FooterItemId,
  type FooterNavInput,
} from './footerNav';

const mobile: FooterNavInput = {
  viewport: 'mobile-portrait',
  rootPageIsPrematch: false,
  menuPlacement: 'left',
  floatingBetslipEnabled: false,
  myBetsEnabled: true,
  layoutHasHeaderAndMenu: true,
  promosHidden: false,
  kironVirtualsEnabled: false,
  candidates: ['menu', 'live', 'pre-events', 'betslip', 'my-bets', 'promos'],
};

const closed = { betslipOpen: false, myBetsOpen: false };

describe('footerNavItems', () => {
  it('keeps the configured order on mobile, capped at 5 with the menu kept', () => {
    expect(footerNavItems(mobile)).toEqual(['menu', 'live', 'pre-events', 'betslip', 'my-bets']);
  });

  it('puts the menu last with right placement', () => {
    expect(footerNavItems({ ...mobile, menuPlacement: 'right' })).toEqual([
      'live',
      'pre-events',
      'betslip',
      'my-bets',
      'menu',
    ]);
  });

  it('orders menu, pre-events, live, then the rest when the root page is prematch', () => {
    const input = { ...mobile, rootPageIsPrematch: true, candidates: [...footerItemIds] };
    expect(footerNavItems(input)).toEqual(['menu', 'pre-events', 'live', 'betslip', 'my-bets']);
    expect(footerNavItems({ ...input, menuPlacement: 'right' })).toEqual([
      'pre-events',
      'live',
      'betslip',
      'my-bets',
      'menu',
    ]);
  });

  it('keeps only betslip and my bets on desktop and landscape', () => {
    const desktop = { ...mobile, viewport: 'desktop-or-landscape' as const };
    expect(footerNavItems(desktop)).toEqual(['betslip', 'my-bets']);
    expect(footerNavItems({ ...desktop, floatingBetslipEnabled: true })).toEqual(['my-bets']);
    expect(footerNavItems({ ...desktop, myBetsEnabled: false })).toEqual(['betslip']);
  });

  it('keeps the footer betslip on mobile portrait even with the floating betslip', () => {
    expect(footerNavItems({ ...mobile, floatingBetslipEnabled: true })).toContain('betslip');
  });

  it('drops my bets when My Bets is disabled', () => {
    expect(footerNavItems({ ...mobile, myBetsEnabled: false })).toEqual([
      'menu',
      'live',
      'pre-events',
      'betslip',
      'promos',
    ]);
  });

  it('replaces promos with my account when the layout has no header or menu', () => {
    const input = { ...mobile, myBetsEnabled: false, layoutHasHeaderAndMenu: false };
    expect(footerNavItems(input)).toEqual(['menu', 'live', 'pre-events', 'betslip', 'my-account']);
    expect(footerNavItems({ ...input, promosHidden: true })).toContain('my-account');
  });

  it('shows my account only as the replacement of promos', () => {
    const candidates: FooterItemId[] = ['menu', 'my-account', 'live'];
    expect(footerNavItems({ ...mobile, candidates })).toEqual(['menu', 'live']);
    expect(footerNavItems({ ...mobile, candidates, layoutHasHeaderAndMenu: false })).toEqual([
      'menu',
      'my-account',
      'live',
    ]);
  });

  it('hides promos when configured and kiron unless its virtuals are enabled', () => {
    const candidates: FooterItemId[] = ['menu', 'promos', 'kiron-virtuals', 'live'];
    expect(footerNavItems({ ...mobile, candidates })).toEqual(['menu', 'promos', 'live']);
    expect(footerNavItems({ ...mobile, candidates, promosHidden: true })).toEqual(['menu', 'live']);
    expect(footerNavItems({ ...mobile, candidates, kironVirtualsEnabled: true })).toEqual([
      'menu',
      'promos',
      'kiron-virtuals',
      'live',
    ]);
  });

  it('ignores duplicate candidates', () => {
    const candidates: FooterItemId[] = ['live', 'live', 'menu', 'live'];
    expect(footerNavItems({ ...mobile, candidates })).toEqual(['menu', 'live']);
  });

  describe('properties', () => {
    const itemId = fc.constantFrom(...footerItemIds);
    const input: fc.Arbitrary<FooterNavInput> = fc.record({
      viewport: fc.constantFrom('mobile-portrait' as const, 'desktop-or-landscape' as const),
      rootPageIsPrematch: fc.boolean(),
      menuPlacement: fc.constantFrom('left' as const, 'right' as const),
      floatingBetslipEnabled: fc.boolean(),
      myBetsEnabled: fc.boolean(),
      layoutHasHeaderAndMenu: fc.boolean(),
      promosHidden: fc.boolean(),
      kironVirtualsEnabled: fc.boolean(),
      candidates: fc.array(itemId, { maxLength: 12 }),
    });

    it('never shows more than 5 items, nor an item twice, nor one not configured', () => {
      fc.assert(
        fc.property(input, (given) => {
          const items = footerNavItems(given);
          expect(items.length).toBeLessThanOrEqual(5);
          expect(new Set(items).size).toBe(items.length);
          for (const id of items) {
            const configured =
              given.candidates.includes(id) ||
              (id === 'my-account' && given.candidates.includes('promos'));
            expect(configured).toBe(true);
          }
        }),
      );
    });

    it('keeps at most betslip and my bets on desktop and landscape', () => {
      fc.assert(
        fc.property(input, (given) => {
          const items = footerNavItems({ ...given, viewport: 'desktop-or-landscape' });
          for (const id of items) expect(['betslip', 'my-bets']).toContain(id);
          if (given.floatingBetslipEnabled) expect(items).not.toContain('betslip');
        }),
      );
    });

    it('honours the feature gates', () => {
      fc.assert(
        fc.property(input, (given) => {
          const items = footerNavItems(given);
          if (!given.myBetsEnabled) expect(items).not.toContain('my-bets');
          if (!given.kironVirtualsEnabled) expect(items).not.toContain('kiron-virtuals');
          if (given.promosHidden || !given.layoutHasHeaderAndMenu) {
            expect(items).not.toContain('promos');
          }
          if (given.layoutHasHeaderAndMenu) expect(items).not.toContain('my-account');
        }),
      );
    });

    it('puts the menu first or last per placement', () => {
      fc.assert(
        fc.property(input, (given) => {
          const items = footerNavItems(given);
          if (!items.includes('menu')) return;
          const expected = given.menuPlacement === 'left' ? 0 : items.length - 1;
          expect(items.indexOf('menu')).toBe(expected);
        }),
      );
    });

    it('keeps the menu whenever it is a mobile candidate', () => {
      fc.assert(
        fc.property(input, (given) => {
          const items = footerNavItems({ ...given, viewport: 'mobile-portrait' });
          expect(items.includes('menu')).toBe(given.candidates.includes('menu'));
        }),
      );
    });

    it('leads with pre-events then live (after a left menu) when the root page is prematch', () => {
      fc.assert(
        fc.property(input, (given) => {
          const items = footerNavItems({ ...given, rootPageIsPrematch: true });
          const rest = items.filter((id) => id !== 'menu');
          const lead = (['pre-events', 'live'] as const).filter((id) => items.includes(id));
          expect(rest.slice(0, lead.length)).toEqual(lead);
        }),
      );
    });

    it('otherwise keeps the configured relative order', () => {
      fc.assert(
        fc.property(input, (given) => {
          const items = footerNavItems({ ...given, rootPageIsPrematch: false });
          const order = given.candidates.map((id) =>
            id === 'promos' && !given.layoutHasHeaderAndMenu ? 'my-account' : id,
          );
          const rest = items.filter((id) => id !== 'menu');
          const positions = rest.map((id) => order.indexOf(id));
          expect(positions).toEqual([...positions].sort((a, b) => a - b));
        }),
      );
    });
  });
});

describe('selectedFooterItem', () => {
  const all = [...footerItemIds];

  it('selects by path, ignoring a two-letter locale prefix, query and trailing slash', () => {
    expect(selectedFooterItem(all, '/live/sport/', closed)).toBe('live');
    expect(selectedFooterItem(all, '/es/live', closed)).toBe('live');
    expect(selectedFooterItem(all, '/sports/football?active-coupon=3', closed)).toBe('pre-events');
    expect(selectedFooterItem(all, '/sports/kiron', closed)).toBe('kiron-virtuals');
    expect(selectedFooterItem(all, '/en/account/balances', closed)).toBe('my-account');
    expect(selectedFooterItem(all, '/promotions/', closed)).toBe('promos');
    expect(selectedFooterItem(all, '/open_bets', closed)).toBe('my-bets');
  });

  it('matches whole path segments only', () => {
    expect(selectedFooterItem(all, '/lively', closed)).toBeUndefined();
    expect(selectedFooterItem(all, '/sportsbook', closed)).toBeUndefined();
    expect(selectedFooterItem(all, '/jackpot', closed)).toBeUndefined();
  });

  it('selects only items in the footer, falling back where the path allows', () => {
    expect(selectedFooterItem(all, '/account/bets', closed)).toBe('my-bets');
    expect(selectedFooterItem(['menu', 'my-account'], '/account/bets', closed)).toBe('my-account');
    expect(selectedFooterItem(['menu', 'pre-events'], '/live', closed)).toBeUndefined();
    expect(selectedFooterItem(['pre-events'], '/sports/kiron', closed)).toBeUndefined();
  });

  it('selects the root page item for / only when the root page is known', () => {
    expect(selectedFooterItem(all, '/', closed)).toBeUndefined();
    expect(selectedFooterItem(all, '/de', { ...closed, rootPageIsPrematch: true })).toBe(
      'pre-events',
    );
    expect(selectedFooterItem(all, '/', { ...closed, rootPageIsPrematch: false })).toBe('live');
  });

  it('selects nothing while the betslip or My Bets is open', () => {
    expect(selectedFooterItem(all, '/live', { betslipOpen: true, myBetsOpen: false })).toBe(
      undefined,
    );
    expect(selectedFooterItem(all, '/live', { betslipOpen: false, myBetsOpen: true })).toBe(
      undefined,
    );
  });

  it('always answers an item of the footer, or nothing', () => {
    fc.assert(
      fc.property(
        fc.subarray(all),
        fc.string(),
        fc.boolean(),
        fc.boolean(),
        (items, path, betslipOpen, myBetsOpen) => {
          const selected = selectedFooterItem(items, path, { betslipOpen, myBetsOpen });
          if (selected !== undefined) expect(items).toContain(selected);
          if (betslipOpen || myBetsOpen) expect(selected).toBeUndefined();
        },
      ),
    );
  });
});

describe('badgeText', () => {
  it('shows nothing for zero, counts up to 99 and 99+ past it', () => {
    expect(badgeText(0)).toBeUndefined();
    expect(badgeText(-2)).toBeUndefined();
    expect(badgeText(Number.NaN)).toBeUndefined();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('never gets longer than three characters', () => {
    fc.assert(
      fc.property(fc.integer(), (count) => {
        const text = badgeText(count);
        if (count <= 0) expect(text).toBeUndefined();
        else expect(text?.length).toBeLessThanOrEqual(3);
      }),
    );
  });
});
