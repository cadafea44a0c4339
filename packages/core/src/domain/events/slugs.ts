/**
 * Event slugs, event links and country names (betting spec §2 "Screens and routes", §5
 * "Country names are normalised").
 */

/** Combining marks left by NFD (accents, cedillas, ...). */
const COMBINING_MARKS = /\p{M}/gu;

/**
 * A name as the spec's event slug wants it (§2 "Event slug": lowercase, accents stripped,
 * non-alphanumerics removed, spaces to hyphens): lower-cased, NFD with the combining marks
 * removed, every character other than a-z, 0-9 and space removed, runs of spaces turned into
 * single hyphens, leading and trailing hyphens trimmed.
 *
 * Decision (spec silent): any whitespace (tab, newline, no-break space) counts as a space, so
 * "Arsenal\tChelsea" gives "arsenal-chelsea" rather than "arsenalchelsea". Letters that NFD does
 * not decompose (ß, ø, ł, non-Latin scripts) are removed like any other non-alphanumeric.
 */
export function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(/\s/g, ' ')
    .replace(/[^a-z0-9 ]/g, '')
    .trim()
    .replace(/ +/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The slug of an event (§2 "Event slug"): the event's own slug if present (non-empty after
 * trimming; returned trimmed), else `{id}-{normalised name}` when the normalised name is not
 * empty, else just `{id}`.
 */
export function eventSlug(event: {
  id: number;
  name?: string | null;
  slug?: string | null;
}): string {
  const own = event.slug?.trim();
  if (own) return own;
  const name = normaliseName(event.name ?? '');
  return name ? `${event.id}-${name}` : String(event.id);
}

const SLUG_ID = /^(\d{1,12})(?:-|$)/;

/**
 * The event id carried by a slug made by `eventSlug` (§2: `{id}-{normalised name}` or `{id}`):
 * the leading run of 1 to 12 digits, followed by a hyphen or the end, as a positive safe integer.
 * Anything else (no leading digits, more than 12 digits, digits followed by another character,
 * zero) gives undefined.
 *
 * Decision (spec silent): leading zeros are accepted ("007-x" is event 7); a page that wants one
 * canonical address compares the slug with `eventSlug(event)` and redirects.
 */
export function eventIdFromSlug(slug: string): number | undefined {
  const match = SLUG_ID.exec(slug);
  if (!match?.[1]) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The link to an event page (§2 routes: `/live/{slug}` is "a live event, meaning one that has a
 * clock", `/events/{slug}` any other event; §4 "An event is live when it has a clock"). The slug
 * is `eventSlug(event)`, URI-encoded.
 *
 * Decision (spec silent): a clock of `null` or `undefined` counts as no clock; any other value
 * (even a NOT_STARTED clock) makes the event live. No locale prefix is added (the caller adds it).
 */
export function eventHref(event: {
  id: number;
  name?: string | null;
  slug?: string | null;
  clock?: unknown;
}): string {
  const slug = encodeURIComponent(eventSlug(event));
  return event.clock !== undefined && event.clock !== null ? `/live/${slug}` : `/events/${slug}`;
}

/** Digits, dashes (any Unicode dash) and whitespace at either end. */
const EDGE_DIGITS_DASHES = /^[\p{Nd}\p{Pd}\s]+|[\p{Nd}\p{Pd}\s]+$/gu;
/** "Amateur" as a whole word, any case. */
const AMATEUR = /(?<![\p{L}\p{N}])amateur(?![\p{L}\p{N}])/giu;

function capitaliseWord(word: string): string {
  if (word === '') return word;
  const upper = word.toUpperCase();
  // Words written all in capitals (USA, DR, UAE) stay as they are.
  if (word === upper && word !== word.toLowerCase()) return word;
  const [first = '', ...rest] = Array.from(word);
  const firstUpper = first.toUpperCase();
  // A letter whose capital is longer (ß -> SS) is left alone, so the result is stable.
  const head = Array.from(firstUpper).length === 1 ? firstUpper : first;
  return head + rest.join('').toLowerCase();
}

/**
 * A country name for display (§5 "Country names are normalised (digits and dashes trimmed,
 * capitalised, Amateur removed)"): the word "Amateur" removed (any case, whole word only),
 * whitespace collapsed, then digits, dashes and spaces trimmed from both ends, then every word
 * capitalised. Idempotent.
 *
 * Decisions (spec silent):
 * - "Amateur" is removed before trimming, so "England - Amateur" gives "England".
 * - Dashes are any Unicode dash (hyphen-minus, en dash, em dash, ...); digits any decimal digit.
 * - Words are separated by spaces and hyphens ("Guinea-Bissau"); each gets its first letter in
 *   upper case and the rest in lower case, except words already all in capitals ("USA"), which
 *   stay. A first letter whose capital is more than one letter (ß) is left as it is.
 * - A name that is nothing but digits, dashes and "Amateur" becomes the empty string.
 */
export function normaliseCountryName(name: string): string {
  const cleaned = name.replace(AMATEUR, ' ').replace(/\s+/g, ' ').replace(EDGE_DIGITS_DASHES, '');
  return cleaned
    .split(' ')
    .map((word) => word.split('-').map(capitaliseWord).join('-'))
    .join(' ');
}
