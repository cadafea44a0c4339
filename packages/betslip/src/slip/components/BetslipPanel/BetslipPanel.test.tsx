import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { SlipView } from '../../view';
import {
  africanTaxView,
  closedView,
  emptySlipView,
  errorsView,
  keypadNoDecimalView,
  keypadView,
  oneSingleView,
  placingView,
  priceChangedView,
  refreshingView,
  singleStakedView,
  successView,
  suspendedView,
  systemsView,
  multiplesView,
  trebleView,
  waitingApprovalView,
} from '../sampleViews';
import { renderWithProviders } from '@clem/ui/testing';
import betslipEnglish from '../../../messages/en.json';
import { spyActions } from '../spyActions';
import { BetslipPanel } from './BetslipPanel';

function renderPanel(view: SlipView, touchKeypad = false) {
  const actions = spyActions();
  const utils = renderWithProviders(
    <BetslipPanel view={view} actions={actions} touchKeypad={touchKeypad} />,
    { messages: betslipEnglish },
  );
  return { actions, ...utils };
}

describe('BetslipPanel', () => {
  it('shows the empty slip with its hint and no Place button', () => {
    renderPanel(emptySlipView);
    expect(screen.getByRole('heading', { name: 'Betslip' })).toBeInTheDocument();
    expect(screen.getByText('Your betslip is empty')).toBeInTheDocument();
    expect(screen.getByText(/Pick a price/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place bet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove all' })).toBeNull();
  });

  it('titles the slip with its selection count', () => {
    renderPanel(trebleView);
    expect(screen.getByRole('heading', { name: 'Betslip 3 selections' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Betslip 3 selections' })).toBeInTheDocument();
  });

  it('closes and removes everything through the header', async () => {
    const user = userEvent.setup();
    const { actions } = renderPanel(oneSingleView);
    await user.click(screen.getByRole('button', { name: 'Close betslip' }));
    await user.click(screen.getByRole('button', { name: 'Remove all' }));
    expect(actions.onClose).toHaveBeenCalledOnce();
    expect(actions.onRemoveAll).toHaveBeenCalledOnce();
  });

  it('lists one card per selection with its remove button', () => {
    renderPanel(trebleView);
    for (const outcome of ['Arsenal', 'LA Lakers', 'Rafael Nadal']) {
      expect(screen.getByRole('button', { name: `Remove ${outcome}` })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Singles' })).toBeInTheDocument();
  });

  it('shows the multiples section', () => {
    renderPanel(trebleView);
    expect(screen.getByRole('heading', { name: 'Multiples' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Stake for Treble' })).toBeInTheDocument();
  });

  it('hides the systems while collapsed and toggles with aria-expanded', async () => {
    const user = userEvent.setup();
    const { actions } = renderPanel({ ...systemsView, expanded: false });
    const toggle = screen.getByRole('button', { name: 'System bets' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Stake per line for Trixie' })).toBeNull();
    await user.click(toggle);
    expect(actions.onExpandedChange).toHaveBeenCalledWith(true);
  });

  it('shows the systems when expanded, controlled by the toggle', async () => {
    const user = userEvent.setup();
    const { actions } = renderPanel(systemsView);
    const toggle = screen.getByRole('button', { name: 'System bets' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const section = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(section).not.toBeNull();
    const systems = within(section as HTMLElement);
    expect(systems.getByRole('heading', { name: 'System bets' })).toBeInTheDocument();
    expect(systems.getByRole('textbox', { name: 'Stake per line for Trixie' })).toBeInTheDocument();
    expect(systems.getByRole('textbox', { name: 'Stake per line for Patent' })).toBeInTheDocument();
    await user.click(toggle);
    expect(actions.onExpandedChange).toHaveBeenCalledWith(false);
  });

  it('hides the systems when system bets are off even if expanded', () => {
    renderPanel({ ...systemsView, showSystemBets: false });
    expect(screen.queryByRole('textbox', { name: 'Stake per line for Trixie' })).toBeNull();
  });

  it('offers no system toggle below 3 selections or on the African betslip', () => {
    const { unmount } = renderPanel(singleStakedView);
    expect(screen.queryByRole('button', { name: 'System bets' })).toBeNull();
    unmount();
    renderPanel({ ...trebleView, systemBetsAvailable: false });
    expect(screen.queryByRole('button', { name: 'System bets' })).toBeNull();
  });

  it('shows the summary and places the bet', async () => {
    const user = userEvent.setup();
    const { actions } = renderPanel(singleStakedView);
    expect(screen.getByText('Total stake').nextElementSibling).toHaveTextContent('€10.00');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(actions.onPlace).toHaveBeenCalledOnce();
  });

  it('asks to accept a price change before placing', async () => {
    const user = userEvent.setup();
    const { actions } = renderPanel(priceChangedView);
    expect(screen.getByText('Odds changed from 2.10 to 2.25')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The odds have changed from 2.10 to 2.25');
    await user.click(screen.getByRole('button', { name: 'Accept changes' }));
    expect(actions.onAcceptChanges).toHaveBeenCalledOnce();
  });

  it('shows a closed selection with its message', () => {
    renderPanel(closedView);
    expect(screen.getAllByText('Your selection is not available anymore').length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByRole('textbox', { name: 'Stake for Rafael Nadal' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDisabled();
  });

  it('announces errors politely, with their actions', () => {
    renderPanel(errorsView);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(within(status).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(status).getByRole('button', { name: 'Use my balance €1,000.00' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Stake for Arsenal' })).toHaveAccessibleDescription(
      'EUR The maximum stake is €500.00',
    );
  });

  it.each([
    ['placing', placingView, 'Placing…'],
    ['waiting approval', waitingApprovalView, 'Waiting for approval…'],
  ])('locks the slip while %s', (_name, view, label) => {
    renderPanel(view);
    expect(screen.getByRole('button', { name: label })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Arsenal' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove all' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Stake for Arsenal' })).toHaveAttribute('readonly');
    expect(screen.getByRole('group', { name: /^Betslip/ })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the receipt instead of the slip once placed, focused on its heading', async () => {
    const user = userEvent.setup();
    const { actions } = renderPanel(successView);
    expect(screen.getByRole('heading', { name: 'Bet placed' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Place bet/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove all' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(actions.onDone).toHaveBeenCalledOnce();
  });

  it('shows the African tax rows', () => {
    renderPanel(africanTaxView);
    expect(screen.getByText('Stake after tax').nextElementSibling).toHaveTextContent('KES 93.02');
    expect(screen.getByText('Tax').nextElementSibling).toHaveTextContent('KES 19.07');
    expect(
      screen.getByRole('textbox', { name: 'Stake for Gor Mahia' }),
    ).toHaveAccessibleDescription('KES');
  });

  it('shows the keypad when the view has one, and the stake fields open no device keyboard', async () => {
    const user = userEvent.setup();
    const { actions } = renderPanel(keypadView, true);
    expect(screen.getByRole('textbox', { name: 'Stake for Arsenal' })).toHaveAttribute(
      'inputmode',
      'none',
    );
    const keypad = screen.getByRole('group', { name: 'Stake keypad' });
    await user.click(within(keypad).getByRole('button', { name: '3' }));
    expect(actions.onKeypadKey).toHaveBeenCalledWith('3');
    expect(within(keypad).getByRole('button', { name: 'Decimal point' })).toBeInTheDocument();
  });

  it('shows the keypad without a decimal key for a currency without decimals', () => {
    renderPanel(keypadNoDecimalView, true);
    expect(screen.getByRole('group', { name: 'Stake keypad' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decimal point' })).toBeNull();
  });

  it('shows no keypad without one in the view, nor while placing', () => {
    const { unmount } = renderPanel(singleStakedView, true);
    expect(screen.queryByRole('group', { name: 'Stake keypad' })).toBeNull();
    unmount();
    renderPanel({ ...keypadView, phase: 'placing' }, true);
    expect(screen.queryByRole('group', { name: 'Stake keypad' })).toBeNull();
  });

  it('shows a quiet refresh hint, hidden from assistive technology', () => {
    renderPanel(refreshingView);
    expect(screen.getByTestId('slip-refreshing')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows each line its own odds or bets, and no single total odds with several kinds staked', () => {
    renderPanel(multiplesView);
    const multiples = screen.getByRole('heading', { name: 'Multiples' }).parentElement;
    if (multiples === null) throw new Error('no multiples section');
    expect(within(multiples).getByText('Treble')).toBeInTheDocument();
    expect(within(multiples).getByText('9.32')).toBeInTheDocument();
    expect(within(multiples).getByText('Doubles')).toBeInTheDocument();
    expect(within(multiples).getByText('× 3 bets')).toBeInTheDocument();
    expect(screen.getByText('× 4 bets')).toBeInTheDocument();
    expect(screen.queryByText('Total odds')).toBeNull();
    // The summary's, after the lines' own.
    expect(screen.getAllByText('Total stake').at(-1)?.nextElementSibling).toHaveTextContent(
      '€24.00',
    );
  });

  it('says why a staked bet is not in the totals, keeping the stake fields', () => {
    renderPanel({
      ...suspendedView,
      selections: suspendedView.selections.map((s) => ({ ...s, stake: '5' })),
    });
    expect(screen.getByText(/isn't in the totals/)).toBeInTheDocument();
    // The three singles', the suspended one's too, and the treble's.
    expect(screen.getAllByRole('textbox', { name: /^Stake for / })).toHaveLength(4);
    expect(screen.getAllByText('Total stake').at(-1)?.nextElementSibling).toHaveTextContent(
      '€0.00',
    );
  });

  /** The slip before and after "Accept changes", as the container would rebuild it. */
  function AcceptHarness({
    after,
    touchKeypad = false,
  }: {
    after: SlipView;
    touchKeypad?: boolean;
  }) {
    const [view, setView] = useState<SlipView>({
      ...suspendedView,
      messages: [],
      selections: suspendedView.selections.map((s, index) => ({
        ...s,
        stake: '5',
        ...(index === 0 ? { previousPrice: '2.00' } : {}),
      })),
      needsAcceptance: true,
    });
    const actions = { ...spyActions(), onAcceptChanges: () => setView(after) };
    return <BetslipPanel view={view} actions={actions} touchKeypad={touchKeypad} />;
  }

  it('after "Accept changes" moves focus to the first stake field of a bet that remains', async () => {
    const user = userEvent.setup();
    const after: SlipView = {
      ...suspendedView,
      selections: suspendedView.selections.map((s) => ({ ...s, stake: '5' })),
    };
    renderWithProviders(<AcceptHarness after={after} />, { messages: betslipEnglish });
    await user.click(screen.getByRole('button', { name: 'Accept changes' }));
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('textbox', { name: /^Stake for Arsenal/ })).toHaveFocus();
  });

  it('after "Accept changes" moves focus to the title when no bet remains, or on the keypad layout', async () => {
    const user = userEvent.setup();
    const after: SlipView = {
      ...suspendedView,
      selections: suspendedView.selections.map((s) => ({ ...s, state: 'suspended' as const })),
    };
    const { unmount } = renderWithProviders(<AcceptHarness after={after} />, {
      messages: betslipEnglish,
    });
    await user.click(screen.getByRole('button', { name: 'Accept changes' }));
    expect(screen.getByRole('heading', { name: /^Betslip/ })).toHaveFocus();
    unmount();
    renderWithProviders(<AcceptHarness after={suspendedView} touchKeypad />, {
      messages: betslipEnglish,
    });
    await user.click(screen.getByRole('button', { name: 'Accept changes' }));
    expect(screen.getByRole('heading', { name: /^Betslip/ })).toHaveFocus();
  });
});
