import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SlipPhase } from '../../view';
import { renderWithProviders } from '@clem/ui/testing';
import betslipEnglish from '../../../messages/en.json';
import { PlaceButton, type PlaceButtonProps } from './PlaceButton';
import { SlipSummary } from './SlipSummary';

function value(label: string) {
  return screen.getByText(label).nextElementSibling;
}

describe('SlipSummary', () => {
  it('shows total stake, total odds, potential returns and balance', () => {
    renderWithProviders(
      <SlipSummary
        summary={{
          totalStake: '€10.00',
          totalOdds: '9.32',
          potentialReturns: '€93.24',
          balance: '€1,250.00',
        }}
      />,
      { messages: betslipEnglish },
    );
    expect(value('Total stake')).toHaveTextContent('€10.00');
    expect(value('Total odds')).toHaveTextContent('9.32');
    expect(value('Potential returns')).toHaveTextContent('€93.24');
    expect(value('Balance')).toHaveTextContent('€1,250.00');
  });

  it('leaves out total odds and balance when absent', () => {
    renderWithProviders(
      <SlipSummary summary={{ totalStake: '€0.00', potentialReturns: '€0.00' }} />,
      { messages: betslipEnglish },
    );
    expect(screen.queryByText('Total odds')).toBeNull();
    expect(screen.queryByText('Balance')).toBeNull();
  });
});

describe('PlaceButton', () => {
  function renderButton(overrides: Partial<PlaceButtonProps> = {}) {
    const onPlace = vi.fn();
    const onAcceptChanges = vi.fn();
    renderWithProviders(
      <PlaceButton
        phase="editing"
        canPlace
        needsAcceptance={false}
        onPlace={onPlace}
        onAcceptChanges={onAcceptChanges}
        {...overrides}
      />,
      { messages: betslipEnglish },
    );
    return { onPlace, onAcceptChanges, button: screen.getByRole('button') };
  }

  it('places the bet while editing', async () => {
    const user = userEvent.setup();
    const { button, onPlace } = renderButton();
    expect(button).toHaveAccessibleName('Place bet');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onPlace).toHaveBeenCalledOnce();
  });

  it('is disabled when nothing can be placed', async () => {
    const user = userEvent.setup();
    const { button, onPlace } = renderButton({ canPlace: false });
    expect(button).toHaveAccessibleName('Place bet');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onPlace).not.toHaveBeenCalled();
  });

  it('accepts changes instead, enabled even though placing is blocked', async () => {
    const user = userEvent.setup();
    const { button, onPlace, onAcceptChanges } = renderButton({
      canPlace: false,
      needsAcceptance: true,
    });
    expect(button).toHaveAccessibleName('Accept changes');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onAcceptChanges).toHaveBeenCalledOnce();
    expect(onPlace).not.toHaveBeenCalled();
  });

  it.each<[SlipPhase, string]>([
    ['placing', 'Placing…'],
    ['waitingApproval', 'Waiting for approval…'],
  ])('is disabled and busy while %s', (phase, label) => {
    const { button } = renderButton({ phase, needsAcceptance: true });
    expect(button).toHaveAccessibleName(label);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('is not busy while editing', () => {
    const { button } = renderButton();
    expect(button).not.toHaveAttribute('aria-busy');
  });
});
