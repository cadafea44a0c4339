import { composeStories } from '@storybook/react';
import { cleanup, screen } from '@testing-library/react';
import { expectNoAxeViolations, fragmentRules, renderWithProviders } from '@clem/ui/testing';
import { afterEach, describe, expect, it } from 'vitest';
import * as betCardStories from '../components/BetCard.stories';
import * as panelStories from '../components/MyBetsPanel.stories';
import * as connectedStories from '../ConnectedMyBets.stories';

const files = {
  BetCard: composeStories(betCardStories),
  MyBetsPanel: composeStories(panelStories),
  ConnectedMyBets: composeStories(connectedStories),
};

const cases = Object.entries(files).flatMap(([file, stories]) =>
  Object.entries(stories).map(([name, Story]) => ({ name: `${file}/${name}`, Story })),
);

describe('My Bets stories', () => {
  afterEach(cleanup);

  it.each(cases)('$name renders without axe violations', async ({ name, Story }) => {
    renderWithProviders(<Story />);
    expect(await screen.findAllByText(/./)).not.toHaveLength(0);
    if (name.endsWith('/Loading')) expect(screen.getByRole('status')).toBeInTheDocument();
    if (name.endsWith('LoadFailed')) expect(await screen.findByRole('alert')).toBeInTheDocument();
    if (name.endsWith('/Anonymous') || name.endsWith('/LoggedOut')) {
      expect(screen.getByText('Log in to see your bets')).toBeInTheDocument();
    }
    if (name === 'ConnectedMyBets/LoggedIn') {
      expect(await screen.findByRole('tab', { name: 'Open (5)' })).toBeInTheDocument();
    }
    // Page-level rules do not apply to a story fragment.
    await expectNoAxeViolations(document.body, {
      rules: {
        ...fragmentRules,
        // A card alone starts at its h3; inside the panel the outline is whole.
        'heading-order': { enabled: !name.startsWith('BetCard/') },
      },
    });
  });
});
