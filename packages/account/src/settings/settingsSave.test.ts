import fc from 'fast-check';
import {
  initialPlayerSettingsState,
  ODDS_FORMATS,
  type OddsFormat,
  type PlayerSettingsState,
} from '@clem/core';
import { describe, expect, it } from 'vitest';
import type { SettingsPanelValues } from './SettingsPanel';
import type { SettingsOptions } from './settingsOptions';
import {
  acceptHigherOddsOf,
  savedPlayerSettings,
  settingsPanelValuesOf,
  settingsSaveCalls,
  themeToApply,
  userAcceptOddsOf,
  type StakeUnits,
} from './settingsSave';

const options: SettingsOptions = {
  sortOrders: ['competition', 'time'],
  oddsFormats: ['euro', 'hk', 'malay'],
  layouts: ['asian', 'euro', 'thai'],
  selectedLayout: 'asian',
  showTheme: true,
  showAcceptHigherOdds: true,
  showDefaultStake: true,
};

const euros: StakeUnits = { precision: 2, displayScale: 1 };

const values: SettingsPanelValues = {
  sortBy: 'time',
  oddsFormat: 'hk',
  layout: 'thai',
  theme: 'dark',
  acceptHigherOdds: false,
  defaultStake: '2.505',
};

const stored: PlayerSettingsState = {
  oddsType: 'malay',
  layout: 'asian',
  userAcceptOdds: 'D',
  sortBy: 'competition',
  defaultStake: 1050,
};

const playerSettingsArb: fc.Arbitrary<PlayerSettingsState> = fc.record({
  oddsType: fc.constantFrom('not_selected' as const, ...ODDS_FORMATS),
  layout: fc.constantFrom('asian' as const, 'euro' as const, 'thai' as const, null),
  userAcceptOdds: fc.constantFrom('D' as const, 'A' as const),
  sortBy: fc.constantFrom('competition' as const, 'time' as const, null),
  defaultStake: fc.option(fc.integer({ min: 0, max: 10 ** 9 }), { nil: null }),
});

describe('the accept-higher-odds mapping', () => {
  it('checks the box for D and not for A', () => {
    expect(acceptHigherOddsOf('D')).toBe(true);
    expect(acceptHigherOddsOf('A')).toBe(false);
    expect(userAcceptOddsOf(true)).toBe('D');
    expect(userAcceptOddsOf(false)).toBe('A');
  });

  it('is a bijection: each way undoes the other', () => {
    fc.assert(
      fc.property(fc.boolean(), (checked) => {
        expect(acceptHigherOddsOf(userAcceptOddsOf(checked))).toBe(checked);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom('D' as const, 'A' as const), (setting) => {
        expect(userAcceptOddsOf(acceptHigherOddsOf(setting))).toBe(setting);
      }),
    );
  });
});

describe('settingsPanelValuesOf', () => {
  it('starts from the stored settings', () => {
    expect(
      settingsPanelValuesOf({
        playerSettings: { ...stored, sortBy: 'time', userAcceptOdds: 'A' },
        oddsFormat: 'malay',
        options,
        theme: 'light',
        units: euros,
      }),
    ).toEqual({
      sortBy: 'time',
      oddsFormat: 'malay',
      layout: 'asian',
      theme: 'light',
      acceptHigherOdds: false,
      defaultStake: '10.5',
    });
  });

  it('falls back to competition, euro and an empty stake', () => {
    expect(
      settingsPanelValuesOf({
        playerSettings: initialPlayerSettingsState,
        oddsFormat: 'indo',
        options,
        theme: 'dark',
        units: euros,
      }),
    ).toMatchObject({ sortBy: 'competition', oddsFormat: 'euro', defaultStake: '' });
  });

  it('shows thousands currencies in thousands', () => {
    expect(
      settingsPanelValuesOf({
        playerSettings: { ...stored, defaultStake: 5_000_000 },
        oddsFormat: 'euro',
        options,
        theme: 'dark',
        units: { precision: 0, displayScale: 1000 },
      }).defaultStake,
    ).toBe('5000');
  });
});

describe('savedPlayerSettings', () => {
  it('takes the choices, the checkbox as userAcceptOdds and the stake in minor units', () => {
    expect(savedPlayerSettings({ playerSettings: stored, values, options, units: euros })).toEqual({
      oddsType: 'hk',
      layout: 'thai',
      userAcceptOdds: 'A',
      sortBy: 'time',
      defaultStake: 251,
    });
  });

  it('keeps userAcceptOdds and the stake when their controls are hidden', () => {
    const saved = savedPlayerSettings({
      playerSettings: stored,
      values,
      options: { ...options, showAcceptHigherOdds: false, showDefaultStake: false },
      units: euros,
    });
    expect(saved.userAcceptOdds).toBe('D');
    expect(saved.defaultStake).toBe(1050);
  });

  it('saves an empty stake as no default stake, and thousands ×1000', () => {
    const save = (defaultStake: string, units: StakeUnits) =>
      savedPlayerSettings({
        playerSettings: stored,
        values: { ...values, defaultStake },
        options,
        units,
      }).defaultStake;
    expect(save('', euros)).toBeNull();
    expect(save('5000', { precision: 0, displayScale: 1000 })).toBe(5_000_000);
  });

  it('saving the values the panel starts with keeps the stored settings', () => {
    fc.assert(
      fc.property(
        playerSettingsArb,
        fc.constantFrom(...ODDS_FORMATS),
        fc.constantFrom(0, 2, 3),
        fc.constantFrom(1, 1000),
        (playerSettings, shown: OddsFormat, precision, displayScale) => {
          // A stake the field can show: whole display units at thousands currencies.
          const defaultStake =
            playerSettings.defaultStake === null
              ? null
              : playerSettings.defaultStake * (displayScale === 1000 ? 1000 : 1);
          const current = { ...playerSettings, sortBy: playerSettings.sortBy ?? 'competition' };
          const units = { precision, displayScale };
          const start = settingsPanelValuesOf({
            playerSettings: { ...current, defaultStake },
            oddsFormat: shown,
            options,
            theme: 'light',
            units,
          });
          const saved = savedPlayerSettings({
            playerSettings: { ...current, defaultStake },
            values: start,
            options,
            units,
          });
          expect(saved.userAcceptOdds).toBe(current.userAcceptOdds);
          expect(saved.sortBy).toBe(current.sortBy);
          expect(saved.defaultStake).toBe(defaultStake);
          expect(saved.oddsType).toBe(options.oddsFormats.includes(shown) ? shown : 'euro');
        },
      ),
    );
  });
});

describe('settingsSaveCalls', () => {
  const saved = savedPlayerSettings({ playerSettings: stored, values, options, units: euros });

  it('makes no call without a player', () => {
    expect(
      settingsSaveCalls({
        saved,
        values,
        options,
        username: null,
        accountId: 42,
        loginApi: 'icore',
      }),
    ).toEqual({ kind: 'local' });
  });

  it('patches the account preferences, and puts the player details on icore brands', () => {
    expect(
      settingsSaveCalls({
        saved,
        values,
        options,
        username: 'demo',
        accountId: 42,
        loginApi: 'icore',
      }),
    ).toEqual({
      kind: 'platform',
      accountPrefs: {
        accountId: 42,
        data: {
          default_stake: 251,
          layout: 'thai',
          sort_by: 'time',
          price_format: 'hk',
          accept_higher_odds: false,
          theme: 'dark',
        },
      },
      playerDetails: { username: 'demo', oddsFormat: 'hk', defaultStake: 251 },
    });
  });

  it('skips the player details elsewhere, and the preferences without an account id', () => {
    const calls = settingsSaveCalls({
      saved: { ...saved, defaultStake: null },
      values,
      options: { ...options, showTheme: false },
      username: 'demo',
      accountId: null,
      loginApi: 'sessions',
    });
    expect(calls).toEqual({ kind: 'platform', accountPrefs: null, playerDetails: null });
  });

  it('leaves the default stake out of the player details when there is none', () => {
    const calls = settingsSaveCalls({
      saved: { ...saved, defaultStake: null },
      values,
      options: { ...options, showTheme: false },
      username: 'demo',
      accountId: 42,
      loginApi: 'icore',
    });
    expect(calls.kind === 'platform' && calls.playerDetails).toEqual({
      username: 'demo',
      oddsFormat: 'hk',
    });
    expect(calls.kind === 'platform' && calls.accountPrefs?.data).not.toHaveProperty('theme');
  });
});

describe('themeToApply', () => {
  it('hands the theme on only when shown and changed', () => {
    expect(themeToApply(values, options, 'light')).toBe('dark');
    expect(themeToApply(values, options, 'dark')).toBeUndefined();
    expect(themeToApply(values, { ...options, showTheme: false }, 'light')).toBeUndefined();
  });
});
