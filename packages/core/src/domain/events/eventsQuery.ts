/**
 * The events call (betting spec §7 "GET /xapi/rest/events | eventPathIds, ids, eventsPerPage,
 * page, periodType, marketStatus, dateFrom, dateTo, sortByEventpath, marketTypeIds,
 * periodTypeIds. If the query string exceeds 2000 characters it becomes a POST to the same path
 * (or the /nextapi/ variant) with a hash query parameter and the params as body"). The sandbox
 * contract (apps/sandbox/README.md): the body is a JSON object of the same parameters and `hash`
 * is the SHA-256 of the raw body, lower-case hex; `eventType` is a sandbox extra.
 */

/** The parameters of the events call, in the order they are sent. */
export type EventsQueryParams = {
  eventPathIds?: readonly number[];
  ids?: readonly number[];
  eventsPerPage?: number;
  page?: number;
  periodType?: 'PRE_MATCH' | 'IN_PLAY' | 'ALL';
  marketStatus?: readonly string[];
  dateFrom?: string;
  dateTo?: string;
  sortByEventpath?: boolean;
  marketTypeIds?: readonly number[];
  periodTypeIds?: readonly number[];
  eventType?: 'GAME_EVENT' | 'OUTRIGHT' | 'ALL';
};

/** The parameter order, fixed so the same params always give the same query string and hash. */
const KEYS = [
  'eventPathIds',
  'ids',
  'eventsPerPage',
  'page',
  'periodType',
  'marketStatus',
  'dateFrom',
  'dateTo',
  'sortByEventpath',
  'marketTypeIds',
  'periodTypeIds',
  'eventType',
] as const satisfies readonly (keyof EventsQueryParams)[];

type Scalar = string | number | boolean;

function usable(value: unknown): value is Scalar {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/** The parameters that are sent, in order: scalars as they are, arrays of their usable items. */
function sentEntries(params: EventsQueryParams): [string, Scalar | Scalar[]][] {
  const entries: [string, Scalar | Scalar[]][] = [];
  for (const key of KEYS) {
    const value: unknown = params[key];
    if (Array.isArray(value)) {
      const items = value.filter(usable);
      if (items.length > 0) entries.push([key, items]);
    } else if (usable(value)) {
      entries.push([key, value]);
    }
  }
  return entries;
}

/**
 * The query string of the events call (§7), without a leading "?": the parameters in the order of
 * `EventsQueryParams`, arrays comma-joined, each value URI-encoded (`encodeURIComponent`; the
 * commas between array items stay literal). Undefined values and empty arrays are left out.
 *
 * Decisions (spec silent): keys not in `EventsQueryParams` are ignored; numbers that are not
 * finite (NaN, Infinity) are left out, as are such items of an array; booleans are "true" or
 * "false"; an empty string is sent as an empty value (`dateFrom=`).
 */
export function eventsQueryString(params: EventsQueryParams): string {
  return sentEntries(params)
    .map(([key, value]) => {
      const text = Array.isArray(value)
        ? value.map((item) => encodeURIComponent(String(item))).join(',')
        : encodeURIComponent(String(value));
      return `${key}=${text}`;
    })
    .join('&');
}

/** A planned events request, with the POST's `hash` parameter already in its url. */
export type EventsRequestPlan =
  { method: 'GET'; url: string } | { method: 'POST'; url: string; body: string };

/** The longest query string sent as a GET (§7: a POST when it "exceeds 2000 characters"). */
const MAX_GET_QUERY_LENGTH = 2000;

/**
 * How to send the events call (§7): `GET {path}?{query}` while the query string
 * (`eventsQueryString`) is at most 2000 characters, else a POST to `path` whose body is the
 * parameters as a JSON object (same keys, same order, same omissions, arrays as JSON arrays). The
 * POST still needs its `hash` query parameter, which is asynchronous to compute: pass the result
 * to `resolveEventsRequest` (or add `?hash=${await sha256Hex(body)}` to `path` yourself).
 *
 * Decisions (spec silent): with no parameters at all the url is `path` alone (no "?"); the limit
 * counts the query string without its "?".
 */
export function planEventsRequest(
  params: EventsQueryParams,
  path = '/xapi/rest/events',
): { method: 'GET'; url: string } | { method: 'POST'; path: string; body: string } {
  const query = eventsQueryString(params);
  if (query.length <= MAX_GET_QUERY_LENGTH) {
    return { method: 'GET', url: query ? `${path}?${query}` : path };
  }
  return { method: 'POST', path, body: JSON.stringify(Object.fromEntries(sentEntries(params))) };
}

/**
 * The SHA-256 of a text's UTF-8 bytes as lower-case hex (the sandbox's `hash` of the events POST,
 * §7), with `globalThis.crypto.subtle` (browsers and Node 20).
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A plan from `planEventsRequest` made ready to send (§7 "a POST … with a hash query parameter and
 * the params as body"): a GET is returned as it is; a POST gets the url `{path}?hash={sha256 of the
 * body}` (the path's own query, if any, is kept: `&hash=`).
 */
export async function resolveEventsRequest(
  plan: ReturnType<typeof planEventsRequest>,
): Promise<EventsRequestPlan> {
  if (plan.method === 'GET') return plan;
  const hash = await sha256Hex(plan.body);
  const separator = plan.path.includes('?') ? '&' : '?';
  return { method: 'POST', url: `${plan.path}${separator}hash=${hash}`, body: plan.body };
}
