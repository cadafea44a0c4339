/**
 * The spec's quick bet presets, four per currency (betting §9). The setting is served as JSON
 * *text* keyed by currency code, with `default` for every currency not listed.
 */
const PRESETS: readonly (readonly [readonly string[], readonly number[]])[] = [
  [
    ['EUR', 'GBP', 'USD', 'KES', 'GHS', 'PHP'],
    [5, 25, 100, 500],
  ],
  [['IDR'], [50, 250, 1000, 5000]],
  [['INR'], [250, 1000, 5000, 25000]],
  [['KRW'], [5000, 25000, 100000, 500000]],
  [
    ['MYR', 'PLN', 'TRY'],
    [25, 100, 500, 2500],
  ],
  [
    ['RMB', 'CNY'],
    [50, 250, 1000, 5000],
  ],
  [['RUB'], [250, 1000, 5000, 25000]],
  [
    ['THB', 'VND', 'LAK', 'MMK', 'KHR'],
    [100, 500, 2500, 10000],
  ],
  [['default'], [10, 25, 100, 500]],
];

export function quickBetValues(): Record<string, number[]> {
  const values: Record<string, number[]> = {};
  for (const [currencies, amounts] of PRESETS) {
    for (const currency of currencies) values[currency] = [...amounts];
  }
  return values;
}

export function quickBetValuesText(): string {
  return JSON.stringify(quickBetValues());
}
