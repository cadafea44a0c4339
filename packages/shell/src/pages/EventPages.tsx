import { eventPage } from '@clem/sports/server';
import { sportsPageFactory } from './sportsPageFactory';

/** A prematch event page (betting §2 `/events/{slug}`) in the frame (`sportsPageFactory.tsx`). */
export const createEventPage = sportsPageFactory(eventPage);
export { createEventMetadata } from './sportsPageFactory';
