import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { THIRD_PARTY_TAGS, type CmsMenuItem } from '@clem/core';
import {
  MAX_TOP_ICONS,
  formatSessionClock,
  sideMenuTiers,
  visibleMenuItem,
  type SideMenuInput,
  type SideMenuItem,
  type SideMenuSection,
  type SideMenuTier,
  type SideMenuTierKind,
} from './sideMenu';

function cms(id: number, overrides: Partial<CmsMenuItem> = {}): CmsMenuItem {
  return {
    id,
    active: true,
    label: `Item ${id}`,
    tag: null,
    logged_in_only: false,
    logged_in_title: `In ${id}`,
    logged_out_title: `Out ${id}`,
    icon_name: `icon-${id}`,
    logged_in_link: `/in/${id}`,
    logged_out_link: `/out/${id}`,
    submenu_items: [],
    open_in_parent_frame: false,
    ...overrides,
  };
}

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

const allSettingsOn: Record<string, unknown> = {
  enable_prematch_sports: true,
  display_logout_button: true,
  show_powerball: true,
  show_live_score: true,
  show_lotto: true,
  show_dst_props_link: true,
  enable_dst_props: true,
  show_embedded_betradar_virtuals: true,
  show_golden_race_virtuals: true,
};

function sections(overrides: Partial<Record<string, CmsMenuItem[]>> = {}): SideMenuSection[] {
  const defaults: Record<string, CmsMenuItem[]> = {
    menu_top_icons: [cms(101), cms(102)],
    menu_icons: [cms(201), cms(202)],
    third_parties: THIRD_PARTY_TAGS.map((tag, index) => cms(301 + index, { tag })),
    menu_bottom_icons: [cms(401)],
  };
  return Object.entries({ ...defaults, ...overrides }).map(([section_name, submenu_items]) => ({
    section_name,
    submenu_items: submenu_items ?? [],
  }));
}

function input(overrides: Partial<SideMenuInput> = {}): SideMenuInput {
  return {
    device: 'mobile',
    gating: { currency: 'KRW', loggedIn: true, settings: allSettingsOn },
    isNativeApp: false,
    capabilities: { showSessionClock: true, showLastLogin: true },
    sections: sections(),
    couponGroup: {
      coupons: [
        { id: 7, name: 'Weekend', sport_id: 1 },
        { id: 8, name: 'Top leagues', sport_id: 2 },
      ],
    },
    languageCount: 3,
    loginTime: NOW - 3_723_000,
    lastLoginDate: '2026-11-22T10:00:00Z',
    now: NOW,
    ...overrides,
  };
}

function withGating(overrides: Partial<SideMenuInput['gating']>): Partial<SideMenuInput> {
  return { gating: { ...input().gating, ...overrides } };
}

const kinds = (tiers: SideMenuTier[]): SideMenuTierKind[] => tiers.map((tier) => tier.kind);

function tier<K extends SideMenuTierKind>(
  tiers: SideMenuTier[],
  kind: K,
): Extract<SideMenuTier, { kind: K }> | undefined {
  return tiers.find((t): t is Extract<SideMenuTier, { kind: K }> => t.kind === kind);
}

const ids = (items: readonly SideMenuItem[]) => items.map((item) => item.id);

describe('sideMenuTiers: order and devices', () => {
  it('gives all nine tiers, top to bottom, on mobile for a logged-in player', () => {
    const tiers = sideMenuTiers(input());
    expect(tiers.map((t) => t.tier)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(kinds(tiers)).toEqual([
      'mobile-header',
      'top-icons',
      'main',
      'quick-links',
      'settings',
      'az-sports',
      'third-party',
      'bottom',
      'logout',
    ]);
  });

  it.each([
    ['mobile', true, true, true],
    ['tablet', true, false, true],
    ['desktop', false, false, false],
  ] as const)('%s: header %s, icon strip %s, settings %s', (device, header, strip, settings) => {
    const shown = kinds(sideMenuTiers(input({ device })));
    expect(shown.includes('mobile-header')).toBe(header);
    expect(shown.includes('top-icons')).toBe(strip);
    expect(shown.includes('settings')).toBe(settings);
  });

  it('tiers are always in ascending order, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('mobile', 'tablet', 'desktop' as const),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (device, loggedIn, isNativeApp, prematch) => {
          const tiers = sideMenuTiers(
            input({
              device,
              isNativeApp,
              gating: {
                currency: 'EUR',
                loggedIn,
                settings: { ...allSettingsOn, enable_prematch_sports: prematch },
              },
            }),
          );
          const numbers = tiers.map((t) => t.tier);
          expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
          expect(new Set(numbers).size).toBe(numbers.length);
        },
      ),
    );
  });
});

describe('tier 1: mobile header', () => {
  it('offers the account link to logged-in players only', () => {
    expect(tier(sideMenuTiers(input()), 'mobile-header')?.accountLink).toBe(true);
    expect(
      tier(sideMenuTiers(input(withGating({ loggedIn: false }))), 'mobile-header')?.accountLink,
    ).toBe(false);
  });

  it.each([
    [1, false],
    [2, true],
    [11, true],
  ])('%i languages: selector %s', (languageCount, selector) => {
    expect(tier(sideMenuTiers(input({ languageCount })), 'mobile-header')?.languageSelector).toBe(
      selector,
    );
  });
});

describe('tier 2: top icon strip', () => {
  it('keeps at most 5 visible items, counting only visible ones', () => {
    const many = [
      cms(1, { active: false }),
      cms(2, { logged_in_only: true }),
      ...[3, 4, 5, 6, 7, 8].map((id) => cms(id)),
    ];
    const anonymous = sideMenuTiers(
      input({ sections: sections({ menu_top_icons: many }), ...withGating({ loggedIn: false }) }),
    );
    expect(ids(tier(anonymous, 'top-icons')?.items ?? [])).toEqual([3, 4, 5, 6, 7]);
    const player = sideMenuTiers(input({ sections: sections({ menu_top_icons: many }) }));
    expect(tier(player, 'top-icons')?.items).toHaveLength(MAX_TOP_ICONS);
    expect(ids(tier(player, 'top-icons')?.items ?? [])).toEqual([2, 3, 4, 5, 6]);
  });

  it('is left out when it has no visible item', () => {
    const tiers = sideMenuTiers(
      input({ sections: sections({ menu_top_icons: [cms(1, { active: false })] }) }),
    );
    expect(kinds(tiers)).not.toContain('top-icons');
  });
});

describe('tier 3 and CMS items: logged-in-only, titles and links', () => {
  it('hides logged-in-only and inactive items from anonymous players, recursively', () => {
    const main = [
      cms(1),
      cms(2, { logged_in_only: true, logged_out_title: null, logged_out_link: null }),
      cms(3, { active: false }),
      cms(4, {
        submenu_items: [cms(41), cms(42, { logged_in_only: true }), cms(43, { active: false })],
      }),
    ];
    const anonymous = tier(
      sideMenuTiers(
        input({ sections: sections({ menu_icons: main }), ...withGating({ loggedIn: false }) }),
      ),
      'main',
    );
    expect(ids(anonymous?.items ?? [])).toEqual([1, 4]);
    expect(ids(anonymous?.items[1]?.children ?? [])).toEqual([41]);
    const player = tier(sideMenuTiers(input({ sections: sections({ menu_icons: main }) })), 'main');
    expect(ids(player?.items ?? [])).toEqual([1, 2, 4]);
    expect(ids(player?.items[2]?.children ?? [])).toEqual([41, 42]);
  });

  it('uses logged-out titles and links for anonymous players, logged-in ones otherwise', () => {
    const item = cms(5, { open_in_parent_frame: true, tag: 'NEW' });
    expect(visibleMenuItem(item, false)).toEqual({
      id: 5,
      title: 'Out 5',
      link: '/out/5',
      icon: 'icon-5',
      tag: 'NEW',
      openInParentFrame: true,
      children: [],
    });
    expect(visibleMenuItem(item, true)).toMatchObject({ title: 'In 5', link: '/in/5' });
  });

  it.each([
    // logged in, titles/links missing → label, other link, or null
    [false, { logged_out_title: null }, 'Item 9', '/out/9'],
    [false, { logged_out_title: '  ' }, 'Item 9', '/out/9'],
    [true, { logged_in_title: null, logged_in_link: null }, 'Item 9', '/out/9'],
    [false, { logged_out_link: null }, 'Out 9', '/in/9'],
    [false, { logged_out_link: null, logged_in_link: null }, 'Out 9', null],
  ] satisfies [boolean, Partial<CmsMenuItem>, string, string | null][])(
    'logged in %s with %o → title %s, link %s',
    (loggedIn, overrides, title, link) => {
      expect(visibleMenuItem(cms(9, overrides), loggedIn)).toMatchObject({ title, link });
    },
  );

  it('an anonymous player never gets a logged-in-only item in any tier', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ active: fc.boolean(), logged_in_only: fc.boolean() }), {
          maxLength: 8,
        }),
        fc.constantFrom('menu_top_icons', 'menu_icons', 'menu_bottom_icons', 'third_parties'),
        (flags, section) => {
          const items = flags.map((f, index) => cms(1000 + index, f));
          const tiers = sideMenuTiers(
            input({ sections: sections({ [section]: items }), ...withGating({ loggedIn: false }) }),
          );
          const shown = tiers.flatMap((t) => ('items' in t ? t.items : []));
          for (const item of items.filter((i) => i.logged_in_only || !i.active)) {
            expect(ids(shown)).not.toContain(item.id);
          }
        },
      ),
    );
  });
});

describe('tier 4: quick links', () => {
  it('lists the coupons of the coupon group as coupon links', () => {
    expect(tier(sideMenuTiers(input()), 'quick-links')?.items).toEqual([
      expect.objectContaining({ id: 7, title: 'Weekend', link: '/sports/1?active-coupon=7' }),
      expect.objectContaining({ id: 8, title: 'Top leagues', link: '/sports/2?active-coupon=8' }),
    ]);
  });

  it.each([null, undefined, { coupons: [] }])('is left out with coupon group %o', (group) => {
    expect(kinds(sideMenuTiers(input({ couponGroup: group })))).not.toContain('quick-links');
  });
});

describe('tier 6: AZ Sports', () => {
  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['0', false],
    [undefined, true],
  ])('enable_prematch_sports %s → %s', (value, shown) => {
    const settings = { ...allSettingsOn, enable_prematch_sports: value };
    const tiers = sideMenuTiers(input(withGating({ settings })));
    expect(kinds(tiers).includes('az-sports')).toBe(shown);
  });
});

describe('tier 7: third parties', () => {
  const shownTags = (overrides: Partial<SideMenuInput['gating']>) =>
    (tier(sideMenuTiers(input(withGating(overrides))), 'third-party')?.items ?? []).map(
      (item) => item.tag,
    );

  it('keeps the spec order and filters with thirdPartyVisible (KRW, all flags on)', () => {
    // KRW: esports bull, leap and the rest pass; kryptium is no tag.
    expect(shownTags({})).toEqual([...THIRD_PARTY_TAGS]);
  });

  it('hides by currency, case-insensitively', () => {
    const eur = shownTags({ currency: 'eur' });
    expect(eur).not.toContain('cryptoblast');
    expect(eur).not.toContain('powerball');
    expect(eur).toContain('parlaybay');
    const usdt = shownTags({ currency: 'usdt' });
    for (const tag of [
      'parlaybay',
      'leap-virtuals',
      'esportsbull',
      'betradar-virtuals',
      'dstprops',
    ]) {
      expect(usdt).not.toContain(tag);
    }
  });

  it('hides pinnacle from partner-matrix affiliates', () => {
    expect(shownTags({ isPartnerMatrixAffiliate: true })).not.toContain('pinnacle');
  });

  it('hides setting-gated tags when their settings are off', () => {
    const off = shownTags({ settings: { enable_prematch_sports: true } });
    for (const tag of [
      'powerball',
      'live-scores',
      'live-lottery',
      'dstprops',
      'betradar-virtuals',
    ]) {
      expect(off).not.toContain(tag);
    }
    expect(off).toContain('kiron-virtuals');
  });

  it('matches tags case-insensitively and keeps untagged or unknown-tag items', () => {
    const items = [
      cms(1, { tag: 'POWERBALL' }),
      cms(2, { tag: null }),
      cms(3, { tag: 'casino-lobby' }),
      cms(4, { tag: 'Cryptoblast' }),
      cms(5, { tag: 'edge', active: false }),
    ];
    const eur = tier(
      sideMenuTiers(
        input({ sections: sections({ third_parties: items }), ...withGating({ currency: 'EUR' }) }),
      ),
      'third-party',
    );
    expect(ids(eur?.items ?? [])).toEqual([2, 3]);
  });

  it('is left out when nothing remains', () => {
    const items = [cms(1, { tag: 'cryptoblast' })];
    const tiers = sideMenuTiers(
      input({ sections: sections({ third_parties: items }), ...withGating({ currency: 'EUR' }) }),
    );
    expect(kinds(tiers)).not.toContain('third-party');
  });
});

describe('tier 8: bottom', () => {
  it('shows the session clock and last login to a logged-in player when the brand says so', () => {
    expect(tier(sideMenuTiers(input()), 'bottom')).toEqual({
      tier: 8,
      kind: 'bottom',
      sessionClock: '01:02:03',
      lastLogin: '2026-11-22T10:00:00Z',
      items: [expect.objectContaining({ id: 401 })],
    });
  });

  it.each([
    [{ showSessionClock: false, showLastLogin: true }, true, null, '2026-11-22T10:00:00Z'],
    [{ showSessionClock: true, showLastLogin: false }, true, '01:02:03', null],
    [{ showSessionClock: true, showLastLogin: true }, false, null, null],
    [{ showSessionClock: false, showLastLogin: false }, true, null, null],
  ])(
    'capabilities %o, logged in %s → clock %s, last login %s',
    (capabilities, loggedIn, clock, last) => {
      const bottom = tier(
        sideMenuTiers(input({ capabilities, ...withGating({ loggedIn }) })),
        'bottom',
      );
      expect(bottom?.sessionClock).toBe(clock);
      expect(bottom?.lastLogin).toBe(last);
    },
  );

  it('leaves the clock out without a login time and the last login without a date', () => {
    const bottom = tier(sideMenuTiers(input({ loginTime: null, lastLoginDate: '' })), 'bottom');
    expect(bottom?.sessionClock).toBeNull();
    expect(bottom?.lastLogin).toBeNull();
  });

  it('is left out when it has neither clock, last login nor item', () => {
    const tiers = sideMenuTiers(
      input({
        sections: sections({ menu_bottom_icons: [] }),
        capabilities: { showSessionClock: false, showLastLogin: false },
      }),
    );
    expect(kinds(tiers)).not.toContain('bottom');
    const clockOnly = sideMenuTiers(input({ sections: sections({ menu_bottom_icons: [] }) }));
    expect(kinds(clockOnly)).toContain('bottom');
  });
});

describe('tier 9: logout', () => {
  it.each([
    [true, true, true, true],
    [true, false, true, true],
    [false, false, true, true],
    [false, true, true, false],
    [true, false, false, false],
    [false, false, false, false],
  ])(
    'display_logout_button %s, native %s, logged in %s → %s',
    (display, isNativeApp, loggedIn, shown) => {
      const settings = { ...allSettingsOn, display_logout_button: display };
      const tiers = sideMenuTiers(input({ isNativeApp, ...withGating({ loggedIn, settings }) }));
      expect(kinds(tiers).includes('logout')).toBe(shown);
    },
  );
});

describe('formatSessionClock', () => {
  it.each([
    [0, '00:00:00'],
    [999, '00:00:00'],
    [1000, '00:00:01'],
    [59_999, '00:00:59'],
    [60_000, '00:01:00'],
    [3_723_000, '01:02:03'],
    [86_399_000, '23:59:59'],
    [100 * 3_600_000, '100:00:00'],
    [-5000, '00:00:00'],
    [Number.NaN, '00:00:00'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatSessionClock(ms)).toBe(text);
  });

  it('round-trips whole seconds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000 * 3600 }),
        fc.integer({ min: 0, max: 999 }),
        (s, extra) => {
          const text = formatSessionClock(s * 1000 + extra);
          expect(text).toMatch(/^\d{2,}:[0-5]\d:[0-5]\d$/);
          const [h, m, sec] = text.split(':').map(Number);
          expect((h ?? 0) * 3600 + (m ?? 0) * 60 + (sec ?? 0)).toBe(s);
        },
      ),
    );
  });
});
