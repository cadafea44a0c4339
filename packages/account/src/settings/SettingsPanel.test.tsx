import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultPlatformSettings, type PlatformSettings } from '@clem/core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@clem/ui/testing';
import { englishMessages } from '../pages/test/englishMessages';
import { SettingsPanel, type SettingsPanelValues } from './SettingsPanel';
import { settingsOptions } from './settingsOptions';

const initialValues: SettingsPanelValues = {
  sortBy: 'competition',
  oddsFormat: 'euro',
  layout: 'asian',
  theme: 'system',
  acceptHigherOdds: true,
  defaultStake: '',
};

function renderPanel(
  settings: Partial<PlatformSettings> = {},
  { loggedIn = true, hideDefaultStake = false, restrictedVariant = false } = {},
) {
  const onSave = vi.fn<(values: SettingsPanelValues) => void>();
  const options = settingsOptions({
    settings: { ...defaultPlatformSettings, ...settings },
    capabilities: { hideDefaultStake },
    loggedIn,
    currentLayout: 'asian',
    restrictedVariant,
  });
  renderWithProviders(
    <SettingsPanel
      options={options}
      initialValues={initialValues}
      currency="EUR"
      onSave={onSave}
    />,
    { messages: englishMessages },
  );
  return { onSave, user: userEvent.setup() };
}

describe('SettingsPanel', () => {
  it('shows the basic controls, labelled', () => {
    renderPanel();
    expect(screen.getByRole('form', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Sort events by' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Odds format' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Layout' })).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Default stake (EUR)' }),
    ).toHaveAccessibleDescription(/Leave it empty/);
  });

  it('offers euro plus the odds formats the settings list (odds_types)', () => {
    renderPanel({ odds_types: ['malay', 'us'] });
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Decimal', 'Malay', 'American']);
  });

  it('offers the layouts per view_types and drops thai for the restricted variant', () => {
    renderPanel({ view_types: ['asian', 'thai'] });
    expect(screen.getAllByRole('radio', { name: /Asian|European|Thai/ })).toHaveLength(3);
    cleanup();
    renderPanel({ view_types: ['asian', 'thai'] }, { restrictedVariant: true });
    expect(screen.queryByRole('radio', { name: 'Thai' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'European' })).toBeInTheDocument();
  });

  it('shows theme and accept-higher-odds only when the settings allow them', () => {
    renderPanel();
    expect(screen.queryByRole('radio', { name: 'Dark' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Accept higher odds' })).not.toBeInTheDocument();
    cleanup();
    renderPanel({ enable_switching_theme_modes: true, allow_higher_odds_and_cashout: true });
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Accept higher odds' })).toBeChecked();
  });

  it('hides the default stake when anonymous or on a brand that hides it', () => {
    renderPanel({}, { loggedIn: false });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    cleanup();
    renderPanel({}, { hideDefaultStake: true });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('keeps the stake numeric and strips one leading zero', async () => {
    const { user } = renderPanel();
    const stake = screen.getByRole('textbox', { name: 'Default stake (EUR)' });
    await user.type(stake, '0a5-.2x5');
    expect(stake).toHaveValue('5.25');
  });

  it('saves the edited values, by keyboard too', async () => {
    const { user, onSave } = renderPanel({
      enable_switching_theme_modes: true,
      allow_higher_odds_and_cashout: true,
    });
    await user.click(screen.getByRole('radio', { name: 'Time' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Odds format' }), 'hk');
    await user.click(screen.getByRole('radio', { name: 'Thai' }));
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('checkbox', { name: 'Accept higher odds' }));
    await user.type(screen.getByRole('textbox'), '12.5');
    screen.getByRole('button', { name: 'Save' }).focus();
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledWith({
      sortBy: 'time',
      oddsFormat: 'hk',
      layout: 'thai',
      theme: 'dark',
      acceptHigherOdds: false,
      defaultStake: '12.5',
    });
  });
});
