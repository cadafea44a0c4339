import {
  couponGroupResponseSchema,
  couponResponseSchema,
  currenciesResponseSchema,
  epwConfigSchema,
  eventSchema,
  eventsResponseSchema,
  geoDataResponseSchema,
  liveEventsResponseSchema,
  marketSchema,
  oddsLadderResponseSchema,
  topSportsResponseSchema,
} from '@clem/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventsBodyHash } from '../routes/event-routes';
import { createTestServer, type TestServer } from '../test-support/test-server';
import { COUPONS, COUPON_GROUPS } from '../world/betting-reference';

/**
 * The betting-area answers, parsed with the front end's schemas from @clem/core. The schemas are
 * loose objects with defaults, so a parse must give back exactly what was sent.
 */
describe('betting contract (@clem/core/schemas)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await server.app.inject({
      method: 'GET',
      url,
      headers: { 'X-SB-Brand': 'zedbet', ...headers },
    });
    expect(response.statusCode, url).toBe(200);
    return response.json<unknown>();
  };

  const expectParses = (schema: z.core.$ZodType, raw: unknown) => {
    const parsed = z.safeParse(schema, raw);
    if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues.slice(0, 3)));
    expect(parsed.data).toEqual(raw);
  };

  it.each([
    '/xapi/rest/events',
    '/xapi/rest/events?eventsPerPage=200&page=3',
    '/xapi/rest/events?periodType=IN_PLAY&eventsPerPage=200',
    '/xapi/rest/events?eventType=OUTRIGHT&eventsPerPage=50',
    '/xapi/rest/events?marketStatus=open,suspended,lts,closed&eventsPerPage=100',
    '/xapi/rest/events?periodTypeIds=2,3,4&sortByEventpath=true',
  ])('%s parses as eventsResponse', async (url) => {
    expectParses(eventsResponseSchema, await get(url));
  });

  it('the POST form parses as eventsResponse', async () => {
    const body = JSON.stringify({ eventPathIds: '1', eventsPerPage: 5 });
    const response = await server.app.inject({
      method: 'POST',
      url: `/xapi/rest/events?hash=${eventsBodyHash(body)}`,
      payload: body,
      headers: { 'X-SB-Brand': 'zedbet', 'content-type': 'application/json' },
    });
    expectParses(eventsResponseSchema, response.json());
  });

  it('one event and one market parse', async () => {
    const page = eventsResponseSchema.parse(await get('/xapi/rest/events?periodType=LIVE'));
    const event = page.events[0];
    expect(event).toBeDefined();
    expectParses(eventSchema, await get(`/xapi/rest/events/${event?.id}`));
    expectParses(marketSchema, await get(`/xapi/rest/markets/${event?.markets[0]?.id}`));
  });

  it.each([
    '/xapi/rest/live/events',
    '/xapi/rest/live/events?lightWeightResponse=true',
    '/xapi/rest/live/events?allBettableEvents=true&excludeLongTermSuspended=true&includeAboutToStart=true&marketStatuses=OPEN,SUSPENDED&sportGroups=REGULAR,ESPORTS&onlySports=FOOT,TENN,CSGO',
  ])('%s parses as liveEventsResponse', async (url) => {
    expectParses(liveEventsResponseSchema, await get(url));
  });

  it('top sports, coupons and coupon groups parse', async () => {
    expectParses(topSportsResponseSchema, await get('/api/top_sports'));
    for (const coupon of COUPONS) {
      const raw = await get(`/api/coupons/${coupon.id}?coupon_info=true`);
      expectParses(couponResponseSchema, raw);
      const inGroup = COUPON_GROUPS.some((group) => group.couponIds.includes(coupon.id));
      expect(couponResponseSchema.parse(raw).coupon_info !== null).toBe(inGroup);
    }
    for (const group of COUPON_GROUPS) {
      expectParses(couponGroupResponseSchema, await get(`/api/coupon_groups/${group.id}`));
    }
  });

  it('odds ladder and margins parse, PPB and POWER_ODDS', async () => {
    const ladder = oddsLadderResponseSchema.parse(
      await get('/xapi/rest/oddsLadderAndMargins/3?overrideBrand=dafabet'),
    );
    expect(ladder.odds.slice(0, 10)).toEqual([
      1.01, 1.02, 1.03, 1.04, 1.05, 1.06, 1.07, 1.08, 1.09, 1.1,
    ]);
    expect(ladder.odds.at(-1)).toBe(1000);
    expect(ladder.margins.every((margin) => margin.brandMarginType === 'PPB')).toBe(true);
    const event = eventsResponseSchema.parse(await get('/xapi/rest/events?eventPathIds=1'))
      .events[0];
    const power = await get(
      `/xapi/rest/oddsLadderAndMargins/0?type=POWER_ODDS&eventId=${event?.id}`,
    );
    expectParses(oddsLadderResponseSchema, power);
    expect(oddsLadderResponseSchema.parse(power).margins.length).toBeGreaterThan(0);
  });

  it('EPW config, currencies and geo data parse', async () => {
    const epw = await get('/xapi/rest/promotions/epw');
    expectParses(epwConfigSchema, epw);
    const currencies = currenciesResponseSchema.parse(await get('/xapi/rest/currencies'));
    expect(currencies.currencies.map((currency) => currency.isoCode)).toEqual(
      expect.arrayContaining([
        'EUR',
        'USD',
        'GBP',
        'KES',
        'GHS',
        'KRW',
        'IDR',
        'VND',
        'INR',
        'JPY',
        'CNY',
        'RMB',
        'PHP',
        'THB',
        'MYR',
        'BRL',
        'USDT',
        'mBTC',
      ]),
    );
    expectParses(geoDataResponseSchema, await get('/api/geo_data'));
    const kenya = await get('/api/v2/geo_data', { 'X-Sandbox-Country': 'ke' });
    expect(geoDataResponseSchema.parse(kenya).country_code).toBe('KE');
  });

  it('reference routes answer 4xx with a message for bad input', async () => {
    const cases: [string, number, Record<string, string>?][] = [
      ['/api/coupons/999', 404],
      ['/api/coupons/abc', 400],
      ['/api/coupons/1?coupon_info=perhaps', 400],
      ['/api/coupon_groups/999', 404],
      ['/xapi/rest/oddsLadderAndMargins/x', 400],
      ['/xapi/rest/oddsLadderAndMargins/0?type=POWER_ODDS', 400],
      ['/xapi/rest/oddsLadderAndMargins/0?type=POWER_ODDS&eventId=5', 404],
      ['/xapi/rest/oddsLadderAndMargins/3?overrideBrand=acme', 400],
      ['/api/geo_data', 400, { 'X-Sandbox-Country': 'Narnia' }],
    ];
    for (const [url, status, headers] of cases) {
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { 'X-SB-Brand': 'zedbet', ...headers },
      });
      expect(response.statusCode, url).toBe(status);
      expect(response.json<{ message: string }>().message, url).toEqual(expect.any(String));
    }
  });
});
