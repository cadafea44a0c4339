import { getBrand } from '@clem/brand-config';
import { defaultPlatformSettings } from '@clem/core';
import { isValidElement, Suspense, type ReactElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ServerPlatformModule from '@clem/core/server';
import type * as SportsServerModule from '@clem/sports/server';
import type { SportsContext } from '@clem/sports/server';

/**
 * A page whose content needs the sport tree or events answers its frame after at most
 * STREAM_AFTER_MS (the content is then a Suspense boundary that streams in); with a quick platform
 * the page is whole; and what it decides without platform data (a redirect) happens before
 * anything is sent.
 */
const never = () => new Promise<never>(() => {});
const loadEventPathTree = vi.fn<typeof ServerPlatformModule.loadEventPathTree>(never);
// Every other platform call (events, an event, top sports, the frame's content) hangs too.
const sharedCall = vi.fn<typeof ServerPlatformModule.sharedCall>(never);

vi.mock('@clem/core/server', async (importOriginal) => ({
  ...(await importOriginal<typeof ServerPlatformModule>()),
  loadEventPathTree,
  sharedCall,
}));
vi.mock('@clem/sports/server', async (importOriginal) => ({
  ...(await importOriginal<typeof SportsServerModule>()),
  sportsContext: async (brand: SportsContext['brand'], locale: string): Promise<SportsContext> => ({
    brand,
    locale,
    localePrefix: '',
    settings: defaultPlatformSettings,
    t: (key) => key,
    noEventsNotice: 'No events found for this event path.',
    sortBy: 'competition',
    layout: 'euro',
    timeZone: 'UTC',
    timeZoneKnown: true,
    favouriteIds: [],
    now: new Date(0),
  }),
}));

const { createSportsPage } = await import('./SportsPages');
const { createLeaguePage, createSportPage } = await import('./SportListPages');
const { createEventPage } = await import('./EventPages');
const { PageFrame } = await import('../frame/PageFrame');

const brand = getBrand('zedbet');
const search = Promise.resolve({});

/** The page's frame element and what it holds. */
function frameOf(page: ReactNode): ReactElement<{ children: ReactNode; path: string }> {
  if (!isValidElement<{ children: ReactNode; path: string }>(page)) throw new Error('no element');
  return page;
}

afterEach(() => {
  vi.clearAllMocks();
});

describe('sports pages stream their content after the frame', () => {
  const pages = [
    [
      'the sports home',
      () => createSportsPage(brand)({ params: Promise.resolve({ locale: 'en' }) }),
    ],
    [
      'a league',
      () =>
        createLeaguePage(brand)({
          params: Promise.resolve({
            locale: 'en',
            sport: 'football',
            country: 'england',
            league: 'premier-league',
          }),
          searchParams: search,
        }),
    ],
    [
      'a sport',
      () =>
        createSportPage(brand)({
          params: Promise.resolve({ locale: 'en', sport: '1-FOOT' }),
          searchParams: search,
        }),
    ],
    [
      'an event',
      () =>
        createEventPage(brand)({
          params: Promise.resolve({ locale: 'en', slug: '42-a-v-b' }),
          searchParams: search,
        }),
    ],
  ] as const;

  for (const [name, render] of pages) {
    it(`${name}: answers the frame with a Suspense boundary while the platform hangs`, async () => {
      const frame = frameOf(await render());
      expect(frame.type).toBe(PageFrame);
      const boundary = frame.props.children;
      expect(isValidElement(boundary) && boundary.type === Suspense).toBe(true);
    });
  }

  it('answers whole, with no boundary, when the platform answers within STREAM_AFTER_MS', async () => {
    const emptyTree = { ok: true, data: { eventPaths: [] } };
    loadEventPathTree.mockImplementationOnce(
      async () => emptyTree as Awaited<ReturnType<typeof ServerPlatformModule.loadEventPathTree>>,
    );
    const frame = frameOf(
      await createLeaguePage(brand)({
        params: Promise.resolve({
          locale: 'en',
          sport: 'football',
          country: 'england',
          league: 'nowhere',
        }),
        searchParams: search,
      }),
    );
    expect(frame.type).toBe(PageFrame);
    expect(loadEventPathTree).toHaveBeenCalledTimes(1);
    // The league is not in the tree: its not-found content, inline in the first answer.
    const content = frame.props.children;
    expect(isValidElement(content) && content.type === Suspense).toBe(false);
  });

  it('still redirects the home alias before anything is sent (a real 307)', async () => {
    await expect(
      createSportPage(brand)({
        params: Promise.resolve({ locale: 'en', sport: '10001-HOMEPAGE' }),
        searchParams: search,
      }),
    ).rejects.toMatchObject({ digest: expect.stringContaining('NEXT_REDIRECT') });
  });
});
