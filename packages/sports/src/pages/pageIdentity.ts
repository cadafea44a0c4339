import { eventSlug, sportSlug, type EventPathNode, type SportEvent } from '@clem/core';
import { loadEvent } from './sportsData';
import { findPath, findSport, type SearchParams } from './pageParams';
import { sportTree } from './listLoading';
import type { SportsContext } from './sportsContext';

/**
 * What a sports page says it is: its own address (a request for another spelling of it is sent
 * there for good) and its title and description for the browser tab, bookmarks, sharing and
 * search engines.
 *
 * Decisions where the spec is silent, as the larger sportsbooks do:
 * - An event URL carries the event's id and its name (`/events/1000128-stoke-city-vs-arsenal`).
 *   The id decides which event it is; a name that is not the event's own (a renamed event, a
 *   mistyped or tampered link) answers a permanent redirect (308) to the event's own slug, with
 *   the locale prefix and the query kept, so one event has one address.
 * - A sport URL in the `{id}-{CODE}` form answers the same way when the code is not the sport's
 *   (`/sports/1-BASK` for football). Plain slugs (`/sports/football`) and competition paths carry
 *   no id, so there is nothing to disagree: they stay as they are.
 * - Titles read from the most specific to the brand: "Stoke City v Arsenal – Football – Zedbet",
 *   "Premier League – England – Football – Zedbet", "England – Football – Zedbet",
 *   "Football betting – Zedbet"; each sentence is a translated template of the `sports`
 *   catalogue. A page whose data is missing keeps the layout's title (the brand's default or the
 *   operator's `page_meta_tags`).
 * - The data is the page's own: the same server calls, asked once per request (`sharedCall`), so
 *   the metadata costs no extra platform call.
 */

export interface SportsPageMeta {
  title: string;
  description?: string;
}

/** The query string of a request, every value kept (`?a=1&a=2&b=x`), or '' when there is none. */
export function queryString(search: SearchParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) query.append(name, one);
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The event's own path when the requested slug is not its own slug (same id, another name or
 * none), else null: the page is already at its address.
 */
export function canonicalEventPath(
  requestedSlug: string,
  event: Pick<SportEvent, 'id' | 'name' | 'slug'>,
): string | null {
  const own = eventSlug(event);
  return decoded(requestedSlug) === own ? null : `/events/${encodeURIComponent(own)}`;
}

/**
 * The sport's own path when the requested `{id}-{CODE}` segment names it with another code (or
 * by its bare id), else null. A plain slug is never redirected.
 */
export function canonicalSportPath(requested: string, sport: EventPathNode): string | null {
  if (!/^\d{1,9}(?:-[A-Za-z]{2,8})?$/.test(requested)) return null;
  const own = sportSlug(sport);
  return requested === own ? null : `/sports/${encodeURIComponent(own)}`;
}

/** `/events/{slug}`: "{event} – {sport} – {brand}". */
export async function eventPageMeta(
  ctx: SportsContext,
  id: number,
): Promise<SportsPageMeta | null> {
  const loaded = await loadEvent(ctx.brand, ctx.locale, id);
  if (!loaded.ok) return null;
  const event = loaded.data;
  const paths = event.eventPaths;
  const sport = paths[0]?.description ?? '';
  const league = paths.length > 1 ? (paths[paths.length - 1]?.description ?? '') : '';
  const brand = ctx.brand.displayName;
  return {
    title: sport
      ? ctx.t('metaEventTitle', { event: event.name, sport, brand })
      : `${event.name} – ${brand}`,
    description: ctx.t('metaEventDescription', {
      event: event.name,
      competition: [league, sport].filter(Boolean).join(', ') || brand,
      brand,
    }),
  };
}

/**
 * The sport tree for a title. A platform that answers maintenance or blocked makes the page
 * redirect; its title is then moot, so that answer is an empty tree here rather than an error.
 */
async function treeForMeta(ctx: SportsContext): Promise<EventPathNode[]> {
  try {
    return await sportTree(ctx);
  } catch {
    return [];
  }
}

/** `/sports/{sport}`: "{sport} betting – {brand}". */
export async function sportPageMeta(
  ctx: SportsContext,
  segment: string,
): Promise<SportsPageMeta | null> {
  const sport = findSport(await treeForMeta(ctx), decoded(segment));
  if (!sport) return null;
  const brand = ctx.brand.displayName;
  return {
    title: ctx.t('metaSportTitle', { sport: sport.name, brand }),
    description: ctx.t('metaSportDescription', { sport: sport.name, brand }),
  };
}

/** `/sports/competitions/{sport}/{country}`: "{country} – {sport} – {brand}". */
export async function countryPageMeta(
  ctx: SportsContext,
  params: { sport: string; country: string },
): Promise<SportsPageMeta | null> {
  const { sport, country } = findPath(await treeForMeta(ctx), params.sport, params.country);
  if (!sport || !country) return null;
  const brand = ctx.brand.displayName;
  return {
    title: ctx.t('metaCountryTitle', { country: country.name, sport: sport.name, brand }),
    description: ctx.t('metaCountryDescription', {
      country: country.name,
      sport: sport.name,
      brand,
    }),
  };
}

/** `/sports/competitions/{sport}/{country}/{league}`: "{league} – {country} – {sport} – {brand}". */
export async function leaguePageMeta(
  ctx: SportsContext,
  params: { sport: string; country: string; league: string },
): Promise<SportsPageMeta | null> {
  const tree = await treeForMeta(ctx);
  const { sport, country, league } = findPath(tree, params.sport, params.country, params.league);
  if (!sport || !country || !league) return null;
  const names = { league: league.name, country: country.name, sport: sport.name };
  const brand = ctx.brand.displayName;
  return {
    title: ctx.t('metaLeagueTitle', { ...names, brand }),
    description: ctx.t('metaLeagueDescription', { ...names, brand }),
  };
}
