'use client';

import {
  AccountBalancesPage,
  AccountBetsPage,
  AccountPage,
  AccountTransactionsPage,
  defaultAccountHrefs,
  type AccountSection,
  type AccountSectionHrefs,
} from '@clem/account';
import { selectSettings, useAppSelector } from '@clem/core';
import { useMemo } from 'react';
import { readConfiguredTargets, resolveLink, type LinkContext } from '../../links/targets';
import { hrefInLocale, useFrameConfig } from '../frameConfig';

/** §2: personal data and transaction history are operator pages, built through the link helper. */
const PERSONAL_DATA_PATH = 'user/info/personal-data';
const TRANSACTION_HISTORY_PATH = 'user/history/transactions';

/**
 * An operator path through the link helper: against the operator site (the `desktopUrl`
 * configured target) when one is configured, else as a path of this site (Spain's `app/` rule
 * and the locale prefix apply).
 */
export function operatorLink(
  path: string,
  operatorSite: string | undefined,
  ctx: LinkContext,
): string | undefined {
  if (operatorSite && /^https?:\/\//i.test(operatorSite)) {
    try {
      return resolveLink(new URL(path, operatorSite).href, ctx)?.href;
    } catch {
      return undefined;
    }
  }
  return resolveLink(path, ctx)?.href;
}

/** One of the four account pages, with links in the page's locale (spec §2 routes). */
export default function AccountSections({ section }: { section: AccountSection }) {
  const config = useFrameConfig();
  const settings = useAppSelector(selectSettings);
  const hrefs = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(defaultAccountHrefs).map(([key, path]) => [key, hrefInLocale(config, path)]),
      ) as AccountSectionHrefs,
    [config],
  );
  const links = useMemo(() => {
    const ctx = {
      localePrefix: config.localePrefix,
      plainAnchorPrefixes: config.plainAnchorPrefixes,
    };
    const site = readConfiguredTargets(settings).desktopUrl;
    return {
      personalData: operatorLink(PERSONAL_DATA_PATH, site, ctx),
      transactionHistory: operatorLink(TRANSACTION_HISTORY_PATH, site, ctx),
    };
  }, [config, settings]);
  switch (section) {
    case 'account':
      return (
        <AccountPage
          hrefs={hrefs}
          links={links}
          capabilities={{ vipBadge: config.capabilities.vipBadge }}
        />
      );
    case 'bets':
      return <AccountBetsPage hrefs={hrefs} />;
    case 'balances':
      return <AccountBalancesPage hrefs={hrefs} />;
    case 'transactions':
      return <AccountTransactionsPage hrefs={hrefs} />;
  }
}
