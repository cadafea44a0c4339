import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, it, expect, vi } from 'vitest';
import { accountMenuItems } from '../navigation/headerVisibility';
import { AccountMenu } from './AccountMenu';
import { installDomStubs, renderWithProviders } from '@clem/ui/testing';
import { shellMessagesEnglish } from '../messages/english';
import { englishLinks, spanishLinks } from './test/links';

beforeAll(installDomStubs);

const allOn = accountMenuItems({}, { selfExclusionEntry: true });

describe('AccountMenu', () => {
  it('shows the username on a labelled trigger that opens with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AccountMenu username="alice" items={allOn} linkContext={englishLinks} onLogout={vi.fn()} />,
      { messages: shellMessagesEnglish },
    );
    const trigger = screen.getByRole('button', { name: 'Account menu for alice' });
    expect(trigger).toHaveTextContent('alice');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'My profile',
      'Balances',
      'Transactions',
      'Account flags',
      'Self-exclusion',
      'Log out',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('names whose account it is, and the VIP tier the phone bar leaves out, at the top of the menu', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AccountMenu
        username="alice"
        items={allOn}
        linkContext={englishLinks}
        onLogout={vi.fn()}
        vipTier="gold"
      />,
      { messages: shellMessagesEnglish },
    );
    const trigger = screen.getByRole('button', { name: 'Account menu for alice' });
    // The icon is decorative; the visible name is a part a phone hides, never the only label.
    expect(trigger.querySelector('.ch-account-name')).toHaveTextContent('alice');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent(/^aliceVIP Gold/);
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveTextContent('My profile');
  });

  it('links the entries to the account pages with the locale prefix', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AccountMenu
        username="alice"
        items={allOn}
        linkContext={spanishLinks}
        onLogout={vi.fn()}
        hrefs={{ profile: 'https://profile.example/me' }}
      />,
      { messages: shellMessagesEnglish },
    );
    screen.getByRole('button', { name: /alice/ }).focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    const href = (name: string) =>
      within(menu).getByRole('menuitem', { name }).getAttribute('href');
    expect(href('My profile')).toBe('https://profile.example/me');
    expect(href('Balances')).toBe('/es/account/balances');
    expect(href('Transactions')).toBe('/es/account/transactions');
  });

  it('renders items disabled by their flags as disabled, not links', async () => {
    const user = userEvent.setup();
    const items = accountMenuItems(
      { enable_balances_tab: false, display_logout_button: 'false' },
      { selfExclusionEntry: false },
    );
    const onLogout = vi.fn();
    renderWithProviders(
      <AccountMenu username="bob" items={items} linkContext={englishLinks} onLogout={onLogout} />,
      { messages: shellMessagesEnglish },
    );
    screen.getByRole('button', { name: /bob/ }).focus();
    await user.keyboard(' ');
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByText('Self-exclusion')).not.toBeInTheDocument();
    const balances = within(menu).getByRole('menuitem', { name: 'Balances' });
    expect(balances).toHaveAttribute('aria-disabled', 'true');
    expect(balances).not.toHaveAttribute('href');
    const logout = within(menu).getByRole('menuitem', { name: 'Log out' });
    expect(logout).toHaveAttribute('aria-disabled', 'true');
    await user.click(logout);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('calls onLogout from the logout entry', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderWithProviders(
      <AccountMenu username="carol" items={allOn} linkContext={englishLinks} onLogout={onLogout} />,
      { messages: shellMessagesEnglish },
    );
    await user.click(screen.getByRole('button', { name: /carol/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
  it('moves through the entries with the arrow keys, skipping disabled ones', async () => {
    const user = userEvent.setup();
    const items = accountMenuItems({ enable_balances_tab: '0' }, { selfExclusionEntry: false });
    renderWithProviders(
      <AccountMenu username="dave" items={items} linkContext={englishLinks} onLogout={vi.fn()} />,
      { messages: shellMessagesEnglish },
    );
    screen.getByRole('button', { name: /dave/ }).focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Transactions' })).toHaveFocus();
  });
});
