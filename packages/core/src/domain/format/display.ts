import { dateTimeParts, eventDateLabel } from '../events/dates';
import { formatAmount, type CurrencyRule } from '../money';
import { formatPrice, type OddsDisplay } from '../odds';

/**
 * The one formatter of money, odds and dates: every amount, price and date a player sees goes
 * through these functions, on the server and in the browser alike (pure, no `Intl` locale data
 * beyond the time zone, no React).
 *
 * One shape per kind in every language, because the spec fixes it (account-and-shell §9
 * "Separators thousands ',' decimal '.'"; §2 "Event date label: Today or Tomorrow (translated)
 * plus HH:mm; otherwise DD/MM/YYYY HH:mm"):
 * - money: integer minor units with the currency's precision and ×1000 scale, "1,234.50", the
 *   currency code before it where one is shown ("EUR 1,234.50");
 * - odds: the player's odds format with the operator's negative-odds setting, thousands grouped,
 *   decimal and d − 1 values rounded down so "odds shown × 1.00" is what a 1.00 stake returns
 *   (`formatPrice` in odds.ts holds the rule);
 * - dates: DD/MM/YYYY HH:mm on a 24-hour clock in the player's time zone, Gregorian calendar and
 *   Latin digits; an event's date says Today or Tomorrow instead of the date when it is.
 *
 * The only words are Today and Tomorrow: they come from the caller's catalogue (`DayWords`), so
 * the locale reaches these functions through them. Decision where the spec is silent: the
 * Today/Tomorrow label is for event dates (kick-offs, in lists, event pages and a bet's
 * selections); moments in the past (a bet placed or settled, a transaction, the last login) are
 * always the full date and time, which reads the same in a list of many and sorts by eye.
 */

/** The price text of a decimal price (see `formatPrice`). */
export function oddsText(decimal: number, display: OddsDisplay): string {
  return formatPrice(decimal, display);
}

/**
 * The price text of a price in thousandths (combined odds, the platform's prices): the same text
 * as `oddsText` of its decimal value, so a combined price of 67 025 reads "67.02".
 */
export function oddsTextOfMilli(priceMilli: bigint, display: OddsDisplay): string {
  return formatPrice(Number(priceMilli) / 1000, display);
}

/** An amount in minor units: "1,234.50" (the spec's separators; `formatAmount`). */
export function moneyText(minor: bigint, currency: CurrencyRule): string {
  return formatAmount(minor, currency);
}

/** An amount with its currency code first, as the header and My Bets show it: "EUR 1,234.50". */
export function moneyWithCodeText(minor: bigint, code: string, currency: CurrencyRule): string {
  return `${code} ${formatAmount(minor, currency)}`;
}

/**
 * The currency rule of an amount the platform sent with its own precision and display scale
 * (a bet, a wallet, a ledger line): a display scale of 1000 shows thousands, anything else 1.
 */
export function currencyRuleOfAmount(precision: number, displayScale?: number): CurrencyRule {
  return { precision: Math.max(0, precision), scaledBy1000: displayScale === 1000 };
}

/** Today and Tomorrow in the player's language (from the caller's catalogue). */
export interface DayWords {
  today: string;
  tomorrow: string;
}

/**
 * A moment as DD/MM/YYYY HH:mm in `timeZone` ("29/11/2026 06:56"); undefined when the value does
 * not parse. An invalid time zone reads as UTC.
 */
export function dateTimeText(value: string | Date | number, timeZone: string): string | undefined {
  const parts = dateTimeParts(value, timeZone);
  return parts ? `${parts.date} ${parts.time}` : undefined;
}

/**
 * An event's date label: "Today 15:00", "Tomorrow 06:56" (the caller's words) or
 * "29/11/2026 06:56", in `timeZone` and relative to `now`; '' when the date does not parse.
 */
export function eventDateText(
  eventDate: string | Date,
  now: Date,
  timeZone: string,
  words: DayWords,
): string {
  const label = eventDateLabel(eventDate, now, timeZone);
  if (!label.time) return '';
  const day =
    label.kind === 'today' ? words.today : label.kind === 'tomorrow' ? words.tomorrow : label.date;
  return `${day} ${label.time}`;
}
