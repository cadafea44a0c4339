'use client';

import type { Capabilities } from '@clem/brand-config';
import {
  playerSettingsChanged,
  selectIsLoggedIn,
  selectOddsType,
  selectPlayerSettings,
  selectSettings,
  selectUsername,
  selectWallet,
  useAppDispatch,
  useAppSelector,
  type PlayerSettingsState,
  type SerialisedPlatformError,
  type ThemeMode,
} from '@clem/core';
import { useMemo, useState } from 'react';
import { selectAccountId } from '../player/accountId';
import { playerApi } from '../player/playerApi';
import { accountPrefsFromSettings } from './accountPrefs';
import { defaultStakeToMinor, defaultStakeToText } from './defaultStake';
import { SettingsPanel, type SettingsPanelValues } from './SettingsPanel';
import { settingsOptions } from './settingsOptions';

/** The toast the lead shows on success (§8 "your choice has been saved"). */
export const SETTINGS_SAVED_TOAST = 'your-choice-has-been-saved';

export interface ConnectedSettingsPanelProps {
  capabilities: Pick<Capabilities, 'hideDefaultStake' | 'restrictThaiLayout' | 'loginApi'>;
  /** The theme now (the shell's theme machinery owns it). */
  theme: ThemeMode;
  /** Called on Save when the theme control is shown and the theme changed. */
  onThemeChange?: (theme: ThemeMode) => void;
  /** Called after a successful save, with the toast key (the lead calls shell's `notify`). */
  onSaved?: (toastKey: typeof SETTINGS_SAVED_TOAST) => void;
  /** Called when Save is done, whatever the outcome (a dialog closes on it). */
  onDone?: () => void;
  hideHeading?: boolean;
}

function logFailure(what: string, error: unknown): void {
  const e = (error ?? {}) as Partial<SerialisedPlatformError>;
  // Never the body, URL or headers: only what failed.
  console.warn(
    `Settings could not be saved (${what}); they are kept on this device.`,
    e.kind,
    e.status,
  );
}

/**
 * The settings panel on the store. On Save:
 * 1. `playerSettingsChanged` always (the choice is kept locally, so it is never lost);
 * 2. the theme through `onThemeChange` when switching is on and it changed;
 * 3. when a username exists: PATCH accountPrefs (default_stake, layout, sort_by, price_format,
 *    accept_higher_odds, theme when switching is on) and, on brands whose loginApi is `icore`,
 *    PUT the player details (priceFormat upper case, defaultStake);
 * 4. success (or a local-only save) → `onSaved('your-choice-has-been-saved')`; a failed platform
 *    save is only logged (§8 "Failed account-save call is only logged") and shows nothing.
 * The account id is the login details' alsPlayerId (else the player details' alsId); without
 * one the accountPrefs call is skipped and logged.
 */
export function ConnectedSettingsPanel({
  capabilities,
  theme,
  onThemeChange,
  onSaved,
  onDone,
  hideHeading,
}: ConnectedSettingsPanelProps) {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const playerSettings = useAppSelector(selectPlayerSettings);
  const oddsType = useAppSelector(selectOddsType);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const username = useAppSelector(selectUsername);
  const accountId = useAppSelector(selectAccountId);
  const wallet = useAppSelector(selectWallet);
  const [saving, setSaving] = useState(false);

  const currency = wallet?.currency ?? settings.currencyCode;
  const precision = wallet?.precision ?? settings.currency_precision;
  const displayScale = wallet?.displayScale ?? 1;

  const options = useMemo(
    () =>
      settingsOptions({
        settings,
        capabilities,
        loggedIn,
        currentLayout: playerSettings.layout,
        restrictedVariant: capabilities.restrictThaiLayout,
      }),
    [settings, capabilities, loggedIn, playerSettings.layout],
  );

  const initialValues: SettingsPanelValues = {
    sortBy: playerSettings.sortBy ?? 'competition',
    oddsType: options.oddsTypes.includes(oddsType) ? oddsType : 'euro',
    layout: options.selectedLayout,
    theme,
    acceptHigherOdds: playerSettings.userAcceptOdds === 'D',
    defaultStake: defaultStakeToText(playerSettings.defaultStake, precision, displayScale),
  };

  const save = async (values: SettingsPanelValues) => {
    const next: PlayerSettingsState = {
      ...playerSettings,
      sortBy: values.sortBy,
      oddsType: values.oddsType,
      layout: values.layout,
      userAcceptOdds: options.showAcceptHigherOdds
        ? values.acceptHigherOdds
          ? 'D'
          : 'A'
        : playerSettings.userAcceptOdds,
      defaultStake: options.showDefaultStake
        ? defaultStakeToMinor(values.defaultStake, precision, displayScale)
        : playerSettings.defaultStake,
    };
    dispatch(playerSettingsChanged(next));
    if (options.showTheme && values.theme !== theme) onThemeChange?.(values.theme);

    if (!username) {
      onSaved?.(SETTINGS_SAVED_TOAST);
      onDone?.();
      return;
    }
    setSaving(true);
    let ok = true;
    if (accountId === null) {
      ok = false;
      console.warn('Settings could not be saved (no account id); they are kept on this device.');
    } else {
      try {
        await dispatch(
          playerApi.endpoints.patchAccountPrefs.initiate({
            accountId,
            data: accountPrefsFromSettings({
              settings: next,
              layout: values.layout,
              theme: values.theme,
              themeSwitching: options.showTheme,
            }),
          }),
        ).unwrap();
      } catch (error) {
        ok = false;
        logFailure('account preferences', error);
      }
    }
    if (capabilities.loginApi === 'icore') {
      try {
        await dispatch(
          playerApi.endpoints.updatePlayerDetails.initiate({
            username,
            priceFormat: values.oddsType,
            ...(next.defaultStake !== null ? { defaultStake: next.defaultStake } : {}),
          }),
        ).unwrap();
      } catch (error) {
        ok = false;
        logFailure('player details', error);
      }
    }
    setSaving(false);
    if (ok) onSaved?.(SETTINGS_SAVED_TOAST);
    onDone?.();
  };

  return (
    <SettingsPanel
      options={options}
      initialValues={initialValues}
      currency={currency}
      saving={saving}
      hideHeading={hideHeading}
      onSave={(values) => void save(values)}
    />
  );
}
