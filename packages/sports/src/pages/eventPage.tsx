import {
  backHref,
  defaultMarketTypeIds,
  eventHref,
  eventIdFromSlug,
  groupEventsByLeague,
  type SportEvent,
} from '@clem/core';
import type { SiblingGroup } from '../event/SiblingEvents';
import { dateText } from '../events/rowView';
import { EventPageView } from './EventPageView';
import { rowLabels } from './labels';
import { eventLink } from './listView';
import {
  content,
  followPlatformRedirect,
  loading,
  notFound,
  type RoutedSportsPage,
} from './pageResult';
import { canonicalEventPath, queryString } from './pageIdentity';
import { localised, param, type SearchParams } from './pageParams';
import { loadEvent, loadEventsUpTo } from './sportsData';
import type { SportsContext } from './sportsContext';

/** The other events of the event's league, linked with the same way back (or none). */
function siblingGroups(
  ctx: SportsContext,
  events: readonly SportEvent[],
  currentId: number,
  backTo: string | undefined,
): SiblingGroup[] {
  const labels = rowLabels(ctx.t);
  return groupEventsByLeague(events, 'competition').map((group) => ({
    key: group.key,
    title: `${group.countryName} · ${group.leagueName}`,
    events: group.events.map((event) => ({
      id: event.id,
      name: event.name,
      // A sibling that is live already has its page on the live path (betting §2).
      href: backTo
        ? eventLink(eventHref(event), { localePrefix: ctx.localePrefix, backTo })
        : `${ctx.localePrefix}${eventHref(event)}`,
      dateText: dateText(event.eventDate, ctx.now, ctx.timeZone, labels),
      current: event.id === currentId,
    })),
  }));
}

/**
 * `/events/{slug}`: any event without a clock. The slug's id names the event; a slug that is not
 * the event's own redirects to it (see pageIdentity.ts). An event with a clock lives at
 * `/live/{slug}` (betting §2): asked for here it is sent there (307: the address it had before
 * kick-off stays a way in), also when it goes live while the player is on this page (the page's
 * 15 s refresh meets the clock and follows the redirect).
 */
export function eventPage(
  ctx: SportsContext,
  params: { slug: string },
  search: SearchParams,
): RoutedSportsPage {
  const path = `/events/${params.slug}`;
  const id = eventIdFromSlug(decodeURIComponent(params.slug));
  if (id === undefined) return { path, page: notFound };
  const page = loading(async () => {
    const loaded = await loadEvent(ctx.brand, ctx.locale, id);
    followPlatformRedirect(loaded);
    const rawBackTo = param(search, 'backTo');
    if (!loaded.ok) {
      if (loaded.error.status === 404) return notFound;
      return { kind: 'platformError', error: loaded.error };
    }
    const event = loaded.data;
    if (event.clock !== undefined && event.clock !== null) {
      return { kind: 'redirect', path: `${eventHref(event)}${queryString(search)}` };
    }
    // One event, one address: a slug that is not the event's own is sent there for good.
    const canonical = canonicalEventPath(params.slug, event);
    if (canonical) {
      return { kind: 'redirect', path: `${canonical}${queryString(search)}`, permanent: true };
    }
    const paths = event.eventPaths;
    const sport = paths[0];
    const league = paths[paths.length - 1];
    const back = backHref({
      backTo: rawBackTo ?? null,
      path,
      sport: sport ? { id: sport.id, slug: sport.slug, sportCode: event.sportCode } : null,
    });
    const backIsOwn = rawBackTo !== undefined && back === rawBackTo;
    // Sibling links keep the same way back (a list the player came from), else none.
    const siblingsLoaded = league
      ? await loadEventsUpTo(
          ctx.brand,
          ctx.locale,
          {
            eventPathIds: [league.id],
            periodType: 'ALL',
            marketTypeIds: defaultMarketTypeIds(event.sportCode).slice(0, 1),
            sortByEventpath: true,
          },
          50,
        )
      : undefined;
    const siblings =
      siblingsLoaded && siblingsLoaded.ok
        ? siblingGroups(ctx, siblingsLoaded.data.events, event.id, backIsOwn ? back : undefined)
        : [];
    const country = paths.length > 2 ? paths[1] : undefined;
    return content(
      <EventPageView
        event={event}
        backHref={localised(ctx.localePrefix, back)}
        siblings={siblings}
        leagueLabel={[country?.description, league?.description].filter(Boolean).join(' · ')}
        leagueName={league?.description ?? ''}
        now={ctx.now}
        timeZone={ctx.timeZone}
      />,
    );
  });
  return { path, page };
}
