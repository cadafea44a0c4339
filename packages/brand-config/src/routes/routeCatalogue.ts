import * as z from 'zod/mini';
import { capabilityFlagNames } from '../capabilities/capabilities';

export const routeEntrySchema = z.strictObject({
  /** Stable name of the route, e.g. `sports`. */
  id: z
    .string()
    .check(z.regex(/^[a-z][a-z0-9-]*$/, { error: 'A route id is lower-case kebab-case' })),
  /** Path under `app/[locale]/`, '' for the locale root; Next.js segments such as `[slug]` allowed. */
  segment: z.string().check(
    z.regex(/^$|^[\w[\].-]+(\/[\w[\].-]+)*$/, {
      error: 'A route segment is a relative path without leading or trailing slash',
    }),
  ),
  /** The named export of `@clem/shell` that the generated route file re-exports. */
  page: z.string().check(
    z.regex(/^[A-Z][A-Za-z0-9]*Page$/, {
      error: 'A route page is a PascalCase export ending in Page',
    }),
  ),
  /** Only brands with this capability on get the route. */
  requires: z.optional(z.enum(capabilityFlagNames)),
});

export type RouteEntry = z.infer<typeof routeEntrySchema>;

/** Every route any brand can have; `routesFor` picks a brand's share. */
export const routeCatalogue: readonly RouteEntry[] = [
  { id: 'root', segment: '', page: 'RootPage' },
  { id: 'sports', segment: 'sports', page: 'SportsPage' },
  // Prematch (betting §2). Static segments win over `[sport]`.
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
  // Special pages outside /sports (betting §2); gated per player by currency and settings.
  { id: 'cryptoblast', segment: 'cryptoblast', page: 'CryptoblastPage' },
  { id: 'powerball', segment: 'powerball', page: 'PowerballPage' },
  { id: 'lotto', segment: 'lotto', page: 'LottoPage' },
  // Redirect targets of platform answers (account-and-shell §2).
  { id: 'maintenance', segment: 'maintenance', page: 'MaintenancePage' },
  { id: 'blocked', segment: 'blocked', page: 'BlockedPage' },
  // Account pages (account-and-shell §2): client pages exported by @clem/account.
  { id: 'account', segment: 'account', page: 'AccountPage' },
  { id: 'account-bets', segment: 'account/bets', page: 'AccountBetsPage' },
  { id: 'account-balances', segment: 'account/balances', page: 'AccountBalancesPage' },
  { id: 'account-transactions', segment: 'account/transactions', page: 'AccountTransactionsPage' },
  // My Bets as a page (betting §2 /open_bets): open and settled bets.
  { id: 'open-bets', segment: 'open_bets', page: 'OpenBetsPage' },
  // Any other path: a 404 inside the frame.
  { id: 'not-found', segment: '[...rest]', page: 'CatchAllPage' },
];
