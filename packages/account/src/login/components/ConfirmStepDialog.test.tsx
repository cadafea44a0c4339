import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomStubs, renderWithProviders } from '@clem/ui/testing';
import loginMessages from '../messages/en.json';
import type { StepDialogProps } from './ConfirmStepDialog';
import { RiskGroupDialog } from './RiskGroupDialog';
import { SingleSessionDialog } from './SingleSessionDialog';
import { TermsOfUseDialog } from './TermsOfUseDialog';

beforeAll(installDomStubs);

const dialogs: [string, ComponentType<StepDialogProps>, string, string, string][] = [
  ['TermsOfUseDialog', TermsOfUseDialog, 'Terms of use', 'Accept', 'Decline'],
  ['RiskGroupDialog', RiskGroupDialog, 'Play responsibly', 'I understand', 'Log out'],
  ['SingleSessionDialog', SingleSessionDialog, 'Already logged in', 'Continue here', 'Cancel'],
];

describe.each(dialogs)('%s', (_name, Dialog, title, confirm, cancel) => {
  function setup(overrides: Partial<StepDialogProps> = {}) {
    const props: StepDialogProps = {
      open: true,
      onConfirm: vi.fn(),
      onCancel: vi.fn(),
      loading: false,
      errorKey: null,
      ...overrides,
    };
    renderWithProviders(<Dialog {...props} />, { messages: loginMessages });
    return { props, user: userEvent.setup() };
  }

  it('is a labelled dialog whose first button confirms from the keyboard', async () => {
    const { props, user } = setup();
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: confirm })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(props.onConfirm).toHaveBeenCalledTimes(1);
  });

  it('the way out and Escape cancel', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('button', { name: cancel }));
    await user.keyboard('{Escape}');
    expect(props.onCancel).toHaveBeenCalledTimes(2);
  });

  it('while loading the confirm button is disabled; an error is an alert', () => {
    setup({ loading: true, errorKey: 'error-500' });
    expect(screen.getByRole('alert')).toHaveTextContent('experiencing difficulties');
    const buttons = screen.getAllByRole('button');
    expect(buttons[0]).toBeDisabled();
  });
});
