import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectLoginOpen } from '@clem/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountPage } from './AccountPage';
import { sampleDetails } from './test/fixtures';
import { pageStore } from './test/pageStore';
import { renderWithProviders } from '@clem/ui/testing';
import { englishMessages } from './test/englishMessages';

describe('AccountPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks an anonymous player to log in', async () => {
    const { store, requests } = pageStore(() => ({ body: sampleDetails }), { anonymous: true });
    renderWithProviders(<AccountPage />, { messages: englishMessages, store });
    expect(screen.getByText('Log in to see your account.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(selectLoginOpen(store.getState())).toBe(true);
    expect(requests).toHaveLength(0);
  });

  it('shows loading, then the details from the player details call', async () => {
    const { store, requests } = pageStore(() => ({ body: sampleDetails }));
    renderWithProviders(<AccountPage />, { messages: englishMessages, store });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('Dana Demo')).toBeInTheDocument();
    expect(screen.getByText('demo')).toBeInTheDocument();
    expect(screen.queryByText('dana@example.test')).not.toBeInTheDocument();
    expect(screen.getByText('CLM-000042')).toBeInTheDocument();
    expect(screen.getByText('01/03/2024 09:30')).toBeInTheDocument();
    expect(screen.getByText('22/11/2026 18:05')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ path: '/xapi/icore/players/demo/details', withAuth: true });
  });

  it('shows the email per display_username_and_email', async () => {
    const { store } = pageStore(() => ({ body: sampleDetails }), {
      settings: { display_username_and_email: 'email' },
    });
    renderWithProviders(<AccountPage />, { messages: englishMessages, store });
    expect(await screen.findByText('dana@example.test')).toBeInTheDocument();
    expect(screen.queryByText('Username')).not.toBeInTheDocument();
  });

  it('shows the VIP tier only with the capability and display_vip_scheme', async () => {
    const { store } = pageStore(() => ({ body: sampleDetails }), {
      settings: { display_vip_scheme: true },
    });
    renderWithProviders(<AccountPage capabilities={{ vipBadge: true }} />, {
      messages: englishMessages,
      store,
    });
    expect(await screen.findByText('Gold')).toBeInTheDocument();
  });

  it('hides the VIP tier without the capability', async () => {
    const { store } = pageStore(() => ({ body: sampleDetails }), {
      settings: { display_vip_scheme: true },
    });
    renderWithProviders(<AccountPage capabilities={{ vipBadge: false }} />, {
      messages: englishMessages,
      store,
    });
    await screen.findByText('Dana Demo');
    expect(screen.queryByText('VIP tier')).not.toBeInTheDocument();
  });

  it('links the sections and the personal-data and history pages', async () => {
    const { store } = pageStore(() => ({ body: sampleDetails }));
    renderWithProviders(
      <AccountPage
        hrefs={{ account: '/es/account', bets: '/es/account/bets' }}
        links={{ personalData: '/es/user/info/personal-data' }}
      />,
      { messages: englishMessages, store },
    );
    const nav = screen.getByRole('navigation', { name: 'Account sections' });
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Account');
    expect(screen.getByRole('link', { name: 'My bets' })).toHaveAttribute(
      'href',
      '/es/account/bets',
    );
    expect(await screen.findByRole('link', { name: 'Personal data' })).toHaveAttribute(
      'href',
      '/es/user/info/personal-data',
    );
    expect(screen.getByRole('link', { name: 'Transaction history' })).toHaveAttribute(
      'href',
      'user/history/transactions',
    );
  });

  it('shows a translated error on a malformed answer and retries', async () => {
    let calls = 0;
    const { store } = pageStore(() => {
      calls += 1;
      return calls === 1 ? { body: { nonsense: true } } : { body: sampleDetails };
    });
    renderWithProviders(<AccountPage />, { messages: englishMessages, store });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Dana Demo')).toBeInTheDocument());
  });
});
