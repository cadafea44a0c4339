import { getBrand } from '@clem/brand-config';
import {
  defaultPlatformSettings,
  type EventPathNode,
  type EventsPage,
  type SerialisedPlatformError,
} from '@clem/core';
import type * as ServerPlatformModule from '@clem/core/server';
import type { Loaded } from '@clem/core/server';
import { isValidElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as SportsDataModule from './sportsData';
import type { SportsContext } from './sportsContext';
import type { RoutedSportsPage, SportsPageResult } from './pageResult';

/**
 * The sports pages on a stubbed platform: which data each page asks for, and what it answers
 * (content, not found, a redirect, an error state) before any frame is put around it.
 */
const loadEventPathTree = vi.fn<typeof ServerPlatformModule.loadEventPathTree>();
const loadEventsUpTo = vi.fn<typeof SportsDataModule.loadEventsUpTo>();
const loadEvent = vi.fn<typeof SportsDataModule.loadEvent>();
const loadCoupon = vi.fn<typeof SportsDataModule.loadCoupon>();
const loadTopSports = vi.fn<typeof SportsDataModule.loadTopSports>();

vi.mock('@clem/core/server', async (importOriginal) => ({
  ...(await importOriginal<typeof ServerPlatformModule>()),
  loadEventPathTree,
}));
vi.mock('./sportsData', async (importOriginal) => ({
  ...(await importOriginal<typeof SportsDataModule>()),
  loadEventsUpTo,
  loadEvent,
  loadCoupon,
  loadTopSports,
}));

const { sportPage, specialRootPage } = await import('./sportPage');
const { countryPage, leaguePage } = await import('./competitionPages');
const { fixturesPage, outrightsPage } = await import('./allSportsLists');
const { eventPage } = await import('./eventPage');
const { sportsHomePage } = await import('./homePage');
const { eventPageMeta, leaguePageMeta, countryPageMeta, sportPageMeta, queryString } =
  await import('./pageIdentity');
const { arsenalChelsea } = await import('../stories/sampleEvents');

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

const node = (id: number, slug: string, children: EventPathNode[] = []): EventPathNode => ({
  id,
  name: slug,
  slug,
  children,
});
const premier = node(3, 'premier-league');
const england = node(2, 'england', [premier]);
const football = { ...node(1, 'football', [england]), sportCode: 'FOOT' };

const noEvents: Loaded<EventsPage> = {
  ok: true,
  data: { events: [], dropped: 0, paging: { page: 1, eventsPerPage: 20, total: 0 } },
};
const failure = (kind: SerialisedPlatformError['kind'], status?: number): Loaded<never> => ({
  ok: false,
  error: {
    kind,
    messageKey: 'something-went-wrong',
    message: `${kind} ${status ?? ''}`,
    status,
  },
});

function withTree() {
  loadEventPathTree.mockResolvedValue({ ok: true, data: { eventPaths: [football] } });
  loadEventsUpTo.mockResolvedValue(noEvents);
}

/** What a page answers once its data is in. */
async function answer({ page }: RoutedSportsPage): Promise<SportsPageResult> {
  return page.kind === 'loading' ? page.load() : page;
}

/** The props of a page's content element. */
function contentProps(result: SportsPageResult): Record<string, unknown> {
  if (result.kind !== 'content' || !isValidElement<Record<string, unknown>>(result.content)) {
    throw new Error(`no content: ${result.kind}`);
  }
  return result.content.props;
}

afterEach(() => {
  vi.resetAllMocks();
});

describe('the sport page', () => {
  it('decides the home alias, the jackpot and special pages without the platform', () => {
    const home = sportPage(ctx(), { sport: '10001-HOMEPAGE' }, {});
    expect(home.page).toEqual({ kind: 'redirect', path: '/sports' });
    const jackpot = sportPage(ctx(), { sport: 'jackpotbet' }, {});
    expect(jackpot.page).toMatchObject({ kind: 'content', refresh: false });
    const edge = sportPage(ctx(), { sport: 'edge' }, {});
    expect(edge).toMatchObject({ path: '/sports/edge', page: { kind: 'content', refresh: false } });
    expect(loadEventPathTree).not.toHaveBeenCalled();
  });

  it('is not found for favourites the operator turned off and for a malformed coupon id', () => {
    const off = ctx({ settings: { ...defaultPlatformSettings, enable_favorites: false } });
    expect(sportPage(off, { sport: 'favourites' }, {}).page).toEqual({ kind: 'notFound' });
    expect(sportPage(ctx(), { sport: '1' }, { 'active-coupon': 'x' }).page).toEqual({
      kind: 'notFound',
    });
  });

  it('lists the sport’s prematch events, as many pages as ?page asks for', async () => {
    withTree();
    const routed = sportPage(ctx(), { sport: '1-FOOT' }, { page: '2' });
    expect(routed.path).toBe('/sports/1-FOOT');
    const result = await answer(routed);
    expect(contentProps(result)).toMatchObject({ title: 'football' });
    expect(loadEventsUpTo).toHaveBeenCalledWith(
      expect.anything(),
      'en',
      expect.objectContaining({ eventPathIds: [1], periodType: 'PRE_MATCH' }),
      40,
    );
  });

  it('is not found when the sport is not in the tree', async () => {
    withTree();
    await expect(answer(sportPage(ctx(), { sport: 'golf' }, {}))).resolves.toEqual({
      kind: 'notFound',
    });
    expect(loadEventsUpTo).not.toHaveBeenCalled();
  });

  it('shows the player’s favourites unindexed, without asking for an empty list', async () => {
    const none = await answer(sportPage(ctx(), { sport: 'favourites' }, {}));
    expect(none).toMatchObject({ kind: 'content', index: false });
    expect(loadEventsUpTo).not.toHaveBeenCalled();

    loadEventsUpTo.mockResolvedValue(noEvents);
    await answer(sportPage(ctx({ favouriteIds: [7, 8] }), { sport: '10000' }, {}));
    expect(loadEventsUpTo).toHaveBeenCalledWith(
      expect.anything(),
      'en',
      expect.objectContaining({ ids: [7, 8] }),
      2,
    );
  });

  it('shows a coupon, and is not found for a coupon the platform does not know', async () => {
    loadCoupon.mockResolvedValue(failure('http', 404));
    await expect(
      answer(sportPage(ctx(), { sport: '1' }, { 'active-coupon': '12' })),
    ).resolves.toEqual({ kind: 'notFound' });
    expect(loadCoupon).toHaveBeenCalledWith(expect.anything(), 'en', 12);
  });

  it('sends the player to the maintenance page when the platform answers so', async () => {
    loadEventPathTree.mockResolvedValue(failure('maintenance'));
    await expect(answer(sportPage(ctx(), { sport: '1' }, {}))).resolves.toEqual({
      kind: 'redirect',
      path: '/maintenance',
    });
  });
});

describe('the country and league pages', () => {
  it('list the events of the country, and of the league', async () => {
    withTree();
    const country = countryPage(ctx(), { sport: 'football', country: 'england' }, {});
    expect(country.path).toBe('/sports/competitions/football/england');
    expect(contentProps(await answer(country))).toMatchObject({
      title: 'football · england',
    });
    expect(loadEventsUpTo).toHaveBeenLastCalledWith(
      expect.anything(),
      'en',
      expect.objectContaining({ eventPathIds: [2] }),
      20,
    );

    const params = { sport: 'football', country: 'england', league: 'premier-league' };
    const league = leaguePage(ctx(), params, { page: '3' });
    expect(league.path).toBe('/sports/competitions/football/england/premier-league');
    expect(contentProps(await answer(league))).toMatchObject({ title: 'premier-league' });
    expect(loadEventsUpTo).toHaveBeenLastCalledWith(
      expect.anything(),
      'en',
      expect.objectContaining({ eventPathIds: [3] }),
      60,
    );
  });

  it('are not found for a country or league not in the tree', async () => {
    withTree();
    const nowhere = { sport: 'football', country: 'england', league: 'nowhere' };
    await expect(answer(leaguePage(ctx(), nowhere, {}))).resolves.toEqual({ kind: 'notFound' });
    await expect(
      answer(countryPage(ctx(), { sport: 'football', country: 'spain' }, {})),
    ).resolves.toEqual({ kind: 'notFound' });
  });

  it('show the platform’s notice in the list when the events fail', async () => {
    loadEventPathTree.mockResolvedValue({ ok: true, data: { eventPaths: [football] } });
    loadEventsUpTo.mockResolvedValue(failure('http', 500));
    const result = await answer(countryPage(ctx(), { sport: 'football', country: 'england' }, {}));
    expect(contentProps(result)).toMatchObject({
      notice: 'No events found for this event path.',
      groups: [],
    });
  });
});

describe('fixtures and outrights', () => {
  it('filter the fixtures by the date in the query, and not by an unknown one', async () => {
    loadEventsUpTo.mockResolvedValue(noEvents);
    const today = fixturesPage(ctx(), {}, { date: 'today' });
    expect(today.path).toBe('/sports/fixtures');
    await answer(today);
    expect(loadEventsUpTo.mock.calls[0]?.[2]).toMatchObject({
      periodType: 'PRE_MATCH',
      marketStatus: ['open', 'suspended'],
      dateFrom: expect.any(String),
      dateTo: expect.any(String),
    });

    await answer(fixturesPage(ctx(), {}, { date: 'someday' }));
    expect(loadEventsUpTo.mock.calls[1]?.[2]).not.toHaveProperty('dateFrom');
  });

  it('ask for outright markets by competition', async () => {
    loadEventsUpTo.mockResolvedValue(noEvents);
    const routed = outrightsPage(ctx(), {}, {});
    expect(routed.path).toBe('/sports/outrights');
    await answer(routed);
    expect(loadEventsUpTo).toHaveBeenCalledWith(
      expect.anything(),
      'en',
      { eventType: 'OUTRIGHT', marketStatus: ['open', 'suspended'], sortByEventpath: true },
      20,
    );
  });
});

describe('the event page', () => {
  it('is not found for a slug without an event id, without asking the platform', () => {
    expect(eventPage(ctx(), { slug: 'no-id-here' }, {}).page).toEqual({ kind: 'notFound' });
    expect(loadEvent).not.toHaveBeenCalled();
  });

  it('is not found when the platform does not know the event, else shows the error', async () => {
    loadEvent.mockResolvedValue(failure('http', 404));
    await expect(answer(eventPage(ctx(), { slug: '42-a-v-b' }, {}))).resolves.toEqual({
      kind: 'notFound',
    });
    expect(loadEvent).toHaveBeenCalledWith(expect.anything(), 'en', 42);

    loadEvent.mockResolvedValue(failure('http', 500));
    await expect(answer(eventPage(ctx(), { slug: '42-a-v-b' }, {}))).resolves.toMatchObject({
      kind: 'platformError',
      error: { status: 500 },
    });
  });
});

describe('page identity: one address per page', () => {
  const own = `/events/${arsenalChelsea.id}-arsenal-vs-chelsea`;

  it('sends an event asked for by another name to its own slug for good, query kept', async () => {
    loadEvent.mockResolvedValue({
      ok: true,
      data: { ...arsenalChelsea, slug: own.replace('/events/', '') },
    });
    const result = await answer(
      eventPage(
        ctx(),
        { slug: `${arsenalChelsea.id}-stoke-city-vs-arsenal` },
        {
          backTo: '/sports/1-FOOT',
          tab: ['a', 'b'],
        },
      ),
    );
    expect(result).toEqual({
      kind: 'redirect',
      path: `${own}?backTo=%2Fsports%2F1-FOOT&tab=a&tab=b`,
      permanent: true,
    });
    // The bare id is another spelling too.
    await expect(
      answer(eventPage(ctx(), { slug: String(arsenalChelsea.id) }, {})),
    ).resolves.toMatchObject({ kind: 'redirect', path: own, permanent: true });
  });

  it('shows the event at its own slug, encoded or not', async () => {
    loadEvent.mockResolvedValue({
      ok: true,
      data: { ...arsenalChelsea, slug: own.replace('/events/', '') },
    });
    loadEventsUpTo.mockResolvedValue(noEvents);
    await expect(
      answer(eventPage(ctx(), { slug: `${arsenalChelsea.id}-arsenal-vs-chelsea` }, {})),
    ).resolves.toMatchObject({ kind: 'content' });
    loadEvent.mockResolvedValue({
      ok: true,
      data: { ...arsenalChelsea, slug: `${arsenalChelsea.id}-café` },
    });
    await expect(
      answer(eventPage(ctx(), { slug: encodeURIComponent(`${arsenalChelsea.id}-café`) }, {})),
    ).resolves.toMatchObject({ kind: 'content' });
  });

  it('sends a sport asked for by id with another code to its own path', async () => {
    withTree();
    await expect(answer(sportPage(ctx(), { sport: '1-BASK' }, { page: '2' }))).resolves.toEqual({
      kind: 'redirect',
      path: '/sports/1-FOOT?page=2',
      permanent: true,
    });
    await expect(answer(sportPage(ctx(), { sport: '1' }, {}))).resolves.toMatchObject({
      kind: 'redirect',
      path: '/sports/1-FOOT',
    });
    await expect(answer(sportPage(ctx(), { sport: '1-FOOT' }, {}))).resolves.toMatchObject({
      kind: 'content',
    });
    await expect(answer(sportPage(ctx(), { sport: 'football' }, {}))).resolves.toMatchObject({
      kind: 'content',
    });
  });

  it('keeps every query value, in order', () => {
    expect(queryString({})).toBe('');
    expect(queryString({ a: undefined })).toBe('');
    expect(queryString({ a: '1 2', b: ['x', 'y'] })).toBe('?a=1+2&b=x&b=y');
  });
});

describe('page identity: titles', () => {
  it('names the event, its sport and the brand, from the page’s own call', async () => {
    loadEvent.mockResolvedValue({ ok: true, data: arsenalChelsea });
    const meta = await eventPageMeta(ctx(), arsenalChelsea.id);
    expect(meta?.title).toBe(
      'metaEventTitle {"event":"Arsenal vs Chelsea","sport":"Football","brand":"Zedbet"}',
    );
    expect(meta?.description).toContain('"competition":"Premier League, Football"');
    expect(loadEvent).toHaveBeenCalledWith(expect.anything(), 'en', arsenalChelsea.id);
    loadEvent.mockResolvedValue(failure('http', 404));
    await expect(eventPageMeta(ctx(), 5)).resolves.toBeNull();
  });

  it('names the league, country and sport; the country; the sport', async () => {
    withTree();
    const params = { sport: 'football', country: 'england', league: 'premier-league' };
    expect((await leaguePageMeta(ctx(), params))?.title).toBe(
      'metaLeagueTitle {"league":"premier-league","country":"england","sport":"football","brand":"Zedbet"}',
    );
    expect((await countryPageMeta(ctx(), params))?.title).toBe(
      'metaCountryTitle {"country":"england","sport":"football","brand":"Zedbet"}',
    );
    expect((await sportPageMeta(ctx(), '1-FOOT'))?.title).toBe(
      'metaSportTitle {"sport":"football","brand":"Zedbet"}',
    );
    await expect(leaguePageMeta(ctx(), { ...params, league: 'nope' })).resolves.toBeNull();
    await expect(sportPageMeta(ctx(), '999-XX')).resolves.toBeNull();
  });

  it('keeps the layout’s title when the platform sends the player elsewhere', async () => {
    loadEventPathTree.mockResolvedValue(failure('maintenance'));
    await expect(sportPageMeta(ctx(), '1-FOOT')).resolves.toBeNull();
  });
});

describe('the sports home and the special root pages', () => {
  it('answers the sports-unavailable state without the sport tree', async () => {
    loadTopSports.mockResolvedValue(failure('http', 500));
    loadEventPathTree.mockResolvedValue(failure('network'));
    const quickLinks = vi.fn(async () => []);
    const routed = sportsHomePage(ctx(), { quickLinks });
    expect(routed.path).toBe('/sports');
    await expect(answer(routed)).resolves.toMatchObject({ kind: 'sportsUnavailable' });
    expect(quickLinks).toHaveBeenCalledTimes(1);
  });

  it('shows the special root page of its path', () => {
    expect(specialRootPage('/powerball')(ctx())).toMatchObject({
      path: '/powerball',
      page: { kind: 'content', refresh: false },
    });
    expect(specialRootPage('/nowhere')(ctx()).page).toEqual({ kind: 'notFound' });
  });
});
