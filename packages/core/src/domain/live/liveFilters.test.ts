import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_INTERNATIONAL_LEAGUE_ID,
  INTERNATIONAL_COMPETITION_ID,
  chooseCompetition,
  competitionsChanged,
  competitionsOf,
  desktopFilterFor,
  desktopFilterMatches,
  filterLiveEvents,
  initialLiveFilterState,
  isInternationalSlug,
  liveCompetitionIdOf,
  liveEventMatches,
  liveFilterForCompetitions,
  liveFilterShownCount,
  resetLiveFilter,
  selectAllDesktop,
  toggleDesktopCompetition,
  toggleDesktopLeague,
  toggleLeague,
  type DesktopFilterState,
  type LiveCompetition,
  type LiveFilterEvent,
  type LiveFilterState,
} from './liveFilters';

// A small world shaped like the sandbox's: sports, their countries (each sport has its own
// "International"), and leagues; ids as the sandbox derives them.
const football = { id: 1, description: 'Football', slug: 'football' };
const tennis = { id: 2, description: 'Tennis', slug: 'tennis' };
const footInternational = { id: 1001, description: 'International', slug: 'international' };
const england = { id: 1002, description: 'England', slug: 'england' };
const spain = { id: 1003, description: 'Spain', slug: 'spain' };
const tennisInternational = { id: 2001, description: 'International', slug: 'international' };
const ucl = { id: 100101, description: 'UEFA Champions League', slug: 'uefa-champions-league' };
const friendlies = { id: 100104, description: 'International Friendlies', slug: 'friendlies' };
const premier = { id: 100201, description: 'Premier League', slug: 'premier-league' };
const championship = { id: 100202, description: 'Championship', slug: 'championship' };
const laLiga = { id: 100301, description: 'LaLiga', slug: 'laliga' };
const atp = { id: 200101, description: 'ATP', slug: 'atp' };

type Path = LiveFilterEvent['eventPaths'][number];
const event = (id: number, ...eventPaths: Path[]) => ({ id, eventPaths });

const events = [
  event(1, football, footInternational, ucl),
  event(2, football, footInternational, ucl),
  event(3, football, footInternational, friendlies),
  event(4, football, england, premier),
  event(5, football, england, championship),
  event(6, football, england, premier),
  event(7, football, spain, laLiga),
  event(8, tennis, tennisInternational, atp),
];
const ids = (list: readonly { id: number }[]) => list.map((item) => item.id);

describe('competitionsOf', () => {
  it('lists the countries in tree order, every international country as one competition', () => {
    const competitions = competitionsOf(events);
    expect(ids(competitions)).toEqual([INTERNATIONAL_COMPETITION_ID, england.id, spain.id]);
    const [international, eng] = competitions;
    expect(international).toMatchObject({
      name: 'International',
      international: true,
      sportId: null,
      liveEventCount: 4,
    });
    expect(international?.leagues).toEqual([
      { id: ucl.id, name: ucl.description, liveEventCount: 2 },
      { id: friendlies.id, name: friendlies.description, liveEventCount: 1 },
      { id: atp.id, name: atp.description, liveEventCount: 1 },
    ]);
    expect(eng).toMatchObject({ international: false, sportId: 1, sportName: 'Football' });
    expect(eng?.leagues.map((league) => league.liveEventCount)).toEqual([2, 1]);
  });

  it('leaves out events without a country', () => {
    expect(competitionsOf([event(1, football, premier)])).toEqual([]);
  });

  it('prefers the path name to its description', () => {
    const named = { ...england, name: 'Inglaterra' };
    expect(competitionsOf([event(1, football, named, premier)])[0]?.name).toBe('Inglaterra');
  });
});

describe('the phone filter (spec examples)', () => {
  it('choosing a competition clears the chosen leagues', () => {
    const state = { selectedCompetitionId: england.id, selectedLeagueIds: [premier.id] };
    expect(chooseCompetition(state, spain.id)).toEqual({
      selectedCompetitionId: spain.id,
      selectedLeagueIds: [],
    });
  });

  it('toggling a league adds it, toggling again removes it; reset clears', () => {
    const once = toggleLeague(chooseCompetition(initialLiveFilterState, england.id), premier.id);
    expect(once.selectedLeagueIds).toEqual([premier.id]);
    expect(toggleLeague(once, premier.id).selectedLeagueIds).toEqual([]);
    expect(resetLiveFilter()).toEqual(initialLiveFilterState);
  });

  it('chosen leagues come first, then the competition, then everything', () => {
    const shown = (state: LiveFilterState) => ids(filterLiveEvents(events, state));
    expect(shown(initialLiveFilterState)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(shown(chooseCompetition(initialLiveFilterState, england.id))).toEqual([4, 5, 6]);
    expect(shown({ selectedCompetitionId: england.id, selectedLeagueIds: [premier.id] })).toEqual([
      4, 6,
    ]);
    // Leagues win over the competition, even one of another competition.
    expect(shown({ selectedCompetitionId: england.id, selectedLeagueIds: [laLiga.id] })).toEqual([
      7,
    ]);
  });

  it('the international competition id matches countries whose slug contains international', () => {
    const state = chooseCompetition(initialLiveFilterState, INTERNATIONAL_COMPETITION_ID);
    expect(ids(filterLiveEvents(events, state))).toEqual([1, 2, 3, 8]);
    const oddSlug = { id: 3001, description: 'Int', slug: 'int-international-cups' };
    expect(liveEventMatches(event(9, tennis, oddSlug, atp), state)).toBe(true);
  });

  it('the all-international league id matches every international event', () => {
    const state = { selectedCompetitionId: null, selectedLeagueIds: [ALL_INTERNATIONAL_LEAGUE_ID] };
    expect(ids(filterLiveEvents(events, state))).toEqual([1, 2, 3, 8]);
    const withLaLiga = toggleLeague(state, laLiga.id);
    expect(ids(filterLiveEvents(events, withLaLiga))).toEqual([1, 2, 3, 7, 8]);
  });

  it('keeps the choice while its competition is live, and resets when it is gone', () => {
    const state = { selectedCompetitionId: england.id, selectedLeagueIds: [premier.id, 999] };
    const live = competitionsOf(events);
    expect(liveFilterForCompetitions(state, live)).toEqual({
      selectedCompetitionId: england.id,
      selectedLeagueIds: [premier.id],
    });
    const withoutEngland = competitionsOf(events.filter((e) => e.eventPaths[1] !== england));
    expect(liveFilterForCompetitions(state, withoutEngland)).toEqual(initialLiveFilterState);
    const untouched = chooseCompetition(initialLiveFilterState, spain.id);
    expect(liveFilterForCompetitions(untouched, live)).toBe(untouched);
  });
});

describe('the desktop filter (spec examples)', () => {
  const competitions = competitionsOf(events);
  const shown = (state: DesktopFilterState) =>
    ids(events.filter((e) => desktopFilterMatches(e, state)));

  it('starts with everything selected', () => {
    const state = desktopFilterFor(competitions);
    expect(state.isAllCompetitionsSelected).toBe(true);
    expect(state.competitionDesktopList.map((entry) => entry.iconState)).toEqual([
      'selected',
      'selected',
      'selected',
    ]);
    expect(shown(state)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('toggling a competition cycles selected → none → selected', () => {
    const none = toggleDesktopCompetition(desktopFilterFor(competitions), england.id);
    expect(none.competitionDesktopList[1]?.iconState).toBe('none');
    expect(none.isAllCompetitionsSelected).toBe(false);
    expect(none.selectedCompetitionDesktopId).toBe(england.id);
    expect(shown(none)).toEqual([1, 2, 3, 7, 8]);
    const again = toggleDesktopCompetition(none, england.id);
    expect(again.competitionDesktopList[1]?.iconState).toBe('selected');
    expect(again.isAllCompetitionsSelected).toBe(true);
  });

  it('toggling a league makes its competition partial; toggling partial selects it all', () => {
    const partial = toggleDesktopLeague(desktopFilterFor(competitions), championship.id);
    expect(partial.competitionDesktopList[1]?.iconState).toBe('partial');
    expect(partial.selectedLeaguesWithoutCompetitionDesktopIds).toEqual([premier.id]);
    expect(partial.isAllLeagueSelected).toBe(false);
    expect(shown(partial)).toEqual([1, 2, 3, 4, 6, 7, 8]);
    const whole = toggleDesktopCompetition(partial, england.id);
    expect(whole.competitionDesktopList[1]?.iconState).toBe('selected');
    expect(whole.selectedLeaguesWithoutCompetitionDesktopIds).toEqual([]);
    expect(whole.isAllLeagueSelected).toBe(true);
  });

  it('a league of a competition that is none makes it partial with that league', () => {
    const none = toggleDesktopCompetition(desktopFilterFor(competitions), england.id);
    const partial = toggleDesktopLeague(none, premier.id);
    expect(partial.competitionDesktopList[1]?.iconState).toBe('partial');
    expect(shown(partial)).toEqual([1, 2, 3, 4, 6, 7, 8]);
  });

  it('when all are none it resets to all selected', () => {
    let state = desktopFilterFor(competitions);
    state = toggleDesktopCompetition(state, INTERNATIONAL_COMPETITION_ID);
    state = toggleDesktopCompetition(state, england.id);
    expect(shown(state)).toEqual([7]);
    state = toggleDesktopCompetition(state, spain.id);
    expect(state).toEqual(desktopFilterFor(competitions));
  });

  it('the All control selects everything again', () => {
    const state = toggleDesktopLeague(desktopFilterFor(competitions), premier.id);
    expect(selectAllDesktop(state)).toEqual(desktopFilterFor(competitions));
  });

  it('a new competition list resets the filter; the same list keeps it', () => {
    const state = toggleDesktopCompetition(desktopFilterFor(competitions), england.id);
    expect(competitionsChanged(state, competitions)).toBe(state);
    const fewer = competitionsOf(events.filter((e) => e.eventPaths[1] !== spain));
    expect(competitionsChanged(state, fewer)).toEqual(desktopFilterFor(fewer));
    const reordered = [...competitions].reverse();
    expect(competitionsChanged(state, reordered)).toEqual(desktopFilterFor(reordered));
  });

  it('the same competitions with other leagues keep the choice, brought up to date', () => {
    const partial = toggleDesktopLeague(desktopFilterFor(competitions), championship.id);
    // Premier League is no longer live: England keeps only Championship, which was not chosen.
    const later = competitionsOf(events.filter((e) => e.eventPaths[2] !== premier));
    const next = competitionsChanged(partial, later);
    expect(next.competitionDesktopList[1]).toEqual({
      competitionId: england.id,
      leagueIds: [championship.id],
      iconState: 'none',
    });
    expect(next.selectedLeaguesWithoutCompetitionDesktopIds).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

interface World {
  events: { id: number; eventPaths: Path[] }[];
  competitions: LiveCompetition[];
}

/** A random world: sports with countries (some international) with leagues, and live events. */
const worldArb: fc.Arbitrary<World> = fc
  .array(
    fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 4 })), {
      minLength: 1,
      maxLength: 4,
    }),
    { minLength: 1, maxLength: 3 },
  )
  .chain((sports) => {
    const leagues: Path[][] = [];
    sports.forEach((countries, s) => {
      const sport = { id: s + 1, description: `Sport ${s + 1}`, slug: `sport-${s + 1}` };
      countries.forEach(([international, leagueCount], c) => {
        const countryId = (s + 1) * 1000 + c + 1;
        const country = {
          id: countryId,
          description: international ? 'International' : `Country ${countryId}`,
          slug: international ? 'international' : `country-${countryId}`,
        };
        for (let l = 0; l < leagueCount; l += 1) {
          const leagueId = countryId * 100 + l + 1;
          leagues.push([sport, country, { id: leagueId, description: `L${leagueId}`, slug: 'l' }]);
        }
      });
    });
    return fc
      .array(fc.integer({ min: 0, max: leagues.length - 1 }), { minLength: 1, maxLength: 30 })
      .map((picks) => {
        const sorted = [...picks].sort((a, b) => a - b);
        const list = sorted.map((index, n) => ({ id: n + 1, eventPaths: leagues[index] ?? [] }));
        return { events: list, competitions: competitionsOf(list) };
      });
  });

/** A phone filter state drawn from the world's competitions and leagues. */
const mobileStateArb = (world: World): fc.Arbitrary<LiveFilterState> => {
  const competitionIds = world.competitions.map((competition) => competition.id);
  const leagueIds = [
    ALL_INTERNATIONAL_LEAGUE_ID,
    ...world.competitions.flatMap((competition) => ids(competition.leagues)),
  ];
  return fc.record({
    selectedCompetitionId: fc.option(fc.constantFrom(...competitionIds), { nil: null }),
    selectedLeagueIds: fc.uniqueArray(fc.constantFrom(...leagueIds), { maxLength: 4 }),
  });
};

type DesktopStep =
  { kind: 'competition'; id: number } | { kind: 'league'; id: number } | { kind: 'all' };

const stepsArb = (world: World): fc.Arbitrary<DesktopStep[]> =>
  fc.array(
    fc.oneof(
      fc
        .constantFrom(...world.competitions.map((competition) => competition.id))
        .map((id): DesktopStep => ({ kind: 'competition', id })),
      fc
        .constantFrom(...world.competitions.flatMap((competition) => ids(competition.leagues)))
        .map((id): DesktopStep => ({ kind: 'league', id })),
      fc.constant<DesktopStep>({ kind: 'all' }),
    ),
    { maxLength: 25 },
  );

function apply(state: DesktopFilterState, step: DesktopStep): DesktopFilterState {
  if (step.kind === 'competition') return toggleDesktopCompetition(state, step.id);
  if (step.kind === 'league') return toggleDesktopLeague(state, step.id);
  return selectAllDesktop(state);
}

const worldWithSteps = worldArb.chain((world) =>
  stepsArb(world).map((steps) => ({
    world,
    state: steps.reduce(apply, desktopFilterFor(world.competitions)),
  })),
);

/** The leagues a desktop state shows, worked out from its list alone. */
function shownLeagues(state: DesktopFilterState): Set<number> {
  const shown = new Set<number>();
  for (const entry of state.competitionDesktopList) {
    if (entry.iconState === 'selected') entry.leagueIds.forEach((id) => shown.add(id));
    if (entry.iconState === 'partial') {
      entry.leagueIds
        .filter((id) => state.selectedLeaguesWithoutCompetitionDesktopIds.includes(id))
        .forEach((id) => shown.add(id));
    }
  }
  return shown;
}

const sortedIds = (list: readonly number[]) => [...list].sort((a, b) => a - b);

describe('phone filter properties', () => {
  it('choosing a competition always leaves it alone, without leagues', () => {
    fc.assert(
      fc.property(
        worldArb.chain((world) => fc.tuple(fc.constant(world), mobileStateArb(world))),
        fc.option(fc.integer({ min: -2, max: 10_000 }), { nil: null }),
        ([, state], competitionId) => {
          expect(chooseCompetition(state, competitionId)).toEqual({
            selectedCompetitionId: competitionId,
            selectedLeagueIds: [],
          });
        },
      ),
    );
  });

  it('toggling a league flips its membership, and twice gives the same set back', () => {
    fc.assert(
      fc.property(
        worldArb.chain((world) => fc.tuple(fc.constant(world), mobileStateArb(world))),
        fc.integer({ min: -2, max: 1_000_000 }),
        ([, state], leagueId) => {
          const once = toggleLeague(state, leagueId);
          expect(once.selectedLeagueIds.includes(leagueId)).toBe(
            !state.selectedLeagueIds.includes(leagueId),
          );
          expect(once.selectedCompetitionId).toBe(state.selectedCompetitionId);
          expect(new Set(once.selectedLeagueIds).size).toBe(once.selectedLeagueIds.length);
          const twice = toggleLeague(once, leagueId);
          expect(sortedIds(twice.selectedLeagueIds)).toEqual(sortedIds(state.selectedLeagueIds));
        },
      ),
    );
  });

  it('reset shows every event', () => {
    fc.assert(
      fc.property(worldArb, (world) => {
        expect(filterLiveEvents(world.events, resetLiveFilter())).toEqual(world.events);
      }),
    );
  });

  it('leagues take precedence: with leagues chosen the competition does not matter', () => {
    fc.assert(
      fc.property(
        worldArb.chain((world) => fc.tuple(fc.constant(world), mobileStateArb(world))),
        ([world, state]) => {
          fc.pre(state.selectedLeagueIds.length > 0);
          const other = { ...state, selectedCompetitionId: null };
          for (const e of world.events) {
            expect(liveEventMatches(e, state)).toBe(liveEventMatches(e, other));
            const league = e.eventPaths.at(-1)?.id ?? 0;
            const international = isInternationalSlug(e.eventPaths[1]?.slug ?? '');
            expect(liveEventMatches(e, state)).toBe(
              state.selectedLeagueIds.includes(league) ||
                (international && state.selectedLeagueIds.includes(ALL_INTERNATIONAL_LEAGUE_ID)),
            );
          }
        },
      ),
    );
  });

  it('without leagues, an event matches exactly when it is in the chosen competition', () => {
    fc.assert(
      fc.property(
        worldArb.chain((world) => fc.tuple(fc.constant(world), mobileStateArb(world))),
        ([world, state]) => {
          const competitionOnly = { ...state, selectedLeagueIds: [] };
          for (const e of world.events) {
            expect(liveEventMatches(e, competitionOnly)).toBe(
              state.selectedCompetitionId === null ||
                liveCompetitionIdOf(e) === state.selectedCompetitionId,
            );
          }
        },
      ),
    );
  });

  it('filtering keeps the order and the count agrees with the chips', () => {
    fc.assert(
      fc.property(
        worldArb.chain((world) => fc.tuple(fc.constant(world), mobileStateArb(world))),
        ([world, state]) => {
          const shown = filterLiveEvents(world.events, state);
          expect(shown).toEqual(world.events.filter((e) => liveEventMatches(e, state)));
          expect(liveFilterShownCount(world.competitions, state)).toBe(shown.length);
        },
      ),
    );
  });

  it('competitionsOf counts every event once, in tree order, with no competition twice', () => {
    fc.assert(
      fc.property(worldArb, ({ events: list, competitions }) => {
        const total = competitions.reduce((sum, c) => sum + c.liveEventCount, 0);
        expect(total).toBe(list.length);
        for (const competition of competitions) {
          const leagueTotal = competition.leagues.reduce((sum, l) => sum + l.liveEventCount, 0);
          expect(leagueTotal).toBe(competition.liveEventCount);
        }
        expect(new Set(ids(competitions)).size).toBe(competitions.length);
        expect(competitions.filter((c) => c.international).length).toBeLessThanOrEqual(1);
        const firstSeen = [...new Set(list.map((e) => liveCompetitionIdOf(e)))];
        expect(ids(competitions)).toEqual(firstSeen);
      }),
    );
  });
});

describe('desktop filter properties', () => {
  it('everything selected matches every event', () => {
    fc.assert(
      fc.property(worldArb, (world) => {
        const state = desktopFilterFor(world.competitions);
        expect(world.events.every((e) => desktopFilterMatches(e, state))).toBe(true);
      }),
    );
  });

  it('after any toggles all-none never survives and the fields agree with each other', () => {
    fc.assert(
      fc.property(worldWithSteps, ({ world, state }) => {
        const list = state.competitionDesktopList;
        expect(list.every((entry) => entry.iconState === 'none')).toBe(false);
        expect(state.isAllCompetitionsSelected).toBe(
          list.every((entry) => entry.iconState === 'selected'),
        );
        expect(ids(world.competitions)).toEqual(list.map((entry) => entry.competitionId));
        for (const entry of list) {
          const chosen = entry.leagueIds.filter((id) =>
            state.selectedLeaguesWithoutCompetitionDesktopIds.includes(id),
          );
          if (entry.iconState === 'partial') {
            expect(chosen.length).toBeGreaterThan(0);
            expect(chosen.length).toBeLessThan(entry.leagueIds.length);
          } else {
            expect(chosen).toEqual([]);
          }
        }
        if (state.selectedCompetitionDesktopId !== null) {
          const touched = list.find((e) => e.competitionId === state.selectedCompetitionDesktopId);
          expect(state.isAllLeagueSelected).toBe(touched?.iconState === 'selected');
        }
      }),
    );
  });

  it('an event matches exactly when its league is shown', () => {
    fc.assert(
      fc.property(worldWithSteps, ({ world, state }) => {
        const shown = shownLeagues(state);
        for (const e of world.events) {
          expect(desktopFilterMatches(e, state)).toBe(shown.has(e.eventPaths.at(-1)?.id ?? 0));
        }
      }),
    );
  });

  it('toggling a competition selects it from none or partial, and clears it from selected', () => {
    fc.assert(
      fc.property(
        worldWithSteps.chain(({ world, state }) =>
          fc.tuple(fc.constant(state), fc.constantFrom(...ids(world.competitions))),
        ),
        ([state, competitionId]) => {
          const before = state.competitionDesktopList.find(
            (e) => e.competitionId === competitionId,
          );
          const after = toggleDesktopCompetition(state, competitionId);
          const entry = after.competitionDesktopList.find((e) => e.competitionId === competitionId);
          if (before?.iconState !== 'selected') {
            expect(entry?.iconState).toBe('selected');
          } else {
            const othersNone = state.competitionDesktopList
              .filter((e) => e.competitionId !== competitionId)
              .every((e) => e.iconState === 'none');
            // Clearing the last competition that shows anything resets to everything.
            expect(entry?.iconState).toBe(othersNone ? 'selected' : 'none');
          }
        },
      ),
    );
  });

  it('cycling a competition twice from selected returns to selected, the rest untouched', () => {
    fc.assert(
      fc.property(
        worldWithSteps.chain(({ world, state }) =>
          fc.tuple(fc.constant(state), fc.constantFrom(...ids(world.competitions))),
        ),
        ([state, competitionId]) => {
          const before = state.competitionDesktopList.find(
            (e) => e.competitionId === competitionId,
          );
          fc.pre(before?.iconState === 'selected');
          fc.pre(
            state.competitionDesktopList.some(
              (e) => e.competitionId !== competitionId && e.iconState !== 'none',
            ),
          );
          const twice = toggleDesktopCompetition(
            toggleDesktopCompetition(state, competitionId),
            competitionId,
          );
          expect(twice.competitionDesktopList).toEqual(state.competitionDesktopList);
          expect(shownLeagues(twice)).toEqual(shownLeagues(state));
        },
      ),
    );
  });

  it('toggling a league shows or hides it alone; twice gives the same filter back', () => {
    fc.assert(
      fc.property(
        worldWithSteps.chain(({ world, state }) =>
          fc.tuple(
            fc.constant(state),
            fc.constantFrom(...world.competitions.flatMap((c) => ids(c.leagues))),
          ),
        ),
        ([state, leagueId]) => {
          const owner = state.competitionDesktopList.find((e) => e.leagueIds.includes(leagueId));
          fc.pre(state.competitionDesktopList.some((e) => e !== owner && e.iconState !== 'none'));
          const before = shownLeagues(state);
          const once = toggleDesktopLeague(state, leagueId);
          const after = shownLeagues(once);
          expect(after.has(leagueId)).toBe(!before.has(leagueId));
          for (const id of new Set([...before, ...after])) {
            if (id !== leagueId) expect(after.has(id)).toBe(before.has(id));
          }
          const entry = once.competitionDesktopList.find((e) => e.leagueIds.includes(leagueId));
          const shownInOwner = entry?.leagueIds.filter((id) => after.has(id)).length ?? 0;
          if (shownInOwner > 0 && shownInOwner < (entry?.leagueIds.length ?? 0)) {
            expect(entry?.iconState).toBe('partial');
          }
          const twice = toggleDesktopLeague(once, leagueId);
          expect(shownLeagues(twice)).toEqual(before);
          expect(twice.competitionDesktopList).toEqual(state.competitionDesktopList);
        },
      ),
    );
  });

  it('the same list keeps the state; another list resets it to everything selected', () => {
    fc.assert(
      fc.property(worldWithSteps, worldArb, ({ world, state }, other) => {
        expect(competitionsChanged(state, world.competitions)).toBe(state);
        const sameIds = ids(other.competitions).join() === ids(world.competitions).join();
        fc.pre(!sameIds);
        expect(competitionsChanged(state, other.competitions)).toEqual(
          desktopFilterFor(other.competitions),
        );
      }),
    );
  });
});
