import { describe, expect, it, vi } from 'vitest';
import type { AppStore, RootState } from './makeStore';
import { syncViewCookies } from './viewCookies';

/** A store with only what the cookie sync reads, and a document whose cookie writes are kept. */
function setup() {
  let state = {
    playerSettings: { oddsType: 'hk', sortBy: 'time', layout: undefined },
    favouriteEvents: { ids: [] as readonly number[] },
  };
  const listeners = new Set<() => void>();
  const store: Pick<AppStore, 'getState' | 'subscribe'> = {
    getState: () => state as unknown as RootState,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const written: string[] = [];
  const target = {
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
  const change = (next: Partial<typeof state>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  let scheduled: (() => void) | null = null;
  const cancel = vi.fn();
  const schedule = (task: () => void) => {
    scheduled = task;
    return cancel;
  };
  const timeZone = vi.fn(() => 'Europe/London');
  return { store, target, written, change, schedule, cancel, timeZone, run: () => scheduled?.() };
}

describe('syncViewCookies', () => {
  it('asks for the time zone and writes only once the browser is idle', () => {
    const s = setup();
    syncViewCookies(s.store, s.target, s.timeZone, s.schedule);
    expect(s.timeZone).not.toHaveBeenCalled();
    expect(s.written).toEqual([]);
    s.run();
    expect(s.timeZone).toHaveBeenCalledTimes(1);
    // The view cookie, and the favourites cookie cleared (none yet).
    expect(s.written).toHaveLength(2);
    expect(s.written[0]).toMatch(/^clem_view=o\.hk~s\.time~tz\.Europe%252FLondon;/);
    expect(s.written[1]).toMatch(/^clem_fav=; Expires=Thu, 01 Jan 1970/);
  });

  it('writes at once on a change before idle, and never the same text twice', () => {
    const s = setup();
    syncViewCookies(s.store, s.target, s.timeZone, s.schedule);
    s.change({ favouriteEvents: { ids: [7, 9] } });
    expect(s.written.map((c) => c.split('=')[0])).toEqual(['clem_view', 'clem_fav']);
    s.run();
    s.change({});
    expect(s.written).toHaveLength(2);
    expect(s.timeZone).toHaveBeenCalledTimes(1);
    s.change({ favouriteEvents: { ids: [] } });
    expect(s.written[2]).toMatch(/^clem_fav=; Expires=Thu, 01 Jan 1970/);
  });

  it('stops: cancels the idle write and the subscription', () => {
    const s = setup();
    const stop = syncViewCookies(s.store, s.target, s.timeZone, s.schedule);
    stop();
    expect(s.cancel).toHaveBeenCalled();
    s.change({ favouriteEvents: { ids: [1] } });
    expect(s.written).toEqual([]);
  });
});

describe('cookieTimeZone', () => {
  it('names no zone while the clock is at UTC, and the browser zone otherwise', async () => {
    const { cookieTimeZone } = await import('./viewCookies');
    const offset = vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(0);
    const resolved = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    expect(cookieTimeZone()).toBeUndefined();
    expect(resolved).not.toHaveBeenCalled();
    offset.mockReturnValue(-120);
    resolved.mockReturnValue({ timeZone: 'Africa/Cairo' } as Intl.ResolvedDateTimeFormatOptions);
    expect(cookieTimeZone()).toBe('Africa/Cairo');
    vi.restoreAllMocks();
  });
});
