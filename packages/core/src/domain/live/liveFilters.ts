/**
 * The live events filters (betting-area §3 "Live events filter", §4 "Live events filter (mobile)"
 * and "Desktop filter"): which live events a player asked to see, as pure state transitions and a
 * predicate over events.
 *
 * A competition is the country level of an event's event paths (`eventPaths[0]` is the sport,
 * `[1]` the country, the last one the league). Every sport has its own "International" country in
 * the platform's tree; a player thinks of them as one competition, so every country whose slug
 * contains "international" is one competition here, with the id
 * {@link INTERNATIONAL_COMPETITION_ID}.
 */

/**
 * The competition that stands for every international country (slug containing "international").
 * Platform ids are positive integers, so a negative sentinel can never clash with a real one.
 */
export const INTERNATIONAL_COMPETITION_ID = -1;

/**
 * A league id that, chosen among the leagues, matches every international event (whatever its
 * league). Negative for the same reason as {@link INTERNATIONAL_COMPETITION_ID}.
 */
export const ALL_INTERNATIONAL_LEAGUE_ID = -2;

/** One event path of an event as the live page gives it (the fields the filters read). */
export interface LiveEventPath {
  readonly id: number;
  readonly description: string;
  readonly name?: string | undefined;
  readonly slug: string;
}

/** What the filters need of a live event. */
export interface LiveFilterEvent {
  readonly eventPaths: readonly LiveEventPath[];
}

/** Whether a country slug is an international one ("international", "int-international", …). */
export function isInternationalSlug(slug: string): boolean {
  return slug.toLowerCase().includes('international');
}

/**
 * The event's country: the second event path, when the event has a sport, a country and a league.
 * An event with fewer paths has no competition: it is shown only while nothing is chosen.
 */
export function liveEventCountry(event: LiveFilterEvent): LiveEventPath | undefined {
  return event.eventPaths.length >= 3 ? event.eventPaths[1] : undefined;
}

/** The event's league: its last event path, below the sport. */
export function liveEventLeague(event: LiveFilterEvent): LiveEventPath | undefined {
  return event.eventPaths.length >= 2 ? event.eventPaths.at(-1) : undefined;
}

/** Whether the event is played in an international competition. */
export function isInternationalEvent(event: LiveFilterEvent): boolean {
  const country = liveEventCountry(event);
  return country !== undefined && isInternationalSlug(country.slug);
}

/** The id of the event's competition in the filters: its country, or the international one. */
export function liveCompetitionIdOf(event: LiveFilterEvent): number | undefined {
  const country = liveEventCountry(event);
  if (country === undefined) return undefined;
  return isInternationalSlug(country.slug) ? INTERNATIONAL_COMPETITION_ID : country.id;
}

const pathName = (path: LiveEventPath): string => path.name ?? path.description;

// ---------------------------------------------------------------------------------------------
// The competition list

/** A league of a competition, with how many of the given events are live in it. */
export interface LiveLeague {
  readonly id: number;
  readonly name: string;
  readonly liveEventCount: number;
}

/** A competition (country level) of the live events, with its leagues in tree order. */
export interface LiveCompetition {
  /** The country's id, or {@link INTERNATIONAL_COMPETITION_ID} for the international ones. */
  readonly id: number;
  /** The platform's name of the (first) country; the international one is named by the caller. */
  readonly name: string;
  readonly slug: string;
  readonly international: boolean;
  /** The sport of the country; null for the international competition, which spans sports. */
  readonly sportId: number | null;
  readonly sportName: string | null;
  readonly liveEventCount: number;
  readonly leagues: readonly LiveLeague[];
}

interface CompetitionDraft {
  id: number;
  name: string;
  slug: string;
  international: boolean;
  sportId: number | null;
  sportName: string | null;
  liveEventCount: number;
  leagues: Map<number, { id: number; name: string; liveEventCount: number }>;
}

/**
 * The competitions of the given live events, in tree order (the order the live page lists its
 * events: by sport, country and league), each with its leagues and their live event counts.
 * International countries of every sport make one competition, placed where the first of them
 * comes. Events without a country (fewer than three event paths) are in no competition.
 */
export function competitionsOf(events: readonly LiveFilterEvent[]): LiveCompetition[] {
  const drafts = new Map<number, CompetitionDraft>();
  for (const event of events) {
    const country = liveEventCountry(event);
    const league = liveEventLeague(event);
    const id = liveCompetitionIdOf(event);
    if (country === undefined || league === undefined || id === undefined) continue;
    let draft = drafts.get(id);
    if (draft === undefined) {
      const international = id === INTERNATIONAL_COMPETITION_ID;
      const sport = event.eventPaths[0];
      draft = {
        id,
        name: pathName(country),
        slug: country.slug,
        international,
        sportId: international || sport === undefined ? null : sport.id,
        sportName: international || sport === undefined ? null : pathName(sport),
        liveEventCount: 0,
        leagues: new Map(),
      };
      drafts.set(id, draft);
    }
    draft.liveEventCount += 1;
    const known = draft.leagues.get(league.id);
    if (known === undefined) {
      draft.leagues.set(league.id, { id: league.id, name: pathName(league), liveEventCount: 1 });
    } else {
      known.liveEventCount += 1;
    }
  }
  return [...drafts.values()].map((draft) => ({ ...draft, leagues: [...draft.leagues.values()] }));
}

// ---------------------------------------------------------------------------------------------
// The phone filter

/** The phone filter (betting-area §3): one competition, and some of its leagues. */
export interface LiveFilterState {
  selectedCompetitionId: number | null;
  selectedLeagueIds: number[];
}

export const initialLiveFilterState: LiveFilterState = {
  selectedCompetitionId: null,
  selectedLeagueIds: [],
};

/** Choosing a competition (null: all) clears the chosen leagues. */
export function chooseCompetition(
  _state: LiveFilterState,
  competitionId: number | null,
): LiveFilterState {
  return { selectedCompetitionId: competitionId, selectedLeagueIds: [] };
}

/** Toggling a league adds it to the chosen leagues, or removes it when already there. */
export function toggleLeague(state: LiveFilterState, leagueId: number): LiveFilterState {
  const chosen = state.selectedLeagueIds.includes(leagueId);
  return {
    selectedCompetitionId: state.selectedCompetitionId,
    selectedLeagueIds: chosen
      ? state.selectedLeagueIds.filter((id) => id !== leagueId)
      : [...state.selectedLeagueIds, leagueId],
  };
}

/** Reset clears everything: every live event shows. */
export function resetLiveFilter(): LiveFilterState {
  return { selectedCompetitionId: null, selectedLeagueIds: [] };
}

/**
 * Whether the phone filter shows the event. Precedence: the chosen leagues first (the
 * {@link ALL_INTERNATIONAL_LEAGUE_ID} among them matches every international event); else the
 * chosen competition ({@link INTERNATIONAL_COMPETITION_ID} matches every country whose slug
 * contains "international"); else everything.
 */
export function liveEventMatches(event: LiveFilterEvent, state: LiveFilterState): boolean {
  if (state.selectedLeagueIds.length > 0) {
    const league = liveEventLeague(event);
    if (league !== undefined && state.selectedLeagueIds.includes(league.id)) return true;
    return (
      state.selectedLeagueIds.includes(ALL_INTERNATIONAL_LEAGUE_ID) && isInternationalEvent(event)
    );
  }
  if (state.selectedCompetitionId === null) return true;
  if (state.selectedCompetitionId === INTERNATIONAL_COMPETITION_ID) {
    return isInternationalEvent(event);
  }
  return liveEventCountry(event)?.id === state.selectedCompetitionId;
}

/** The events the phone filter shows, in their order. */
export function filterLiveEvents<E extends LiveFilterEvent>(
  events: readonly E[],
  state: LiveFilterState,
): E[] {
  return events.filter((event) => liveEventMatches(event, state));
}

/**
 * How many live events the phone filter shows, counted from the competition list (the counts
 * the chips show): the chosen leagues' counts, else the chosen competition's, else them all.
 */
export function liveFilterShownCount(
  competitions: readonly LiveCompetition[],
  state: LiveFilterState,
): number {
  let count = 0;
  for (const competition of competitions) {
    if (state.selectedLeagueIds.length > 0) {
      const allInternational =
        competition.international && state.selectedLeagueIds.includes(ALL_INTERNATIONAL_LEAGUE_ID);
      for (const league of competition.leagues) {
        if (allInternational || state.selectedLeagueIds.includes(league.id)) {
          count += league.liveEventCount;
        }
      }
    } else if (
      state.selectedCompetitionId === null ||
      state.selectedCompetitionId === competition.id
    ) {
      count += competition.liveEventCount;
    }
  }
  return count;
}

/**
 * The phone filter after the competition list changed (events ended or went live). The spec
 * asks the desktop filter to reset on a new list; on a phone the list changes whenever a match
 * kicks off or ends, and the best books keep the player's choice while it still exists. So the
 * choice stays while its competition is still live, leagues that are no longer live leave it
 * (the all-international league stays while the international competition is live), and a
 * competition that is gone resets the filter.
 */
export function liveFilterForCompetitions(
  state: LiveFilterState,
  competitions: readonly LiveCompetition[],
): LiveFilterState {
  if (state.selectedCompetitionId === null && state.selectedLeagueIds.length === 0) return state;
  const chosen =
    state.selectedCompetitionId === null
      ? undefined
      : competitions.find((competition) => competition.id === state.selectedCompetitionId);
  if (state.selectedCompetitionId !== null && chosen === undefined) return resetLiveFilter();
  const scope = chosen === undefined ? competitions : [chosen];
  const live = new Set(scope.flatMap((competition) => competition.leagues.map((l) => l.id)));
  if (scope.some((competition) => competition.international)) {
    live.add(ALL_INTERNATIONAL_LEAGUE_ID);
  }
  const kept = state.selectedLeagueIds.filter((id) => live.has(id));
  if (kept.length === state.selectedLeagueIds.length) return state;
  if (state.selectedCompetitionId === null && kept.length === 0) return resetLiveFilter();
  return { selectedCompetitionId: state.selectedCompetitionId, selectedLeagueIds: kept };
}

// ---------------------------------------------------------------------------------------------
// The desktop filter

export type DesktopIconState = 'none' | 'partial' | 'selected';

/** One competition of the desktop filter: its leagues (all of them) and its tri-state. */
export interface DesktopCompetitionEntry {
  competitionId: number;
  /** Every league of the competition, in tree order. */
  leagueIds: number[];
  /** none: nothing of it shown; partial: some of its leagues; selected: all of it. */
  iconState: DesktopIconState;
}

/**
 * The desktop filter (betting-area §3, the spec's field names):
 *
 * - `competitionDesktopList`: every competition with all its leagues and its tri-state;
 * - `selectedLeaguesWithoutCompetitionDesktopIds`: the leagues chosen one by one in competitions
 *   that are partial (a selected competition's leagues are implied by it), in list order;
 * - `selectedCompetitionDesktopId`: the competition the player last toggled (or toggled a league
 *   of); null until then and after a reset;
 * - `isAllCompetitionsSelected`: every competition is selected (the "All" control is checked);
 * - `isAllLeagueSelected`: every league of `selectedCompetitionDesktopId` is shown (that
 *   competition is selected); with no competition touched, the same as
 *   `isAllCompetitionsSelected`.
 */
export interface DesktopFilterState {
  competitionDesktopList: DesktopCompetitionEntry[];
  selectedLeaguesWithoutCompetitionDesktopIds: number[];
  selectedCompetitionDesktopId: number | null;
  isAllCompetitionsSelected: boolean;
  isAllLeagueSelected: boolean;
}

/** A competition and its leagues, as the desktop filter keeps them. */
type DesktopStructure = readonly Pick<DesktopCompetitionEntry, 'competitionId' | 'leagueIds'>[];

function everythingSelected(structure: DesktopStructure): DesktopFilterState {
  return {
    competitionDesktopList: structure.map((entry) => ({
      competitionId: entry.competitionId,
      leagueIds: [...entry.leagueIds],
      iconState: 'selected',
    })),
    selectedLeaguesWithoutCompetitionDesktopIds: [],
    selectedCompetitionDesktopId: null,
    isAllCompetitionsSelected: true,
    isAllLeagueSelected: true,
  };
}

/** The desktop filter of a competition list with everything selected. */
export function desktopFilterFor(competitions: readonly LiveCompetition[]): DesktopFilterState {
  return everythingSelected(
    competitions.map((competition) => ({
      competitionId: competition.id,
      leagueIds: competition.leagues.map((league) => league.id),
    })),
  );
}

/** The leagues an entry shows, given the leagues chosen one by one. */
function chosenLeaguesOf(entry: DesktopCompetitionEntry, chosenOneByOne: ReadonlySet<number>) {
  if (entry.iconState === 'selected') return entry.leagueIds;
  if (entry.iconState === 'none') return [];
  return entry.leagueIds.filter((id) => chosenOneByOne.has(id));
}

/** The tri-state of a competition with these of its leagues shown. */
function iconStateFor(leagueIds: readonly number[], shown: number): DesktopIconState {
  if (shown === 0) return 'none';
  return shown >= leagueIds.length ? 'selected' : 'partial';
}

/**
 * Rebuilds the derived fields from the entries and the leagues each one shows; when every
 * competition is none, the filter resets to everything selected (a filter that shows nothing is
 * never what a player wants).
 */
function desktopStateOf(
  entries: readonly { entry: DesktopCompetitionEntry; shown: readonly number[] }[],
  selectedCompetitionDesktopId: number | null,
): DesktopFilterState {
  const list = entries.map(({ entry, shown }) => ({
    competitionId: entry.competitionId,
    leagueIds: entry.leagueIds,
    iconState: iconStateFor(entry.leagueIds, shown.length),
  }));
  if (list.length > 0 && list.every((entry) => entry.iconState === 'none')) {
    return everythingSelected(list);
  }
  const oneByOne = entries.flatMap(({ shown }, index) =>
    list[index]?.iconState === 'partial' ? shown : [],
  );
  const isAllCompetitionsSelected = list.every((entry) => entry.iconState === 'selected');
  const touched = list.find((entry) => entry.competitionId === selectedCompetitionDesktopId);
  return {
    competitionDesktopList: list,
    selectedLeaguesWithoutCompetitionDesktopIds: oneByOne,
    selectedCompetitionDesktopId: touched === undefined ? null : selectedCompetitionDesktopId,
    isAllCompetitionsSelected,
    isAllLeagueSelected:
      touched === undefined ? isAllCompetitionsSelected : touched.iconState === 'selected',
  };
}

function shownOf(state: DesktopFilterState) {
  const oneByOne = new Set(state.selectedLeaguesWithoutCompetitionDesktopIds);
  return state.competitionDesktopList.map((entry) => ({
    entry,
    shown: chosenLeaguesOf(entry, oneByOne),
  }));
}

/**
 * Toggling a competition: none or partial becomes selected (all its leagues), selected becomes
 * none. An id not in the list changes nothing.
 */
export function toggleDesktopCompetition(
  state: DesktopFilterState,
  competitionId: number,
): DesktopFilterState {
  if (!state.competitionDesktopList.some((entry) => entry.competitionId === competitionId)) {
    return state;
  }
  const entries = shownOf(state).map(({ entry, shown }) => {
    if (entry.competitionId !== competitionId) return { entry, shown };
    return { entry, shown: entry.iconState === 'selected' ? [] : entry.leagueIds };
  });
  return desktopStateOf(entries, competitionId);
}

/**
 * Toggling a league shows or hides that league alone, which makes its competition partial. At
 * the ends the tri-state says what is true: the last league hidden makes it none, the last one
 * shown makes it selected (a partial box with every league ticked would lie). A league in no
 * competition of the list changes nothing.
 */
export function toggleDesktopLeague(
  state: DesktopFilterState,
  leagueId: number,
): DesktopFilterState {
  const owner = state.competitionDesktopList.find((entry) => entry.leagueIds.includes(leagueId));
  if (owner === undefined) return state;
  const entries = shownOf(state).map(({ entry, shown }) => {
    if (entry !== owner) return { entry, shown };
    return {
      entry,
      shown: shown.includes(leagueId)
        ? shown.filter((id) => id !== leagueId)
        : entry.leagueIds.filter((id) => id === leagueId || shown.includes(id)),
    };
  });
  return desktopStateOf(entries, owner.competitionId);
}

/** The "All" control: every competition selected again. */
export function selectAllDesktop(state: DesktopFilterState): DesktopFilterState {
  return desktopStateOf(
    state.competitionDesktopList.map((entry) => ({ entry, shown: entry.leagueIds })),
    null,
  );
}

/** Whether the desktop filter shows the event. */
export function desktopFilterMatches(event: LiveFilterEvent, state: DesktopFilterState): boolean {
  if (state.isAllCompetitionsSelected) return true;
  const competitionId = liveCompetitionIdOf(event);
  const entry = state.competitionDesktopList.find((e) => e.competitionId === competitionId);
  if (entry === undefined || entry.iconState === 'none') return false;
  if (entry.iconState === 'selected') return true;
  const league = liveEventLeague(event);
  return (
    league !== undefined && state.selectedLeaguesWithoutCompetitionDesktopIds.includes(league.id)
  );
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The desktop filter after the competition list changed: a different list (other competition
 * ids, or the same in another order) resets it to everything selected. The same competitions in
 * the same order keep the player's choice: only their leagues are brought up to date (a league
 * that went live in a selected competition is shown with it; one that is no longer live leaves
 * the chosen ones, and a competition left with none of its chosen leagues is none). The state
 * itself comes back when nothing changed.
 */
export function competitionsChanged(
  state: DesktopFilterState,
  competitions: readonly LiveCompetition[],
): DesktopFilterState {
  const ids = competitions.map((competition) => competition.id);
  if (
    !sameIds(
      ids,
      state.competitionDesktopList.map((entry) => entry.competitionId),
    )
  ) {
    return desktopFilterFor(competitions);
  }
  const unchanged = competitions.every((competition, index) =>
    sameIds(
      competition.leagues.map((league) => league.id),
      state.competitionDesktopList[index]?.leagueIds ?? [],
    ),
  );
  if (unchanged) return state;
  const oneByOne = new Set(state.selectedLeaguesWithoutCompetitionDesktopIds);
  const entries = state.competitionDesktopList.map((entry, index) => {
    const leagueIds = competitions[index]?.leagues.map((league) => league.id) ?? [];
    const next: DesktopCompetitionEntry = { ...entry, leagueIds };
    const shown =
      entry.iconState === 'selected'
        ? leagueIds
        : entry.iconState === 'none'
          ? []
          : leagueIds.filter((id) => oneByOne.has(id));
    return { entry: next, shown };
  });
  return desktopStateOf(entries, state.selectedCompetitionDesktopId);
}
