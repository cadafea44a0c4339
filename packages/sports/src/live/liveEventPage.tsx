import {
  backHref,
  eventIdFromSlug,
  eventSlug,
  groupEventsByLeague,
  liveSeedOf,
  settingFlag,
  type LivePage,
  type SportEvent,
} from '@clem/core';
import type { SiblingGroup } from '../event/SiblingEvents';
import {
  content,
  followPlatformRedirect,
  loading,
  notFound,
  type RoutedSportsPage,
} from '../pages/pageResult';
import { queryString } from '../pages/pageIdentity';
import { localised, param, type SearchParams } from '../pages/pageParams';
import { loadEvent } from '../pages/sportsData';
import type { SportsContext } from '../pages/sportsContext';
import { loadLiveEvent, loadLivePage } from './liveData';
import { LiveEventView } from './LiveEventView';
import { liveClockText } from './liveText';

/**
 * The live event page (`/live/{slug}`), apart from the In-Play lists (`livePages.tsx`) so that
 * each route ships only its own islands (the scoreboards here, the filters there).
 */

/** The other live events of the event's sport, grouped by league, linked to their live pages. */
function siblingGroups(
  ctx: SportsContext,
  page: LivePage | undefined,
  current: SportEvent,
  backTo: string | undefined,
): SiblingGroup[] {
  const sport = page?.sports.find((candidate) => candidate.sportCode === current.sportCode);
  if (!sport) return [];
  return groupEventsByLeague(sport.events, 'competition').map((group) => ({
    key: group.key,
    title: `${group.countryName} · ${group.leagueName}`,
    events: group.events.map((event) => {
      const href = `${ctx.localePrefix}/live/${encodeURIComponent(eventSlug(event))}`;
      return {
        id: event.id,
        name: event.name,
        href: backTo ? `${href}?backTo=${encodeURIComponent(backTo)}` : href,
        dateText: liveClockText(event, ctx.t),
        current: event.id === current.id,
      };
    }),
  }));
}

/**
 * `/live/{slug}`: an event with a clock. A prematch event asked for here is sent to its prematch
 * page (and back again once it goes live); a finished one stays here and says so.
 */
export function liveEventPage(
  ctx: SportsContext,
  params: { slug: string },
  search: SearchParams,
): RoutedSportsPage {
  const path = `/live/${params.slug}`;
  const id = eventIdFromSlug(decodeURIComponent(params.slug));
  if (id === undefined) return { path, page: notFound };
  const page = loading(async () => {
    const loaded = await loadLiveEvent(ctx.brand, ctx.locale, id);
    followPlatformRedirect(loaded);
    if (!loaded.ok) {
      if (loaded.error.status !== 404) return { kind: 'platformError', error: loaded.error };
      // Not live: a prematch event has its page at /events; an unknown one is not found.
      const prematch = await loadEvent(ctx.brand, ctx.locale, id);
      followPlatformRedirect(prematch);
      if (!prematch.ok) {
        return prematch.error.status === 404
          ? notFound
          : { kind: 'platformError', error: prematch.error };
      }
      return {
        kind: 'redirect',
        path: `/events/${encodeURIComponent(eventSlug(prematch.data))}${queryString(search)}`,
      };
    }
    const { event } = loaded.data;
    const own = eventSlug(event);
    if (decodeURIComponent(params.slug) !== own) {
      return {
        kind: 'redirect',
        path: `/live/${encodeURIComponent(own)}${queryString(search)}`,
        permanent: true,
      };
    }
    const rawBackTo = param(search, 'backTo');
    const sport = event.eventPaths[0];
    const back = backHref({
      backTo: rawBackTo ?? null,
      path,
      sport: sport ? { id: sport.id, slug: sport.slug, sportCode: event.sportCode } : null,
    });
    const backIsOwn = rawBackTo !== undefined && back === rawBackTo;
    const siblingsLoaded = await loadLivePage(ctx.brand, ctx.locale, {
      sportCode: [event.sportCode],
      eventsPerPage: 200,
      marketsPerEvent: 0,
    });
    const siblings = siblingGroups(
      ctx,
      siblingsLoaded.ok ? siblingsLoaded.data : undefined,
      event,
      backIsOwn ? back : undefined,
    );
    const paths = event.eventPaths;
    const country = paths.length > 2 ? paths[1] : undefined;
    const league = paths[paths.length - 1];
    return content(
      <LiveEventView
        event={event}
        seed={liveSeedOf({ version: loaded.data.version, events: [event] })}
        backHref={localised(ctx.localePrefix, back)}
        siblings={siblings}
        leagueLabel={[country?.description, league?.description].filter(Boolean).join(' · ')}
        leagueName={league?.description ?? ''}
        sportName={sport?.description ?? event.sportCode}
        streamingAllowed={settingFlag(ctx.settings, 'enable_clem_live_streaming', false)}
        showFootballHalftime={process.env['CLEM_FOOTBALL_HALFTIME_SCORE'] === 'true'}
      />,
    );
  });
  return { path, page };
}
