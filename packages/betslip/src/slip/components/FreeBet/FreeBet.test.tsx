import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@clem/ui/testing';
import betslipEnglish from '../../../messages/en.json';
import { spyActions } from '../spyActions';
import { FreeBetToggle } from './FreeBet';

describe('FreeBetToggle', () => {
  it('uses the free bet, or takes it off', () => {
    const actions = spyActions();
    const { rerender } = renderWithProviders(
      <FreeBetToggle
        betKey="single:7"
        freeBet={{ amount: '€5.00', used: false }}
        onFreeBetChange={actions.onFreeBetChange}
      />,
      { messages: betslipEnglish },
    );
    const box = screen.getByRole('checkbox', { name: 'Use free bet (€5.00)' });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    expect(actions.onFreeBetChange).toHaveBeenLastCalledWith('single:7', true);
    rerender(
      <FreeBetToggle
        betKey="single:7"
        freeBet={{ amount: '€5.00', used: true }}
        onFreeBetChange={actions.onFreeBetChange}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use free bet (€5.00)' }));
    expect(actions.onFreeBetChange).toHaveBeenLastCalledWith('single:7', false);
  });

  it('cannot change while the slip is locked', () => {
    renderWithProviders(
      <FreeBetToggle
        betKey="single:7"
        freeBet={{ amount: '€5.00', used: true }}
        locked
        onFreeBetChange={spyActions().onFreeBetChange}
      />,
      { messages: betslipEnglish },
    );
    expect(screen.getByRole('checkbox', { name: 'Use free bet (€5.00)' })).toBeDisabled();
  });
});
