import {
  liveEventPage,
  liveHomePage,
  liveHomePageMeta,
  liveSportPage,
  liveSportPageMeta,
} from '@clem/sports/server';
import { createEventMetadata, sportsMetadataFactory, sportsPageFactory } from './sportsPageFactory';

/** The In-Play pages (`/live`, `/live/sport/{id}-{CODE}`, `/live/{slug}`) in the frame. */
export const createLivePage = sportsPageFactory(liveHomePage);
export const createLiveSportPage = sportsPageFactory(liveSportPage);
export const createLiveEventPage = sportsPageFactory(liveEventPage);

/** A live event's title is its event's, as on its prematch page. */
export const createLiveEventMetadata = createEventMetadata;
export const createLiveMetadata = sportsMetadataFactory((ctx) => liveHomePageMeta(ctx));
export const createLiveSportMetadata = sportsMetadataFactory((ctx, params: { sport: string }) =>
  liveSportPageMeta(ctx, params.sport),
);
