// @vitest-environment node
import fc from 'fast-check';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acceptsGzip,
  asksForFresh,
  deflateParts,
  isCandidate,
  isFlight,
  newNonce,
  PageCache,
  pageCacheSeconds,
  setsOnlySharedCookies,
  splitOnNonce,
  stampGzip,
  stampIdentity,
  withPageCache,
} from './pageCache.mjs';
import {
  formatPageCacheMark,
  PAGE_CACHE_MARK_HEADER,
  PAGE_CACHE_STATUS_HEADER,
  parsePageCacheMark,
} from './pageCacheMark.mjs';

const policy = {
  varyCookies: ['clem_view'],
  varyHeaders: ['host'],
  bypassCookies: ['clem_session', 'jwt'],
  sharedSetCookies: ['NEXT_USER_LOCALE'],
};
const mark = formatPageCacheMark(policy);

/** A body with `nonce` at the given places among random text. */
const bodyWithNonce = fc
  .tuple(fc.array(fc.string({ unit: 'binary', maxLength: 300 }), { minLength: 1, maxLength: 12 }))
  .map(([pieces]) => pieces);

describe('re-stamping a page with a new nonce', () => {
  it('puts the new nonce exactly where the old one was, and nowhere else', () => {
    fc.assert(
      fc.property(bodyWithNonce, (pieces) => {
        const old = newNonce();
        const fresh = newNonce();
        const body = Buffer.from(pieces.join(old));
        const parts = splitOnNonce(body, old);
        expect(parts).toHaveLength(pieces.length);
        expect(stampIdentity(parts, fresh).toString()).toBe(pieces.join(fresh));
      }),
    );
  });

  it('builds a valid gzip stream of the stamped page from parts deflated once', () => {
    fc.assert(
      fc.property(bodyWithNonce, (pieces) => {
        const old = newNonce();
        const fresh = newNonce();
        const parts = splitOnNonce(Buffer.from(pieces.join(old)), old);
        const gzipped = stampGzip(parts, deflateParts(parts, 22), fresh);
        expect(gunzipSync(gzipped).toString()).toBe(pieces.join(fresh));
      }),
      { numRuns: 200 },
    );
  });

  it('compresses a page about as well as gzip does in one go', () => {
    // Like /sports: about 190 KB with its nonce in some 30 scripts and styles (a real page gave
    // 35.3 KB against gzip's 32.0 KB, and 0.12 ms per answer against 2.4 ms to gzip it).
    const nonce = newNonce();
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const teams = ['Arsenal', 'Chelsea', 'Stoke City', 'Leeds', 'Fulham', 'Everton', 'Burnley'];
    const row = () => {
      const id = 1000000 + next(900000);
      const home = teams[next(teams.length)];
      const away = teams[next(teams.length)];
      return `<div class="cs-row" data-id="${id}"><a href="/events/${id}-${home}-vs-${away}">${home} v ${away}</a><time>${next(24)}:${next(60)}</time><button aria-label="${home} ${1 + next(900) / 100}">${1 + next(900) / 100}</button><button>${1 + next(900) / 100}</button></div>`;
    };
    // Next's shape: a few styles and scripts in <head>, the rendered rows, then the flight
    // data in some 25 scripts.
    const script = (text: string) => `<script nonce="${nonce}">${text}</script>`;
    const page = Buffer.from(
      [
        ...Array.from({ length: 5 }, (_, i) => script(`boot(${i})`)),
        ...Array.from({ length: 600 }, row),
        ...Array.from({ length: 25 }, () =>
          script(
            `self.__next_f.push([1,${JSON.stringify(Array.from({ length: 8 }, row).join(''))}])`,
          ),
        ),
      ].join('\n'),
    );
    const parts = splitOnNonce(page, nonce);
    expect(parts).toHaveLength(31);
    const ours = stampGzip(parts, deflateParts(parts, 22), newNonce()).length;
    expect(ours).toBeLessThan(gzipSync(page).length * 1.25);
  });

  it('makes nonces of 128 random bits that no context escapes', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => newNonce()));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('what the cache looks at', () => {
  it('takes gzip when the browser accepts it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1, *;q=0.1')).toBe(true);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('looks only at documents asked for with GET or HEAD, never at flight requests', () => {
    const page = (method: string, url: string, headers: Record<string, string> = {}) =>
      isCandidate({ method, url, headers });
    expect(page('GET', '/sports')).toBe(true);
    expect(page('HEAD', '/sports')).toBe(true);
    expect(page('POST', '/sports')).toBe(false);
    expect(page('GET', '/sports?_rsc=abc')).toBe(false);
    expect(page('GET', '/sports', { 'next-router-state-tree': '%5B%5D' })).toBe(false);
    expect(page('GET', '/_next/static/chunks/a.js')).toBe(false);
    expect(page('GET', '/xapi/marketdata/v1/stream?since=1')).toBe(false);
    expect(page('GET', '/api/all_cached_settings')).toBe(false);
    expect(page('GET', '/auth/login')).toBe(false);
    expect(page('GET', '/apiary')).toBe(true);
    expect(page('GET', '/sports', { 'sec-fetch-dest': 'document' })).toBe(true);
    expect(page('GET', '/sports', { 'sec-fetch-dest': 'empty' })).toBe(false);
  });

  it("looks at the flight of a page's refresh or of a navigation, never a prefetch or action", () => {
    const flight = (method: string, headers: Record<string, string> = {}) =>
      isCandidate({ method, url: '/sports?_rsc=abc', headers: { rsc: '1', ...headers } });
    expect(isFlight({ headers: { rsc: '1' } })).toBe(true);
    expect(isFlight({ headers: {} })).toBe(false);
    expect(flight('GET')).toBe(true);
    expect(flight('GET', { 'sec-fetch-dest': 'empty', 'next-router-state-tree': '%5B%5D' })).toBe(
      true,
    );
    expect(flight('HEAD')).toBe(false);
    expect(flight('POST', { 'next-action': 'abc' })).toBe(false);
    expect(flight('GET', { 'next-router-prefetch': '1' })).toBe(false);
    expect(flight('GET', { 'next-router-segment-prefetch': '/_tree' })).toBe(false);
    expect(flight('GET', { 'sec-fetch-dest': 'document' })).toBe(false);
    // The router fetches past the browser's cache, which adds no-cache: not a player's reload.
    expect(asksForFresh({ headers: { rsc: '1', 'cache-control': 'no-cache' } })).toBe(false);
  });

  it('shares an answer only when every cookie it sets is a shared one', () => {
    const parsed = parsePageCacheMark(mark);
    if (!parsed) throw new Error('mark');
    expect(setsOnlySharedCookies(undefined, parsed)).toBe(true);
    expect(setsOnlySharedCookies(['NEXT_USER_LOCALE=en; Path=/'], parsed)).toBe(true);
    expect(setsOnlySharedCookies(['NEXT_USER_LOCALE=en', 'clem_session=x'], parsed)).toBe(false);
    expect(setsOnlySharedCookies('weird', parsed)).toBe(false);
  });

  it('reads CLEM_PAGE_CACHE_SECONDS between 0 (off) and 60, else 5', () => {
    expect(pageCacheSeconds(undefined)).toBe(5);
    expect(pageCacheSeconds('0')).toBe(0);
    expect(pageCacheSeconds('12')).toBe(12);
    expect(pageCacheSeconds('61')).toBe(5);
    expect(pageCacheSeconds('1.5')).toBe(5);
  });

  it('parses only marks the proxy writes', () => {
    expect(parsePageCacheMark(mark)).toEqual(policy);
    expect(parsePageCacheMark('vary-cookie=a')).toBeNull();
    expect(parsePageCacheMark(`${mark}; extra=1`)).toBeNull();
    expect(() => formatPageCacheMark({ varyCookies: ['a;b'] })).toThrow();
  });
});

describe('the page cache', () => {
  const request = (cookie = '', host = 'zedbet.test') => ({
    method: 'GET',
    url: '/sports',
    headers: { host, cookie },
  });
  const N0 = newNonce();
  const page = (body = 'page N0') => ({
    policy,
    headers: { 'content-type': 'text/html', 'content-security-policy': `script-src 'nonce-${N0}'` },
    body: Buffer.from(body.replaceAll('N0', N0)),
    nonce: N0,
  });
  const renderOf = (decision: ReturnType<PageCache['decide']>) => {
    if (decision.kind !== 'render') throw new Error(`expected a render, got ${decision.kind}`);
    return decision;
  };

  it('is fresh for its seconds, then stale while one request renders, then gone', () => {
    let now = 0;
    const cache = new PageCache({ freshSeconds: 5, staleSeconds: 30, now: () => now });
    cache.finish(renderOf(cache.decide(request())), page());
    expect(cache.decide(request()).kind).toBe('hit');
    now = 2_500;
    const early = cache.decide(request());
    if (early.kind !== 'hit') throw new Error(early.kind);
    // The page learns its age (its first price refresh comes that much sooner).
    expect(cache.answer(early.entry, 'hit', request()).headers['server-timing']).toBe(
      'cache;desc=hit, age;dur=2500',
    );
    now = 5_000;
    const refresh = renderOf(cache.decide(request()));
    expect(cache.decide(request()).kind).toBe('stale');
    cache.finish(refresh, page('new N0'));
    const fresh = cache.decide(request());
    if (fresh.kind !== 'hit') throw new Error(fresh.kind);
    expect(cache.answer(fresh.entry, 'hit', request()).body.toString()).toMatch(/^new /);
    now = 40_000;
    expect(cache.decide(request()).kind).toBe('render');
  });

  it('keeps serving stale when the refresh fails, and lets the next request try again', () => {
    let now = 0;
    const cache = new PageCache({ now: () => now });
    cache.finish(renderOf(cache.decide(request())), page());
    now = 6_000;
    cache.finish(renderOf(cache.decide(request())), null);
    expect(renderOf(cache.decide(request())).refreshing).not.toBeNull();
    expect(cache.decide(request()).kind).toBe('stale');
  });

  it('never answers a request carrying a session cookie from the cache', () => {
    const cache = new PageCache();
    cache.finish(renderOf(cache.decide(request())), page());
    expect(cache.decide(request('jwt=handle')).kind).toBe('bypass');
    expect(cache.decide(request('a=1; clem_session=t')).kind).toBe('bypass');
    expect(cache.decide(request('a=1')).kind).toBe('hit');
  });

  it('never stores what a personal request rendered, even if marked', () => {
    const cache = new PageCache();
    cache.finish(renderOf(cache.decide(request('jwt=handle'))), page());
    expect(cache.size.entries).toBe(0);
  });

  it('keeps one variant per value of the cookies and headers the page varies with', () => {
    const cache = new PageCache();
    cache.finish(renderOf(cache.decide(request())), page('plain N0'));
    const fractional = request('clem_view=fractional');
    cache.finish(renderOf(cache.decide(fractional)), page('fractional N0'));
    const other = request('', 'other.test');
    expect(cache.decide(other).kind).toBe('render');
    const hit = cache.decide(fractional);
    if (hit.kind !== 'hit') throw new Error(hit.kind);
    expect(cache.answer(hit.entry, 'hit', fractional).body.toString()).toMatch(/^fractional /);
    expect(cache.size.entries).toBe(2);
  });

  it('lets requests for a page being rendered wait for it, once', () => {
    const cache = new PageCache();
    const first = renderOf(cache.decide(request()));
    const second = cache.decide(request());
    expect(second.kind).toBe('wait');
    expect(cache.decide(request(), { wait: false }).kind).toBe('render');
    cache.finish(first, page());
    expect(cache.decide(request()).kind).toBe('hit');
  });

  it('does not make requests for a page it did not store wait for one another', () => {
    const cache = new PageCache();
    cache.finish(renderOf(cache.decide(request())), null);
    renderOf(cache.decide(request()));
    expect(renderOf(cache.decide(request())).flight).toBeNull();
  });

  it('stays within its memory, dropping the least recently used pages', () => {
    const cache = new PageCache({ maxBytes: 3_000 });
    for (let i = 0; i < 20; i += 1) {
      const asked = { ...request(), url: `/sports/${i}` };
      cache.finish(renderOf(cache.decide(asked)), page(`${'x'.repeat(500)} N0 ${i}`));
    }
    expect(cache.size.bytes).toBeLessThanOrEqual(3_000);
    expect(cache.size.entries).toBeGreaterThan(0);
    expect(cache.decide({ ...request(), url: '/sports/19' }).kind).toBe('hit');
    expect(cache.decide({ ...request(), url: '/sports/0' }).kind).toBe('render');
  });

  it('renders a reload (and stores it for the next visitors), never answers it with a copy', () => {
    const cache = new PageCache();
    cache.finish(renderOf(cache.decide(request())), page('old N0'));
    for (const headers of [
      { 'cache-control': 'max-age=0' },
      { 'cache-control': 'no-cache' },
      { pragma: 'no-cache' },
    ]) {
      const reload = { ...request(), headers: { ...request().headers, ...headers } };
      expect(asksForFresh(reload)).toBe(true);
      expect(renderOf(cache.decide(reload)).flight).toBeNull();
    }
    const reload = { ...request(), headers: { ...request().headers, 'cache-control': 'no-cache' } };
    cache.finish(renderOf(cache.decide(reload)), page('new N0'));
    const next = cache.decide(request());
    if (next.kind !== 'hit') throw new Error(next.kind);
    expect(cache.answer(next.entry, 'hit', request()).body.toString()).toMatch(/^new /);
    const personal = { ...reload, headers: { ...reload.headers, cookie: 'jwt=h' } };
    expect(cache.decide(personal).kind).toBe('bypass');
    expect(asksForFresh({ headers: { 'cache-control': 'max-age=60' } })).toBe(false);
  });

  it('answers HEAD from a stored page but never stores what a HEAD rendered', () => {
    const cache = new PageCache();
    const head = { ...request(), method: 'HEAD' };
    expect(cache.decide(head).kind).toBe('pass');
    cache.finish(renderOf(cache.decide(request())), page());
    expect(cache.decide(head).kind).toBe('hit');
  });

  it('is off at 0 seconds', () => {
    expect(new PageCache({ freshSeconds: 0 }).decide(request()).kind).toBe('pass');
  });

  describe('flight answers (a page refresh)', () => {
    const tree = (page: string) => encodeURIComponent(JSON.stringify(['', { children: [page] }]));
    const flight = (cookie = '', state = tree('sports'), headers: Record<string, string> = {}) => ({
      method: 'GET',
      url: '/sports?_rsc=1x2y',
      headers: {
        host: 'zedbet.test',
        cookie,
        rsc: '1',
        'next-router-state-tree': state,
        'cache-control': 'no-cache',
        ...headers,
      },
    });
    // Next's flight answers carry the render's CSP nonce like its pages.
    const payload = (body: string, nonce: string = N0) => ({
      policy,
      headers: { 'content-type': 'text/x-component' },
      body: Buffer.from(body),
      nonce,
    });

    it('serves one render to every logged-out refresh of the page while fresh, never stale', () => {
      let now = 0;
      const cache = new PageCache({ freshSeconds: 5, staleSeconds: 30, now: () => now });
      cache.finish(renderOf(cache.decide(flight())), payload('0:prices'));
      now = 4_000;
      const hit = cache.decide(flight());
      if (hit.kind !== 'hit') throw new Error(hit.kind);
      const answer = cache.answer(hit.entry, 'hit', flight());
      expect(answer.body.toString()).toBe('0:prices');
      expect(answer.headers['content-type']).toBe('text/x-component');
      // Past its fresh time a refresh is rendered: a player's prices are never older than that.
      now = 5_000;
      const again = renderOf(cache.decide(flight()));
      expect(again.refreshing).toBeNull();
      expect(cache.decide(flight()).kind).toBe('wait');
    });

    it('keys a flight by the router state it was asked from, apart from the page itself', () => {
      const cache = new PageCache();
      cache.finish(renderOf(cache.decide(flight())), payload('0:full'));
      cache.finish(renderOf(cache.decide(request())), page());
      expect(cache.decide(flight('', tree('live'))).kind).toBe('render');
      expect(cache.decide(flight('', tree('sports'), { 'next-url': '/x' })).kind).toBe('render');
      const hit = cache.decide(flight());
      if (hit.kind !== 'hit') throw new Error(hit.kind);
      expect(cache.answer(hit.entry, 'hit', flight()).body.toString()).toBe('0:full');
      const document = cache.decide(request());
      if (document.kind !== 'hit') throw new Error(document.kind);
      expect(cache.answer(document.entry, 'hit', request()).body.toString()).toMatch(/^page /);
    });

    it('never answers nor stores a logged-in refresh', () => {
      const cache = new PageCache();
      cache.finish(renderOf(cache.decide(flight('jwt=handle'))), payload('0:personal'));
      expect(cache.size.entries).toBe(0);
      cache.finish(renderOf(cache.decide(flight())), payload('0:shared'));
      expect(cache.decide(flight('jwt=handle')).kind).toBe('bypass');
    });

    it('stamps a new nonce where a flight answer holds its render nonce', () => {
      const cache = new PageCache();
      cache.finish(renderOf(cache.decide(flight())), payload(`0:"${N0}"`, N0));
      const hit = cache.decide(flight());
      if (hit.kind !== 'hit') throw new Error(hit.kind);
      const answer = cache.answer(hit.entry, 'hit', flight());
      expect(answer.body.toString()).toBe(`0:"${answer.nonce}"`);
      expect(answer.nonce).not.toBe(N0);
    });

    it('never stores a page (a document) without its nonce', () => {
      const cache = new PageCache();
      cache.finish(renderOf(cache.decide(request())), { ...page(), nonce: null });
      expect(cache.size.entries).toBe(0);
    });
  });
});

describe('the page cache in front of a server', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  /** A stand-in for Next: every render has its own nonce, in the CSP and the page. */
  async function start(
    answer: (request: IncomingMessage, response: ServerResponse, nonce: string) => void,
  ) {
    let renders = 0;
    const handle = (request: IncomingMessage, response: ServerResponse) => {
      renders += 1;
      const nonce = newNonce();
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader(
        'content-security-policy',
        `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'nonce-${nonce}'`,
      );
      setTimeout(() => answer(request, response, nonce), 20);
    };
    server = createServer(withPageCache(handle, new PageCache()));
    await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}/sports`, renders: () => renders };
  }

  const shared = (request: IncomingMessage, response: ServerResponse, nonce: string) => {
    const personal = /jwt=/.test(request.headers.cookie ?? '');
    if (!personal) response.setHeader(PAGE_CACHE_MARK_HEADER, mark);
    const body = `<script nonce="${nonce}">boot()</script><p>${personal ? 'Balance 10.00' : 'Log in'}</p><style nonce="${nonce}"></style>`;
    if (/gzip/.test(request.headers['accept-encoding'] ?? '')) {
      response.setHeader('content-encoding', 'gzip');
      response.end(gzipSync(body));
    } else {
      response.end(body);
    }
  };

  const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

  it('serves a marked page from memory with a new nonce in the policy and the page each time', async () => {
    const app = await start(shared);
    const first = await fetch(app.url, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe('miss');
    expect(first.headers.has(PAGE_CACHE_MARK_HEADER)).toBe(false);
    const firstNonce = nonceOf(first.headers.get('content-security-policy'));
    await first.text();
    const seen = new Set([firstNonce]);
    for (const encoding of ['gzip', 'identity', 'gzip']) {
      const again = await fetch(app.url, { headers: { 'accept-encoding': encoding } });
      expect(again.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe('hit');
      expect(again.headers.has(PAGE_CACHE_MARK_HEADER)).toBe(false);
      expect(again.headers.get('content-encoding')).toBe(encoding === 'gzip' ? 'gzip' : null);
      const nonce = nonceOf(again.headers.get('content-security-policy'));
      expect(nonce).toBeDefined();
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
      expect(await again.text()).toBe(
        `<script nonce="${nonce}">boot()</script><p>Log in</p><style nonce="${nonce}"></style>`,
      );
    }
    expect(app.renders()).toBe(1);
  });

  it('renders a logged-in player page every time and never hands it to anyone else', async () => {
    const app = await start(shared);
    await (await fetch(app.url)).text();
    for (let i = 0; i < 2; i += 1) {
      const mine = await fetch(app.url, { headers: { cookie: 'jwt=handle' } });
      expect(mine.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe('bypass');
      expect(await mine.text()).toContain('Balance 10.00');
    }
    const anonymous = await fetch(app.url);
    expect(anonymous.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe('hit');
    expect(await anonymous.text()).toContain('Log in');
    expect(app.renders()).toBe(3);
  });

  it('never stores an unmarked page, an error or a page setting a personal cookie', async () => {
    const app = await start((request, response, nonce) => {
      const count = Number(/n=(\d)/.exec(request.headers.cookie ?? '')?.[1] ?? 0);
      if (count === 1) response.setHeader(PAGE_CACHE_MARK_HEADER, mark);
      if (count === 2) {
        response.setHeader(PAGE_CACHE_MARK_HEADER, mark);
        response.statusCode = 500;
      }
      if (count === 3) {
        response.setHeader(PAGE_CACHE_MARK_HEADER, mark);
        response.setHeader('set-cookie', ['clem_session=secret; HttpOnly']);
      }
      response.end(`<p nonce="${nonce}">${count}</p>`);
    });
    for (const count of [0, 2, 3, 0, 2, 3]) {
      const answer = await fetch(app.url, { headers: { cookie: `n=${count}` } });
      expect(answer.headers.get(PAGE_CACHE_STATUS_HEADER)).toBeNull();
      expect(answer.headers.has(PAGE_CACHE_MARK_HEADER)).toBe(false);
      await answer.text();
    }
    expect(app.renders()).toBe(6);
  });

  it('renders a page once for many visitors asking at the same time', async () => {
    const app = await start(shared);
    const answers = await Promise.all(Array.from({ length: 8 }, () => fetch(app.url)));
    const kinds = answers.map((answer) => answer.headers.get(PAGE_CACHE_STATUS_HEADER)).sort();
    expect(kinds).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'miss']);
    await Promise.all(answers.map((answer) => answer.text()));
    expect(app.renders()).toBe(1);
  });

  it("serves a page's refresh flight from memory to other logged-out players, as flight", async () => {
    const app = await start((request, response) => {
      response.setHeader(PAGE_CACHE_MARK_HEADER, mark);
      // Next answers a flight request with its payload; one that comes back as HTML is not one.
      if (request.headers.rsc === '1' && !/html=1/.test(request.headers.cookie ?? '')) {
        response.setHeader('content-type', 'text/x-component');
        response.end('0:["prices"]');
      } else response.end('<p>page</p>');
    });
    const refresh = (cookie = '') =>
      fetch(`${app.url}?_rsc=abc`, {
        headers: { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D', cookie },
      });
    const first = await refresh();
    expect(first.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe('miss');
    await first.text();
    const second = await refresh();
    expect(second.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe('hit');
    expect(second.headers.get('content-type')).toBe('text/x-component');
    expect(await second.text()).toBe('0:["prices"]');
    expect(app.renders()).toBe(1);
    // A logged-in refresh is rendered; an HTML answer to a flight request is never kept.
    const mine = await refresh('jwt=handle');
    expect(mine.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe('bypass');
    await mine.text();
    for (let i = 0; i < 2; i += 1) {
      const odd = await fetch(`${app.url}?_rsc=other`, {
        headers: { rsc: '1', cookie: 'html=1' },
      });
      expect(odd.headers.get(PAGE_CACHE_STATUS_HEADER)).toBeNull();
      await odd.text();
    }
    expect(app.renders()).toBe(4);
  });
});
