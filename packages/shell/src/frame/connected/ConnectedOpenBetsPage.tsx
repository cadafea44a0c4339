'use client';

import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { lazyThemed } from '../../theme/lazyThemed';

/**
 * My Bets' code (the betslip package's screens, calls, styles and messages) in its own chunk, as
 * the account pages do: every route's server graph reaches this module through the shared page
 * factories, and a static import would put My Bets into every page's first JavaScript.
 */
const MyBetsSection = lazyThemed(() => import('./MyBetsSection').then((m) => m.default));

/**
 * The /open_bets page's content. The server and the first client render show the page's title
 * (the player's bets are read in the browser with the player's token); My Bets replaces it once
 * its code and messages have arrived.
 */
export function ConnectedOpenBetsPage() {
  const t = useTranslations('layout');
  const placeholder = (
    <section className="cl-my-bets-panel" aria-labelledby="open-bets-title" aria-busy="true">
      <h1 id="open-bets-title">{t('myBets')}</h1>
    </section>
  );
  return (
    <Suspense fallback={placeholder}>
      <MyBetsSection mode="page" fallback={placeholder} />
    </Suspense>
  );
}
