import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomStubs, renderWithProviders } from '@clem/ui/testing';
import loginMessages from '../messages/en.json';
import { LoginDialog, type LoginDialogProps } from './LoginDialog';

beforeAll(installDomStubs);

function setup(overrides: Partial<LoginDialogProps> = {}) {
  const props: LoginDialogProps = {
    open: true,
    onClose: vi.fn(),
    onSubmit: vi.fn(),
    loading: false,
    errorKey: null,
    forgotPassHref: '/en/forgot-password',
    ...overrides,
  };
  renderWithProviders(<LoginDialog {...props} />, { messages: loginMessages });
  return { props, user: userEvent.setup() };
}

describe('LoginDialog', () => {
  it('is a labelled dialog with the spec fields; remember-me is on by default', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgotten your password?' })).toHaveAttribute(
      'href',
      '/en/forgot-password',
    );
  });

  it('lets its fields shrink to a phone-wide dialog instead of their 20-character width', () => {
    setup();
    // Layout is not computed here; the rules are (the end-to-end layout test measures the boxes).
    for (const label of ['Username', 'Password']) {
      const field = getComputedStyle(screen.getByLabelText(label));
      expect(field.width).toBe('100%');
      expect(field.minWidth).toMatch(/^0(px)?$/);
    }
    const form = screen.getByLabelText('Username').closest('form');
    if (!form) throw new Error('no form');
    expect(getComputedStyle(form).gridTemplateColumns).toBe('minmax(0, 1fr)');
  });

  it('says which bet waits for login and offers Join beside Log in', () => {
    setup({
      betReason: { selection: 'Arsenal', event: 'Arsenal v Chelsea', price: '2.10' },
      joinHref: '/en/register',
    });
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog).toHaveAccessibleDescription(
      'Log in or join to bet on Arsenal (Arsenal v Chelsea) at 2.10.',
    );
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/en/register');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('offers no Join link without a registration target', () => {
    setup({ joinHref: '' });
    expect(screen.getByRole('dialog', { name: 'Log in' })).toHaveAccessibleDescription(
      'Log in to your account.',
    );
    expect(screen.queryByRole('link', { name: 'Join' })).toBeNull();
  });

  it('shows and hides the password with a pressed toggle button', async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('a blank username or password shows the invalid-credentials message and calls nothing', async () => {
    const { props, user } = setup();
    await user.type(screen.getByLabelText('Username'), '   ');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The provided credential is invalid.');
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('submits by keyboard with the trimmed username, the password and remember-me', async () => {
    const { props, user } = setup({ initialUsername: 'saved' });
    expect(screen.getByLabelText('Username')).toHaveValue('saved');
    await user.tab();
    await user.keyboard('demo1234');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.keyboard('{Enter}');
    expect(props.onSubmit).toHaveBeenCalledWith({
      username: 'saved',
      password: 'demo1234',
      rememberMe: false,
    });
  });

  it('while loading the button is disabled and says so', () => {
    setup({ loading: true });
    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
  });

  it('shows the flow error as an alert; an unknown key falls back to something went wrong', () => {
    setup({ errorKey: 'login-error-INT009' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your player account is suspended.');
  });

  it('an unknown INT code does not show a raw key', () => {
    setup({ errorKey: 'login-error-INT999' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('Escape and the close button close it', async () => {
    const { props, user } = setup();
    await user.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(props.onClose).toHaveBeenCalledTimes(2);
  });
});
