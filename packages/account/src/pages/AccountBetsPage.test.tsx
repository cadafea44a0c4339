import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StubRequest } from '@clem/core/testing';
import { AccountBetsPage } from './AccountBetsPage';
import { sampleOpenBets, sampleSettledBets } from './test/fixtures';
import { pageStore } from './test/pageStore';
import { renderWithProviders } from '@clem/ui/testing';
import { englishMessages } from './test/englishMessages';

const answer = (request: StubRequest) =>
  request.path.endsWith('/openbets') ? { body: sampleOpenBets } : { body: sampleSettledBets };

describe('AccountBetsPage', () => {
  it('asks an anonymous player to log in', () => {
    const { store } = pageStore(answer, { anonymous: true });
    renderWithProviders(<AccountBetsPage />, { messages: englishMessages, store });
    expect(screen.getByText('Log in to see your account.')).toBeInTheDocument();
  });

  it('lists open and settled bets', async () => {
    const { store, requests } = pageStore(answer);
    renderWithProviders(<AccountBetsPage />, { messages: englishMessages, store });
    expect(screen.getByRole('status')).toBeInTheDocument();
    const open = await screen.findByRole('region', { name: 'Open bets' });
    expect(open).toHaveTextContent('Arsenal v Chelsea: Arsenal');
    expect(open).toHaveTextContent('Stake: EUR 10.00');
    expect(open).toHaveTextContent('Potential returns: EUR 25.00');
    expect(open).toHaveTextContent('Reference B-0007');
    const settled = screen.getByRole('region', { name: 'Settled in the last 24 hours' });
    expect(settled).toHaveTextContent('Won');
    expect(settled).toHaveTextContent('Payout: EUR 30.00');
    expect(requests.map((r) => r.path).sort()).toEqual([
      '/xapi/bet/account/42/openbets',
      '/xapi/rest/acchistory/dailySettledBets',
    ]);
    expect(requests.every((r) => r.withAuth)).toBe(true);
  });

  it('says when there is nothing to list', async () => {
    const { store } = pageStore((request) =>
      request.path.endsWith('/openbets')
        ? { body: { ...sampleOpenBets, count: 0, bets: [] } }
        : { body: { ...sampleSettledBets, count: 0, bets: [] } },
    );
    renderWithProviders(<AccountBetsPage />, { messages: englishMessages, store });
    expect(await screen.findByText('You have no open bets.')).toBeInTheDocument();
    expect(screen.getByText('No bets settled in the last 24 hours.')).toBeInTheDocument();
  });

  it('shows an error with retry when a call fails', async () => {
    let fail = true;
    const { store } = pageStore((request) =>
      fail && request.path.endsWith('/openbets') ? { status: 404, body: {} } : answer(request),
    );
    renderWithProviders(<AccountBetsPage />, { messages: englishMessages, store });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Open bets' })).toBeInTheDocument();
  });
});
