import axe from 'axe-core';
import { composeStories } from '@storybook/react';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as accountStories from '../AccountPage.stories';
import * as balancesStories from '../AccountBalancesPage.stories';
import * as betsStories from '../AccountBetsPage.stories';
import * as transactionsStories from '../AccountTransactionsPage.stories';
import * as panelStories from '../../settings/SettingsPanel.stories';
import * as dialogStories from '../../settings/SettingsDialog.stories';
import { installDomStubs, renderAccount } from '../test/renderAccount';

installDomStubs();

const files = {
  AccountPage: composeStories(accountStories),
  AccountBalancesPage: composeStories(balancesStories),
  AccountBetsPage: composeStories(betsStories),
  AccountTransactionsPage: composeStories(transactionsStories),
  SettingsPanel: composeStories(panelStories),
  SettingsDialog: composeStories(dialogStories),
};

const cases = Object.entries(files).flatMap(([file, stories]) =>
  Object.entries(stories).map(([name, Story]) => ({ name: `${file}/${name}`, Story })),
);

describe('account stories', () => {
  afterEach(cleanup);

  it.each(cases)('$name renders', async ({ name, Story }) => {
    renderAccount(<Story />);
    expect(await screen.findAllByText(/./)).not.toHaveLength(0);
    if (name.startsWith('Account') && name.endsWith('/Anonymous')) {
      expect(screen.getByText('Log in to see your account.')).toBeInTheDocument();
    }
    if (name.endsWith('/Loading')) expect(screen.getByRole('status')).toBeInTheDocument();
    if (name.endsWith('/LoadFailed')) expect(await screen.findByRole('alert')).toBeInTheDocument();
    if (name.startsWith('SettingsDialog/')) {
      expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    }
    // Page-level rules do not apply to a story fragment; contrast needs real CSS (a browser).
    const result = await axe.run(document.body, {
      rules: {
        'color-contrast': { enabled: false },
        region: { enabled: false },
        'landmark-one-main': { enabled: false },
        'page-has-heading-one': { enabled: false },
      },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
