/** The modules a route file imports a page from: `@clem/shell/app/<module>`. */
export type AppModule =
  | 'root'
  | 'sports'
  | 'sport-lists'
  | 'event'
  | 'special'
  | 'live'
  | 'live-event'
  | 'platform'
  | 'account'
  | 'my-bets';

/**
 * Where each page's factory lives. A route file imports its page (`create<PageName>`, and
 * `create<Name>Metadata` for the pages in `pageMetadata`) from that module alone, never from the
 * pages index (`@clem/shell/app`): a route's client JavaScript is every client component its server modules import,
 * rendered or not, so a route importing this index would ship the islands of every page (the
 * In-Play scoreboards and filters on the account page). The prematch pages are four modules for
 * the same reason: the home, the lists, the event page and the special pages each have islands the
 * others do not (the event page's sibling dropdown and live gate, the lists' later rows).
 */
export const pageModules = {
  RootPage: 'root',
  SportsPage: 'sports',
  SportPage: 'sport-lists',
  CountryPage: 'sport-lists',
  LeaguePage: 'sport-lists',
  FixturesPage: 'sport-lists',
  OutrightsPage: 'sport-lists',
  EventPage: 'event',
  LivePage: 'live',
  LiveSportPage: 'live',
  LiveEventPage: 'live-event',
  CryptoblastPage: 'special',
  PowerballPage: 'special',
  LottoPage: 'special',
  MaintenancePage: 'platform',
  BlockedPage: 'platform',
  CatchAllPage: 'platform',
  AccountPage: 'account',
  AccountBetsPage: 'account',
  AccountBalancesPage: 'account',
  AccountTransactionsPage: 'account',
  OpenBetsPage: 'my-bets',
} as const satisfies Record<string, AppModule>;

export type ModulePageName = keyof typeof pageModules;
