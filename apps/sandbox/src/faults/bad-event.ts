/** What a `bad-event` fault writes into the event it corrupts. */
export const BAD_EVENT_DATE = 'not-a-date';
export const BAD_EVENT_OUTCOMES = 'not-a-list';

type JsonObject = { [key: string]: unknown };

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Breaks one event so that it fails the front end's event schema (`@clem/core/schemas`,
 * `eventSchema`) three ways: `name` is removed, `eventDate` is not a date and the first market's
 * `outcomes` is a string instead of a list (when the event has a market).
 */
export function corruptEvent(event: JsonObject): void {
  delete event.name;
  event.eventDate = BAD_EVENT_DATE;
  const markets = event.markets;
  const market = Array.isArray(markets) ? markets.find(isObject) : undefined;
  if (market !== undefined) market.outcomes = BAD_EVENT_OUTCOMES;
}

/**
 * The JSON text of an events page (`{ events: [...], … }`) with the event at `index`
 * corrupted (see `corruptEvent`), or undefined when `body` is not such a page or has no event
 * there.
 */
export function corruptEventsPage(body: string, index: number): string | undefined {
  let page: unknown;
  try {
    page = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (!isObject(page) || !Array.isArray(page.events)) return undefined;
  const event: unknown = page.events[index];
  if (!isObject(event)) return undefined;
  corruptEvent(event);
  return JSON.stringify(page);
}
