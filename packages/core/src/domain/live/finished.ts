/**
 * Whether a live event has finished (betting §4: a clock status END_OF_EVENT marks it so, as
 * does the platform's flag). The one rule for lists, pages, scoreboards and the live data; apart
 * from the scoreboards so that the live data's selectors load without them.
 */
export function isLiveEventFinished(event: {
  isFinished?: boolean | undefined;
  clock?: { status?: string | undefined } | undefined;
}): boolean {
  return event.isFinished === true || event.clock?.status === 'END_OF_EVENT';
}
