import { singleBetKey, systemBetKey } from '@clem/core/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@clem/ui/testing';
import betslipEnglish from '../../../messages/en.json';
import { StakeField, type StakeFieldProps } from './StakeField';

function props(overrides: Partial<StakeFieldProps> = {}): StakeFieldProps {
  return {
    betKey: singleBetKey(101),
    name: 'Arsenal to win',
    value: '',
    currency: 'EUR',
    onStakeChange: vi.fn(),
    onStakeActivate: vi.fn(),
    ...overrides,
  };
}

describe('StakeField', () => {
  it('is named for its bet, shows a short visible label and describes the currency', () => {
    renderWithProviders(<StakeField {...props()} />, { messages: betslipEnglish });
    const input = screen.getByRole('textbox', { name: 'Stake for Arsenal to win' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAccessibleDescription('EUR');
    expect(screen.getByText('Stake')).toBeVisible();
  });

  it('names a system stake per line', () => {
    renderWithProviders(
      <StakeField {...props({ betKey: systemBetKey('sys1'), name: 'Trixie', perLine: true })} />,
      { messages: betslipEnglish },
    );
    expect(screen.getByRole('textbox', { name: 'Stake per line for Trixie' })).toBeInTheDocument();
  });

  it('calls onStakeChange with the bet key and the typed text', async () => {
    const user = userEvent.setup();
    const onStakeChange = vi.fn();
    renderWithProviders(<StakeField {...props({ onStakeChange })} />, { messages: betslipEnglish });
    await user.type(screen.getByRole('textbox'), '5');
    expect(onStakeChange).toHaveBeenLastCalledWith('single:101', '5');
  });

  it('calls onStakeActivate when focused or tapped, not while locked', async () => {
    const user = userEvent.setup();
    const onStakeActivate = vi.fn();
    const { rerender } = renderWithProviders(<StakeField {...props({ onStakeActivate })} />, {
      messages: betslipEnglish,
    });
    await user.click(screen.getByRole('textbox'));
    expect(onStakeActivate).toHaveBeenCalledWith('single:101');

    onStakeActivate.mockClear();
    rerender(<StakeField {...props({ onStakeActivate, locked: true, value: '5' })} />);
    screen.getByRole('textbox').blur();
    await user.click(screen.getByRole('textbox'));
    expect(onStakeActivate).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox')).toHaveAttribute('readonly');
  });

  it('focusing with the keyboard activates the bet', async () => {
    const user = userEvent.setup();
    const onStakeActivate = vi.fn();
    renderWithProviders(<StakeField {...props({ onStakeActivate })} />, {
      messages: betslipEnglish,
    });
    await user.tab();
    expect(screen.getByRole('textbox')).toHaveFocus();
    expect(onStakeActivate).toHaveBeenCalledWith('single:101');
  });

  it('opens no device keyboard with the on-screen keypad', () => {
    renderWithProviders(<StakeField {...props({ touchKeypad: true })} />, {
      messages: betslipEnglish,
    });
    expect(screen.getByRole('textbox')).toHaveAttribute('inputmode', 'none');
  });

  it('exposes the error through aria-describedby and aria-invalid', () => {
    renderWithProviders(
      <StakeField {...props({ error: 'The maximum stake is €500.00', hint: 'Minimum €1.00' })} />,
      { messages: betslipEnglish },
    );
    const input = screen.getByRole('textbox', { name: 'Stake for Arsenal to win' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('EUR Minimum €1.00 The maximum stake is €500.00');
    const errorId = input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '';
    expect(document.getElementById(errorId)).toHaveTextContent('The maximum stake is €500.00');
  });

  it('is valid without an error', () => {
    renderWithProviders(<StakeField {...props()} />, { messages: betslipEnglish });
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('gives two fields distinct ids', () => {
    renderWithProviders(
      <>
        <StakeField {...props()} />
        <StakeField {...props({ betKey: singleBetKey(102), name: 'LA Lakers' })} />
      </>,
      { messages: betslipEnglish },
    );
    const [first, second] = screen.getAllByRole('textbox');
    expect(first?.id).not.toBe(second?.id);
    expect(screen.getByRole('textbox', { name: 'Stake for LA Lakers' })).toBe(second);
  });
});
