import type { EventType } from './world-tables';

/**
 * Which events the eventpathtree counts: periodType IN_PLAY/LIVE or eventTypeFilter=LIVE count
 * live events only, periodType PRE_MATCH prematch ones only, eventTypeFilter=OUTRIGHT outrights.
 * Otherwise every game event (prematch and live) counts.
 */
export function treeCountOptions(query: {
  periodType?: string | undefined;
  eventTypeFilter?: string | undefined;
}): { live?: boolean; eventType: EventType } {
  const periodType = query.periodType?.trim().toUpperCase();
  const eventTypeFilter = query.eventTypeFilter?.trim().toUpperCase();
  const eventType: EventType = eventTypeFilter === 'OUTRIGHT' ? 'OUTRIGHT' : 'GAME_EVENT';
  if (eventTypeFilter === 'LIVE' || periodType === 'IN_PLAY' || periodType === 'LIVE') {
    return { live: true, eventType };
  }
  if (periodType === 'PRE_MATCH' || periodType === 'PREMATCH') return { live: false, eventType };
  return { eventType };
}
