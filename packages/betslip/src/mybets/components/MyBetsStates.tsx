'use client';

import { Button, ErrorState } from '@clem/ui';
import { useTranslations } from 'next-intl';
import type { MyBetsTab } from '../myBetsRules';
import { Message, Prompt } from './myBetsStyles';

/** While a list loads: announced politely, without moving focus. */
export function MyBetsLoading() {
  const t = useTranslations('betslip.myBets');
  return (
    <Message role="status" aria-live="polite">
      {t('loading')}
    </Message>
  );
}

/**
 * A list could not be loaded: a translated message and a retry (an alert, ui's ErrorState). Its
 * title sits one level below the panel's (default 3).
 */
export function MyBetsError({
  onRetry,
  headingLevel = 3,
}: {
  onRetry: () => void;
  headingLevel?: 2 | 3;
}) {
  const t = useTranslations('betslip.myBets');
  return (
    <ErrorState
      title={t('error.title')}
      message={t('error.message')}
      retryLabel={t('error.retry')}
      onRetry={onRetry}
      headingLevel={headingLevel}
    />
  );
}

/** No bets in a tab. */
export function MyBetsEmpty({ tab }: { tab: MyBetsTab }) {
  const t = useTranslations('betslip.myBets');
  return <Message>{t(`empty.${tab}`)}</Message>;
}

/** Not logged in: "Log in to see your bets" and a login button. */
export function MyBetsLoginPrompt({ onLogin }: { onLogin: () => void }) {
  const t = useTranslations('betslip.myBets');
  return (
    <Prompt>
      <p>{t('loggedOut.message')}</p>
      <Button onClick={onLogin}>{t('loggedOut.login')}</Button>
    </Prompt>
  );
}
