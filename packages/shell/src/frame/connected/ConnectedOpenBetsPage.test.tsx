import { loadBetslipMessages } from '@clem/betslip';
import { sessionStarted, type AppStore } from '@clem/core';
import { stubbedStore } from '@clem/core/testing';
import { TestProviders } from '@clem/ui/testing';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { shellMessagesEnglish } from '../../messages/english';

// The server action, as the browser sees it: the betslip catalogue (uncompiled is fine in tests,
// whose next-intl has the ICU parser).
const loadCompiledBetslipMessages = vi.fn((locale: string) => loadBetslipMessages(locale));
vi.mock('./betslipMessages', () => ({ loadCompiledBetslipMessages }));

const { ConnectedOpenBetsPage } = await import('./ConnectedOpenBetsPage');

const bet = {
  betId: 17,
  reference: 'BS00000012-1',
  kind: 'single',
  betTypeId: 200001,
  description: 'Arsenal (Match Result) – Arsenal vs Chelsea',
  status: 'open',
  eachWay: false,
  jackpotId: null,
  unitStake: 1000,
  totalStake: 1000,
  numberOfBets: 1,
  decimal: 1.85,
  potentialReturns: 1850,
  payout: 0,
  currency: 'EUR',
  precision: 2,
  displayScale: 1,
  placedAt: '2026-11-23T10:00:00.000Z',
  settledAt: null,
  legs: [],
};

function storeAnswering() {
  const { store } = stubbedStore(() => ({ body: { accountId: 42, count: 1, bets: [bet] } }));
  store.dispatch(
    sessionStarted({ jweToken: 'jwe', username: 'demo', loginDetails: { alsPlayerId: 42 } }),
  );
  return store;
}

function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <TestProviders store={store} messages={shellMessagesEnglish}>
      {children}
    </TestProviders>
  );
}

describe('ConnectedOpenBetsPage (/open_bets)', () => {
  it('renders the page title on the server, without My Bets or its messages', () => {
    const store = storeAnswering();
    const html = renderToString(
      <Providers store={store}>
        <ConnectedOpenBetsPage />
      </Providers>,
    );
    expect(html).toContain('<h1 id="open-bets-title">My bets</h1>');
    expect(html).not.toContain('role="tablist"');
    expect(loadCompiledBetslipMessages).not.toHaveBeenCalled();
    store.clearListeners();
  });

  it('loads My Bets and the betslip messages in the browser, then shows the player’s bets', async () => {
    const store = storeAnswering();
    render(
      <Providers store={store}>
        <ConnectedOpenBetsPage />
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My bets' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Open (1)' })).toBeInTheDocument();
    expect(loadCompiledBetslipMessages).toHaveBeenCalledWith('en');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Close My bets' })).not.toBeInTheDocument();
    store.clearListeners();
  });
});
