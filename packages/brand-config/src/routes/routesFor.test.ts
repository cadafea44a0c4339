import { describe, expect, it } from 'vitest';
import { capabilityDefaults, type Capabilities } from '../capabilities/capabilities';
import { type RouteEntry, routeCatalogue, routeEntrySchema } from './routeCatalogue';
import { routesFor } from './routesFor';

const capabilities: Capabilities = {
  ...capabilityDefaults,
  loginApi: 'sessions',
  defaultThemeMode: 'system',
};
const withJackpot = { capabilities: { ...capabilities, jackpot: true } };
const withoutJackpot = { capabilities };

const jackpotEntry: RouteEntry = {
  id: 'jackpot',
  segment: 'jackpot',
  page: 'JackpotPage',
  requires: 'jackpot',
};
const catalogue: readonly RouteEntry[] = [...routeCatalogue, jackpotEntry];

describe('routeCatalogue', () => {
  it('has the root, prematch, special, redirect-target, account and catch-all pages, each a valid entry', () => {
    expect(routeCatalogue).toEqual([
      { id: 'root', segment: '', page: 'RootPage' },
      { id: 'sports', segment: 'sports', page: 'SportsPage' },
      { id: 'sports-fixtures', segment: 'sports/fixtures', page: 'FixturesPage' },
      { id: 'sports-outrights', segment: 'sports/outrights', page: 'OutrightsPage' },
      { id: 'sport', segment: 'sports/[sport]', page: 'SportPage' },
      { id: 'country', segment: 'sports/competitions/[sport]/[country]', page: 'CountryPage' },
      {
        id: 'league',
        segment: 'sports/competitions/[sport]/[country]/[league]',
        page: 'LeaguePage',
      },
      { id: 'event', segment: 'events/[slug]', page: 'EventPage' },
      { id: 'live', segment: 'live', page: 'LivePage' },
      { id: 'live-sports', segment: 'live/sport', page: 'LivePage' },
      { id: 'live-sport', segment: 'live/sport/[sport]', page: 'LiveSportPage' },
      { id: 'live-event', segment: 'live/[slug]', page: 'LiveEventPage' },
      { id: 'cryptoblast', segment: 'cryptoblast', page: 'CryptoblastPage' },
      { id: 'powerball', segment: 'powerball', page: 'PowerballPage' },
      { id: 'lotto', segment: 'lotto', page: 'LottoPage' },
      { id: 'maintenance', segment: 'maintenance', page: 'MaintenancePage' },
      { id: 'blocked', segment: 'blocked', page: 'BlockedPage' },
      { id: 'account', segment: 'account', page: 'AccountPage' },
      { id: 'account-bets', segment: 'account/bets', page: 'AccountBetsPage' },
      { id: 'account-balances', segment: 'account/balances', page: 'AccountBalancesPage' },
      {
        id: 'account-transactions',
        segment: 'account/transactions',
        page: 'AccountTransactionsPage',
      },
      { id: 'open-bets', segment: 'open_bets', page: 'OpenBetsPage' },
      { id: 'not-found', segment: '[...rest]', page: 'CatchAllPage' },
    ]);
    for (const route of routeCatalogue) {
      expect(routeEntrySchema.safeParse(route).success).toBe(true);
    }
  });

  it('rejects malformed entries', () => {
    for (const bad of [
      { id: 'Sports', segment: 'sports', page: 'SportsPage' },
      { id: 'sports', segment: '/sports', page: 'SportsPage' },
      { id: 'sports', segment: 'sports', page: 'sportsPage' },
      { id: 'x', segment: 'x', page: 'XPage', requires: 'loginApi' },
    ]) {
      expect(routeEntrySchema.safeParse(bad).success).toBe(false);
    }
    expect(
      routeEntrySchema.safeParse({ id: 'leap', segment: 'sports/leap/[[...id]]', page: 'LeapPage' })
        .success,
    ).toBe(true);
  });
});

describe('routesFor', () => {
  it('keeps an entry that requires a capability only for brands that have it', () => {
    const always = routeCatalogue.map((route) => route.id);
    expect(routesFor(withJackpot, catalogue).map((route) => route.id)).toEqual([
      ...always,
      'jackpot',
    ]);
    expect(routesFor(withoutJackpot, catalogue).map((route) => route.id)).toEqual(always);
  });

  it('uses the real catalogue by default and returns copies', () => {
    const routes = routesFor(withoutJackpot);
    expect(routes).toEqual(routeCatalogue);
    expect(routes[0]).not.toBe(routeCatalogue[0]);
  });
});
