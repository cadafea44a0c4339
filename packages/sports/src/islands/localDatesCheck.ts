/**
 * Whether the browser can keep labels the server wrote in `serverTimeZone` without computing
 * them again, using only `Date#getTimezoneOffset` (no `Intl`).
 *
 * The first `Intl.DateTimeFormat` of a page loads the runtime's time-zone data, about 16 ms on
 * a desktop here and four times that on a slow phone, in the middle of hydration. A label only
 * depends on the wall-clock time of the event and of "now" in the zone, so when the server
 * labelled in UTC and this browser's offset is zero at "now" and at every event's time, its
 * labels would be the same and there is nothing to do. Any other case (another server zone, an
 * offset anywhere, a date that does not parse) answers false and the caller recomputes.
 */
export function labelsAlreadyLocal(
  serverTimeZone: string,
  now: Date,
  eventDates: Iterable<string>,
): boolean {
  if (!UTC_ZONES.has(serverTimeZone.toUpperCase())) return false;
  if (now.getTimezoneOffset() !== 0) return false;
  for (const eventDate of eventDates) {
    // NaN (a date that does not parse) is not 0, so it falls through to the full path.
    if (new Date(eventDate).getTimezoneOffset() !== 0) return false;
  }
  return true;
}

/** Zone names that are UTC all year (as `Intl` spells them, compared upper-cased). */
const UTC_ZONES = new Set([
  'UTC',
  'ETC/UTC',
  'GMT',
  'ETC/GMT',
  'UCT',
  'ETC/UCT',
  'ZULU',
  'ETC/ZULU',
]);
