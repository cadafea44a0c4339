import axe from 'axe-core';
import { screen } from '@testing-library/react';
import { defaultPlatformSettings } from '@clem/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { installDomStubs, renderAccount } from '../pages/test/renderAccount';
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
    renderAccount(
      <SettingsDialog open onOpenChange={() => {}}>
        <SettingsPanel
          hideHeading
          options={options}
          currency="EUR"
          onSave={() => {}}
          initialValues={{
            sortBy: 'time',
            oddsType: 'hk',
            layout: 'thai',
            theme: 'dark',
            acceptHigherOdds: false,
            defaultStake: '5',
          }}
        />
      </SettingsDialog>,
    );
    const dialog = screen.getByRole('dialog');
    // Colour contrast needs real CSS (jsdom has no layout); the stories check it in a browser.
    const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
