/**
 * The back action of event pages (betting spec §2 "Back action: use the backTo query parameter if
 * present. Otherwise go to the live sport page on a live path, to the sport page on an events
 * path, else home").
 */

const MAX_PATH_LENGTH = 2048;

/** Whether a string holds a C0 or C1 control character, DEL, or any (Unicode) whitespace. */
function hasControlOrSpace(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return /\s/u.test(value);
}

/**
 * Whether a value is a path on this site, safe to navigate to (the §2 `backTo` query parameter,
 * which anyone can put in a link): a string of at most 2048 characters that starts with a single
 * "/" (not "//" nor "/\", which browsers read as another host), with no backslash anywhere (some
 * browsers read it as "/"), and no control character or whitespace (URL parsing drops tabs and
 * newlines, which could turn "/\t/evil" into "//evil"). Starting with "/" rules out a scheme
 * ("javascript:", "https:"). Resolved against any origin, an accepted value keeps that origin.
 *
 * Decision (spec silent): percent-encoded characters are accepted as they are ("/%2F%2Fhost" is
 * a path on this site); the check is on the raw value, which is what the router navigates to.
 */
export function isSameSitePath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length >= 1 &&
    value.length <= MAX_PATH_LENGTH &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    !hasControlOrSpace(value)
  );
}

/** An optional two-letter locale prefix, then `/live/` or `/events/`. */
const EVENT_PATH = /^(?:\/[a-zA-Z]{2})?\/(live|events)\//;

/**
 * Where the back action goes (§2 "Back action"):
 * - `backTo`, when present and `isSameSitePath`;
 * - on a `/live/…` path, the live sport page `/live/sport/{id}-{CODE}`;
 * - on an `/events/…` path, the sport page `/sports/{id}-{CODE}` (`/sports/{slug}` when the sport
 *   has no code, as the §2 route table allows);
 * - else home, `/sports` (the prematch home).
 * `path` may start with a two-letter locale prefix (`/es/events/…`); the returned fallbacks have
 * none (the caller adds it). A `backTo` is returned as given.
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
  if (isSameSitePath(input.backTo)) return input.backTo;
  const kind = EVENT_PATH.exec(input.path)?.[1];
  const sport = input.sport;
  if (!kind || !sport) return '/sports';
  const code = sport.sportCode?.trim();
  if (kind === 'live' && code) return `/live/sport/${sport.id}-${encodeURIComponent(code)}`;
  if (code) return `/sports/${sport.id}-${encodeURIComponent(code)}`;
  const slug = sport.slug.trim();
  return slug ? `/sports/${encodeURIComponent(slug)}` : '/sports';
}
