import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { beforeAll, describe, it, expect } from 'vitest';
import { AnonymousActions } from './AnonymousActions';
import LazyDialog, { LoginPlaceholderDialog } from './LoginPlaceholderDialog';
import { englishLinks, installDomStubs, renderHeader } from './test/renderHeader';

beforeAll(installDomStubs);

function Harness() {
  const [open, setOpen] = useState(false);
  const loginRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <AnonymousActions
        showLogin
        showRegistration={false}
        registrationHref={null}
        linkContext={englishLinks}
        onLogin={() => setOpen(true)}
        loginButtonRef={loginRef}
      />
      <button type="button">Elsewhere</button>
      <LoginPlaceholderDialog open={open} onOpenChange={setOpen} returnFocusTo={loginRef} />
    </>
  );
}

describe('LoginPlaceholderDialog', () => {
  it('is also the default export (for lazy loading)', () => {
    expect(LazyDialog).toBe(LoginPlaceholderDialog);
  });

  it('opens titled "Log in", traps focus and closes with Escape back to Login', async () => {
    const user = userEvent.setup();
    renderHeader(<Harness />);
    const login = screen.getByRole('button', { name: 'Log in' });
    await user.click(login);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(dialog).toHaveTextContent('The login form arrives with the account feature.');
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(login).toHaveFocus();
  });

  it('closes with the Close button and returns focus to Login', async () => {
    const user = userEvent.setup();
    renderHeader(<Harness />);
    const login = screen.getByRole('button', { name: 'Log in' });
    login.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(login).toHaveFocus();
  });
});
