import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sportsbookBalanceBody } from '../wallet/test/balanceAnswers';
import { AccountBalancesPage } from './AccountBalancesPage';
import { pageStore } from './test/pageStore';
import { renderWithProviders } from '@clem/ui/testing';
import { englishMessages } from './test/englishMessages';

describe('AccountBalancesPage', () => {
  it('asks an anonymous player to log in', () => {
    const { store, requests } = pageStore(() => ({ body: {} }), { anonymous: true });
    renderWithProviders(<AccountBalancesPage />, { messages: englishMessages, store });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows the four amounts of the sportsbook wallet', async () => {
    const { store, requests } = pageStore(() => ({ body: sportsbookBalanceBody(125_050) }));
    renderWithProviders(<AccountBalancesPage />, { messages: englishMessages, store });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const value = (term: string) => screen.getByText(term).nextElementSibling;
    await screen.findByText('Balance');
    expect(value('Balance')).toHaveTextContent('EUR 1,250.50');
    expect(value('Promo cash')).toHaveTextContent('EUR 5.00');
    expect(value('Withdrawable')).toHaveTextContent('EUR 1,250.50');
    expect(value('Left to wager')).toHaveTextContent('EUR 2.50');
    expect(screen.queryByText('Low balance')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Balances' })).toHaveAttribute('aria-current', 'page');
    expect(requests[0]).toMatchObject({ withAuth: true });
  });

  it('marks a low balance', async () => {
    const { store } = pageStore(() => ({ body: sportsbookBalanceBody(0) }));
    renderWithProviders(<AccountBalancesPage />, { messages: englishMessages, store });
    expect(await screen.findByText('Low balance')).toBeInTheDocument();
  });

  it('shows an error with retry when the call fails', async () => {
    let fail = true;
    const { store } = pageStore(() =>
      fail ? { status: 500, body: {} } : { body: sportsbookBalanceBody(100) },
    );
    renderWithProviders(<AccountBalancesPage />, { messages: englishMessages, store });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByText('EUR 1.00')).not.toHaveLength(0);
  });
});
