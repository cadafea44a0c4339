'use client';

import {
  loginRequested,
  selectIsLoggedIn,
  selectSessionHint,
  selectSessionRestored,
  useAppDispatch,
  useAppSelector,
} from '@clem/core';
import { Button, ErrorState, focusRing } from '@clem/ui';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

export const ACCOUNT_SECTIONS = ['account', 'bets', 'balances', 'transactions'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** Where the four account pages live (§2: /account, /account/bets, /account/balances, …). */
export type AccountSectionHrefs = Record<AccountSection, string>;

/**
 * The default hrefs, without a locale prefix. The lead passes the ones shell's link helper
 * resolves (locale prefix, plain anchors).
 */
export const defaultAccountHrefs: AccountSectionHrefs = {
  account: '/account',
  bets: '/account/bets',
  balances: '/account/balances',
  transactions: '/account/transactions',
};

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 56rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.5rem;
`;

const Tabs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  ${focusRing}

  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Panel = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  text-align: center;
`;

const Status = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(6)} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export interface AccountNavProps {
  current: AccountSection;
  hrefs: AccountSectionHrefs;
}

/** Links between the four account pages; the current one has aria-current="page". */
export function AccountNav({ current, hrefs }: AccountNavProps) {
  const t = useTranslations('account.nav');
  return (
    <nav aria-label={t('label')}>
      <Tabs>
        {ACCOUNT_SECTIONS.map((section) => (
          <li key={section}>
            <Tab href={hrefs[section]} aria-current={section === current ? 'page' : undefined}>
              {t(section)}
            </Tab>
          </li>
        ))}
      </Tabs>
    </nav>
  );
}

/** A polite loading line for screen readers and eyes. */
export function LoadingState() {
  const t = useTranslations('account');
  return (
    <Status role="status" aria-live="polite">
      {t('loading')}
    </Status>
  );
}

/** A translated error with a retry button (a failed or malformed answer, never a crash). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('account');
  return (
    <ErrorState
      title={t('errorTitle')}
      message={t('errorMessage')}
      onRetry={onRetry}
      retryLabel={t('retry')}
    />
  );
}

/** Anonymous players: a prompt and a Login button that opens the login modal. */
export function LoginPrompt() {
  const t = useTranslations('account');
  const dispatch = useAppDispatch();
  return (
    <Panel>
      <p>{t('loginPrompt')}</p>
      <Button variant="primary" onClick={() => dispatch(loginRequested())}>
        {t('login')}
      </Button>
    </Panel>
  );
}

export interface AccountLayoutProps {
  section: AccountSection;
  hrefs?: Partial<AccountSectionHrefs>;
  /** Rendered only for a logged-in player (the pages' data needs the token). */
  children: ReactNode;
}

/**
 * The frame of every account page: title, section links, and the session gate. Before the
 * client restored the session while the server saw a login cookie, it shows loading (no flash
 * of the login prompt); an anonymous player sees the login prompt.
 */
export function AccountLayout({ section, hrefs, children }: AccountLayoutProps) {
  const t = useTranslations('account');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const restored = useAppSelector(selectSessionRestored);
  const hint = useAppSelector(selectSessionHint);
  const waiting = !loggedIn && !restored && hint === 'loggedIn';
  return (
    <Page>
      <Title>{t('title')}</Title>
      <AccountNav current={section} hrefs={{ ...defaultAccountHrefs, ...hrefs }} />
      {loggedIn ? children : waiting ? <LoadingState /> : <LoginPrompt />}
    </Page>
  );
}
