import fc from 'fast-check';
import { describe, it, expect, vi } from 'vitest';
import {
  allowedOrigin,
  hostMessage,
  hostMessages,
  hostOrigin,
  isSafeSitePath,
  normaliseOrigin,
  parseIncoming,
  throttle,
  type ThrottleTimers,
} from './hostMessages';

const allowed = ['https://www.dafabet.es', 'http://127.0.0.1:4100'];

describe('outgoing messages', () => {
  it('share one envelope', () => {
    expect(hostMessages.ready()).toEqual({ source: 'clem', type: 'ready', payload: {} });
    expect(hostMessages.logout()).toEqual({ source: 'clem', type: 'logout', payload: {} });
    expect(hostMessages.language('es')).toEqual({
      source: 'clem',
      type: 'language',
      payload: { locale: 'es' },
    });
    expect(hostMessages.balance('1,234.50', 'EUR').payload).toEqual({
      balance: '1,234.50',
      currency: 'EUR',
    });
    expect(hostMessages.userActivity(1700000000123.7)).toEqual({
      source: 'clem',
      type: 'user-activity',
      payload: { at: 1700000000123 },
    });
  });

  it('login carries responsible BETSLIP only when login came from adding a selection', () => {
    expect(hostMessages.login().payload).toEqual({});
    expect(hostMessages.login('BETSLIP').payload).toEqual({ responsible: 'BETSLIP' });
    expect(hostMessage('login', {}).payload).not.toHaveProperty('responsible');
  });

  it('size is always non-negative integers, never cropping (property)', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (width, height) => {
        const { payload } = hostMessages.size(width, height);
        for (const [value, given] of [
          [payload.width, width],
          [payload.height, height],
        ] as const) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
          if (Number.isFinite(given) && given > 0) {
            expect(value).toBeGreaterThanOrEqual(given);
            expect(value - given).toBeLessThanOrEqual(1);
          }
        }
      }),
    );
  });

  it('messages survive structured cloning (plain data only)', () => {
    const message = hostMessages.size(320.2, 1000);
    expect(structuredClone(message)).toEqual({
      source: 'clem',
      type: 'size',
      payload: { width: 321, height: 1000 },
    });
  });
});

describe('origins', () => {
  it('normalises origins and refuses non-origins', () => {
    expect(normaliseOrigin('HTTPS://WWW.Dafabet.ES:443/')).toBe('https://www.dafabet.es');
    expect(normaliseOrigin('https://www.dafabet.es/sports?x=1')).toBe('https://www.dafabet.es');
    for (const value of ['*', 'null', '', null, undefined, 'javascript:alert(1)', 'file:///x']) {
      expect(normaliseOrigin(value), String(value)).toBeNull();
    }
    expect(normaliseOrigin('https://user:pw@www.dafabet.es')).toBeNull();
  });

  it('only exactly allowed origins pass', () => {
    expect(allowedOrigin('https://www.dafabet.es', allowed)).toBe('https://www.dafabet.es');
    expect(allowedOrigin('https://www.dafabet.es:443', allowed)).toBe('https://www.dafabet.es');
    for (const origin of [
      'http://www.dafabet.es',
      'https://dafabet.es',
      'https://www.dafabet.es.evil.com',
      'https://evil.com',
      'https://www.dafabet.es:8443',
      'http://127.0.0.1:4101',
      '*',
    ]) {
      expect(allowedOrigin(origin, allowed), origin).toBeNull();
    }
  });

  it('an allowed host written with a path is not an origin and allows nothing', () => {
    expect(allowedOrigin('https://www.dafabet.es', ['https://www.dafabet.es/path'])).toBeNull();
    expect(allowedOrigin('https://www.dafabet.es', ['https://www.dafabet.es/'])).toBe(
      'https://www.dafabet.es',
    );
  });

  it('hostOrigin prefers the direct parent from ancestorOrigins, else the referrer', () => {
    expect(
      hostOrigin({ referrer: 'https://www.dafabet.es/es/sports?a=1', allowedHosts: allowed }),
    ).toBe('https://www.dafabet.es');
    expect(
      hostOrigin({
        referrer: 'https://www.dafabet.es/',
        ancestorOrigins: ['https://evil.com', 'https://www.dafabet.es'],
        allowedHosts: allowed,
      }),
    ).toBeNull();
    expect(
      hostOrigin({
        referrer: '',
        ancestorOrigins: ['http://127.0.0.1:4100'],
        allowedHosts: allowed,
      }),
    ).toBe('http://127.0.0.1:4100');
    expect(hostOrigin({ referrer: '', allowedHosts: allowed })).toBeNull();
    expect(hostOrigin({ referrer: 'https://evil.com/', allowedHosts: allowed })).toBeNull();
  });

  it('never answers anything but one of the allowed hosts (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string()), (referrer) => {
        const origin = hostOrigin({ referrer, allowedHosts: allowed });
        return origin === null || allowed.includes(origin);
      }),
    );
  });
});

describe('isSafeSitePath', () => {
  it('accepts same-site paths', () => {
    for (const path of ['/', '/sports', '/es/sports/1-FOOT?x=1#top', '/sports?at=10:30']) {
      expect(isSafeSitePath(path), path).toBe(true);
    }
    // `//` is refused anywhere, even in the query: the rule stays simple and strict.
    expect(isSafeSitePath('/sports?return=http://x')).toBe(false);
  });

  it('refuses anything that could leave the site', () => {
    for (const path of [
      '',
      'sports',
      '//evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      'https://evil.com',
      'javascript:alert(1)',
      '/javascript:alert(1)',
      '/sports//x',
      '/sp orts',
      '/sports\n',
      '/\tevil',
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(isSafeSitePath(path), JSON.stringify(path)).toBe(false);
    }
    expect(isSafeSitePath(42)).toBe(false);
    expect(isSafeSitePath(null)).toBe(false);
  });

  it('a safe path always stays on the same origin when resolved (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (tail) => {
        const path = `/${tail}`;
        if (!isSafeSitePath(path)) return true;
        return new URL(path, 'https://app.example').origin === 'https://app.example';
      }),
    );
  });
});

describe('parseIncoming', () => {
  const from = (origin: string, data: unknown) => parseIncoming({ origin, data }, allowed);

  it('reads navigate and logout from an allowed host', () => {
    expect(from('https://www.dafabet.es', { type: 'navigate', path: '/sports' })).toEqual({
      type: 'navigate',
      path: '/sports',
    });
    expect(from('http://127.0.0.1:4100', { type: 'logout', extra: 1 })).toEqual({
      type: 'logout',
    });
  });

  it('ignores other origins, bad data and unknown types', () => {
    expect(from('https://evil.com', { type: 'logout' })).toBeNull();
    expect(from('null', { type: 'logout' })).toBeNull();
    expect(from('https://www.dafabet.es', 'logout')).toBeNull();
    expect(from('https://www.dafabet.es', null)).toBeNull();
    expect(from('https://www.dafabet.es', ['logout'])).toBeNull();
    expect(from('https://www.dafabet.es', { type: 'eval', code: 'x' })).toBeNull();
    expect(from('https://www.dafabet.es', { type: 'navigate', path: '//evil.com' })).toBeNull();
    expect(from('https://www.dafabet.es', { type: 'navigate' })).toBeNull();
  });

  it('never yields a command for an origin outside the allowed hosts (property)', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.anything(), (url, data) => {
        const origin = new URL(url).origin;
        fc.pre(!allowed.includes(origin));
        return parseIncoming({ origin, data }, allowed) === null;
      }),
    );
  });
});

describe('throttle', () => {
  function fakeTimers(): ThrottleTimers & { advance: (ms: number) => void } {
    let now = 0;
    let queue: { at: number; callback: () => void; id: number }[] = [];
    let nextId = 1;
    return {
      now: () => now,
      setTimeout: (callback, ms) => {
        const id = nextId++;
        queue.push({ at: now + ms, callback, id });
        return id;
      },
      clearTimeout: (handle) => {
        queue = queue.filter((entry) => entry.id !== handle);
      },
      advance(ms) {
        const end = now + ms;
        for (;;) {
          queue.sort((a, b) => a.at - b.at);
          const next = queue[0];
          if (!next || next.at > end) break;
          queue.shift();
          now = next.at;
          next.callback();
        }
        now = end;
      },
    };
  }

  it('runs the first call at once and the last one at the end of the window', () => {
    const timers = fakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 250, timers);
    throttled(1);
    expect(fn).toHaveBeenCalledWith(1);
    throttled(2);
    throttled(3);
    expect(fn).toHaveBeenCalledTimes(1);
    timers.advance(250);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
    timers.advance(1000);
    expect(fn).toHaveBeenCalledTimes(2);
    throttled(4);
    expect(fn).toHaveBeenLastCalledWith(4);
  });

  it('cancel drops the trailing call', () => {
    const timers = fakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 100, timers);
    throttled('a');
    throttled('b');
    throttled.cancel();
    timers.advance(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('never runs twice within the window and always ends on the last arguments (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 30 }),
        (gaps) => {
          const timers = fakeTimers();
          const runs: { at: number; value: number }[] = [];
          const throttled = throttle(
            (value: number) => runs.push({ at: timers.now(), value }),
            100,
            timers,
          );
          gaps.forEach((gap, index) => {
            timers.advance(gap);
            throttled(index);
          });
          timers.advance(1000);
          runs.slice(1).forEach((run, index) => {
            expect(run.at - (runs[index]?.at ?? 0)).toBeGreaterThanOrEqual(100);
          });
          expect(runs.at(-1)?.value).toBe(gaps.length - 1);
        },
      ),
    );
  });
});
