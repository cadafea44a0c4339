import type { BrandConfig } from '@clem/brand-config';
import { createRootPage } from './RootPage';
import { createSportsPage } from './SportsPages';
import {
  createCountryMetadata,
  createCountryPage,
  createFixturesPage,
  createLeagueMetadata,
  createLeaguePage,
  createOutrightsPage,
  createSportMetadata,
  createSportPage,
} from './SportListPages';
import { createEventMetadata, createEventPage } from './EventPages';
import { createCryptoblastPage, createLottoPage, createPowerballPage } from './SpecialPages';
import { createLiveEventMetadata, createLiveEventPage } from './LiveEventPages';
import {
  createLiveMetadata,
  createLivePage,
  createLiveSportMetadata,
  createLiveSportPage,
} from './LivePages';
import { createBlockedPage, createCatchAllPage, createMaintenancePage } from './PlatformPages';
import {
  createAccountBalancesPage,
  createAccountBetsPage,
  createAccountPage,
  createAccountTransactionsPage,
} from './AccountPages';
import { createOpenBetsPage } from './MyBetsPages';

export { createLocaleLayout, createLayoutMetadata } from './layout';
export { createNotFoundPage } from './PlatformPages';
export { scoreboardBackgrounds } from './scoreboardBackgrounds';

/**
 * The pages a brand app's generated route files re-export, by the `page` name of brand-config's
 * route catalogue. The generator fails if a catalogue page is missing here.
 */
export const pageFactories = {
  RootPage: createRootPage,
  SportsPage: createSportsPage,
  SportPage: createSportPage,
  CountryPage: createCountryPage,
  LeaguePage: createLeaguePage,
  FixturesPage: createFixturesPage,
  OutrightsPage: createOutrightsPage,
  EventPage: createEventPage,
  LivePage: createLivePage,
  LiveSportPage: createLiveSportPage,
  LiveEventPage: createLiveEventPage,
  CryptoblastPage: createCryptoblastPage,
  PowerballPage: createPowerballPage,
  LottoPage: createLottoPage,
  MaintenancePage: createMaintenancePage,
  BlockedPage: createBlockedPage,
  CatchAllPage: createCatchAllPage,
  AccountPage: createAccountPage,
  AccountBetsPage: createAccountBetsPage,
  AccountBalancesPage: createAccountBalancesPage,
  AccountTransactionsPage: createAccountTransactionsPage,
  OpenBetsPage: createOpenBetsPage,
} satisfies Record<string, (brand: BrandConfig) => unknown>;

export type PageName = keyof typeof pageFactories;

/**
 * The `generateMetadata` of the pages that say more than the layout's title (their own title and
 * description), by page name. The generator adds the export to those pages' route files.
 */
export const pageMetadata = {
  SportPage: createSportMetadata,
  CountryPage: createCountryMetadata,
  LeaguePage: createLeagueMetadata,
  EventPage: createEventMetadata,
  LivePage: createLiveMetadata,
  LiveSportPage: createLiveSportMetadata,
  LiveEventPage: createLiveEventMetadata,
} satisfies Partial<Record<PageName, (brand: BrandConfig) => unknown>>;

import type { pageModules } from './pageModules';
export { pageModules, type AppModule } from './pageModules';

// Every page of the catalogue has its module, and every module entry is a page.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const modulesCoverPages: Same<keyof typeof pageModules, PageName> = true;
void modulesCoverPages;
