/**
 * The odds formats a player can choose (betting spec §1 "Price formats: euro (decimal), hk, us,
 * malay, indo"), and the conversions at the boundaries where the platform names them otherwise:
 *
 * - the platform's `priceFormat` (player details, login details, the X-LVS-PriceFormat header,
 *   the settings' `default_price_format`) carries the upper-case icore names: EURO, HK, US,
 *   MALAY, INDO;
 * - the player setting `oddsType` (account-and-shell §3 "Player settings: oddsType (default
 *   not_selected)") is a format or `not_selected`.
 *
 * Inside the front end the one name is the lower-case `OddsFormat`; these wire names stay as they
 * are, because the platform and the players' stored settings use them.
 */
export type OddsFormat = 'euro' | 'hk' | 'us' | 'malay' | 'indo';

/** Every odds format, euro (the default) first. */
export const ODDS_FORMATS: readonly OddsFormat[] = ['euro', 'hk', 'us', 'malay', 'indo'];

/** Whether `value` is one of the lower-case odds formats (exactly: no case folding, no blanks). */
export function isOddsFormat(value: unknown): value is OddsFormat {
  return typeof value === 'string' && (ODDS_FORMATS as readonly string[]).includes(value);
}

/** The platform's upper-case price format names. */
export type PriceFormat = Uppercase<OddsFormat>;

const FORMAT_OF_PRICE_FORMAT: Readonly<Record<string, OddsFormat>> = {
  EURO: 'euro',
  HK: 'hk',
  US: 'us',
  MALAY: 'malay',
  INDO: 'indo',
};

function formatOfName(name: string): OddsFormat | undefined {
  return FORMAT_OF_PRICE_FORMAT[name.toUpperCase()];
}

/**
 * The platform's price format → the odds format: MALAY, HK, INDO, EURO, US → malay, hk, indo,
 * euro, us. Case and surrounding blanks are ignored; anything else (empty, unknown, not a string)
 * is undefined, so the caller keeps its current choice instead of guessing.
 */
export function oddsFormatFromPriceFormat(priceFormat: unknown): OddsFormat | undefined {
  if (typeof priceFormat !== 'string') return undefined;
  return formatOfName(priceFormat.trim());
}

/** The odds format → the platform's price format: euro → EURO (§7 "priceFormat (upper case)"). */
export function priceFormatFromOddsFormat(format: OddsFormat): PriceFormat {
  return format.toUpperCase() as PriceFormat;
}

/** The player setting `oddsType`: a chosen format, or `not_selected` before any choice. */
export type OddsTypeSetting = OddsFormat | 'not_selected';

/**
 * The player setting `oddsType` → the odds format shown and sent as X-LVS-PriceFormat: the chosen
 * one, else the settings' `default_price_format` (a lower-case format or an upper-case platform
 * price format, in any case), else euro.
 */
export function oddsFormatFromSetting(
  setting: OddsTypeSetting,
  defaultPriceFormat: string | undefined,
): OddsFormat {
  if (setting !== 'not_selected') return setting;
  if (defaultPriceFormat) {
    const lower = defaultPriceFormat.toLowerCase();
    return isOddsFormat(lower) ? lower : (formatOfName(defaultPriceFormat) ?? 'euro');
  }
  return 'euro';
}
