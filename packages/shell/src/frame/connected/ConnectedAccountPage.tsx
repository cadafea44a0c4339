'use client';

import type { AccountSection } from '@clem/account';
import { Suspense } from 'react';
import { lazyThemed } from '../../theme/lazyThemed';

/**
 * The account pages' code (the account package's pages, their calls and schemas) in its own
 * chunk. Every route's server graph reaches this module through the shared page factories, and
 * Next ships the client code of every component a route's graph imports; loading the sections
 * dynamically keeps them out of the other pages' first JavaScript.
 */
const AccountSections = lazyThemed(() => import('./AccountSections').then((m) => m.default));

export function ConnectedAccountPage({ section }: { section: AccountSection }) {
  return (
    <Suspense fallback={null}>
      <AccountSections section={section} />
    </Suspense>
  );
}
