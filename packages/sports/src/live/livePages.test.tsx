import { getBrand } from '@clem/brand-config';
import {
  defaultPlatformSettings,
  type EventPathNode,
  type LivePage,
  type SerialisedPlatformError,
  type LiveSeed,
  type SportEvent,
} from '@clem/core';
import type * as ServerPlatformModule from '@clem/core/server';
import type { Loaded } from '@clem/core/server';
import { isValidElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as SportsDataModule from '../pages/sportsData';
import type * as LiveDataModule from './liveData';
import type { SportsContext } from '../pages/sportsContext';
import type { RoutedSportsPage, SportsPageResult } from '../pages/pageResult';

/**
 * The In-Play pages on a stubbed platform: what each asks for and what it answers (content, not
 * found, a redirect between the live and prematch addresses, an error state).
 */
const loadEventPathTree = vi.fn<typeof ServerPlatformModule.loadEventPathTree>();
const loadEvent = vi.fn<typeof SportsDataModule.loadEvent>();
const loadLivePage = vi.fn<typeof LiveDataModule.loadLivePage>();
const loadLivePageUpTo = vi.fn<typeof LiveDataModule.loadLivePageUpTo>();
const loadLiveEvent = vi.fn<typeof LiveDataModule.loadLiveEvent>();

vi.mock('@clem/core/server', async (importOriginal) => ({
  ...(await importOriginal<typeof ServerPlatformModule>()),
  loadEventPathTree,
}));
vi.mock('../pages/sportsData', async (importOriginal) => ({
  ...(await importOriginal<typeof SportsDataModule>()),
  loadEvent,
}));
vi.mock('./liveData', () => ({ loadLivePage, loadLivePageUpTo, loadLiveEvent }));

const { liveHomePage, liveSportPage } = await import('./livePages');
const { liveEventPage } = await import('./liveEventPage');
const { eventPage } = await import('../pages/eventPage');

const ctx = (overrides: Partial<SportsContext> = {}): SportsContext => ({
  brand: getBrand('zedbet'),
  locale: 'en',
  localePrefix: '',
  settings: defaultPlatformSettings,
  t: (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key),
  noEventsNotice: 'No events found for this event path.',
  sortBy: 'competition',
  layout: 'euro',
  timeZone: 'UTC',
  timeZoneKnown: true,
  favouriteIds: [],
  now: new Date(0),
  ...overrides,
});

const football: EventPathNode = {
  id: 1,
  name: 'Football',
  slug: 'football',
  sportCode: 'FOOT',
  children: [],
};

const match = (id: number, clock: SportEvent['clock'] = { minutes: 30, status: 'RUNNING' }) =>
  ({
    id,
    name: `Home ${id} vs Away ${id}`,
    slug: `${id}-home-${id}-vs-away-${id}`,
    sportCode: 'FOOT',
    eventPaths: [
      { id: 1, description: 'Football', slug: 'football' },
      { id: 2, description: 'England', slug: 'england' },
      { id: 3, description: 'Premier League', slug: 'premier-league' },
    ],
    liveStreaming: false,
    opponents: [
      { id: 10, description: `Home ${id}` },
      { id: 11, description: `Away ${id}` },
    ],
    isFinished: false,
    eventDate: '2026-11-28T10:00:00Z',
    ...(clock ? { clock } : {}),
    markets: [],
  }) as SportEvent;

const livePage = (events: SportEvent[], total = events.length): Loaded<LivePage> => ({
  ok: true,
  data: {
    version: 9,
    sports: [
      {
        id: 1,
        sportCode: 'FOOT',
        name: 'Football',
        slug: 'football',
        liveEventCount: total,
        events,
      },
    ],
    paging: { page: 1, eventsPerPage: 50, total },
    dropped: 0,
  },
});

const failure = (status: number): Loaded<never> => ({
  ok: false,
  error: {
    kind: 'http',
    messageKey: 'something-went-wrong',
    message: `http ${status}`,
    status,
  } as SerialisedPlatformError,
});

async function answer({ page }: RoutedSportsPage): Promise<SportsPageResult> {
  return page.kind === 'loading' ? page.load() : page;
}

function contentProps(result: SportsPageResult): Record<string, unknown> {
  if (result.kind !== 'content' || !isValidElement<Record<string, unknown>>(result.content)) {
    throw new Error(`no content: ${result.kind}`);
  }
  return result.content.props;
}

afterEach(() => {
  vi.resetAllMocks();
});

describe('the In-Play home', () => {
  it('lists 50 live events with every sport counted, and claims the list for the live data', async () => {
    loadLivePageUpTo.mockResolvedValue(livePage([match(1), match(2)], 120));
    const result = await answer(liveHomePage(ctx(), {}, {}));
    expect(loadLivePageUpTo).toHaveBeenCalledWith(
      expect.anything(),
      'en',
      { marketsPerEvent: 6 },
      50,
    );
    const props = contentProps(result);
    expect(props['title']).toBe('inPlay.title');
    expect(props['scope']).toEqual({ kind: 'list', eventsPerPage: 50, marketsPerEvent: 6 });
    // The live data starts from what the page was rendered from, at its version.
    const seed = props['seed'] as LiveSeed;
    expect(seed.version).toBe(9);
    expect(seed.events.map((event) => event.id)).toEqual([1, 2]);
    expect(props['more']).toEqual({ shown: 2, total: 120, href: '/live?page=2' });
    const sections = props['sections'] as { groups: { rows: { href: string }[] }[] }[];
    expect(sections[0]?.groups[0]?.rows.map((row) => row.href)).toEqual([
      '/live/1-home-1-vs-away-1?backTo=%2Flive',
      '/live/2-home-2-vs-away-2?backTo=%2Flive',
    ]);
  });

  it('grows by pages of 50 past the platform page of 200', async () => {
    loadLivePageUpTo.mockResolvedValue(livePage([match(1)], 600));
    await answer(liveHomePage(ctx(), {}, { page: '10' }));
    expect(loadLivePageUpTo).toHaveBeenCalledWith(expect.anything(), 'en', expect.anything(), 500);
  });

  it('says why when the platform fails, and keeps the page', async () => {
    loadLivePageUpTo.mockResolvedValue(failure(500));
    const props = contentProps(await answer(liveHomePage(ctx(), {}, {})));
    expect(props['notice']).toBe('No events found for this event path.');
    expect(props['sections']).toEqual([]);
  });
});

describe('one sport in play', () => {
  it('lists the sport by {id}-{CODE}, and sends a plain slug there for good', async () => {
    loadEventPathTree.mockResolvedValue({ ok: true, data: { eventPaths: [football] } });
    loadLivePageUpTo.mockResolvedValue(livePage([match(1)]));
    loadLivePage.mockResolvedValue(livePage([match(1)]));
    const own = await answer(liveSportPage(ctx(), { sport: '1-FOOT' }, {}));
    expect(contentProps(own)['title']).toBe('inPlay.sportTitle {"sport":"Football"}');
    expect(loadLivePageUpTo.mock.calls[0]?.[2]).toEqual({
      sportCode: ['FOOT'],
      marketsPerEvent: 6,
    });
    await expect(answer(liveSportPage(ctx(), { sport: 'football' }, { a: '1' }))).resolves.toEqual({
      kind: 'redirect',
      path: '/live/sport/1-FOOT?a=1',
      permanent: true,
    });
  });

  it('sends a special page named here to itself, and knows nothing else', async () => {
    loadEventPathTree.mockResolvedValue({ ok: true, data: { eventPaths: [football] } });
    await expect(answer(liveSportPage(ctx(), { sport: 'esports' }, {}))).resolves.toEqual({
      kind: 'redirect',
      path: '/sports/esports',
    });
    await expect(answer(liveSportPage(ctx(), { sport: '99-XXXX' }, {}))).resolves.toEqual({
      kind: 'notFound',
    });
  });

  it('shows the live favourites by the Favourites token, never indexed', async () => {
    loadLivePageUpTo.mockResolvedValue(livePage([match(1), match(2)]));
    loadLivePage.mockResolvedValue(livePage([match(1), match(2)]));
    const result = await answer(
      liveSportPage(ctx({ favouriteIds: [2] }), { sport: '10000-FAVOURITES' }, {}),
    );
    expect(result).toMatchObject({ kind: 'content', index: false });
    const sections = contentProps(result)['sections'] as { groups: { rows: unknown[] }[] }[];
    expect(sections.flatMap((section) => section.groups.flatMap((g) => g.rows))).toHaveLength(1);
  });
});

describe('a live event page', () => {
  it('shows a live event at its own slug, and sends another slug there for good', async () => {
    loadLiveEvent.mockResolvedValue({ ok: true, data: { version: 4, event: match(7) } });
    loadLivePage.mockResolvedValue(livePage([match(7), match(8)]));
    const result = await answer(liveEventPage(ctx(), { slug: '7-home-7-vs-away-7' }, {}));
    const props = contentProps(result);
    expect((props['event'] as SportEvent).id).toBe(7);
    expect(props['seed']).toMatchObject({ version: 4, events: [{ id: 7 }] });
    expect(props['backHref']).toBe('/live/sport/1-FOOT');
    await expect(answer(liveEventPage(ctx(), { slug: '7-old-name' }, {}))).resolves.toEqual({
      kind: 'redirect',
      path: '/live/7-home-7-vs-away-7',
      permanent: true,
    });
  });

  it('sends a prematch event to its prematch page, and is not found for an unknown one', async () => {
    loadLiveEvent.mockResolvedValue(failure(404));
    loadEvent.mockResolvedValueOnce({ ok: true, data: match(7, undefined) });
    await expect(
      answer(liveEventPage(ctx(), { slug: '7-x' }, { backTo: '/live' })),
    ).resolves.toEqual({ kind: 'redirect', path: '/events/7-home-7-vs-away-7?backTo=%2Flive' });
    loadEvent.mockResolvedValueOnce(failure(404));
    await expect(answer(liveEventPage(ctx(), { slug: '8-x' }, {}))).resolves.toEqual({
      kind: 'notFound',
    });
    expect(liveEventPage(ctx(), { slug: 'nope' }, {}).page).toEqual({ kind: 'notFound' });
  });

  it('is the prematch page’s target once the event has a clock', async () => {
    loadEvent.mockResolvedValue({ ok: true, data: match(7) });
    await expect(answer(eventPage(ctx(), { slug: '7-home-7-vs-away-7' }, {}))).resolves.toEqual({
      kind: 'redirect',
      path: '/live/7-home-7-vs-away-7',
    });
  });
});
