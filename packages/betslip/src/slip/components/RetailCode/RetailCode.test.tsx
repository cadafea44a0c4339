import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@clem/ui/testing';
import betslipEnglish from '../../../messages/en.json';
import { spyActions } from '../spyActions';
import { RetailCode } from './RetailCode';

describe('RetailCode', () => {
  it('offers a retail code and a login before a code is given', () => {
    const actions = spyActions();
    renderWithProviders(
      <RetailCode retailCode={{ canRequest: true, requesting: false }} actions={actions} />,
      { messages: betslipEnglish },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Get a retail code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log in to place' }));
    expect(actions.onRequestRetailCode).toHaveBeenCalledOnce();
    expect(actions.onLogin).toHaveBeenCalledOnce();
  });

  it('is busy and disabled while the code is on its way', () => {
    renderWithProviders(
      <RetailCode retailCode={{ canRequest: false, requesting: true }} actions={spyActions()} />,
      { messages: betslipEnglish },
    );
    const button = screen.getByRole('button', { name: 'Getting your code…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the code spaced in fours, focuses its heading and copies it', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(
      <RetailCode
        retailCode={{ canRequest: true, requesting: false, code: 'K7PX2MQA' }}
        actions={spyActions()}
      />,
      { messages: betslipEnglish },
    );
    expect(screen.getByRole('region', { name: 'Your retail code' })).toBeInTheDocument();
    expect(screen.getByText('K7PX 2MQA')).toHaveAttribute('data-retail-code', 'K7PX2MQA');
    expect(screen.getByRole('heading', { name: 'Your retail code' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('K7PX2MQA'));
    expect(await screen.findByRole('status')).toHaveTextContent('Code copied');
  });
});
