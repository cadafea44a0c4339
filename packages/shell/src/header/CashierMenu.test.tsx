import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, it, expect } from 'vitest';
import { CashierMenu } from './CashierMenu';
import { installDomStubs, renderWithProviders } from '@clem/ui/testing';
import { shellMessagesEnglish } from '../messages/english';
import { englishLinks, spanishLinks } from './test/links';

beforeAll(installDomStubs);

describe('CashierMenu', () => {
  it('opens a Deposit dropdown with deposit and withdraw links', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CashierMenu
        deposit="https://cashier.example/deposit"
        withdraw="/cashier/withdraw"
        newWindow={false}
        linkContext={spanishLinks}
      />,
      { messages: shellMessagesEnglish },
    );
    const trigger = screen.getByRole('button', { name: 'Deposit' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const deposit = within(menu).getByRole('menuitem', { name: 'Deposit' });
    expect(deposit).toHaveAttribute('href', 'https://cashier.example/deposit');
    expect(deposit).not.toHaveAttribute('target');
    expect(within(menu).getByRole('menuitem', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/es/cashier/withdraw',
    );
  });

  it('opens the cashier in a new window when configured', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CashierMenu deposit="/cashier" withdraw="/cashier" newWindow linkContext={englishLinks} />,
      { messages: shellMessagesEnglish },
    );
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const links = await screen.findAllByRole('menuitem');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveTextContent('opens in a new window');
    }
  });

  it('leaves out missing or unsafe targets and hides when none is left', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <CashierMenu
        deposit="/deposit"
        withdraw="javascript:alert(1)"
        newWindow={false}
        linkContext={englishLinks}
      />,
      { messages: shellMessagesEnglish },
    );
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findAllByRole('menuitem')).toHaveLength(1);
    unmount();
    renderWithProviders(
      <CashierMenu deposit={null} withdraw={null} newWindow={false} linkContext={englishLinks} />,
      { messages: shellMessagesEnglish },
    );
    expect(screen.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
  });
});
