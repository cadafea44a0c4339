import { afterEach, describe, expect, it } from 'vitest';
import { authUrl, platformUrl } from '@clem/core/platform-url';
import { pageRequestProblem } from './createProxy';
import { decideProxy, PROXY_MAX_BODY_BYTES } from './platformProxy';

const bases = { platform: 'http://platform.test', auth: 'http://auth.test' };
const get = (pathname: string, search = '') => ({
  method: 'GET',
  pathname,
  search,
  contentLength: null,
  chunked: false,
});

describe('decideProxy', () => {
  it('forwards an allowlisted call to its service with its query', () => {
    expect(decideProxy(get('/xapi/rest/events', '?l=en&page=2'), bases)).toEqual({
      kind: 'forward',
      url: 'http://platform.test/xapi/rest/events?l=en&page=2',
    });
    expect(
      decideProxy(
        {
          ...get('/auth/accounts/sessions', '?l=en&mc=mobile'),
          method: 'POST',
          contentLength: '80',
        },
        bases,
      ),
    ).toEqual({ kind: 'forward', url: 'http://auth.test/accounts/sessions?l=en&mc=mobile' });
  });

  it('answers 404 for the sandbox admin and anything off the list', () => {
    for (const path of ['/auth/__admin/faults', '/api/__admin/faults', '/xapi/nothing', '/auth']) {
      expect(decideProxy(get(path), bases)).toEqual({
        kind: 'refuse',
        status: 404,
        error: 'not_found',
      });
    }
    expect(
      decideProxy(
        { ...get('/auth/__admin/wallets/demo/credit'), method: 'POST', contentLength: '2' },
        bases,
      ),
    ).toMatchObject({ status: 404 });
  });

  it('answers 413 for a body over the limit and 411 for a body without a length', () => {
    const post = { ...get('/xapi/rest/betslips/selections'), method: 'POST' };
    expect(
      decideProxy({ ...post, contentLength: String(PROXY_MAX_BODY_BYTES + 1) }, bases),
    ).toMatchObject({ kind: 'refuse', status: 413 });
    expect(
      decideProxy({ ...post, contentLength: String(PROXY_MAX_BODY_BYTES) }, bases),
    ).toMatchObject({ kind: 'forward' });
    expect(decideProxy({ ...post, chunked: true }, bases)).toMatchObject({ status: 411 });
    expect(decideProxy({ ...post, contentLength: 'x' }, bases)).toMatchObject({ status: 411 });
    // A body-less POST (no length, not chunked) is forwarded as it is.
    expect(decideProxy(post, bases)).toMatchObject({ kind: 'forward' });
  });
});

describe('pageRequestProblem', () => {
  it('takes GET, HEAD and POST (server actions) on a well-formed path', () => {
    for (const method of ['GET', 'head', 'POST']) {
      expect(pageRequestProblem(method, '/sports/1-FOOT')).toBeNull();
    }
    expect(pageRequestProblem('GET', '/es/sports/caf%C3%A9')).toBeNull();
  });

  it('answers 405 for other methods and 400 for malformed percent-encoding', () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'CONNECT']) {
      expect(pageRequestProblem(method, '/sports')?.status).toBe(405);
    }
    for (const path of ['/sports/%ff', '/events/%ZZ', '/%', '/sports/%E0%A4%A']) {
      expect(pageRequestProblem('GET', path)?.status).toBe(400);
    }
  });

  it('answers 404 for a page path loaded as a subresource (Sec-Fetch-Dest), in any case', () => {
    expect(pageRequestProblem('GET', '/live/x', 'image')).toEqual({
      status: 404,
      text: 'Not found',
    });
    expect(pageRequestProblem('GET', '/live/x', 'Script')?.status).toBe(404);
    for (const dest of ['document', 'iframe', 'frame', 'empty', null]) {
      expect(pageRequestProblem('GET', '/live/x', dest)).toBeNull();
    }
    // A method pages do not take is still that, whatever the destination.
    expect(pageRequestProblem('PUT', '/live/x', 'image')?.status).toBe(405);
  });
});

describe('platform addresses (read at run time)', () => {
  const before = { platform: process.env.CLEM_PLATFORM_URL, auth: process.env.CLEM_AUTH_URL };
  afterEach(() => {
    if (before.platform === undefined) delete process.env.CLEM_PLATFORM_URL;
    else process.env.CLEM_PLATFORM_URL = before.platform;
    if (before.auth === undefined) delete process.env.CLEM_AUTH_URL;
    else process.env.CLEM_AUTH_URL = before.auth;
  });

  it('sends /auth to the platform unless CLEM_AUTH_URL names another service', () => {
    process.env.CLEM_PLATFORM_URL = 'https://platform.example.com';
    delete process.env.CLEM_AUTH_URL;
    expect(authUrl()).toBe('https://platform.example.com');
    process.env.CLEM_AUTH_URL = ' https://auth.example.com/ ';
    expect(authUrl()).toBe('https://auth.example.com');
  });

  it('defaults to the local sandbox and honours CLEM_PLATFORM_URL', () => {
    delete process.env.CLEM_PLATFORM_URL;
    expect(platformUrl()).toBe('http://127.0.0.1:4010');
    process.env.CLEM_PLATFORM_URL = 'https://platform.example.com/';
    expect(platformUrl()).toBe('https://platform.example.com');
  });
});
