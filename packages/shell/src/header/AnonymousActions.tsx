'use client';

import { Button } from '@clem/ui';
import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { AppLink } from '../links/AppLink';
import { resolveLink, type LinkContext } from '../links/targets';
import { ButtonLinkStyles } from './headerStyles';

export interface AnonymousActionsProps {
  /** display_login_button (default true). */
  showLogin: boolean;
  /** display_registration_button (default true). */
  showRegistration: boolean;
  /** The registration target; null or unsafe hides the Join link. */
  registrationHref: string | null;
  linkContext: LinkContext;
  /** Opens the login modal (until the account issue: the placeholder dialog). */
  onLogin: () => void;
  /** The Login button, for focus return when the dialog closes. */
  loginButtonRef?: Ref<HTMLButtonElement>;
}

/**
 * The anonymous header actions (§2 "Header": "Anonymous: Login and Join/Register buttons, subject
 * to display_login_button and display_registration_button"). Login is a button calling `onLogin`;
 * Join is a link to the configured registration target (hidden when the target is absent).
 */
export function AnonymousActions({
  showLogin,
  showRegistration,
  registrationHref,
  linkContext,
  onLogin,
  loginButtonRef,
}: AnonymousActionsProps) {
  const t = useTranslations('header');
  const registration = showRegistration ? resolveLink(registrationHref, linkContext) : null;
  if (!showLogin && registration === null) return null;
  return (
    <div className="ch-anonymous">
      {showLogin ? (
        <Button ref={loginButtonRef} variant="secondary" onClick={() => onLogin()}>
          {t('login')}
        </Button>
      ) : null}
      {registration ? (
        <ButtonLinkStyles>
          <AppLink link={registration}>{t('register')}</AppLink>
        </ButtonLinkStyles>
      ) : null}
    </div>
  );
}
