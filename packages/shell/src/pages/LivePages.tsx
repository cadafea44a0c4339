import {
  liveHomePage,
  liveHomePageMeta,
  liveSportPage,
  liveSportPageMeta,
} from '@clem/sports/server';
import { sportsMetadataFactory, sportsPageFactory } from './sportsPageFactory';

/** The In-Play lists (`/live`, `/live/sport/{id}-{CODE}`) in the frame (the live event page: `LiveEventPages.tsx`). */
export const createLivePage = sportsPageFactory(liveHomePage);
export const createLiveSportPage = sportsPageFactory(liveSportPage);

export const createLiveMetadata = sportsMetadataFactory((ctx) => liveHomePageMeta(ctx));
export const createLiveSportMetadata = sportsMetadataFactory((ctx, params: { sport: string }) =>
  liveSportPageMeta(ctx, params.sport),
);
