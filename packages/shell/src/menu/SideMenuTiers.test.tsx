import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeText } from '@clem/core';
import { SideMenuTiers, type SideMenuTiersProps } from './SideMenuTiers';
import {
  SAMPLE_LOGIN_TIME,
  SAMPLE_NOW,
  sampleResolveHref,
  sampleSportTree,
  sampleTiers,
} from './menuSample';
import { renderWithProviders } from '@clem/ui/testing';
import { shellMessagesEnglish } from '../messages/english';

function renderTiers(props: Partial<SideMenuTiersProps> = {}) {
  return renderWithProviders(
    <SideMenuTiers
      tiers={sampleTiers({ loggedIn: true })}
      resolveHref={sampleResolveHref}
      sportTree={sampleSportTree}
      settingsContent={<p>Settings panel</p>}
      languageSelector={<button type="button">EN</button>}
      logo={<a href="/">Brand</a>}
      {...props}
    />,
    { messages: shellMessagesEnglish },
  );
}

const tierKinds = (nav: HTMLElement) =>
  [...nav.querySelectorAll(':scope > [data-menu-tier]')].map((el) =>
    el.getAttribute('data-menu-tier'),
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('SideMenuTiers: structure', () => {
  it('renders the tiers top to bottom inside one navigation landmark', () => {
    renderTiers();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(tierKinds(nav)).toEqual([
      'mobile-header',
      'top-icons',
      'main',
      'quick-links',
      'settings',
      'az-sports',
      'third-party',
      'bottom',
      'logout',
    ]);
    expect(within(nav).getByRole('list', { name: 'Shortcuts' })).toBeInTheDocument();
    expect(within(nav).getByRole('region', { name: 'Quick links' })).toBeInTheDocument();
    expect(within(nav).getByRole('region', { name: 'AZ Sports' })).toBeInTheDocument();
  });

  it('renders only what the tiers say: an anonymous player gets no account, clock or logout', () => {
    renderTiers({ tiers: sampleTiers({ loggedIn: false }) });
    expect(screen.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    expect(screen.queryByText('Session')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cash Out' })).not.toBeInTheDocument();
    // The logged-out title of an item.
    expect(screen.getByRole('link', { name: 'Play Safe' })).toBeInTheDocument();
  });

  it('desktop tiers have no mobile header, icon strip or settings', () => {
    renderTiers({ tiers: sampleTiers({ device: 'desktop', loggedIn: true }) });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(tierKinds(nav)).toEqual([
      'main',
      'quick-links',
      'az-sports',
      'third-party',
      'bottom',
      'logout',
    ]);
  });

  it('the mobile header holds the logo, language selector slot, account link and close button', async () => {
    const onClose = vi.fn();
    renderTiers({ onClose });
    expect(screen.getByRole('link', { name: 'Brand' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EN' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('icons are decorative', () => {
    renderTiers();
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('SideMenuTiers: links', () => {
  it('links through resolveHref; a link resolving to null renders as text', () => {
    renderTiers();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Weekend Football' })).toHaveAttribute(
      'href',
      '/sports/1?active-coupon=501',
    );
    expect(screen.getByText('Coming soon').closest('a')).toBeNull();
  });

  it('open_in_parent_frame items open with target _top; external links get rel noopener', () => {
    renderTiers();
    const about = screen.getByRole('link', { name: 'About us' });
    expect(about).toHaveAttribute('target', '_top');
    expect(about).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Help centre' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('rel');
  });

  it('marks the current page with aria-current="page", and only it', () => {
    renderTiers({ currentPath: '/jackpot' });
    expect(screen.getByRole('link', { name: /Mega Jackpot/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(document.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('calls onNavigate when a link is followed', async () => {
    const onNavigate = vi.fn();
    renderTiers({ onNavigate });
    const home = screen.getByRole('link', { name: 'Home' });
    home.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(home);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});

describe('SideMenuTiers: one open submenu section at a time', () => {
  it('items with children are toggles revealing their sub-items', async () => {
    const user = userEvent.setup();
    renderTiers();
    const toggle = screen.getByRole('button', { name: 'Top Sports' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel as HTMLElement).getByRole('link', { name: 'Tennis' })).toHaveAttribute(
      'href',
      '/sports/3-TENN',
    );
  });

  it('opening another section, in any tier, closes the open one', async () => {
    const user = userEvent.setup();
    renderTiers();
    const topSports = screen.getByRole('button', { name: 'Top Sports' });
    const account = screen.getByRole('button', { name: 'My Account' });
    await user.click(topSports);
    await user.click(account);
    expect(topSports).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('link', { name: 'Tennis' })).not.toBeInTheDocument();

    const football = screen.getByRole('button', { name: /^Football/ });
    await user.click(football);
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(football).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

    await user.click(football);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('opens the section holding the current page at first', () => {
    renderTiers({ currentPath: '/sports/2-BASK' });
    expect(screen.getByRole('button', { name: 'Top Sports' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Basketball' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('works from the keyboard: Tab reaches the toggle, Enter opens, Space closes', async () => {
    const user = userEvent.setup();
    renderTiers({ tiers: sampleTiers({ device: 'desktop', loggedIn: false }) });
    const toggle = screen.getByRole('button', { name: 'Top Sports' });
    await user.tab(); // Home
    await user.tab(); // Live Now
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Football' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('SideMenuTiers: settings, bottom tier and logout', () => {
  it('the settings button opens a popover with the settings content; Escape closes it', async () => {
    const user = userEvent.setup();
    renderTiers();
    const button = screen.getByRole('button', { name: 'Settings' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const popover = screen.getByRole('dialog', { name: 'Settings' });
    expect(within(popover).getByText('Settings panel')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('the session clock ticks every second from the login time', () => {
    vi.useFakeTimers({ now: SAMPLE_NOW, toFake: ['setInterval', 'clearInterval', 'Date'] });
    renderTiers({ loginTime: SAMPLE_LOGIN_TIME });
    const clock = screen.getByText('01:02:03');
    expect(clock.tagName).toBe('TIME');
    expect(clock).toHaveAttribute('datetime', 'PT1H2M3S');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(clock).toHaveTextContent('01:02:04');
    act(() => {
      vi.advanceTimersByTime(57_000);
    });
    expect(clock).toHaveTextContent('01:03:01');
  });

  it('without a login time the clock shows the tier text, still', () => {
    renderTiers();
    expect(screen.getByText('Session').nextElementSibling).toHaveTextContent('01:02:03');
  });

  it('shows the last login as DD/MM/YYYY HH:mm in the player time zone', () => {
    renderTiers();
    const value = screen.getByText('Last login').nextElementSibling;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(value).toHaveTextContent(dateTimeText('2026-11-22T18:45:00Z', zone) ?? '');
    expect(value?.textContent).toMatch(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}$/);
    expect(value?.querySelector('time')).toHaveAttribute('datetime', '2026-11-22T18:45:00.000Z');
  });

  it('the logout button calls onLogout', async () => {
    const onLogout = vi.fn();
    renderTiers({ onLogout });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
