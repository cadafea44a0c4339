import { isOddsFormat, type OddsFormat } from '../oddsFormat';
import { isValidTimeZone } from './dates';

/**
 * A cookie that mirrors display preferences, so the server renders prices, sorting and dates the
 * way the browser will (betting spec §1 price formats, §3 Player settings `oddsType` and `sortBy`,
 * §2 event date label). It holds no sensitive data: odds format, sort order, list layout and time
 * zone only.
 *
 * Decision: `layout` (§3 Player settings `layout`: asian, euro, thai) is carried too, optional,
 * because the list columns (`listColumns`) depend on it just as much as on the sort order.
 */

/** The cookie's name. */
export const VIEW_PREFS_COOKIE = 'clem_view';

export type ViewPrefs = {
  oddsFormat?: OddsFormat;
  sortBy?: 'competition' | 'time';
  /** The player's list layout (§3 Player settings `layout`). */
  layout?: 'asian' | 'euro' | 'thai';
  timeZone?: string;
};

const LAYOUTS: readonly string[] = ['asian', 'euro', 'thai'];

function isLayout(value: string | undefined): value is 'asian' | 'euro' | 'thai' {
  return value !== undefined && LAYOUTS.includes(value);
}

const SORTS: readonly string[] = ['competition', 'time'];
const MAX_COOKIE_LENGTH = 200;

/** `encodeURIComponent`, also encoding the characters it leaves that the format or a cookie use. */
function encodePart(value: string): string {
  return encodeURIComponent(value).replace(
    /[~!'()*.]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

function isSort(value: string | undefined): value is 'competition' | 'time' {
  return value !== undefined && SORTS.includes(value);
}

/**
 * The cookie value for some preferences: `key.value` parts joined by `~`, in the order odds
 * format (`o`), sort (`s`), layout (`l`), time zone (`tz`), e.g. `o.hk~s.time~tz.Europe%2FLondon`. Values are
 * percent-encoded (dots and tildes too), so the value holds only letters, digits, `-`, `_`, `.`,
 * `~` and `%`: no character that needs quoting in a cookie (RFC 6265 cookie-octet).
 *
 * Decisions: an unknown odds format, sort or layout, and an invalid time zone, are left out (so what is
 * written always parses back); no preferences give the empty string.
 */
export function serialiseViewPrefs(prefs: ViewPrefs): string {
  const parts: string[] = [];
  if (isOddsFormat(prefs.oddsFormat)) parts.push(`o.${prefs.oddsFormat}`);
  if (isSort(prefs.sortBy)) parts.push(`s.${prefs.sortBy}`);
  if (isLayout(prefs.layout)) parts.push(`l.${prefs.layout}`);
  if (typeof prefs.timeZone === 'string' && isValidTimeZone(prefs.timeZone)) {
    parts.push(`tz.${encodePart(prefs.timeZone)}`);
  }
  return parts.join('~');
}

function decodePart(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The preferences in a cookie value written by `serialiseViewPrefs`. Tolerant, never throws: a
 * missing value, or one over 200 characters, gives `{}`; a part that is malformed (no `.`, bad
 * percent-encoding), has an unknown key or an unknown value, or names an invalid time zone, is
 * ignored and the other parts still count.
 *
 * Decisions (spec silent): when a key appears more than once, the first valid part wins; the time
 * zone is kept as written (not canonicalised), so a round trip gives back the same string.
 */
export function parseViewPrefs(raw: string | undefined | null): ViewPrefs {
  const prefs: ViewPrefs = {};
  if (typeof raw !== 'string' || raw === '' || raw.length > MAX_COOKIE_LENGTH) return prefs;
  for (const part of raw.split('~')) {
    const dot = part.indexOf('.');
    if (dot <= 0) continue;
    const key = part.slice(0, dot);
    const value = decodePart(part.slice(dot + 1));
    if (value === undefined) continue;
    if (key === 'o' && prefs.oddsFormat === undefined && isOddsFormat(value)) {
      prefs.oddsFormat = value;
    } else if (key === 's' && prefs.sortBy === undefined && isSort(value)) {
      prefs.sortBy = value;
    } else if (key === 'l' && prefs.layout === undefined && isLayout(value)) {
      prefs.layout = value;
    } else if (key === 'tz' && prefs.timeZone === undefined && isValidTimeZone(value)) {
      prefs.timeZone = value;
    }
  }
  return prefs;
}
