import { getBrand } from '@clem/brand-config';
import type * as CoreModule from '@clem/core';
import type { EventsPage } from '@clem/core';
import { platformCalls, SERVER_TIMEOUT_MS } from '@clem/core/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settledState as state } from '@clem/core/testing/timers';

const fetchEvents = vi.fn<typeof CoreModule.fetchEvents>();
vi.mock('@clem/core', async (importOriginal) => ({
  ...(await importOriginal<typeof CoreModule>()),
  fetchEvents,
}));

const { loadEventsUpTo, prematchListParams } = await import('./sportsData');

const brand = getBrand('zedbet');
const eventsPage: EventsPage = {
  events: [],
  dropped: 0,
  paging: { page: 1, eventsPerPage: 20, total: 0 },
};
const never = () => new Promise<never>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  platformCalls.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  fetchEvents.mockReset();
});

describe('loadEventsUpTo with a hanging events call', () => {
  const params = { eventPathIds: [7], periodType: 'PRE_MATCH' as const };

  it('fails after 3 s, then fails at once while remembered; never an old list', async () => {
    fetchEvents.mockResolvedValueOnce(eventsPage);
    await expect(loadEventsUpTo(brand, 'en', params, 20)).resolves.toEqual({
      ok: true,
      data: eventsPage,
    });

    fetchEvents.mockImplementation(never);
    const slow = loadEventsUpTo(brand, 'en', params, 20);
    await vi.advanceTimersByTimeAsync(SERVER_TIMEOUT_MS);
    await expect(slow).resolves.toMatchObject({ ok: false, error: { kind: 'network' } });

    await expect(state(loadEventsUpTo(brand, 'en', params, 20))).resolves.toMatchObject({
      ok: false,
    });
    expect(fetchEvents).toHaveBeenCalledTimes(2);
    // Another list is its own call.
    const other = loadEventsUpTo(brand, 'en', { ...params, eventPathIds: [8] }, 20);
    expect(await state(other)).toBe('pending');
    expect(fetchEvents).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(SERVER_TIMEOUT_MS);
    await other;
  });
});

describe('loadEventsUpTo past one platform page', () => {
  it('asks consecutive pages of 200 together and keeps the first `count` events', async () => {
    const event = (id: number) => ({ id }) as unknown as EventsPage['events'][number];
    fetchEvents.mockImplementation(async (_client, query) => {
      const page = query.page ?? 1;
      return {
        events: Array.from({ length: 200 }, (_, index) => event((page - 1) * 200 + index)),
        dropped: 1,
        paging: { page, eventsPerPage: 200, total: 450 },
      };
    });
    const loaded = await loadEventsUpTo(brand, 'en', { eventPathIds: [9] }, 250);
    expect(fetchEvents).toHaveBeenCalledTimes(2);
    expect(loaded).toMatchObject({
      ok: true,
      data: { dropped: 2, paging: { page: 1, eventsPerPage: 250, total: 450 } },
    });
    expect(loaded.ok && loaded.data.events.map((e) => e.id)).toEqual(
      Array.from({ length: 250 }, (_, index) => index),
    );
  });
});

describe('prematchListParams', () => {
  it('asks for pre-match games with open and suspended markets and the sport’s columns', () => {
    expect(prematchListParams('FOOT', { eventPathIds: [3] })).toMatchObject({
      periodType: 'PRE_MATCH',
      marketStatus: ['open', 'suspended'],
      eventPathIds: [3],
      marketTypeIds: expect.arrayContaining([expect.any(Number)]),
    });
  });

  it('leaves the columns to the platform without a sport code', () => {
    expect(prematchListParams(undefined, { ids: [1] })).not.toHaveProperty('marketTypeIds');
  });
});
