import { normaliseCountryName } from './slugs';

/** The player's sort setting (§3 Player settings `sortBy`: competition or time). */
export type SortBy = 'competition' | 'time';

/** The events of one league, with what the league header shows and links to. */
export type LeagueGroup<E> = {
  /** Unique within one result; stable across polls for the same league (and occurrence). */
  key: string;
  leagueId: number;
  sportSlug: string;
  countrySlug: string;
  leagueSlug: string;
  leagueName: string;
  /** `normaliseCountryName` of the country's description. */
  countryName: string;
  events: E[];
};

type PathRef = { id: number; description: string; slug: string };
type ListEvent = { id: number; eventDate: string; eventPaths: readonly PathRef[] };

/** An unparsable date sorts after every real one. */
function dateValue(eventDate: string): number {
  const value = Date.parse(eventDate);
  return Number.isNaN(value) ? Number.POSITIVE_INFINITY : value;
}

function byDateThenId(a: ListEvent, b: ListEvent): number {
  const da = dateValue(a.eventDate);
  const db = dateValue(b.eventDate);
  if (da !== db) return da < db ? -1 : 1;
  return a.id - b.id;
}

function leagueOf(event: ListEvent) {
  const paths = event.eventPaths;
  const sport = paths[0];
  const country = paths.length >= 2 ? paths[1] : undefined;
  const league = paths[paths.length - 1];
  return {
    leagueId: league?.id ?? 0,
    sportSlug: sport?.slug ?? '',
    countrySlug: country?.slug ?? '',
    leagueSlug: league?.slug ?? '',
    leagueName: league?.description ?? '',
    countryName: normaliseCountryName(country?.description ?? ''),
  };
}

/**
 * Events grouped by league for the event lists (§3 Event `eventPaths`: "first is sport, second is
 * country, last is league"; §3 Player settings `sortBy`: competition or time):
 * - competition: one group per league, in the order the leagues first appear in the input (the
 *   platform sorts by event path, `sortByEventpath`), events inside by date then id; key
 *   `{leagueId}`.
 * - time: events sorted by date then id; consecutive events of the same league form a group, so a
 *   league may come back later as a new group; key `{leagueId}:{n}` with n the league's
 *   occurrence (0, 1, …), unique within the result.
 *
 * Decisions (spec silent):
 * - A path of two gives sport and country/league (the second is both); a path of one makes the
 *   sport the league too, with no country (empty slug and name); no path at all gives league id 0
 *   and empty strings.
 * - The league's name is its path `description`; the country's is `normaliseCountryName` of its.
 * - Events with an unparsable date sort after the others (then by id). The input is not changed.
 */
export function groupEventsByLeague<E extends ListEvent>(
  events: readonly E[],
  sortBy: SortBy,
): LeagueGroup<E>[] {
  const groups: LeagueGroup<E>[] = [];
  if (sortBy === 'time') {
    const occurrences = new Map<number, number>();
    let current: LeagueGroup<E> | undefined;
    for (const event of [...events].sort(byDateThenId)) {
      const league = leagueOf(event);
      if (current && current.leagueId === league.leagueId) {
        current.events.push(event);
        continue;
      }
      const occurrence = occurrences.get(league.leagueId) ?? 0;
      occurrences.set(league.leagueId, occurrence + 1);
      current = { key: `${league.leagueId}:${occurrence}`, ...league, events: [event] };
      groups.push(current);
    }
    return groups;
  }
  const byLeague = new Map<number, LeagueGroup<E>>();
  for (const event of events) {
    const league = leagueOf(event);
    const group = byLeague.get(league.leagueId);
    if (group) {
      group.events.push(event);
    } else {
      const created = { key: String(league.leagueId), ...league, events: [event] };
      byLeague.set(league.leagueId, created);
      groups.push(created);
    }
  }
  for (const group of groups) group.events.sort(byDateThenId);
  return groups;
}

/**
 * The sort order from the player's `sortBy` setting (§3 Player settings: competition or time):
 * 'time' only when the value is exactly 'time'; anything else (missing, unknown, other case) is
 * 'competition', the decided default.
 */
export function sortByFromSetting(value: unknown): SortBy {
  return value === 'time' ? 'time' : 'competition';
}
