import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, it, expect, vi } from 'vitest';
import { FooterNav, type FooterNavProps } from './FooterNav';
import { footerSettingsInput } from './footerSettings';
import { layoutCss } from './layoutCss';
import { renderWithProviders } from '@clem/ui/testing';
import { shellMessagesEnglish } from '../messages/english';

/** The static stylesheet the apps and Storybook inject into <head> (it hides the inactive parts). */
let sheet: HTMLStyleElement;
beforeAll(() => {
  sheet = document.createElement('style');
  sheet.textContent = layoutCss;
  document.head.append(sheet);
});
afterAll(() => sheet.remove());

function props(overrides: Partial<FooterNavProps> = {}): FooterNavProps {
  return {
    settings: footerSettingsInput(
      {},
      { layoutHasHeaderAndMenu: true, kironVirtualsEnabled: false },
    ),
    pathname: '/en/live/sport/football',
    hrefFor: (path) => `/en${path}`,
    loggedIn: false,
    menuOpen: false,
    betslipOpen: false,
    myBetsOpen: false,
    selectionCount: 0,
    openBetCount: 0,
    onMenu: vi.fn(),
    onBetslip: vi.fn(),
    onMyBets: vi.fn(),
    onLogin: vi.fn(),
    ...overrides,
  };
}

function mobileList() {
  const nav = screen.getByRole('navigation', { name: 'Footer navigation' });
  const list = nav.querySelector<HTMLElement>('[data-viewport="mobile-portrait"]');
  if (!list) throw new Error('no mobile list');
  return list;
}

describe('FooterNav', () => {
  it('renders the mobile items in rule order with the locale prefix', () => {
    renderWithProviders(<FooterNav {...props()} />, { messages: shellMessagesEnglish });
    const items = [...mobileList().querySelectorAll('[data-item]')].map((el) =>
      el.getAttribute('data-item'),
    );
    expect(items).toEqual(['menu', 'pre-events', 'live', 'betslip', 'my-bets']);
    // next/link drops the trailing slash of /live/sport/ (no trailingSlash config).
    expect(screen.getByRole('link', { name: 'Live' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en\/live\/sport\/?$/),
    );
    expect(screen.getByRole('link', { name: 'Upcoming' })).toHaveAttribute(
      'href',
      '/en/sports/fixtures',
    );
  });

  it('marks the link selected by path; none while the betslip is open', () => {
    const { rerender } = renderWithProviders(<FooterNav {...props()} />, {
      messages: shellMessagesEnglish,
    });
    expect(screen.getByRole('link', { name: 'Live' })).toHaveAttribute('aria-current', 'page');
    rerender(<FooterNav {...props({ betslipOpen: true })} />);
    expect(screen.getByRole('link', { name: 'Live' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Betslip' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows badges capped at 99+ with an accessible count', () => {
    renderWithProviders(<FooterNav {...props({ selectionCount: 3, openBetCount: 120 })} />, {
      messages: shellMessagesEnglish,
    });
    const list = within(mobileList());
    expect(list.getByRole('button', { name: 'Betslip, 3 selections' })).toBeInTheDocument();
    const myBets = list.getByRole('button', { name: 'My bets, 120 open bets' });
    expect(myBets).toHaveTextContent('99+');
  });

  it('calls the handlers from mouse and keyboard', async () => {
    const user = userEvent.setup();
    const p = props({ menuOpen: true });
    renderWithProviders(<FooterNav {...p} />, { messages: shellMessagesEnglish });
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(menu);
    await user.click(screen.getByRole('button', { name: 'Betslip' }));
    screen.getByRole('button', { name: 'My bets' }).focus();
    await user.keyboard('{Enter}');
    expect(p.onMenu).toHaveBeenCalledTimes(1);
    expect(p.onBetslip).toHaveBeenCalledTimes(1);
    expect(p.onMyBets).toHaveBeenCalledTimes(1);
  });

  it('my account: a login button logged out, a link to /account logged in', async () => {
    const user = userEvent.setup();
    const settings = footerSettingsInput(
      { footer_nav_items: ['menu', 'live', 'promos'] },
      { layoutHasHeaderAndMenu: false, kironVirtualsEnabled: false },
    );
    const p = props({ settings });
    const { rerender } = renderWithProviders(<FooterNav {...p} />, {
      messages: shellMessagesEnglish,
    });
    await user.click(screen.getByRole('button', { name: 'My account' }));
    expect(p.onLogin).toHaveBeenCalled();
    rerender(<FooterNav {...p} loggedIn pathname="/en/account" />);
    const account = screen.getByRole('link', { name: 'My account' });
    expect(account).toHaveAttribute('href', '/en/account');
    expect(account).toHaveAttribute('aria-current', 'page');
  });

  it('links promos to an external promotions target as is', () => {
    const settings = footerSettingsInput(
      { footer_nav_items: ['promos', 'live'] },
      { layoutHasHeaderAndMenu: true, kironVirtualsEnabled: false },
    );
    renderWithProviders(
      <FooterNav {...props({ settings, promotionsTarget: 'https://promo.example/x' })} />,
      { messages: shellMessagesEnglish },
    );
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveAttribute(
      'href',
      'https://promo.example/x',
    );
  });

  it('falls back to /promotions for an unsafe promotions target', () => {
    const settings = footerSettingsInput(
      { footer_nav_items: ['promos', 'live'] },
      { layoutHasHeaderAndMenu: true, kironVirtualsEnabled: false },
    );
    for (const promotionsTarget of ['/\\evil.example', '/\t/evil.example', 'javascript:x']) {
      const { unmount } = renderWithProviders(
        <FooterNav {...props({ settings, promotionsTarget })} />,
        { messages: shellMessagesEnglish },
      );
      expect(screen.getByRole('link', { name: 'Promotions' })).toHaveAttribute(
        'href',
        '/en/promotions',
      );
      unmount();
    }
  });

  it('renders the desktop list with betslip and my bets only', () => {
    renderWithProviders(<FooterNav {...props()} />, { messages: shellMessagesEnglish });
    const nav = screen.getByRole('navigation', { name: 'Footer navigation' });
    const desktop = nav.querySelector('[data-viewport="desktop-or-landscape"]');
    expect(
      [...(desktop?.querySelectorAll('[data-item]') ?? [])].map((el) =>
        el.getAttribute('data-item'),
      ),
    ).toEqual(['betslip', 'my-bets']);
  });

  it('renders nothing when disabled', () => {
    renderWithProviders(<FooterNav {...props({ disabled: true })} />, {
      messages: shellMessagesEnglish,
    });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
