import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { balanceMessage, maxStakeMessage, serverErrorMessage } from '../sampleViews';
import { renderWithProviders } from '@clem/ui/testing';
import betslipEnglish from '../../../messages/en.json';
import { SlipMessages } from './SlipMessages';

describe('SlipMessages', () => {
  it('is a polite live region even when empty, so later messages are announced', () => {
    const { rerender } = renderWithProviders(<SlipMessages messages={[]} />, {
      messages: betslipEnglish,
    });
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    rerender(
      <SlipMessages
        messages={[{ id: 'RES-00152', tone: 'warning', text: 'The odds have changed.' }]}
      />,
    );
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Warning: The odds have changed.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists every message, errors prefixed for screen readers', () => {
    renderWithProviders(<SlipMessages messages={[maxStakeMessage, serverErrorMessage]} />, {
      messages: betslipEnglish,
    });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      'Error: Your stake is above the maximum of €500.00. Lower the stake and try again.',
    );
    expect(items[1]).toHaveTextContent(/Betslip: Something went wrong\. Reference: 7f3c9a2e/);
  });

  it('shows info without a prefix', () => {
    renderWithProviders(
      <SlipMessages
        messages={[{ id: 'na', tone: 'info', text: 'Your selection is not available anymore' }]}
      />,
      { messages: betslipEnglish },
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(
      /^Your selection is not available anymore$/,
    );
  });

  it("offers a message's action as a button", async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    renderWithProviders(
      <SlipMessages
        messages={[{ ...balanceMessage, action: { label: 'Use my balance €1,000.00', onAction } }]}
      />,
      { messages: betslipEnglish },
    );
    await user.click(screen.getByRole('button', { name: 'Use my balance €1,000.00' }));
    expect(onAction).toHaveBeenCalledOnce();
  });
});
