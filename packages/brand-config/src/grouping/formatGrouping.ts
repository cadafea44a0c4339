import type { Grouping } from './parseGrouping';

const reserved = /[=|,]/;

function checkPart(part: string, what: string): void {
  if (part === '' || part.trim() !== part || reserved.test(part)) {
    throw new Error(
      `Cannot format grouping: ${what} ${JSON.stringify(part)} must be non-empty, have no surrounding spaces and contain none of = | ,`,
    );
  }
}

/**
 * The inverse of `parseGrouping`: `{ EU: ['EUR', 'GBP'], AS: ['JPY'] }` -> `EU=EUR,GBP|AS=JPY`.
 * Throws for a mapping the format cannot express (empty parts, separators inside, no values).
 */
export function formatGrouping(mapping: Readonly<Grouping>): string {
  return Object.entries(mapping)
    .map(([key, values]) => {
      checkPart(key, 'key');
      if (values.length === 0) {
        throw new Error(`Cannot format grouping: key ${JSON.stringify(key)} has no values`);
      }
      for (const value of values) {
        checkPart(value, 'value');
      }
      return `${key}=${values.join(',')}`;
    })
    .join('|');
}
