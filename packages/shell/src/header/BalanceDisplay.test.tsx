import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, it, expect, vi } from 'vitest';
import { BalanceDisplay, isLowBalance, MASKED_BALANCE } from './BalanceDisplay';
import { renderWithProviders } from '@clem/ui/testing';
import { shellMessagesEnglish } from '../messages/english';

describe('isLowBalance', () => {
  it('is true at 0 or less', () => {
    expect(isLowBalance(0)).toBe(true);
    expect(isLowBalance(-3)).toBe(true);
    expect(isLowBalance(0.01)).toBe(false);
    expect(isLowBalance(Number.NaN)).toBe(false);
  });
});

describe('BalanceDisplay', () => {
  it('shows the formatted balance without a toggle by default', () => {
    renderWithProviders(<BalanceDisplay formatted="€12.50" amount={12.5} toggle={false} />, {
      messages: shellMessagesEnglish,
    });
    expect(screen.getByText('€12.50')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/Low balance/)).not.toBeInTheDocument();
  });

  it('masks and unmasks the balance with the toggle', async () => {
    const user = userEvent.setup();
    const onHiddenChange = vi.fn();
    renderWithProviders(
      <BalanceDisplay formatted="€12.50" amount={12.5} toggle onHiddenChange={onHiddenChange} />,
      { messages: shellMessagesEnglish },
    );
    const toggle = screen.getByRole('button', { name: 'Hide balance' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('€12.50')).not.toBeInTheDocument();
    expect(screen.getByText(MASKED_BALANCE)).toBeInTheDocument();
    expect(screen.getByText('Balance hidden')).toBeInTheDocument();
    expect(onHiddenChange).toHaveBeenLastCalledWith(true);
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('€12.50')).toBeInTheDocument();
  });

  it('follows the controlled hidden state', () => {
    renderWithProviders(<BalanceDisplay formatted="€1.00" amount={1} toggle hidden />, {
      messages: shellMessagesEnglish,
    });
    expect(screen.getByText(MASKED_BALANCE)).toBeInTheDocument();
  });

  it('keeps showing a stale balance, marked in sight and for screen readers', () => {
    const { container, rerender } = renderWithProviders(
      <BalanceDisplay formatted="EUR 1,000.00" amount={100_000} toggle={false} stale />,
      { messages: shellMessagesEnglish },
    );
    expect(screen.getByText('EUR 1,000.00')).toBeVisible();
    expect(screen.getByText(/\(Balance may be out of date\)/)).toBeInTheDocument();
    const amount = container.querySelector('.ch-balance-amount');
    expect(amount).toHaveAttribute('data-stale');
    expect(amount).toHaveAttribute('title', 'Balance may be out of date');
    expect(amount).toHaveTextContent('Balance: EUR 1,000.00 (Balance may be out of date)');

    rerender(<BalanceDisplay formatted="EUR 1,000.00" amount={100_000} toggle={false} />);
    expect(screen.queryByText(/out of date/)).toBeNull();
    expect(container.querySelector('[data-stale]')).toBeNull();
  });

  it('warns about a low balance in text, not only colour', () => {
    const { container } = renderWithProviders(
      <BalanceDisplay formatted="€0.00" amount={0} toggle={false} />,
      { messages: shellMessagesEnglish },
    );
    expect(screen.getByText('(Low balance)')).toBeInTheDocument();
    expect(container.querySelector('[data-low]')).not.toBeNull();
  });
});
