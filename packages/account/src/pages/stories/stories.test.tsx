import { composeStories } from '@storybook/react';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as accountStories from '../AccountPage.stories';
import * as balancesStories from '../AccountBalancesPage.stories';
import * as betsStories from '../AccountBetsPage.stories';
import * as transactionsStories from '../AccountTransactionsPage.stories';
import * as panelStories from '../../settings/SettingsPanel.stories';
import * as dialogStories from '../../settings/SettingsDialog.stories';
import {
  expectNoAxeViolations,
  fragmentRules,
  installDomStubs,
  renderWithProviders,
} from '@clem/ui/testing';
import { englishMessages } from '../test/englishMessages';

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
    renderWithProviders(<Story />, { messages: englishMessages });
    expect(await screen.findAllByText(/./)).not.toHaveLength(0);
    if (name.startsWith('Account') && name.endsWith('/Anonymous')) {
      expect(screen.getByText('Log in to see your account.')).toBeInTheDocument();
    }
    if (name.endsWith('/Loading')) expect(screen.getByRole('status')).toBeInTheDocument();
    if (name.endsWith('/LoadFailed')) expect(await screen.findByRole('alert')).toBeInTheDocument();
    if (name.startsWith('SettingsDialog/')) {
      expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    }
    // Page-level rules do not apply to a story fragment.
    await expectNoAxeViolations(document.body, { rules: fragmentRules });
  });
});
