import type { BrandConfig } from '@clem/brand-config';
import { createRootPage } from './RootPage';
import { createSportsPage } from './SportsPage';
import { createBlockedPage, createCatchAllPage, createMaintenancePage } from './PlatformPages';
import {
  createAccountBalancesPage,
  createAccountBetsPage,
  createAccountPage,
  createAccountTransactionsPage,
} from './AccountPages';

export { createLocaleLayout, createLayoutMetadata } from './layout';
export { createNotFoundPage } from './PlatformPages';

/**
 * The pages a brand app's generated route files re-export, by the `page` name of brand-config's
 * route catalogue. The generator fails if a catalogue page is missing here.
 */
export const pageFactories = {
  RootPage: createRootPage,
  SportsPage: createSportsPage,
  MaintenancePage: createMaintenancePage,
  BlockedPage: createBlockedPage,
  CatchAllPage: createCatchAllPage,
  AccountPage: createAccountPage,
  AccountBetsPage: createAccountBetsPage,
  AccountBalancesPage: createAccountBalancesPage,
  AccountTransactionsPage: createAccountTransactionsPage,
} satisfies Record<string, (brand: BrandConfig) => unknown>;

export type PageName = keyof typeof pageFactories;
