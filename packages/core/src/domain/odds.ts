/**
 * Odds in the five price formats of the spec. Decimal odds are the source; the others are views:
 * hk = decimal − 1; us = +100·(d−1) when d ≥ 2, −100/(d−1) below; malay = d−1 up to 2, else
 * −1/(d−1); indo = d−1 from 2, else −1/(d−1). Decimal shows 3 places below 1.01, else 2.
 */
export type OddsFormat = 'euro' | 'hk' | 'us' | 'malay' | 'indo';

export const oddsFormats: readonly OddsFormat[] = ['euro', 'hk', 'us', 'malay', 'indo'];

/** Price format names the platform uses (X-LVS-PriceFormat) mapped to odds types (spec §4). */
export function oddsFormatFromPriceFormat(priceFormat: string): OddsFormat | undefined {
  const map: Record<string, OddsFormat> = {
    EURO: 'euro',
    HK: 'hk',
    US: 'us',
    MALAY: 'malay',
    INDO: 'indo',
  };
  return map[priceFormat.toUpperCase()];
}

export function toFormat(decimal: number, format: OddsFormat): number {
  const profit = decimal - 1;
  switch (format) {
    case 'euro':
      return decimal;
    case 'hk':
      return profit;
    case 'us':
      return decimal >= 2 ? 100 * profit : -100 / profit;
    case 'malay':
      return decimal <= 2 ? profit : -1 / profit;
    case 'indo':
      return decimal >= 2 ? profit : -1 / profit;
  }
}

export function fromFormat(value: number, format: OddsFormat): number {
  switch (format) {
    case 'euro':
      return value;
    case 'hk':
      return value + 1;
    case 'us':
      return value >= 0 ? value / 100 + 1 : 100 / -value + 1;
    case 'malay':
      return value >= 0 ? value + 1 : -1 / value + 1;
    case 'indo':
      return value >= 0 ? value + 1 : -1 / value + 1;
  }
}

/** The text a player sees for a price. */
export function formatOdds(decimal: number, format: OddsFormat): string {
  if (format === 'euro') return decimal.toFixed(decimal < 1.01 ? 3 : 2);
  const value = toFormat(decimal, format);
  if (format === 'us') {
    const rounded = Math.round(value);
    return rounded > 0 ? `+${rounded}` : String(rounded);
  }
  return value.toFixed(2);
}

/**
 * Negative odds are shown only when the setting is on and the format would make them negative:
 * malay above 2, indo or us below 2 (spec §5).
 */
export function showsNegativeOdds(
  decimal: number,
  format: OddsFormat,
  negativeOddsEnabled: boolean,
): boolean {
  if (!negativeOddsEnabled) return false;
  if (format === 'malay') return decimal > 2;
  if (format === 'indo' || format === 'us') return decimal < 2;
  return false;
}
