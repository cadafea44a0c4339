import type { LoginApi } from '@clem/brand-config';
import type { AccountPrefsData, OddsFormat, PlayerSettingsState, ThemeMode } from '@clem/core';
import type { UpdatePlayerDetailsArgs } from '../player/playerApi';
import { accountPrefsFromSettings } from './accountPrefs';
import { defaultStakeToMinor, defaultStakeToText } from './defaultStake';
import type { SettingsPanelValues } from './SettingsPanel';
import type { SettingsOptions } from './settingsOptions';

/**
 * What the settings panel saves, as pure rules (account-and-shell §3 player settings, §5 the
 * settings panel, §7 the save calls). The connected panel reads the store, calls these and makes
 * the calls they name.
 */

/** The player setting userAcceptOdds (§3): D accepts higher odds, A does not. */
export type UserAcceptOdds = PlayerSettingsState['userAcceptOdds'];

/** userAcceptOdds → the accept-higher-odds checkbox: checked for D, unchecked for A. */
export function acceptHigherOddsOf(userAcceptOdds: UserAcceptOdds): boolean {
  return userAcceptOdds === 'D';
}

/** The accept-higher-odds checkbox → userAcceptOdds: checked is D, unchecked is A. */
export function userAcceptOddsOf(acceptHigherOdds: boolean): UserAcceptOdds {
  return acceptHigherOdds ? 'D' : 'A';
}

/** The money rules of the default stake field: the wallet's, else the platform settings'. */
export interface StakeUnits {
  /** Decimal places of the currency's minor unit. */
  precision: number;
  /** 1000 where the player types thousands (VND, IDR), else 1. */
  displayScale: number;
}

export interface SettingsValuesInput {
  playerSettings: PlayerSettingsState;
  /** The player's odds format now (the store's `selectOddsFormat`). */
  oddsFormat: OddsFormat;
  options: SettingsOptions;
  theme: ThemeMode;
  units: StakeUnits;
}

/**
 * What the panel starts with: the stored sort order (competition before any choice), the odds
 * format when the brand offers it (else euro), the layout the options resolved, the theme now,
 * the accept-higher-odds checkbox from userAcceptOdds and the default stake as text.
 */
export function settingsPanelValuesOf({
  playerSettings,
  oddsFormat,
  options,
  theme,
  units,
}: SettingsValuesInput): SettingsPanelValues {
  return {
    sortBy: playerSettings.sortBy ?? 'competition',
    oddsFormat: options.oddsFormats.includes(oddsFormat) ? oddsFormat : 'euro',
    layout: options.selectedLayout,
    theme,
    acceptHigherOdds: acceptHigherOddsOf(playerSettings.userAcceptOdds),
    defaultStake: defaultStakeToText(
      playerSettings.defaultStake,
      units.precision,
      units.displayScale,
    ),
  };
}

export interface SavedSettingsInput {
  playerSettings: PlayerSettingsState;
  values: SettingsPanelValues;
  options: SettingsOptions;
  units: StakeUnits;
}

/**
 * The player settings after Save: sort order, odds format and layout as chosen; userAcceptOdds
 * and the default stake only when their controls are shown (otherwise the stored values stay).
 * The stake text becomes integer minor units (`defaultStakeToMinor`: rounded half up to the
 * currency precision, ×1000 for thousands currencies, empty is no default stake).
 */
export function savedPlayerSettings({
  playerSettings,
  values,
  options,
  units,
}: SavedSettingsInput): PlayerSettingsState {
  return {
    ...playerSettings,
    sortBy: values.sortBy,
    oddsType: values.oddsFormat,
    layout: values.layout,
    userAcceptOdds: options.showAcceptHigherOdds
      ? userAcceptOddsOf(values.acceptHigherOdds)
      : playerSettings.userAcceptOdds,
    defaultStake: options.showDefaultStake
      ? defaultStakeToMinor(values.defaultStake, units.precision, units.displayScale)
      : playerSettings.defaultStake,
  };
}

export interface SettingsSaveCallsInput {
  /** The player settings after Save (`savedPlayerSettings`). */
  saved: PlayerSettingsState;
  values: SettingsPanelValues;
  options: SettingsOptions;
  username: string | null;
  accountId: number | null;
  loginApi: LoginApi;
}

/** The platform calls a Save makes. */
export type SettingsSaveCalls =
  /** No player (anonymous): the choice is only kept on this device. */
  | { kind: 'local' }
  | {
      kind: 'platform';
      /** PATCH accountPrefs; null when there is no account id (the save then counts as failed). */
      accountPrefs: { accountId: number; data: Partial<AccountPrefsData> } | null;
      /** PUT the player details, on brands whose loginApi is icore; else null. */
      playerDetails: UpdatePlayerDetailsArgs | null;
    };

/**
 * Which calls a Save makes (§7): none without a username; else PATCH accountPrefs (default_stake,
 * layout, sort_by, price_format, accept_higher_odds, the theme when switching is on) for the
 * account id, and on icore brands PUT the player details (the odds format, which the call sends
 * upper case, and the default stake when there is one).
 */
export function settingsSaveCalls({
  saved,
  values,
  options,
  username,
  accountId,
  loginApi,
}: SettingsSaveCallsInput): SettingsSaveCalls {
  if (!username) return { kind: 'local' };
  return {
    kind: 'platform',
    accountPrefs:
      accountId === null
        ? null
        : {
            accountId,
            data: accountPrefsFromSettings({
              settings: saved,
              layout: values.layout,
              theme: values.theme,
              themeSwitching: options.showTheme,
            }),
          },
    playerDetails:
      loginApi === 'icore'
        ? {
            username,
            oddsFormat: values.oddsFormat,
            ...(saved.defaultStake !== null ? { defaultStake: saved.defaultStake } : {}),
          }
        : null,
  };
}

/** Whether Save hands the new theme on: only when the theme control is shown and it changed. */
export function themeToApply(
  values: SettingsPanelValues,
  options: SettingsOptions,
  theme: ThemeMode,
): ThemeMode | undefined {
  return options.showTheme && values.theme !== theme ? values.theme : undefined;
}
