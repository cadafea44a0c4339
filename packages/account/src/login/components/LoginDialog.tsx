'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '@clem/ui';
import {
  Actions,
  Button,
  Form,
  LoginDialogFrame,
  LoginErrorAlert,
  SubmitButton,
  TextField,
} from './parts';

export interface LoginCredentials {
  username: string;
  password: string;
  rememberMe: boolean;
}

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the credentials when both trimmed fields are filled. */
  onSubmit: (credentials: LoginCredentials) => void;
  loading: boolean;
  /** The flow's error (a §8 message key), or null. */
  errorKey: string | null;
  /** The brand's forgotten-password target, already built by the link helper. */
  /** The forgotten-password target through the link helper; '' when none is configured (no link). */
  forgotPassHref: string;
  /** The remembered username to prefill. */
  initialUsername?: string;
  /**
   * Why login is asked for, when a logged-out player picked a price: the dialog says what they
   * wanted to bet on ("Log in or join to bet on Arsenal (Arsenal v Chelsea) at 2.10.").
   */
  betReason?: LoginBetReason | null | undefined;
  /** The brand's registration target through the link helper; '' or absent: no Join link. */
  joinHref?: string | undefined;
}

/** The pick waiting for login, in the player's words and odds format. */
export interface LoginBetReason {
  selection: string;
  event: string;
  price: string;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Link = styled.a`
  color: ${({ theme }) => theme.colors.text};
  ${focusRing}
`;

const JoinRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
`;

/** Join: a link (it goes to the registration page) drawn as a secondary button, 44 px high. */
const JoinLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  ${focusRing}
`;

/**
 * The login form (account-and-shell §2 "Login form", §5): username, password with a show/hide
 * toggle (a button with aria-pressed), remember-me (default on), the forgotten-password link and
 * the Login button. A trimmed empty username or password shows the error-invalid-login-credentials
 * message and calls nothing. While loading the button is disabled and says so.
 *
 * When a logged-out player's pick asked for it (`betReason`), the description says which bet is
 * waiting; with a registration target (`joinHref`) a Join link sits under Log in for players
 * without an account (the header's Join goes to the same place). Where the spec is silent we do
 * as the big books do: the prompt always offers both ways in, and the pick waits either way.
 */
export function LoginDialog({
  open,
  onClose,
  onSubmit,
  loading,
  errorKey,
  forgotPassHref,
  initialUsername = '',
  betReason = null,
  joinHref = '',
}: LoginDialogProps) {
  const t = useTranslations('login');
  const id = useId();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [showPassword, setShowPassword] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const shownError = localError ?? errorKey;
  const errorId = `${id}-alert`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    if (username.trim() === '' || password.trim() === '') {
      setLocalError('error-invalid-login-credentials');
      return;
    }
    setLocalError(null);
    onSubmit({ username: username.trim(), password, rememberMe });
  }

  return (
    <LoginDialogFrame
      open={open}
      onClose={onClose}
      title={t('title')}
      description={betReason ? t('betDescription', { ...betReason }) : t('description')}
      testId="login-dialog"
    >
      <Form noValidate onSubmit={submit} aria-describedby={shownError ? errorId : undefined}>
        <LoginErrorAlert errorKey={shownError} id={errorId} />
        <TextField
          id={`${id}-username`}
          name="username"
          label={t('username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            setLocalError(null);
          }}
        />
        <TextField
          id={`${id}-password`}
          name="password"
          label={t('password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setLocalError(null);
          }}
          addon={
            <Button
              variant="secondary"
              aria-pressed={showPassword}
              aria-controls={`${id}-password`}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {t('showPassword')}
            </Button>
          }
        />
        <Row>
          <Check>
            <input
              type="checkbox"
              name="rememberMe"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
            />
            {t('rememberMe')}
          </Check>
          {forgotPassHref ? <Link href={forgotPassHref}>{t('forgotPassword')}</Link> : null}
        </Row>
        <Actions>
          <SubmitButton loading={loading} label={t('submit')} loadingLabel={t('submitting')} />
          {joinHref ? (
            <JoinRow>
              <span>{t('joinPrompt')}</span>
              <JoinLink href={joinHref}>{t('join')}</JoinLink>
            </JoinRow>
          ) : null}
        </Actions>
      </Form>
    </LoginDialogFrame>
  );
}
