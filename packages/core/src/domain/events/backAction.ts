/**
 * The back action of event pages (betting spec §2 "Back action: use the backTo query parameter if
 * present. Otherwise go to the live sport page on a live path, to the sport page on an events
 * path, else home").
 */

import { sitePath } from '../links';

/** An optional two-letter locale prefix, then `/live/` or `/events/`. */
const EVENT_PATH = /^(?:\/[a-zA-Z]{2})?\/(live|events)\//;

/**
 * Where the back action goes (§2 "Back action"):
 * - `backTo`, normalised, when `sitePath` (the one same-site rule, `../links.ts`) accepts it;
 * - on a `/live/…` path, the live sport page `/live/sport/{id}-{CODE}`;
 * - on an `/events/…` path, the sport page `/sports/{id}-{CODE}` (`/sports/{slug}` when the sport
 *   has no code, as the §2 route table allows);
 * - else home, `/sports` (the prematch home).
 * `path` may start with a two-letter locale prefix (`/es/events/…`); the returned fallbacks have
 * none (the caller adds it).
 *
 * Decisions (spec silent):
 * - An unsafe `backTo` is ignored, as if absent.
 * - A live or events path without a sport goes home; a live path whose sport has no code goes to
 *   the prematch sport page `/sports/{slug}` (the live route needs `{id}-{CODE}`); a sport with
 *   neither code nor slug goes home.
 * - Sport codes and slugs are URI-encoded.
 */
export function backHref(input: {
  backTo?: string | null;
  path: string;
  sport?: { id: number; sportCode?: string; slug: string } | null;
}): string {
  const back = sitePath(input.backTo);
  if (back !== null) return back;
  const kind = EVENT_PATH.exec(input.path)?.[1];
  const sport = input.sport;
  if (!kind || !sport) return '/sports';
  const code = sport.sportCode?.trim();
  if (kind === 'live' && code) return `/live/sport/${sport.id}-${encodeURIComponent(code)}`;
  if (code) return `/sports/${sport.id}-${encodeURIComponent(code)}`;
  const slug = sport.slug.trim();
  return slug ? `/sports/${encodeURIComponent(slug)}` : '/sports';
}
