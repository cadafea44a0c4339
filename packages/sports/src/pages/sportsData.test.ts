import { getBrand } from '@clem/brand-config';
import type * as CoreModule from '@clem/core';
import type { EventsPage } from '@clem/core';
import { LIST_LAST_GOOD_MS, platformCalls, SERVER_TIMEOUT_MS } from '@clem/core/server';
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

describe('loadEventsUpTo when the platform fails a refresh', () => {
  const params = { eventPathIds: [7], periodType: 'PRE_MATCH' as const };

  it('stands in with the last good list, marked stale, while it is under a minute old', async () => {
    fetchEvents.mockResolvedValueOnce(eventsPage);
    await expect(loadEventsUpTo(brand, 'en', params, 20)).resolves.toEqual({
      ok: true,
      data: eventsPage,
    });
    const fetchedAt = Date.now();

    // A hanging refresh: after 3 s the last good list, marked with when it was fetched.
    fetchEvents.mockImplementation(never);
    const slow = loadEventsUpTo(brand, 'en', params, 20);
    await vi.advanceTimersByTimeAsync(SERVER_TIMEOUT_MS);
    await expect(slow).resolves.toEqual({ ok: true, data: eventsPage, stale: { at: fetchedAt } });

    // The timeout is remembered: the next request answers at once, with the same stand-in.
    await expect(state(loadEventsUpTo(brand, 'en', params, 20))).resolves.toEqual({
      ok: true,
      data: eventsPage,
      stale: { at: fetchedAt },
    });
    expect(fetchEvents).toHaveBeenCalledTimes(2);

    // Past a minute the failure itself: a platform that stays down ends in the notice.
    await vi.advanceTimersByTimeAsync(LIST_LAST_GOOD_MS);
    const late = loadEventsUpTo(brand, 'en', params, 20);
    await vi.advanceTimersByTimeAsync(SERVER_TIMEOUT_MS);
    await expect(late).resolves.toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(fetchEvents).toHaveBeenCalledTimes(3);

    // Another list is its own call, with no list to stand in for it.
    const other = loadEventsUpTo(brand, 'en', { ...params, eventPathIds: [8] }, 20);
    expect(await state(other)).toBe('pending');
    expect(fetchEvents).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(SERVER_TIMEOUT_MS);
    await expect(other).resolves.toMatchObject({ ok: false });
  });

  it('marks a list of several platform pages stale when one of them stood in', async () => {
    const page = (n: number): EventsPage => ({
      events: [],
      dropped: 0,
      paging: { page: n, eventsPerPage: 200, total: 450 },
    });
    fetchEvents.mockImplementation(async (_client, query) => page(query.page ?? 1));
    await loadEventsUpTo(brand, 'en', params, 250);
    const fetchedAt = Date.now();
    await vi.advanceTimersByTimeAsync(15_000);
    fetchEvents.mockImplementation((_client, query) =>
      query.page === 2 ? never() : Promise.resolve(page(query.page ?? 1)),
    );
    const refresh = loadEventsUpTo(brand, 'en', params, 250);
    await vi.advanceTimersByTimeAsync(SERVER_TIMEOUT_MS);
    await expect(refresh).resolves.toMatchObject({
      ok: true,
      stale: { at: fetchedAt },
    });
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
