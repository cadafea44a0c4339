import { describe, expect, it } from 'vitest';
import { defaultPlatformSettings, type PlatformSettings } from '@clem/core';
import { resolveLayout, settingsOptions, type SettingsOptionsInput } from './settingsOptions';

function input(
  settings: Partial<PlatformSettings> = {},
  rest: Partial<Omit<SettingsOptionsInput, 'settings'>> = {},
): SettingsOptionsInput {
  return {
    settings: { ...defaultPlatformSettings, ...settings },
    capabilities: { hideDefaultStake: false },
    loggedIn: true,
    currentLayout: null,
    restrictedVariant: false,
    ...rest,
  };
}

describe('settingsOptions', () => {
  it('offers euro plus the settings odds_types, in their order, without unknown names', () => {
    expect(settingsOptions(input()).oddsFormats).toEqual(['euro', 'hk', 'us', 'malay', 'indo']);
    expect(
      settingsOptions(input({ odds_types: ['malay', 'HK', 'fractional', 'malay'] })).oddsFormats,
    ).toEqual(['euro', 'malay', 'hk']);
    expect(settingsOptions(input({ odds_types: [] })).oddsFormats).toEqual(['euro']);
  });

  it('offers euro always and asian/thai per view_types', () => {
    expect(settingsOptions(input()).layouts).toEqual(['asian', 'euro', 'thai']);
    expect(settingsOptions(input({ view_types: ['thai'] })).layouts).toEqual(['euro', 'thai']);
    expect(settingsOptions(input({ view_types: [] })).layouts).toEqual(['euro']);
  });

  it('removes thai for the restricted variant', () => {
    expect(settingsOptions(input({}, { restrictedVariant: true })).layouts).toEqual([
      'asian',
      'euro',
    ]);
  });

  it('shows the theme only when switching is on', () => {
    expect(settingsOptions(input()).showTheme).toBe(false);
    expect(settingsOptions(input({ enable_switching_theme_modes: true })).showTheme).toBe(true);
  });

  it('shows accept-higher-odds only with allow_higher_odds_and_cashout', () => {
    expect(settingsOptions(input()).showAcceptHigherOdds).toBe(false);
    expect(
      settingsOptions(input({ allow_higher_odds_and_cashout: true })).showAcceptHigherOdds,
    ).toBe(true);
    expect(
      settingsOptions(input({ allow_higher_odds_and_cashout: 'true' })).showAcceptHigherOdds,
    ).toBe(true);
    expect(
      settingsOptions(input({ allow_higher_odds_and_cashout: 'no' })).showAcceptHigherOdds,
    ).toBe(false);
  });

  it('shows the default stake only logged in and not on a brand that hides it', () => {
    expect(settingsOptions(input()).showDefaultStake).toBe(true);
    expect(settingsOptions(input({}, { loggedIn: false })).showDefaultStake).toBe(false);
    expect(
      settingsOptions(input({}, { capabilities: { hideDefaultStake: true } })).showDefaultStake,
    ).toBe(false);
  });

  it('starts with the current layout when available, else asian', () => {
    expect(settingsOptions(input({}, { currentLayout: 'thai' })).selectedLayout).toBe('thai');
    expect(
      settingsOptions(input({}, { currentLayout: 'thai', restrictedVariant: true })).selectedLayout,
    ).toBe('asian');
    expect(
      settingsOptions(input({ view_types: [] }, { currentLayout: 'thai' })).selectedLayout,
    ).toBe('euro');
  });
});

describe('resolveLayout', () => {
  it('keeps an available choice, else the current layout, else asian, else euro', () => {
    expect(resolveLayout('thai', 'euro', ['asian', 'euro', 'thai'])).toBe('thai');
    expect(resolveLayout('thai', 'euro', ['asian', 'euro'])).toBe('euro');
    expect(resolveLayout('thai', 'thai', ['asian', 'euro'])).toBe('asian');
    expect(resolveLayout(null, null, ['euro'])).toBe('euro');
  });
});
