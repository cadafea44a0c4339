import { getBrand } from '@clem/brand-config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settledState as state } from '../../test/settledState';
import type * as CallsModule from '../calls';
import type { PlatformSettings } from '../schemas';

const fetchAllCachedSettings = vi.fn<() => Promise<PlatformSettings>>();
vi.mock('../calls', async (importOriginal) => ({
  ...(await importOriginal<typeof CallsModule>()),
  fetchAllCachedSettings,
}));

const {
  FAILURE_MEMORY_MS,
  SERVER_TIMEOUT_MS,
  loadSettings,
  platformCalls,
  serverPlatformClient,
  settle,
} = await import('./serverPlatform');

const brand = getBrand('zedbet');
const settings = { subheader_id: 1, quick_links_coupon_group_id: 1 } as unknown as PlatformSettings;
const never = () => new Promise<never>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  platformCalls.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  fetchAllCachedSettings.mockReset();
});

describe('the server-side bound on platform calls', () => {
  it('is about 3 s, at the one client factory', () => {
    expect(SERVER_TIMEOUT_MS).toBe(3000);
    expect(serverPlatformClient(brand, 'en').defaults.timeout).toBe(SERVER_TIMEOUT_MS);
  });

  it('settle answers a call that never ends as a timed-out network failure after 3 s', async () => {
    const loaded = settle('events', never);
    await vi.advanceTimersByTimeAsync(SERVER_TIMEOUT_MS - 2);
    expect(await state(loaded)).toBe('pending'); // at SERVER_TIMEOUT_MS - 1
    await vi.advanceTimersByTimeAsync(1);
    await expect(loaded).resolves.toMatchObject({
      ok: false,
      timedOut: true,
      error: { kind: 'network', messageKey: 'error-404' },
    });
  });

  it("marks the client's own timeout as timed out, and other failures not", async () => {
    const timeout = Object.assign(new Error('timeout of 3000ms exceeded'), {
      code: 'ECONNABORTED',
    });
    await expect(settle('x', () => Promise.reject(timeout))).resolves.toMatchObject({
      ok: false,
      timedOut: true,
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const loaded = await settle('x', () => Promise.reject(refused));
    expect(loaded.ok === false && loaded.timedOut).toBeFalsy();
  });
});

describe('loadSettings with a hanging settings call', () => {
  it('layout and page asking together make one call', async () => {
    fetchAllCachedSettings.mockResolvedValue(settings);
    const [a, b] = await Promise.all([loadSettings(brand, 'en'), loadSettings(brand, 'en')]);
    expect(fetchAllCachedSettings).toHaveBeenCalledTimes(1);
    expect(a).toEqual({ ok: true, data: settings });
    expect(b).toEqual(a);
  });

  it('keeps the last good settings, answers at once while the timeout is remembered, then asks again', async () => {
    fetchAllCachedSettings.mockResolvedValueOnce(settings);
    await loadSettings(brand, 'en');
    await vi.advanceTimersByTimeAsync(30_000);

    fetchAllCachedSettings.mockImplementation(never);
    const refresh = loadSettings(brand, 'en');
    await vi.advanceTimersByTimeAsync(SERVER_TIMEOUT_MS);
    const kept = { ok: true, data: settings, stale: { at: expect.any(Number) as number } };
    await expect(refresh).resolves.toEqual(kept);
    expect(fetchAllCachedSettings).toHaveBeenCalledTimes(2);

    // Remembered: the next requests do not wait.
    await expect(state(loadSettings(brand, 'en'))).resolves.toEqual(kept);
    expect(fetchAllCachedSettings).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(FAILURE_MEMORY_MS);
    fetchAllCachedSettings.mockResolvedValue({ ...settings, subheader_id: 2 });
    await expect(loadSettings(brand, 'en')).resolves.toMatchObject({
      ok: true,
      data: { subheader_id: 2 },
    });
    expect(fetchAllCachedSettings).toHaveBeenCalledTimes(3);
  });

  it('answers the failure (the frame then uses its defaults) when there never were settings', async () => {
    fetchAllCachedSettings.mockImplementation(never);
    const first = loadSettings(brand, 'es');
    await vi.advanceTimersByTimeAsync(SERVER_TIMEOUT_MS);
    await expect(first).resolves.toMatchObject({ ok: false, timedOut: true });
    await expect(state(loadSettings(brand, 'es'))).resolves.toMatchObject({ ok: false });
    expect(fetchAllCachedSettings).toHaveBeenCalledTimes(1);
  });
});

describe('contentMaxAgeMs', () => {
  it('takes CLEM_CONTENT_MAX_AGE_MS between 1 s and 10 min, else 30 s', async () => {
    const { contentMaxAgeMs } = await import('./serverPlatform');
    expect(contentMaxAgeMs(undefined)).toBe(30_000);
    expect(contentMaxAgeMs('3000')).toBe(3000);
    expect(contentMaxAgeMs('600000')).toBe(600_000);
    for (const bad of ['', '0', '999', '600001', '1500.5', 'abc', '-5000']) {
      expect(contentMaxAgeMs(bad), bad).toBe(30_000);
    }
  });
});
