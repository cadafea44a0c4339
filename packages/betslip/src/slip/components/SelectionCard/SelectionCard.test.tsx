import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { africanTaxView, arsenal, eachWayView, lakers } from '../sampleViews';
import { renderWithProviders } from '@clem/ui/testing';
import betslipEnglish from '../../../messages/en.json';
import { spyActions } from '../spyActions';
import type { SlipSelectionView } from '../../view';
import { SelectionCard } from './SelectionCard';

function renderCard(selection: SlipSelectionView, extra: { locked?: boolean } = {}) {
  const actions = spyActions();
  const utils = renderWithProviders(
    <SelectionCard selection={selection} currency="EUR" actions={actions} {...extra} />,
    { messages: betslipEnglish },
  );
  return { actions, ...utils };
}

describe('SelectionCard', () => {
  it('shows the outcome, market · period, event and price', () => {
    renderCard(arsenal);
    expect(screen.getByText('Arsenal')).toBeInTheDocument();
    expect(screen.getByText('Match result · Full time')).toBeInTheDocument();
    expect(screen.getByText('Arsenal v Chelsea')).toBeInTheDocument();
    expect(screen.getByText('2.10')).toBeInTheDocument();
  });

  it('names the remove button after the outcome and calls onRemove with the outcome id', async () => {
    const user = userEvent.setup();
    const { actions } = renderCard(lakers);
    await user.click(screen.getByRole('button', { name: 'Remove LA Lakers' }));
    expect(actions.onRemove).toHaveBeenCalledWith(102);
  });

  it('disables remove and freezes the stake while the slip is placing', () => {
    renderCard({ ...arsenal, stake: '10' }, { locked: true });
    expect(screen.getByRole('button', { name: 'Remove Arsenal' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Stake for Arsenal' })).toHaveAttribute('readonly');
  });

  it('passes stake edits and activation through with the bet key', async () => {
    const user = userEvent.setup();
    const { actions } = renderCard(arsenal);
    const stake = screen.getByRole('textbox', { name: 'Stake for Arsenal' });
    await user.type(stake, '7');
    expect(actions.onStakeActivate).toHaveBeenCalledWith('single:101');
    expect(actions.onStakeChange).toHaveBeenLastCalledWith('single:101', '7');
  });

  it('hides the stake field when the single cannot be staked', () => {
    renderCard({ ...arsenal, stakeable: false });
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the potential returns when staked', () => {
    renderCard({ ...arsenal, stake: '10', potentialReturns: '€21.00' });
    expect(screen.getByText('Potential returns')).toBeInTheDocument();
    expect(screen.getByText('€21.00')).toBeInTheDocument();
  });

  it('shows a price change as old → new and says it in words', () => {
    const { container } = renderCard({ ...arsenal, previousPrice: '2.10', price: '2.25' });
    expect(container).toHaveTextContent('2.10→2.25');
    expect(screen.getByText('Odds changed from 2.10 to 2.25')).toBeInTheDocument();
  });

  it('marks a suspended selection and greys its price', () => {
    renderCard({ ...lakers, state: 'suspended' });
    expect(screen.getByText('Suspended')).toBeInTheDocument();
    expect(screen.getByText('1.85')).toHaveAttribute('data-muted');
  });

  it('shows the message of a closed selection', () => {
    renderCard({ ...arsenal, state: 'closed', message: 'Your selection is not available anymore' });
    expect(screen.getByText('Your selection is not available anymore')).toBeInTheDocument();
  });

  it('says there is no price yet when the platform has not priced it', () => {
    renderCard({ ...arsenal, price: '' });
    expect(screen.getByText('No price yet')).toBeInTheDocument();
  });

  it('shows a spread change', () => {
    renderCard({ ...arsenal, spreadChange: { old: '-1.5', new: '-2.5' } });
    expect(screen.getByText('Line changed from -1.5 to -2.5')).toBeInTheDocument();
  });

  it('shows the African tax rows when given', () => {
    const selection = africanTaxView.selections[0];
    if (!selection) throw new Error('sample has a selection');
    renderCard(selection);
    const afterTax = screen.getByText('Stake after tax').closest('div');
    expect(afterTax).toHaveTextContent('KES 93.02');
    expect(
      within(screen.getByText('Tax').closest('div') as HTMLElement).getByText('KES 19.07'),
    ).toBeInTheDocument();
  });

  it('offers each-way with its place terms and reports a change', async () => {
    const user = userEvent.setup();
    const selection = eachWayView.selections[0];
    if (!selection) throw new Error('sample has a selection');
    const { actions } = renderCard(selection);
    const checkbox = screen.getByRole('checkbox', { name: /Each way/ });
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveAccessibleName('Each way 1/4 odds, places 1-2-3');
    await user.click(checkbox);
    expect(actions.onEachWayChange).toHaveBeenCalledWith(301, false);
  });

  it('has no each-way option unless the platform offers it', () => {
    renderCard(arsenal);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
