import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomStubs, renderWithProviders } from '@clem/ui/testing';
import loginMessages from '../messages/en.json';
import { OneTimeCodeDialog, type OneTimeCodeDialogProps } from './OneTimeCodeDialog';

beforeAll(installDomStubs);

function setup(overrides: Partial<OneTimeCodeDialogProps> = {}) {
  const props: OneTimeCodeDialogProps = {
    open: true,
    onClose: vi.fn(),
    onSubmit: vi.fn(),
    onRequestCode: vi.fn(),
    loading: false,
    errorKey: null,
    cooldownSeconds: 0,
    codeSent: false,
    ...overrides,
  };
  renderWithProviders(<OneTimeCodeDialog {...props} />, { messages: loginMessages });
  return { props, user: userEvent.setup() };
}

describe('OneTimeCodeDialog', () => {
  it('says how long the code is valid and when a new one can be asked for', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'One-time code' })).toHaveAccessibleDescription(
      /valid for 30 minutes.*after 5 minutes/,
    );
  });

  it.each([
    ['12a', 'Field should be numeric'],
    ['123', 'Minimum requirement not met'],
    ['1234567', 'Maximum requirement not met'],
  ])('%s shows %s, tied to the field, and disables Confirm', async (code, message) => {
    const { user } = setup();
    const field = screen.getByRole('textbox', { name: 'One-time code' });
    await user.type(field, code);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('an emptied field says it is required', async () => {
    const { user } = setup();
    const field = screen.getByRole('textbox', { name: 'One-time code' });
    await user.type(field, '1');
    await user.clear(field);
    expect(field).toHaveAccessibleDescription('Field should be required');
  });

  it('six digits submit by keyboard', async () => {
    const { props, user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'One-time code' }), '123456{Enter}');
    expect(props.onSubmit).toHaveBeenCalledWith('123456');
  });

  it('requesting a code is disabled during the countdown, which shows m:ss', () => {
    setup({ cooldownSeconds: 295 });
    expect(screen.getByRole('button', { name: 'New code in 4:55' })).toBeDisabled();
  });

  it('requests a new code when allowed and says when one was sent', async () => {
    const { props, user } = setup({ codeSent: true });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(props.onRequestCode).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('A new code has been sent.');
  });

  it('shows a wrong code as an alert', () => {
    setup({ errorKey: 'login-error-401' });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid login credentials.');
  });

  it('while loading, Confirm is disabled and says so', async () => {
    const { props, user } = setup({ loading: true });
    await user.type(screen.getByRole('textbox', { name: 'One-time code' }), '123456{Enter}');
    expect(screen.getByRole('button', { name: 'Checking…' })).toBeDisabled();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });
});
