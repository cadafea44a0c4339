import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { doubles, patent, treble, trixie } from '../sampleViews';
import { renderWithProviders } from '@clem/ui/testing';
import betslipEnglish from '../../../messages/en.json';
import { spyActions } from '../spyActions';
import type { SlipLineView } from '../../view';
import { BetLineRow } from './BetLineRow';

function renderLine(line: SlipLineView) {
  const actions = spyActions();
  return {
    actions,
    ...renderWithProviders(<BetLineRow line={line} currency="EUR" actions={actions} />, {
      messages: betslipEnglish,
    }),
  };
}

describe('BetLineRow', () => {
  it('shows a multiple with its price and a plain stake field', () => {
    renderLine(treble);
    expect(screen.getByText('Treble')).toBeInTheDocument();
    expect(screen.getByText('9.32')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Stake for Treble' })).toHaveValue('10');
    expect(screen.queryByText(/bets?$/)).toBeNull();
    expect(screen.queryByText('Total stake')).toBeNull();
    expect(screen.getByText('€93.24')).toBeInTheDocument();
  });

  it('shows a system with its number of bets, stake per line and total stake', () => {
    renderLine(trixie);
    expect(screen.getByText('× 4 bets')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Stake per line for Trixie' })).toHaveValue('2');
    expect(screen.getByText('Total stake').nextElementSibling).toHaveTextContent('€8.00');
    expect(screen.getByText('Potential returns').nextElementSibling).toHaveTextContent('€45.38');
  });

  it('shows a multiple of several bets with its count, stake per bet and total, and no price', () => {
    renderLine(doubles);
    expect(screen.getByText('Doubles')).toBeInTheDocument();
    expect(screen.getByText('× 3 bets')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Stake per line for Doubles' })).toHaveValue('2');
    expect(screen.getByText('Total stake').nextElementSibling).toHaveTextContent('€6.00');
    expect(screen.getByText('Potential returns').nextElementSibling).toHaveTextContent('€26.73');
  });

  it('says "× 1 bet" in the singular', () => {
    renderLine({ ...trixie, noOfBets: 1 });
    expect(screen.getByText('× 1 bet')).toBeInTheDocument();
  });

  it('shows extra winnings when the promotion applies', () => {
    renderLine({ ...treble, extraWinnings: '€4.66' });
    expect(screen.getByText('Extra winnings').nextElementSibling).toHaveTextContent('€4.66');
  });

  it('reads the hint and the error with the stake field', () => {
    renderLine({ ...patent, stakeError: 'The minimum stake is €1.00' });
    const stake = screen.getByRole('textbox', { name: 'Stake per line for Patent' });
    expect(stake).toHaveAttribute('aria-invalid', 'true');
    expect(stake).toHaveAccessibleDescription(
      'EUR Stake per line: €7.00 in total for €1.00 The minimum stake is €1.00',
    );
  });

  it('calls onStakeChange with the line key', async () => {
    const user = userEvent.setup();
    const { actions } = renderLine(patent);
    await user.type(screen.getByRole('textbox'), '1');
    expect(actions.onStakeActivate).toHaveBeenCalledWith('system:sys2');
    expect(actions.onStakeChange).toHaveBeenLastCalledWith('system:sys2', '1');
  });
});
