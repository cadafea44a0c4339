import { oddsFormatFromPriceFormat, oddsFormats, type OddsFormat } from '@clem/core';

export type { OddsFormat };

/**
 * Odds formats (account-and-shell §3 player settings `oddsType`, §7 priceFormat). The platform's
 * player details carry the upper-case icore names; the front end keeps the lower-case ones.
 * The mapping itself is core's `oddsFormatFromPriceFormat`; this adds the tolerance the player
 * calls need (anything not a string, blanks around the name).
 */
export function isOddsFormat(value: unknown): value is OddsFormat {
  return typeof value === 'string' && (oddsFormats as readonly string[]).includes(value);
}

/**
 * MALAY, HK, INDO, EURO, US → malay, hk, indo, euro, us. Case and surrounding blanks are
 * ignored; anything else (empty, unknown, not a string) is undefined, so the caller keeps its
 * current choice instead of guessing.
 */
export function oddsTypeFromPriceFormat(priceFormat: unknown): OddsFormat | undefined {
  if (typeof priceFormat !== 'string') return undefined;
  return oddsFormatFromPriceFormat(priceFormat.trim());
}

/** euro → EURO: the platform's priceFormat (§7 "priceFormat (upper case)"). */
export function priceFormatOf(oddsType: OddsFormat): Uppercase<OddsFormat> {
  return oddsType.toUpperCase() as Uppercase<OddsFormat>;
}
