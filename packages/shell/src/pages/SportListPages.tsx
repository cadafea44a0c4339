import {
  countryPage,
  countryPageMeta,
  fixturesPage,
  leaguePage,
  leaguePageMeta,
  outrightsPage,
  sportPage,
  sportPageMeta,
} from '@clem/sports/server';
import { sportsMetadataFactory, sportsPageFactory } from './sportsPageFactory';

/** The prematch list pages (betting §2 routes) in the frame (`sportsPageFactory.tsx`). */
export const createSportPage = sportsPageFactory(sportPage);
export const createCountryPage = sportsPageFactory(countryPage);
export const createLeaguePage = sportsPageFactory(leaguePage);
export const createFixturesPage = sportsPageFactory(fixturesPage);
export const createOutrightsPage = sportsPageFactory(outrightsPage);

export const createSportMetadata = sportsMetadataFactory((ctx, params: { sport: string }) =>
  sportPageMeta(ctx, params.sport),
);
export const createCountryMetadata = sportsMetadataFactory(
  (ctx, params: { sport: string; country: string }) => countryPageMeta(ctx, params),
);
export const createLeagueMetadata = sportsMetadataFactory(
  (ctx, params: { sport: string; country: string; league: string }) => leaguePageMeta(ctx, params),
);
