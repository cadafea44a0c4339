'use client';

import type { Capabilities } from '@clem/brand-config';
import {
  playerSettingsChanged,
  selectIsLoggedIn,
  selectOddsFormat,
  selectPlayerSettings,
  selectSettings,
  selectUsername,
  selectWallet,
  useAppDispatch,
  useAppSelector,
  type SerialisedPlatformError,
  type ThemeMode,
} from '@clem/core';
import { useMemo, useState } from 'react';
import { selectAccountId } from '../player/accountId';
import { playerApi } from '../player/playerApi';
import { SettingsPanel, type SettingsPanelValues } from './SettingsPanel';
import { settingsOptions } from './settingsOptions';
import {
  savedPlayerSettings,
  settingsPanelValuesOf,
  settingsSaveCalls,
  themeToApply,
  type StakeUnits,
} from './settingsSave';

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
 * The settings panel on the store; what it starts with and what it saves are the pure rules of
 * `settingsSave.ts`. On Save:
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
  const oddsFormat = useAppSelector(selectOddsFormat);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const username = useAppSelector(selectUsername);
  const accountId = useAppSelector(selectAccountId);
  const wallet = useAppSelector(selectWallet);
  const [saving, setSaving] = useState(false);

  const currency = wallet?.currency ?? settings.currencyCode;
  const units: StakeUnits = {
    precision: wallet?.precision ?? settings.currency_precision,
    displayScale: wallet?.displayScale ?? 1,
  };

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

  const initialValues = settingsPanelValuesOf({
    playerSettings,
    oddsFormat,
    options,
    theme,
    units,
  });

  const save = async (values: SettingsPanelValues) => {
    const saved = savedPlayerSettings({ playerSettings, values, options, units });
    dispatch(playerSettingsChanged(saved));
    const nextTheme = themeToApply(values, options, theme);
    if (nextTheme !== undefined) onThemeChange?.(nextTheme);

    const calls = settingsSaveCalls({
      saved,
      values,
      options,
      username,
      accountId,
      loginApi: capabilities.loginApi,
    });
    if (calls.kind === 'local') {
      onSaved?.(SETTINGS_SAVED_TOAST);
      onDone?.();
      return;
    }
    setSaving(true);
    let ok = true;
    if (calls.accountPrefs === null) {
      ok = false;
      console.warn('Settings could not be saved (no account id); they are kept on this device.');
    } else {
      try {
        await dispatch(playerApi.endpoints.patchAccountPrefs.initiate(calls.accountPrefs)).unwrap();
      } catch (error) {
        ok = false;
        logFailure('account preferences', error);
      }
    }
    if (calls.playerDetails !== null) {
      try {
        await dispatch(
          playerApi.endpoints.updatePlayerDetails.initiate(calls.playerDetails),
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
