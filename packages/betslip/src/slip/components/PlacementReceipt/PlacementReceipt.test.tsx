import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleReceipt, severalBetsReceipt } from '../sampleViews';
import { renderWithProviders } from '@clem/ui/testing';
import betslipEnglish from '../../../messages/en.json';
import { spyActions } from '../spyActions';
import { PlacementReceipt } from './PlacementReceipt';

describe('PlacementReceipt', () => {
  it('moves focus to its heading when it appears', () => {
    renderWithProviders(<PlacementReceipt receipt={sampleReceipt} actions={spyActions()} />, {
      messages: betslipEnglish,
    });
    const heading = screen.getByRole('heading', { name: 'Bet placed' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('shows the references, each bet, the total cost and the balance', () => {
    renderWithProviders(<PlacementReceipt receipt={severalBetsReceipt} actions={spyActions()} />, {
      messages: betslipEnglish,
    });
    expect(screen.getByRole('heading', { name: 'Bets placed' })).toBeInTheDocument();
    expect(screen.getByText('BS-2093-7781-0043')).toBeInTheDocument();
    const bets = screen.getAllByRole('listitem');
    expect(bets).toHaveLength(2);
    const trixie = within(bets[1] as HTMLElement);
    expect(trixie.getByText(/^Trixie/)).toBeInTheDocument();
    expect(trixie.getByText('O/0012346/0000680')).toBeInTheDocument();
    expect(trixie.getByText('€8.00')).toBeInTheDocument();
    expect(trixie.getByText('€45.38')).toBeInTheDocument();
    expect(screen.getByText('Total cost').nextElementSibling).toHaveTextContent('€18.00');
    expect(screen.getByText('Balance').nextElementSibling).toHaveTextContent('€1,232.00');
  });

  it('offers Done and Reuse selections', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    renderWithProviders(<PlacementReceipt receipt={sampleReceipt} actions={actions} />, {
      messages: betslipEnglish,
    });
    await user.click(screen.getByRole('button', { name: 'Reuse selections' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(actions.onReuseSelections).toHaveBeenCalledOnce();
    expect(actions.onDone).toHaveBeenCalledOnce();
  });
});
