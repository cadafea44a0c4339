import fc from 'fast-check';
import {
  eventsQueryString,
  planEventsRequest,
  resolveEventsRequest,
  sha256Hex,
  type EventsQueryParams,
} from './eventsQuery';

describe('eventsQueryString', () => {
  it('writes the keys in the fixed order, arrays comma-joined', () => {
    const params: EventsQueryParams = {
      eventType: 'GAME_EVENT',
      marketTypeIds: [1, 13],
      page: 2,
      eventPathIds: [10, 20],
      sortByEventpath: true,
      marketStatus: ['open', 'suspended'],
      periodType: 'PRE_MATCH',
      dateTo: '2026-06-16T12:00:00.000Z',
      dateFrom: '2026-06-15T12:00:00.000Z',
      eventsPerPage: 20,
      ids: [5],
      periodTypeIds: [1],
    };
    expect(eventsQueryString(params)).toBe(
      'eventPathIds=10,20&ids=5&eventsPerPage=20&page=2&periodType=PRE_MATCH' +
        '&marketStatus=open,suspended&dateFrom=2026-06-15T12%3A00%3A00.000Z' +
        '&dateTo=2026-06-16T12%3A00%3A00.000Z&sortByEventpath=true&marketTypeIds=1,13' +
        '&periodTypeIds=1&eventType=GAME_EVENT',
    );
  });

  it('leaves out undefined values, empty arrays, non-finite numbers and unknown keys', () => {
    const params = {
      eventPathIds: [],
      ids: [1, Number.NaN, 2],
      page: Number.POSITIVE_INFINITY,
      sortByEventpath: false,
      dateFrom: undefined,
      extra: 'x',
    } as EventsQueryParams;
    expect(eventsQueryString(params)).toBe('ids=1,2&sortByEventpath=false');
    expect(eventsQueryString({})).toBe('');
  });

  it('encodes values, keeping the commas between items literal', () => {
    expect(eventsQueryString({ marketStatus: ['a,b', 'c&d=e'] })).toBe(
      'marketStatus=a%2Cb,c%26d%3De',
    );
  });
});

describe('planEventsRequest', () => {
  const dateFromOfLength = (queryLength: number) => ({
    dateFrom: 'x'.repeat(queryLength - 'dateFrom='.length),
  });

  it('is a GET up to exactly 2000 characters of query string', () => {
    const params = dateFromOfLength(2000);
    expect(eventsQueryString(params)).toHaveLength(2000);
    const plan = planEventsRequest(params);
    expect(plan).toEqual({ method: 'GET', url: `/xapi/rest/events?${eventsQueryString(params)}` });
  });

  it('is a POST from 2001 characters, with the params as a JSON body', () => {
    const params = dateFromOfLength(2001);
    expect(eventsQueryString(params)).toHaveLength(2001);
    expect(planEventsRequest(params, '/nextapi/rest/events')).toEqual({
      method: 'POST',
      path: '/nextapi/rest/events',
      body: JSON.stringify(params),
    });
  });

  it('crosses the limit with many ids, the body keeping the order and the arrays', () => {
    const ids = Array.from({ length: 400 }, (_, i) => 100_000 + i);
    const plan = planEventsRequest({ eventsPerPage: 50, ids, eventPathIds: [], page: undefined });
    expect(plan.method).toBe('POST');
    if (plan.method !== 'POST') return;
    expect(plan.body).toBe(JSON.stringify({ ids, eventsPerPage: 50 }));
    expect(Object.keys(JSON.parse(plan.body) as object)).toEqual(['ids', 'eventsPerPage']);
  });

  it('has no "?" without parameters', () => {
    expect(planEventsRequest({})).toEqual({ method: 'GET', url: '/xapi/rest/events' });
  });

  it('switches method exactly at the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 9, max: 4000 }), (length) => {
        const plan = planEventsRequest(dateFromOfLength(length));
        expect(plan.method).toBe(length <= 2000 ? 'GET' : 'POST');
      }),
      { numRuns: 200 },
    );
  });
});

describe('sha256Hex', () => {
  it('hashes known strings as lower-case hex', async () => {
    expect(await sha256Hex('')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    // UTF-8 bytes: "é" is c3 a9.
    expect(await sha256Hex('é')).toMatch(/^[0-9a-f]{64}$/);
    expect(await sha256Hex('é')).not.toBe(await sha256Hex('e'));
  });
});

describe('resolveEventsRequest', () => {
  it('keeps a GET and adds the hash of the body to a POST', async () => {
    const get = planEventsRequest({ page: 1 });
    expect(await resolveEventsRequest(get)).toBe(get);
    const body = '{"eventPathIds":[1,2],"eventsPerPage":15}';
    expect(await resolveEventsRequest({ method: 'POST', path: '/xapi/rest/events', body })).toEqual(
      {
        method: 'POST',
        url: `/xapi/rest/events?hash=${await sha256Hex(body)}`,
        body,
      },
    );
    expect(
      (await resolveEventsRequest({ method: 'POST', path: '/xapi/rest/events?l=en', body })).url,
    ).toBe(`/xapi/rest/events?l=en&hash=${await sha256Hex(body)}`);
  });
});
