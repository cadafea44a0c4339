import { screen } from '@testing-library/react';
import { defaultPlatformSettings } from '@clem/core';
import { beforeAll, describe, it } from 'vitest';
import { expectNoAxeViolations, installDomStubs, renderWithProviders } from '@clem/ui/testing';
import { englishMessages } from '../pages/test/englishMessages';
import { SettingsDialog } from './SettingsDialog';
import { SettingsPanel } from './SettingsPanel';
import { settingsOptions } from './settingsOptions';

beforeAll(installDomStubs);

const options = settingsOptions({
  settings: {
    ...defaultPlatformSettings,
    enable_switching_theme_modes: true,
    allow_higher_odds_and_cashout: true,
  },
  capabilities: { hideDefaultStake: false },
  loggedIn: true,
  currentLayout: 'asian',
  restrictedVariant: false,
});

describe('settings dialog', () => {
  it('has no axe violations with every control shown', async () => {
    renderWithProviders(
      <SettingsDialog open onOpenChange={() => {}}>
        <SettingsPanel
          hideHeading
          options={options}
          currency="EUR"
          onSave={() => {}}
          initialValues={{
            sortBy: 'time',
            oddsFormat: 'hk',
            layout: 'thai',
            theme: 'dark',
            acceptHigherOdds: false,
            defaultStake: '5',
          }}
        />
      </SettingsDialog>,
      { messages: englishMessages },
    );
    const dialog = screen.getByRole('dialog');
    await expectNoAxeViolations(dialog);
  });
});
