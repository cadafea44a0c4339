import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf, type RouteEntry } from '../server';
import { createTestServer, type TestServer } from '../test-support/test-server';

/**
 * Bad input never gets a 500: every route of the server (found by listing them, so a new route
 * is covered without touching this file) is sent malformed JSON, wrong types, a JSON array, a
 * huge body, nonsense path parameters and nonsense query parameters, with and without a valid
 * player token. Each answer must be below 500 and must not leak a stack trace.
 */

const HUGE = 'x'.repeat(2 * 1024 * 1024);
const BAD_QUERY =
  '?page=abc&eventsPerPage=-1&ids=x,y&eventPathIds=%00&since=abc&numberOfBets=zz&uuid=&id=1e99&' +
  'dateFrom=yesterday&sportCode=%3Cscript%3E&active=maybe&c=%FF';

const WRONG_TYPES = {
  username: 1,
  password: ['x'],
  singles: 'x',
  multiples: { a: 1 },
  systems: 5,
  data: 5,
  uuid: 7,
  seed: 'x',
  amount_minor: -1,
  results: 'won',
  step_ms: 'soon',
  match: 5,
  kind: null,
};

/** A NUL byte (which PostgreSQL refuses in text) in every string a route might take. */
const NUL = 'a\u0000b';
const NUL_QUERY =
  '?username=%00&u=%00&app=%00&url=%00&c=%00&sportCode=%00&code=%00&uuid=a%00b&id=%00&l=%00&' +
  'mc=%00&reason=%00&active=%00&host=%00&player_type=%00&overrideBrand=%00&type=%00&since=%00';
const NUL_STRINGS = {
  username: NUL,
  password: NUL,
  answer: NUL,
  code: NUL,
  product: NUL,
  reference: NUL,
  brand: NUL,
  uuid: NUL,
  refreshToken: NUL,
  device: { clientType: NUL, deviceId: NUL, deviceType: NUL },
  match: `/${NUL}`,
  priceFormat: NUL,
  userAcceptOdds: NUL,
  betSlipId: NUL,
  originId: NUL,
  accountId: NUL,
  [NUL]: NUL,
  data: { jackpotId: NUL, singles: [{ outcomeId: NUL }], theme: NUL, layout: NUL },
  singles: [{ outcomeId: NUL, stake: NUL, priceType: NUL }],
  results: { [NUL]: 'won' },
  set: NUL,
};

/** A path with its parameters filled in with `value`. */
function fill(url: string, value: string): string {
  return url.replace(/:[A-Za-z_]+/g, value).replace(/\*$/, value);
}

/** Requests that may legitimately stay open (event streams) are not waited for. */
const isStream = (route: RouteEntry) => /stream$/.test(route.url);

describe('bad input on every route', () => {
  let server: TestServer;
  let token = '';
  let routes: readonly RouteEntry[] = [];

  beforeAll(async () => {
    server = await createTestServer();
    // Calls that end the session (logout, refresh) go last, so the token stays good for the rest.
    const endsSession = (route: RouteEntry) => /sessions|logout/.test(route.url);
    // The public server's routes and the admin server's (its own port in a real start).
    routes = [...routesOf(server.app), ...routesOf(server.admin)].sort(
      (a, b) => Number(endsSession(a)) - Number(endsSession(b)),
    );
    const login = await server.app.inject({
      method: 'POST',
      url: '/accounts/sessions',
      headers: { 'X-SB-Brand': 'zedbet' },
      payload: { username: 'demo', password: 'demo1234' },
    });
    token = login.json<{ accessToken: string }>().accessToken;
  });

  afterAll(async () => {
    await server.close();
  });

  it('finds the routes to try', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it('answers every route a 4xx (or success), never a 5xx or a stack trace', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      if (route.url === '/__admin/reset') continue; // a valid reset reseeds: covered by its own tests
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      const paths = [
        fill(route.url, 'abc'),
        fill(route.url, '999999999'),
        fill(route.url, '-1'),
        fill(route.url, 'a%00b'),
      ];
      for (const auth of [
        {},
        { authorization: `Bearer ${token}` },
        { authorization: 'Bearer x' },
      ]) {
        const headers = { 'X-SB-Brand': 'zedbet', ...auth };
        const attempts: { url: string; payload?: string; type?: string }[] = [
          { url: `${paths[0]}${BAD_QUERY}` },
          { url: `${paths[1]}${BAD_QUERY}` },
        ];
        if (!isStream(route)) {
          attempts.push(
            { url: paths[2] ?? route.url },
            { url: `${paths[3] ?? route.url}${NUL_QUERY}` },
          );
        }
        if (withBody) {
          attempts.push(
            { url: paths[1] ?? route.url, payload: '{"singles": [', type: 'application/json' },
            {
              url: paths[1] ?? route.url,
              payload: JSON.stringify(WRONG_TYPES),
              type: 'application/json',
            },
            { url: paths[1] ?? route.url, payload: '[1,2,3]', type: 'application/json' },
            { url: paths[1] ?? route.url, payload: HUGE, type: 'application/json' },
            {
              url: paths[1] ?? route.url,
              payload: JSON.stringify(NUL_STRINGS),
              type: 'application/json',
            },
            {
              url: paths[3] ?? route.url,
              payload: new URLSearchParams({
                username: NUL,
                password: NUL,
                answer: NUL,
              }).toString(),
              type: 'application/x-www-form-urlencoded',
            },
            {
              url: paths[1] ?? route.url,
              payload: 'a=%ZZ&b',
              type: 'application/x-www-form-urlencoded',
            },
          );
        }
        const target = route.url.startsWith('/__admin') ? server.admin : server.app;
        for (const attempt of attempts) {
          const response = await Promise.race([
            target.inject({
              method: route.method as 'GET',
              url: attempt.url,
              headers: attempt.type ? { ...headers, 'content-type': attempt.type } : headers,
              ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
            }),
            delay(5000).then(() => undefined),
          ]);
          if (response === undefined) {
            failures.push(`${route.method} ${attempt.url.slice(0, 120)} -> no answer in 5 s`);
            continue;
          }
          const leak = /\n\s+at .+:\d+:\d+|22021|byte sequence|SQLSTATE/.test(response.body);
          if (response.statusCode >= 500 || leak) {
            failures.push(
              `${route.method} ${attempt.url.slice(0, 120)} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
