import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROXY_ROUTES, isProxiedPrefix, matchProxyRoute, proxySegmentIsSafe } from './proxyRoutes';

describe('matchProxyRoute', () => {
  it('lets the spec calls through, to the right service and path', () => {
    expect(matchProxyRoute('GET', '/api/all_cached_settings')).toEqual({
      service: 'platform',
      path: '/api/all_cached_settings',
    });
    expect(matchProxyRoute('HEAD', '/xapi/rest/events/123')).toEqual({
      service: 'platform',
      path: '/xapi/rest/events/123',
    });
    expect(matchProxyRoute('POST', '/xapi/rest/accounts/42/betslips')?.service).toBe('platform');
    expect(matchProxyRoute('GET', '/xapi/icore/players/de%20mo/details')?.path).toBe(
      '/xapi/icore/players/de%20mo/details',
    );
    expect(
      matchProxyRoute('POST', '/auth/en/api/plugins/component/route/header_login/authenticate'),
    ).toEqual({
      service: 'auth',
      path: '/en/api/plugins/component/route/header_login/authenticate',
    });
    expect(matchProxyRoute('DELETE', '/auth/accounts/me/sessions')).toEqual({
      service: 'auth',
      path: '/accounts/me/sessions',
    });
    expect(matchProxyRoute('GET', '/api/static/images/advert-300x250.png')?.service).toBe(
      'platform',
    );
  });

  it('refuses the sandbox admin, unknown paths and other services', () => {
    for (const [method, path] of [
      ['GET', '/auth/__admin/faults'],
      ['POST', '/auth/__admin/wallets/demo/credit'],
      ['GET', '/auth/__admin/one-time-codes'],
      ['GET', '/api/__admin/faults'],
      ['GET', '/xapi/__admin/faults'],
      ['GET', '/auth/health'],
      ['GET', '/api/health'],
      ['GET', '/api/unknown'],
      ['GET', '/xapi/rest/betslips/retailcodes/ABC'],
      ['POST', '/nextapi/rest/events'],
      ['GET', '/auth/xapi/rest/events'],
      ['GET', '/auth'],
      ['GET', '/api'],
    ] as const) {
      expect(matchProxyRoute(method, path), `${method} ${path}`).toBeNull();
    }
  });

  it('refuses a known path with another method', () => {
    expect(matchProxyRoute('DELETE', '/api/all_cached_settings')).toBeNull();
    expect(matchProxyRoute('POST', '/xapi/rest/events/1')).toBeNull();
    expect(matchProxyRoute('TRACE', '/api/tabs')).toBeNull();
    expect(matchProxyRoute('GET', '/auth/accounts/sessions')).toBeNull();
  });

  it('refuses segments that would mean another path once decoded', () => {
    for (const path of [
      '/xapi/rest/events/..',
      '/xapi/rest/events/%2e%2e',
      '/xapi/rest/events/.',
      '/xapi/rest/events/a%2Fb',
      '/xapi/rest/events/a%5cb',
      '/xapi/rest/events/%00',
      '/xapi/rest/events/%ff',
      '/xapi/rest/events/%zz',
      '/xapi/rest/events/',
      '/xapi/rest/events/1/',
      '/api/static/..%2f..%2fadmin',
      '/api/static/',
      '/auth/EN/api/plugins/component/route/header_login/authenticate',
      '/auth/../__admin/faults',
    ]) {
      expect(matchProxyRoute('GET', path), path).toBeNull();
    }
  });

  it('every route is well formed: absolute, no empty segments, * only last', () => {
    for (const route of PROXY_ROUTES) {
      expect(route.path.startsWith('/')).toBe(true);
      const parts = route.path.split('/').slice(1);
      expect(parts.every((part) => part !== '')).toBe(true);
      expect(parts.slice(0, -1)).not.toContain('*');
      expect(route.methods.length).toBeGreaterThan(0);
      if (route.service === 'platform') expect(isProxiedPrefix(route.path)).toBe(true);
    }
  });

  it('never matches a path with an unsafe segment (property)', () => {
    const unsafe = fc.constantFrom('..', '.', '%2e%2E', 'a%2fb', '%5C', '%0a', '%', '');
    fc.assert(
      fc.property(fc.constantFrom(...PROXY_ROUTES), unsafe, fc.nat(), (route, bad, at) => {
        const parts = route.path.split('/');
        const params = parts
          .map((part, index) => (part.startsWith(':') || part === '*' ? index : -1))
          .filter((index) => index >= 0);
        if (params.length === 0) return true;
        const target = params[at % params.length] as number;
        const path = parts
          .map((part, index) => {
            if (index === target) return bad;
            if (part === ':locale') return 'en';
            return part.startsWith(':') || part === '*' ? 'x1' : part;
          })
          .join('/');
        const browserPath = route.service === 'auth' ? `/auth${path}` : path;
        return matchProxyRoute(route.methods[0] as string, browserPath) === null;
      }),
    );
  });
});

describe('proxySegmentIsSafe', () => {
  it('accepts ordinary ids and encoded spaces', () => {
    expect(proxySegmentIsSafe('123')).toBe(true);
    expect(proxySegmentIsSafe('de%20mo')).toBe(true);
    expect(proxySegmentIsSafe('a.png')).toBe(true);
  });
});
