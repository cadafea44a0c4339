import { defaultPlatformSettings, type PlatformSettings } from '@clem/core/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountMenuItems, headerVariant, isHeaderShown } from './headerVisibility';

const shown = {
  clemShowHeader: true,
  native: false,
  contentOnly: false,
  mobile: true,
  myBetsVisible: false,
};

describe('isHeaderShown', () => {
  it('shows the header on a plain web page', () => {
    expect(isHeaderShown(shown)).toBe(true);
    expect(isHeaderShown({ ...shown, mobile: false, myBetsVisible: true })).toBe(true);
  });

  it('hides it when switched off, native, content-only, or on mobile under My Bets', () => {
    expect(isHeaderShown({ ...shown, clemShowHeader: false })).toBe(false);
    expect(isHeaderShown({ ...shown, native: true })).toBe(false);
    expect(isHeaderShown({ ...shown, contentOnly: true })).toBe(false);
    expect(isHeaderShown({ ...shown, myBetsVisible: true })).toBe(false);
  });

  it('is exactly the conjunction of the spec conditions', () => {
    fc.assert(
      fc.property(
        fc.record({
          clemShowHeader: fc.boolean(),
          native: fc.boolean(),
          contentOnly: fc.boolean(),
          mobile: fc.boolean(),
          myBetsVisible: fc.boolean(),
        }),
        (input) => {
          const expected =
            input.clemShowHeader &&
            !input.native &&
            !input.contentOnly &&
            (!input.mobile || !input.myBetsVisible);
          expect(isHeaderShown(input)).toBe(expected);
        },
      ),
    );
  });
});

describe('headerVariant', () => {
  it('prefers external, then rebranding, then classic', () => {
    expect(headerVariant({})).toBe('classic');
    expect(headerVariant({ enable_rebranding: true })).toBe('rebranding');
    expect(headerVariant({ clem_external_header_enabled: true })).toBe('external');
    expect(headerVariant({ enable_rebranding: true, clem_external_header_enabled: 'true' })).toBe(
      'external',
    );
    expect(headerVariant({ enable_rebranding: 'false', clem_external_header_enabled: 0 })).toBe(
      'classic',
    );
  });

  it('reads a platform settings object', () => {
    const settings: PlatformSettings = { ...defaultPlatformSettings, enable_rebranding: '1' };
    expect(headerVariant(settings)).toBe('rebranding');
  });
});

describe('accountMenuItems', () => {
  it('lists every item enabled when the flags are on or missing', () => {
    expect(accountMenuItems({}, { selfExclusionEntry: true })).toEqual([
      { id: 'profile', disabled: false },
      { id: 'balances', disabled: false },
      { id: 'transactions', disabled: false },
      { id: 'flags', disabled: false },
      { id: 'self-exclusion', disabled: false },
      { id: 'logout', disabled: false },
    ]);
  });

  it('leaves self-exclusion out unless the brand offers it', () => {
    const ids = accountMenuItems(
      { enable_self_exclusion: true },
      { selfExclusionEntry: false },
    ).map((item) => item.id);
    expect(ids).not.toContain('self-exclusion');
  });

  it('disables each item whose flag is off', () => {
    const items = accountMenuItems(
      {
        enable_profile_tab: false,
        enable_balances_tab: 'false',
        enable_transactions_tab: true,
        enable_flags: 0,
        enable_self_exclusion: false,
        display_logout_button: false,
      },
      { selfExclusionEntry: true },
    );
    expect(items.filter((item) => item.disabled).map((item) => item.id)).toEqual([
      'profile',
      'balances',
      'flags',
      'self-exclusion',
      'logout',
    ]);
  });
});
