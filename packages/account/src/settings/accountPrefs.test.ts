import { describe, expect, it } from 'vitest';
import { initialPlayerSettingsState } from '@clem/core';
import { accountPrefsFromSettings, settingsFromAccountPrefs } from './accountPrefs';

describe('settingsFromAccountPrefs', () => {
  it('maps every field', () => {
    expect(
      settingsFromAccountPrefs({
        default_stake: 500,
        layout: 'thai',
        sort_by: 'time',
        price_format: 'malay',
        accept_higher_odds: false,
        theme: 'dark',
      }),
    ).toEqual({
      settings: {
        defaultStake: 500,
        layout: 'thai',
        sortBy: 'time',
        oddsType: 'malay',
        userAcceptOdds: 'A',
      },
      theme: 'dark',
    });
  });

  it('reads an upper-case price format and accept true as D', () => {
    expect(settingsFromAccountPrefs({ price_format: 'HK', accept_higher_odds: true })).toEqual({
      settings: { oddsType: 'hk', userAcceptOdds: 'D' },
    });
  });

  it('treats a default stake of 0 as none', () => {
    expect(settingsFromAccountPrefs({ default_stake: 0 }).settings).toEqual({ defaultStake: null });
  });

  it('drops invalid fields one by one and never throws', () => {
    expect(
      settingsFromAccountPrefs({
        default_stake: -5,
        layout: 'grid',
        sort_by: 1,
        price_format: 'decimal',
        accept_higher_odds: 'yes',
        theme: 'pink',
      }),
    ).toEqual({ settings: {} });
    expect(settingsFromAccountPrefs(null)).toEqual({ settings: {} });
    expect(settingsFromAccountPrefs('x')).toEqual({ settings: {} });
    expect(settingsFromAccountPrefs([1])).toEqual({ settings: {} });
  });
});

describe('accountPrefsFromSettings', () => {
  it('sends every field, and the theme only when switching is on', () => {
    const settings = {
      ...initialPlayerSettingsState,
      oddsType: 'us' as const,
      sortBy: 'competition' as const,
      defaultStake: 1000,
      userAcceptOdds: 'A' as const,
    };
    expect(
      accountPrefsFromSettings({ settings, layout: 'euro', theme: 'light', themeSwitching: true }),
    ).toEqual({
      default_stake: 1000,
      layout: 'euro',
      sort_by: 'competition',
      price_format: 'us',
      accept_higher_odds: false,
      theme: 'light',
    });
    expect(
      accountPrefsFromSettings({ settings, layout: 'euro', theme: 'light', themeSwitching: false }),
    ).not.toHaveProperty('theme');
  });

  it('leaves out what was never chosen', () => {
    expect(
      accountPrefsFromSettings({
        settings: initialPlayerSettingsState,
        layout: 'asian',
        theme: 'system',
        themeSwitching: false,
      }),
    ).toEqual({ default_stake: 0, layout: 'asian', accept_higher_odds: true });
  });

  it('round-trips through settingsFromAccountPrefs', () => {
    const settings = {
      oddsType: 'indo' as const,
      layout: 'thai' as const,
      sortBy: 'time' as const,
      defaultStake: 250,
      userAcceptOdds: 'D' as const,
    };
    const data = accountPrefsFromSettings({
      settings,
      layout: 'thai',
      theme: 'dark',
      themeSwitching: true,
    });
    expect(settingsFromAccountPrefs(data)).toEqual({ settings, theme: 'dark' });
  });
});
