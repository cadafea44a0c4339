import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, it, expect, vi } from 'vitest';
import { preloadSafeHtml } from '@clem/ui';
import { accountMenuItems } from '../navigation/headerVisibility';
import { Header, type HeaderProps } from './Header';
import type { LoggedInAccountProps } from './HeaderAccount';
import { installDomStubs, renderWithProviders } from '@clem/ui/testing';
import { shellMessagesEnglish } from '../messages/english';
import { spanishLinks } from './test/links';

beforeAll(async () => {
  installDomStubs();
  await preloadSafeHtml();
});

const loggedIn: LoggedInAccountProps = {
  status: 'loggedIn',
  username: 'alice',
  menuItems: accountMenuItems({}, { selfExclusionEntry: false }),
  onLogout: vi.fn(),
  balance: { formatted: '€10.00', amount: 10 },
  balanceToggle: true,
  cashier: { deposit: '/cashier', withdraw: null },
  cashierNewWindow: false,
  vipTier: 'silver',
  showVip: true,
};

const base: HeaderProps = {
  variant: 'classic',
  logo: { src: '/logo.svg', alt: 'Zedbet' },
  displayName: 'Zedbet',
  homeHref: '/',
  linkContext: spanishLinks,
  menuButton: <button type="button">Menu</button>,
  tools: <button type="button">Language</button>,
  account: {
    status: 'anonymous',
    showLogin: true,
    showRegistration: true,
    registrationHref: '/register',
    onLogin: vi.fn(),
  },
  subHeaderLinks: [{ id: 1, name: 'Football', href: '/sports/football' }],
  currentPath: '/sports/football',
};

describe('Header', () => {
  it('renders the classic header as a banner with the logo linking home', () => {
    renderWithProviders(<Header {...base} />, { messages: shellMessagesEnglish });
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-header-variant', 'classic');
    expect(within(banner).getByRole('link', { name: 'Zedbet home' })).toHaveAttribute(
      'href',
      '/es',
    );
    expect(within(banner).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Language' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(banner).getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
  });

  it('renders the rebranding header', () => {
    renderWithProviders(<Header {...base} variant="rebranding" />, {
      messages: shellMessagesEnglish,
    });
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-header-variant', 'rebranding');
    expect(banner.querySelector('[data-variant="rebranding"]')).not.toBeNull();
  });

  it('renders the operator header HTML sanitised, web and mobile variants', () => {
    renderWithProviders(
      <Header
        {...base}
        variant="external"
        externalHtml={{
          web: '<a href="/x" onclick="alert(1)">Operator web</a><script>alert(1)</script>',
          mobile: '',
        }}
      />,
      { messages: shellMessagesEnglish },
    );
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-header-variant', 'external');
    const copies = within(banner).getAllByText('Operator web');
    expect(copies).toHaveLength(2);
    for (const copy of copies) expect(copy).not.toHaveAttribute('onclick');
    expect(banner.querySelector('script')).toBeNull();
    expect(within(banner).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it('falls back to the classic header when the operator HTML is empty', () => {
    renderWithProviders(
      <Header {...base} variant="external" externalHtml={{ web: ' ', mobile: null }} />,
      { messages: shellMessagesEnglish },
    );
    expect(screen.getByRole('banner')).toHaveAttribute('data-header-variant', 'classic');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows the logged-in controls, all reachable by Tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header {...base} account={loggedIn} subHeaderLinks={[]} />, {
      messages: shellMessagesEnglish,
    });
    // A logged-in player's controls load lazily, in one piece.
    expect(await screen.findByText('VIP Silver')).toBeInTheDocument();
    expect(screen.getByText('€10.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu for alice' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const order: (string | null)[] = [];
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      const active = document.activeElement;
      order.push(active?.getAttribute('aria-label') ?? active?.textContent ?? null);
    }
    expect(order).toEqual([
      'Menu',
      'Zedbet home',
      'Language',
      'Hide balance',
      'Deposit',
      'Account menu for alice',
    ]);
  });

  it('keeps a stale balance in the banner, said to be possibly out of date', async () => {
    const balance = { formatted: '€10.00', amount: 10, stale: true };
    renderWithProviders(<Header {...base} account={{ ...loggedIn, balance }} />, {
      messages: shellMessagesEnglish,
    });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('€10.00')).toBeVisible();
    expect(within(banner).getByText(/Balance may be out of date/)).toBeInTheDocument();
  });

  it('hides the VIP badge unless showVip', async () => {
    renderWithProviders(<Header {...base} account={{ ...loggedIn, showVip: false }} />, {
      messages: shellMessagesEnglish,
    });
    await screen.findByRole('button', { name: 'Account menu for alice' });
    expect(screen.queryByText('VIP Silver')).not.toBeInTheDocument();
  });
});
