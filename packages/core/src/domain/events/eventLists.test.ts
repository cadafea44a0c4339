import fc from 'fast-check';
import { groupEventsByLeague, sortByFromSetting } from './eventLists';

/** The item at an index, failing the test when there is none. */
function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

const sport = { id: 1, description: 'Football', slug: 'football' };
const england = { id: 10, description: '1 - england amateur', slug: 'england' };
const spain = { id: 20, description: 'Spain', slug: 'spain' };
const premier = { id: 100, description: 'Premier League', slug: 'premier-league' };
const laliga = { id: 200, description: 'LaLiga', slug: 'laliga' };

const event = (id: number, eventDate: string, league: 'premier' | 'laliga') => ({
  id,
  eventDate,
  eventPaths: league === 'premier' ? [sport, england, premier] : [sport, spain, laliga],
});

const e1 = event(1, '2026-06-15T15:00:00Z', 'premier');
const e2 = event(2, '2026-06-15T14:00:00Z', 'laliga');
const e3 = event(3, '2026-06-15T12:00:00Z', 'premier');
const e4 = event(4, '2026-06-15T16:00:00Z', 'laliga');
const e5 = event(5, '2026-06-15T12:00:00Z', 'premier');

describe('groupEventsByLeague', () => {
  it('competition: leagues in first-appearance order, events by date then id', () => {
    const groups = groupEventsByLeague([e1, e2, e5, e3, e4], 'competition');
    expect(groups).toEqual([
      {
        key: '100',
        leagueId: 100,
        sportSlug: 'football',
        countrySlug: 'england',
        leagueSlug: 'premier-league',
        leagueName: 'Premier League',
        countryName: 'England',
        events: [e3, e5, e1],
      },
      {
        key: '200',
        leagueId: 200,
        sportSlug: 'football',
        countrySlug: 'spain',
        leagueSlug: 'laliga',
        leagueName: 'LaLiga',
        countryName: 'Spain',
        events: [e2, e4],
      },
    ]);
  });

  it('time: events by date then id, consecutive leagues grouped, a league may come back', () => {
    const groups = groupEventsByLeague([e1, e2, e5, e3, e4], 'time');
    expect(groups.map((g) => [g.key, g.events.map((e) => e.id)])).toEqual([
      ['100:0', [3, 5]],
      ['200:0', [2]],
      ['100:1', [1]],
      ['200:1', [4]],
    ]);
  });

  it('uses what exists of short paths', () => {
    const two = { id: 1, eventDate: '2026-01-01T00:00:00Z', eventPaths: [sport, laliga] };
    const one = { id: 2, eventDate: '2026-01-01T00:00:00Z', eventPaths: [sport] };
    const none = { id: 3, eventDate: '2026-01-01T00:00:00Z', eventPaths: [] };
    const [g2, g1, g0] = groupEventsByLeague([two, one, none], 'competition');
    expect(g2).toMatchObject({
      leagueId: 200,
      countrySlug: 'laliga',
      leagueSlug: 'laliga',
      sportSlug: 'football',
    });
    expect(g1).toMatchObject({
      leagueId: 1,
      countrySlug: '',
      countryName: '',
      leagueSlug: 'football',
    });
    expect(g0).toMatchObject({ leagueId: 0, sportSlug: '', leagueName: '' });
  });

  it('sorts unparsable dates last and does not change the input', () => {
    const bad = { ...event(0, 'soon', 'premier') };
    const input = [bad, e1];
    expect(groupEventsByLeague(input, 'time').flatMap((g) => g.events)).toEqual([e1, bad]);
    expect(input).toEqual([bad, e1]);
  });

  const events = fc
    .uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 10_000 }),
        minute: fc.integer({ min: 0, max: 50 }),
        league: fc.constantFrom('premier', 'laliga') as fc.Arbitrary<'premier' | 'laliga'>,
      }),
      { selector: (e) => e.id },
    )
    .map((list) =>
      list.map((e) =>
        event(e.id, new Date(Date.UTC(2026, 0, 1, 0, e.minute)).toISOString(), e.league),
      ),
    );

  it('keeps every event exactly once, with unique keys, in both orders', () => {
    fc.assert(
      fc.property(
        events,
        fc.constantFrom('competition', 'time') as fc.Arbitrary<'competition' | 'time'>,
        (list, sortBy) => {
          const groups = groupEventsByLeague(list, sortBy);
          const flat = groups.flatMap((g) => g.events);
          expect(flat).toHaveLength(list.length);
          expect(new Set(flat)).toEqual(new Set(list));
          expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
          for (const group of groups) {
            expect(group.events.length).toBeGreaterThan(0);
            expect(
              group.events.every(
                (e) => at(e.eventPaths, e.eventPaths.length - 1).id === group.leagueId,
              ),
            ).toBe(true);
          }
          if (sortBy === 'time') {
            const sorted = [...list].sort(
              (a, b) => a.eventDate.localeCompare(b.eventDate) || a.id - b.id,
            );
            expect(flat).toEqual(sorted);
            for (let i = 1; i < groups.length; i += 1) {
              expect(at(groups, i).leagueId).not.toBe(at(groups, i - 1).leagueId);
            }
          } else {
            expect(new Set(groups.map((g) => g.leagueId)).size).toBe(groups.length);
          }
        },
      ),
    );
  });
});

describe('sortByFromSetting', () => {
  it("is 'time' only for 'time'", () => {
    expect(sortByFromSetting('time')).toBe('time');
    expect(sortByFromSetting('competition')).toBe('competition');
    expect(sortByFromSetting('TIME')).toBe('competition');
    expect(sortByFromSetting(undefined)).toBe('competition');
    expect(sortByFromSetting(1)).toBe('competition');
  });
});
