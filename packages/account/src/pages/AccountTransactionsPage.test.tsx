import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountTransactionsPage, pageCount } from './AccountTransactionsPage';
import { sampleTransactions } from './test/fixtures';
import { pageStore } from './test/pageStore';
import { renderWithProviders } from '@clem/ui/testing';
import { englishMessages } from './test/englishMessages';

describe('pageCount', () => {
  it('is at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe('AccountTransactionsPage', () => {
  it('asks an anonymous player to log in', () => {
    const { store } = pageStore(() => ({ body: sampleTransactions() }), { anonymous: true });
    renderWithProviders(<AccountTransactionsPage />, { messages: englishMessages, store });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows the ledger lines', async () => {
    const { store, requests } = pageStore(() => ({ body: sampleTransactions() }));
    renderWithProviders(<AccountTransactionsPage />, { messages: englishMessages, store });
    expect(screen.getByRole('status')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Wallet transactions' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Bet stake');
    expect(rows[1]).toHaveTextContent('EUR -10.00');
    expect(rows[1]).toHaveTextContent('EUR 990.00');
    expect(rows[2]).toHaveTextContent('EUR +1,000.00');
    expect(requests[0]).toMatchObject({
      path: '/xapi/rest/accounts/42/transactions',
      params: expect.objectContaining({ page: 1, pageSize: 20 }) as unknown,
      withAuth: true,
    });
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('pages through a long ledger', async () => {
    const { store } = pageStore((request) => ({
      body: sampleTransactions(Number(request.params.page), 45),
    }));
    renderWithProviders(<AccountTransactionsPage />, { messages: englishMessages, store });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('B-0007-p2')).toBeInTheDocument();
  });

  it('says when the ledger is empty', async () => {
    const { store } = pageStore(() => ({
      body: { ...sampleTransactions(), total: 0, transactions: [] },
    }));
    renderWithProviders(<AccountTransactionsPage />, { messages: englishMessages, store });
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
  });

  it('shows an error on an unknown line kind and retries', async () => {
    let bad = true;
    const { store } = pageStore(() => {
      const body = sampleTransactions();
      if (bad)
        body.transactions = body.transactions.map((line) => ({
          ...line,
          kind: 'mystery' as never,
        }));
      return { body };
    });
    renderWithProviders(<AccountTransactionsPage />, { messages: englishMessages, store });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    bad = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
