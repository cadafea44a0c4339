import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, it, expect, vi } from 'vitest';
import { AnonymousActions } from './AnonymousActions';
import { renderWithProviders } from '@clem/ui/testing';
import { shellMessagesEnglish } from '../messages/english';
import { englishLinks, spanishLinks } from './test/links';

describe('AnonymousActions', () => {
  it('shows Login and Join; Login calls onLogin from the keyboard', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn();
    renderWithProviders(
      <AnonymousActions
        showLogin
        showRegistration
        registrationHref="/register"
        linkContext={spanishLinks}
        onLogin={onLogin}
      />,
      { messages: shellMessagesEnglish },
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLogin).toHaveBeenCalledTimes(1);
    await user.tab();
    const join = screen.getByRole('link', { name: 'Join now' });
    expect(join).toHaveFocus();
    expect(join).toHaveAttribute('href', '/es/register');
  });

  it('follows display_login_button and display_registration_button', () => {
    const { rerender } = renderWithProviders(
      <AnonymousActions
        showLogin={false}
        showRegistration
        registrationHref="https://join.example/"
        linkContext={englishLinks}
        onLogin={vi.fn()}
      />,
      { messages: shellMessagesEnglish },
    );
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join now' })).toHaveAttribute(
      'href',
      'https://join.example/',
    );
    rerender(
      <AnonymousActions
        showLogin
        showRegistration={false}
        registrationHref="https://join.example/"
        linkContext={englishLinks}
        onLogin={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join now' })).not.toBeInTheDocument();
  });

  it('hides Join without a usable registration target, and renders plain anchors for app/ paths', () => {
    const { rerender } = renderWithProviders(
      <AnonymousActions
        showLogin
        showRegistration
        registrationHref={null}
        linkContext={englishLinks}
        onLogin={vi.fn()}
      />,
      { messages: shellMessagesEnglish },
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(
      <AnonymousActions
        showLogin
        showRegistration
        registrationHref="app/register"
        linkContext={spanishLinks}
        onLogin={vi.fn()}
      />,
    );
    expect(screen.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/app/register');
  });
});
