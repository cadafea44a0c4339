import type { ComponentType, ReactNode } from 'react';
import type { LiveRowData } from './rowView';

/**
 * What makes a list's live rows live: the island that keeps a row's clock, period and score
 * current, and the list item that leaves the list when its event finishes and hides while the
 * In-Play filters leave it out. In-Play lists hand them to `EventList` (`liveRowIslands` in
 * live/); a prematch list does not, so its route's JavaScript carries none of the live code (a
 * route ships every client component its server modules import, rendered or not).
 */
export interface LiveRowIslands {
  Score: ComponentType<{ initial: LiveRowData }>;
  Item: ComponentType<{
    eventId: number;
    eventPaths: readonly { id: number; slug: string; description: string }[];
    children: ReactNode;
  }>;
}
