import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomStubs, renderWithProviders } from '@clem/ui/testing';
import loginMessages from '../messages/en.json';
import { SecurityQuestionDialog, type SecurityQuestionDialogProps } from './SecurityQuestionDialog';

beforeAll(installDomStubs);

function setup(overrides: Partial<SecurityQuestionDialogProps> = {}) {
  const props: SecurityQuestionDialogProps = {
    open: true,
    onClose: vi.fn(),
    onSubmit: vi.fn(),
    question: 'What is your favourite colour?',
    loading: false,
    errorKey: null,
    ...overrides,
  };
  renderWithProviders(<SecurityQuestionDialog {...props} />, { messages: loginMessages });
  return { props, user: userEvent.setup() };
}

describe('SecurityQuestionDialog', () => {
  it('labels the answer with the question; submit is disabled while the answer is empty', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Security question' })).toBeInTheDocument();
    expect(screen.getByLabelText('What is your favourite colour?')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('a blank answer shows the required error tied to the field', async () => {
    const { user } = setup();
    const field = screen.getByLabelText('What is your favourite colour?');
    await user.type(field, '  ');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Field should be required');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('submits the answer by keyboard', async () => {
    const { props, user } = setup();
    await user.keyboard('blue{Enter}');
    expect(props.onSubmit).toHaveBeenCalledWith('blue');
  });

  it('is disabled while loading', async () => {
    const { props, user } = setup({ loading: true });
    await user.keyboard('blue{Enter}');
    expect(screen.getByRole('button', { name: 'Checking…' })).toBeDisabled();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });
});
