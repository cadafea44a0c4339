import type { BrandConfig } from '@clem/brand-config';
import {
  countryPage,
  countryPageMeta,
  eventPage,
  fixturesPage,
  leaguePage,
  leaguePageMeta,
  outrightsPage,
  sportPage,
  sportPageMeta,
  sportsContext,
  sportsHomePage,
  specialRootPage,
} from '@clem/sports/server';
import { loadFrameData } from '../platform/frameData';
import {
  composed,
  sportsMetadataFactory,
  sportsPageFactory,
  type Props,
} from './sportsPageFactory';

export { createEventMetadata } from './sportsPageFactory';

/** The prematch pages (betting §2 routes) in the frame (`sportsPageFactory.tsx`). */

/** `/sports`: the sports home, with the operator's quick links from the frame's content. */
export function createSportsPage(brand: BrandConfig) {
  return async function SportsPage({ params }: Props<object>) {
    const { locale } = await params;
    const ctx = await sportsContext(brand, locale);
    return composed(
      ctx,
      sportsHomePage(ctx, {
        quickLinks: async () => (await loadFrameData(brand, locale, ctx.settings, null)).quickLinks,
      }),
    );
  };
}

export const createSportPage = sportsPageFactory(sportPage);
export const createCountryPage = sportsPageFactory(countryPage);
export const createLeaguePage = sportsPageFactory(leaguePage);
export const createFixturesPage = sportsPageFactory(fixturesPage);
export const createOutrightsPage = sportsPageFactory(outrightsPage);
export const createEventPage = sportsPageFactory(eventPage);
export const createCryptoblastPage = sportsPageFactory(specialRootPage('/cryptoblast'));
export const createPowerballPage = sportsPageFactory(specialRootPage('/powerball'));
export const createLottoPage = sportsPageFactory(specialRootPage('/lotto'));

export const createSportMetadata = sportsMetadataFactory((ctx, params: { sport: string }) =>
  sportPageMeta(ctx, params.sport),
);
export const createCountryMetadata = sportsMetadataFactory(
  (ctx, params: { sport: string; country: string }) => countryPageMeta(ctx, params),
);
export const createLeagueMetadata = sportsMetadataFactory(
  (ctx, params: { sport: string; country: string; league: string }) => leaguePageMeta(ctx, params),
);
