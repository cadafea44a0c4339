import type { AccountSection } from '@clem/account';
import type { BrandConfig } from '@clem/brand-config';
import { ConnectedAccountPage } from '../frame/connected/ConnectedAccountPage';
import { PageFrame } from '../frame/PageFrame';
import type { LocalePageProps } from './pageProps';

/**
 * The account pages (§2 routes /account, /account/bets, /account/balances,
 * /account/transactions) inside the frame. They show the player's own data, read in the browser
 * with the player's token, so the server renders the frame and the page's loading state; they
 * are never indexed.
 */
function accountPage(brand: BrandConfig, section: AccountSection, path: string) {
  return async function Account({ params }: LocalePageProps) {
    const { locale } = await params;
    return (
      <PageFrame brand={brand} locale={locale} path={path}>
        <meta name="robots" content="noindex" />
        <ConnectedAccountPage section={section} />
      </PageFrame>
    );
  };
}

export const createAccountPage = (brand: BrandConfig) => accountPage(brand, 'account', '/account');
export const createAccountBetsPage = (brand: BrandConfig) =>
  accountPage(brand, 'bets', '/account/bets');
export const createAccountBalancesPage = (brand: BrandConfig) =>
  accountPage(brand, 'balances', '/account/balances');
export const createAccountTransactionsPage = (brand: BrandConfig) =>
  accountPage(brand, 'transactions', '/account/transactions');
