import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import fc from 'fast-check';
import { describe, it, expect, vi } from 'vitest';
import { normalisePlatformError, PlatformError } from './errors';
import {
  installPlatformRedirects,
  isPlatformRedirectError,
  platformRedirectOf,
} from './maintenance';

describe('platformRedirectOf', () => {
  it('a final URL containing maintenance means maintenance', () => {
    expect(
      platformRedirectOf({
        requestUrl: '/api/settings',
        responseUrl: 'https://www.zedbet.com/maintenance',
        status: 200,
      }),
    ).toBe('maintenance');
    expect(
      platformRedirectOf({
        requestUrl: '/api/settings',
        responseUrl: 'https://status.example.com/Site-Maintenance.html?x=1',
      }),
    ).toBe('maintenance');
  });

  it('the blocked URL, with or without a locale prefix, means blocked', () => {
    for (const responseUrl of [
      'https://www.zedbet.com/blocked',
      'https://www.zedbet.com/es/blocked',
      'https://www.zedbet.com/blocked/',
      '/blocked?from=api',
    ]) {
      expect(platformRedirectOf({ requestUrl: '/api/settings', responseUrl }), responseUrl).toBe(
        'blocked',
      );
    }
  });

  it('paths that merely mention blocked are not the blocked URL', () => {
    for (const responseUrl of [
      'https://www.zedbet.com/blocked-countries',
      'https://www.zedbet.com/api/blocked/list',
      'https://www.zedbet.com/esp/blocked',
    ]) {
      expect(platformRedirectOf({ requestUrl: '/api/x', responseUrl }), responseUrl).toBeNull();
    }
  });

  it('an ordinary answer is no redirect', () => {
    expect(
      platformRedirectOf({
        requestUrl: '/api/settings',
        responseUrl: 'https://www.zedbet.com/api/settings?l=en',
        status: 200,
      }),
    ).toBeNull();
    expect(platformRedirectOf({})).toBeNull();
  });

  it('a call whose own URL mentions maintenance is not a redirect', () => {
    expect(
      platformRedirectOf({
        requestUrl: 'https://p.example/api/maintenance-window',
        responseUrl: 'https://p.example/api/maintenance-window',
      }),
    ).toBeNull();
  });

  it('a 3xx answer that was not followed is judged by its Location', () => {
    expect(platformRedirectOf({ status: 302, location: '/maintenance' })).toBe('maintenance');
    expect(platformRedirectOf({ status: 301, location: '/kr/blocked' })).toBe('blocked');
    expect(platformRedirectOf({ status: 302, location: '/sports' })).toBeNull();
    // A Location on a non-redirect status is ignored.
    expect(platformRedirectOf({ status: 201, location: '/maintenance' })).toBeNull();
  });

  it('never answers for URLs without either word (property)', () => {
    const word = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(word, { maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        fc.pre(!path.includes('maintenance') && !path.includes('blocked'));
        return (
          platformRedirectOf({ requestUrl: '/api/x', responseUrl: `https://a.b${path}` }) === null
        );
      }),
    );
  });
});

type FakeAnswer = {
  status: number;
  data?: string;
  responseURL?: string;
  nodeUrl?: string;
  location?: string;
};

/** An axios adapter answering like the XHR (responseURL) or Node (res.responseUrl) adapter. */
function adapterAnswering(answer: FakeAnswer): AxiosAdapter {
  return (config: InternalAxiosRequestConfig) => {
    const response = {
      data: answer.data ?? '{}',
      status: answer.status,
      statusText: String(answer.status),
      headers: answer.location ? { location: answer.location } : {},
      config,
      request: {
        responseURL: answer.responseURL,
        res: answer.nodeUrl ? { responseUrl: answer.nodeUrl } : undefined,
      },
    };
    const valid = config.validateStatus ? config.validateStatus(answer.status) : true;
    if (valid) return Promise.resolve(response);
    return Promise.reject(
      new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, response.request, response),
    );
  };
}

function instanceAnswering(answer: FakeAnswer) {
  const instance = axios.create({ baseURL: '', adapter: adapterAnswering(answer) });
  const onMaintenance = vi.fn();
  const onBlocked = vi.fn();
  const remove = installPlatformRedirects(instance, { onMaintenance, onBlocked });
  return { instance, onMaintenance, onBlocked, remove };
}

describe('installPlatformRedirects', () => {
  it('a call redirected to maintenance calls onMaintenance and rejects recognisably', async () => {
    const { instance, onMaintenance, onBlocked } = instanceAnswering({
      status: 200,
      data: '<html>We are under maintenance</html>',
      responseURL: 'https://www.zedbet.com/maintenance',
    });
    const error = await instance.get('/api/settings').catch((thrown: unknown) => thrown);
    expect(isPlatformRedirectError(error)).toBe(true);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).kind).toBe('maintenance');
    expect(onMaintenance).toHaveBeenCalledTimes(1);
    expect(onBlocked).not.toHaveBeenCalled();
    // Normalising keeps it as it is.
    expect(normalisePlatformError(error)).toBe(error);
  });

  it('a call that went to the blocked URL calls onBlocked', async () => {
    const { instance, onMaintenance, onBlocked } = instanceAnswering({
      status: 200,
      data: '<html>blocked</html>',
      responseURL: 'https://www.zedbet.com/es/blocked',
    });
    const error = await instance.get('/api/settings').catch((thrown: unknown) => thrown);
    expect((error as PlatformError).kind).toBe('blocked');
    expect(onBlocked).toHaveBeenCalledTimes(1);
    expect(onMaintenance).not.toHaveBeenCalled();
  });

  it('reads the Node adapter final URL on the server', async () => {
    const { instance, onMaintenance } = instanceAnswering({
      status: 404,
      nodeUrl: 'http://127.0.0.1:4000/maintenance',
    });
    const error = await instance.get('/api/settings').catch((thrown: unknown) => thrown);
    expect(isPlatformRedirectError(error)).toBe(true);
    expect(onMaintenance).toHaveBeenCalledTimes(1);
  });

  it('an unfollowed 302 to /blocked is recognised in the error path', async () => {
    const { instance, onBlocked } = instanceAnswering({ status: 302, location: '/blocked' });
    const error = await instance.get('/api/settings').catch((thrown: unknown) => thrown);
    expect((error as PlatformError).kind).toBe('blocked');
    expect(onBlocked).toHaveBeenCalledTimes(1);
  });

  it('ordinary answers and errors pass through untouched', async () => {
    const ok = instanceAnswering({
      status: 200,
      data: '{"a":1}',
      responseURL: 'https://www.zedbet.com/api/settings?l=en',
    });
    await expect(ok.instance.get('/api/settings')).resolves.toMatchObject({ data: { a: 1 } });
    const failing = instanceAnswering({ status: 500, responseURL: 'https://x.example/api/s' });
    const error = await failing.instance.get('/api/s').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AxiosError);
    expect(failing.onMaintenance).not.toHaveBeenCalled();
    expect(failing.onBlocked).not.toHaveBeenCalled();
  });

  it('the returned function removes the interceptors', async () => {
    const { instance, onMaintenance, remove } = instanceAnswering({
      status: 200,
      responseURL: 'https://www.zedbet.com/maintenance',
    });
    remove();
    await expect(instance.get('/api/settings')).resolves.toBeDefined();
    expect(onMaintenance).not.toHaveBeenCalled();
  });
});
