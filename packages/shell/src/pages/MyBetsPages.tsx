import type { BrandConfig } from '@clem/brand-config';
import { ConnectedOpenBetsPage } from '../frame/connected/ConnectedOpenBetsPage';
import { PageFrame } from '../frame/PageFrame';
import type { LocalePageProps } from './pageProps';

/**
 * /open_bets (betting §2 "Open bets"; account-and-shell §2, the cash-out entry of the footer):
 * My Bets as a page, Open and Settled tabs, inside the frame. The bets are the player's own, read
 * in the browser with the player's token, so the server renders the frame and the page's title;
 * the page is never indexed. The footer's My Bets button goes back from here (§4).
 */
export function createOpenBetsPage(brand: BrandConfig) {
  return async function OpenBets({ params }: LocalePageProps) {
    const { locale } = await params;
    return (
      <PageFrame brand={brand} locale={locale} path="/open_bets">
        <meta name="robots" content="noindex" />
        <ConnectedOpenBetsPage />
      </PageFrame>
    );
  };
}
