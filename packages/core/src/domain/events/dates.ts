/**
 * Event dates and date filters (betting spec §2 "Event date label", §7 "Date filters"). Dates are
 * computed with `Intl.DateTimeFormat` and its `timeZone` option; no date library.
 */

/** The label of an event's date: `kind` picks "Today", "Tomorrow" (translated) or the date. */
export type EventDateLabel = {
  kind: 'today' | 'tomorrow' | 'date';
  /** HH:mm, 24-hour clock. */
  time: string;
  /** DD/MM/YYYY. */
  date: string;
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Formatters by zone name as given; bounded, since names come from cookies and settings. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 256;

/** A formatter for the wall-clock parts in `timeZone`; throws for an invalid zone. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      era: 'short',
    });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Whether `tz` is a time zone `Intl.DateTimeFormat` accepts (an IANA name such as
 * "Europe/London", or an alias such as "UTC"; matched case-insensitively as Intl does). Never
 * throws; a non-string or the empty string is not a time zone.
 */
export function isValidTimeZone(tz: string): boolean {
  if (typeof tz !== 'string' || tz === '') return false;
  try {
    formatterFor(tz);
    return true;
  } catch {
    return false;
  }
}

function zoneOrUtc(timeZone: string): string {
  return isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock time of an instant in a (valid) time zone, proleptic Gregorian. */
function wallClock(instant: number, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const year = Number(parts['year']);
  return {
    // Years before 1 CE come as "1 BC" etc.: astronomical numbering keeps the arithmetic right.
    year: parts['era'] === 'BC' || parts['era'] === 'B' ? 1 - year : year,
    month: Number(parts['month']),
    day: Number(parts['day']),
    hour: Number(parts['hour']),
    minute: Number(parts['minute']),
    second: Number(parts['second']),
  };
}

/** Days since the epoch of a wall-clock calendar day. */
function dayNumber(clock: WallClock): number {
  const utc = new Date(0);
  utc.setUTCFullYear(clock.year, clock.month - 1, clock.day);
  return Math.floor(utc.getTime() / DAY_MS);
}

/** The wall-clock time read as if it were UTC, in ms. */
function wallClockAsUtc(clock: WallClock): number {
  const utc = new Date(0);
  utc.setUTCFullYear(clock.year, clock.month - 1, clock.day);
  utc.setUTCHours(clock.hour, clock.minute, clock.second, 0);
  return utc.getTime();
}

/** The zone's offset from UTC at an instant, in ms (wall clock minus UTC). */
function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockAsUtc(wallClock(whole, timeZone)) - whole;
}

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/** An instant as ms since the epoch, or NaN when it does not parse. */
function instantOf(value: string | Date | number): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? Date.parse(value) : value.getTime();
}

/** The DD/MM/YYYY text of a wall-clock day (astronomical years below 1 keep their sign). */
function dayText(clock: WallClock): string {
  return `${pad(clock.day)}/${pad(clock.month)}/${clock.year < 0 ? '-' : ''}${pad(clock.year, 4)}`;
}

/**
 * The wall-clock date (DD/MM/YYYY) and time (HH:mm, 24-hour clock) of an instant in `timeZone`
 * (account-and-shell §2's date shape, the one every date and time a player sees uses: event
 * dates, bets placed and settled, transactions, the last login). Gregorian calendar and Latin
 * digits whatever the player's language, so a Thai page shows 2026, not 2569. An invalid time
 * zone falls back to UTC; an instant that does not parse gives undefined.
 */
export function dateTimeParts(
  value: string | Date | number,
  timeZone: string,
): { date: string; time: string } | undefined {
  const instant = instantOf(value);
  if (!Number.isFinite(instant)) return undefined;
  const clock = wallClock(instant, zoneOrUtc(timeZone));
  return { date: dayText(clock), time: `${pad(clock.hour)}:${pad(clock.minute)}` };
}

/**
 * The date label of an event (§2 "Event date label: Today or Tomorrow (translated) plus HH:mm,
 * otherwise DD/MM/YYYY HH:mm"). Today and tomorrow are calendar days in `timeZone` (the event's
 * day compared with the day of `now`); `time` is HH:mm on a 24-hour clock and `date` DD/MM/YYYY,
 * both in `timeZone`.
 *
 * Decisions (spec silent):
 * - An invalid time zone falls back to UTC; the function never throws.
 * - `date` is filled for every kind, so a caller may show it anyway.
 * - An event date that does not parse gives `{ kind: 'date', time: '', date: '' }` (nothing to
 *   show); a past day (yesterday and before) is a plain date.
 */
export function eventDateLabel(
  eventDate: string | Date,
  now: Date,
  timeZone: string,
): EventDateLabel {
  const zone = zoneOrUtc(timeZone);
  const instant = instantOf(eventDate);
  if (!Number.isFinite(instant)) return { kind: 'date', time: '', date: '' };
  const event = wallClock(instant, zone);
  const time = `${pad(event.hour)}:${pad(event.minute)}`;
  const date = dayText(event);
  const nowInstant = now.getTime();
  if (!Number.isFinite(nowInstant)) return { kind: 'date', time, date };
  const days = dayNumber(event) - dayNumber(wallClock(nowInstant, zone));
  return { kind: days === 0 ? 'today' : days === 1 ? 'tomorrow' : 'date', time, date };
}

/** A date filter of the event lists (§7 "Date filters"). */
export type DateFilter =
  { kind: 'today' } | { kind: 'this_week' } | { kind: 'hours'; hours: number };

const MAX_FILTER_HOURS = 168;

/**
 * A date filter from its URL or setting value (§7 "Date filters: today …, this_week …. A number
 * of hours may also be given"): `today`, `this_week`, or `{N}h` with N an integer from 1 to 168.
 *
 * Decisions (spec silent): the value is matched exactly (no trimming, lower case only, no leading
 * zeros, no sign); 168 hours (a week) is the largest span; anything else is undefined.
 */
export function parseDateFilter(value: string | null | undefined): DateFilter | undefined {
  if (value === 'today') return { kind: 'today' };
  if (value === 'this_week') return { kind: 'this_week' };
  if (typeof value !== 'string') return undefined;
  const match = /^([1-9]\d{0,2})h$/.exec(value);
  if (!match) return undefined;
  const hours = Number(match[1]);
  return hours <= MAX_FILTER_HOURS ? { kind: 'hours', hours } : undefined;
}

/** The first instant of the calendar day of `instant` in `timeZone`. */
function startOfDay(instant: number, timeZone: string): number {
  const today = wallClock(instant, timeZone);
  const midnight = wallClockAsUtc({ ...today, hour: 0, minute: 0, second: 0 });
  const todayNumber = dayNumber(today);
  // Midnight read with each offset in force around it; the earliest that falls on today is the
  // start of the day (on a day whose midnight is skipped, that is the moment the clocks jump).
  const candidates = [-12 * HOUR_MS, 0, 12 * HOUR_MS]
    .map((shift) => midnight - offsetAt(midnight + shift, timeZone))
    .filter((candidate) => dayNumber(wallClock(candidate, timeZone)) === todayNumber);
  return candidates.length > 0
    ? Math.min(...candidates)
    : Math.floor(instant / MINUTE_MS) * MINUTE_MS;
}

/**
 * The `dateFrom` / `dateTo` of the events call for a date filter (§7 "Date filters: today is 24
 * hours from the current minute. this_week is 7 days from the start of the day. A number of hours
 * may also be given"), as UTC ISO strings (`toISOString()`):
 * - today: from `now` truncated to the minute, to 24 hours later;
 * - hours: from `now` truncated to the minute, to N hours later;
 * - this_week: from the start of the current day in `timeZone`, to 7 days later.
 *
 * Decisions (spec silent):
 * - "7 days" is 7 × 24 hours, so the span is the same whatever the DST changes in the week.
 * - The start of a day whose midnight does not exist (DST at midnight) is the first instant of
 *   that day. An invalid time zone falls back to UTC.
 * - Truncation to the minute is on the UTC clock (every zone's offset today is whole minutes).
 * - `now` must be a valid date and `hours` a finite number (`parseDateFilter` gives 1 to 168);
 *   otherwise `toISOString` throws a RangeError.
 */
export function dateFilterRange(
  filter: DateFilter,
  now: Date,
  timeZone: string,
): { dateFrom: string; dateTo: string } {
  const instant = now.getTime();
  const minute = Math.floor(instant / MINUTE_MS) * MINUTE_MS;
  let from: number;
  let span: number;
  switch (filter.kind) {
    case 'today':
      from = minute;
      span = DAY_MS;
      break;
    case 'hours':
      from = minute;
      span = filter.hours * HOUR_MS;
      break;
    case 'this_week':
      from = startOfDay(instant, zoneOrUtc(timeZone));
      span = 7 * DAY_MS;
      break;
  }
  return { dateFrom: new Date(from).toISOString(), dateTo: new Date(from + span).toISOString() };
}
