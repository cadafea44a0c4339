import { routesFor, type BrandConfig, type RouteEntry } from '@clem/brand-config';
import { eventIdFromSlug } from '@clem/core/domain';
import { stripLocale } from '../i18n/paths';

/**
 * The catalogue's catch-all page: it takes every path no other route takes and shows the
 * friendly "page not found", so matching it does not make a path known.
 */
const CATCH_ALL_PAGE = 'CatchAllPage';

/**
 * Whether a route segment of the catalogue (Next.js syntax, relative to `app/[locale]/`) takes a
 * path's parts: a plain part matches itself, `[name]` any one part, `[...name]` one or more parts
 * and `[[...name]]` any number of parts, the last two only at the end.
 */
export function segmentTakes(segment: string, parts: readonly string[]): boolean {
  const pattern = segment === '' ? [] : segment.split('/');
  for (const [index, part] of pattern.entries()) {
    if (/^\[\[\.\.\.[^\]]+\]\]$/.test(part)) return true;
    if (/^\[\.\.\.[^\]]+\]$/.test(part)) return parts.length > index;
    const taken = parts[index];
    if (taken === undefined) return false;
    if (/^\[[^\]]+\]$/.test(part)) continue;
    if (part !== taken) return false;
  }
  return parts.length === pattern.length;
}

function decodedPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * Values a route can never show a page for, known from the path alone (no platform data): an
 * event page's slug must start with the event's id (`/events/1000128-stoke-city-vs-arsenal`), so
 * `/events/nope` is a 404 like an unknown path. The page shows its friendly not-found under it.
 */
const PAGE_VALUE_RULES: Readonly<Partial<Record<string, (parts: readonly string[]) => boolean>>> = {
  EventPage: (parts) => eventIdFromSlug(decodedPart(parts[parts.length - 1] ?? '')) !== undefined,
  LiveEventPage: (parts) =>
    eventIdFromSlug(decodedPart(parts[parts.length - 1] ?? '')) !== undefined,
};

/**
 * Whether a path without its locale prefix (`/sports/1-FOOT`) is one of the routes given, other
 * than the catch-all. A route with dynamic parts is known whatever the values, except where the
 * path alone shows the value can name nothing (`PAGE_VALUE_RULES`): whether an event or league
 * exists is the page's question, not the path's.
 */
export function isKnownPagePath(routes: readonly RouteEntry[], path: string): boolean {
  const parts = path.split('/').filter((part) => part !== '');
  return routes.some(
    (route) =>
      route.page !== CATCH_ALL_PAGE &&
      segmentTakes(route.segment, parts) &&
      (PAGE_VALUE_RULES[route.page]?.(parts) ?? true),
  );
}

/**
 * The brand's rule for a request path, with or without its locale prefix: `/live` and
 * `/es/live` are unknown to a brand without such a route, `/es/sports` is known.
 */
export function isKnownPagePathFor(brand: BrandConfig): (pathname: string) => boolean {
  const routes = routesFor(brand);
  return (pathname) => isKnownPagePath(routes, stripLocale(brand.locales, pathname));
}
