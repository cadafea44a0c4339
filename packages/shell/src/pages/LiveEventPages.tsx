import { liveEventPage } from '@clem/sports/server';
import { createEventMetadata, sportsPageFactory } from './sportsPageFactory';

/** The live event page (`/live/{slug}`) in the frame, apart from the lists: its own islands only. */
export const createLiveEventPage = sportsPageFactory(liveEventPage);

/** A live event's title is its event's, as on its prematch page. */
export const createLiveEventMetadata = createEventMetadata;
