/**
 * Plain predicates the schemas use in their refinements. They live here, without zod, so the
 * validators generated from the schemas (generated/, `npm run gen:validators`) can import the
 * same functions instead of copies (the generator recognises them by identity).
 */

/** True when `value` is a date-time that `Date.parse` understands (the platform sends ISO 8601). */
export function isIsoDateTime(value: string): boolean {
  return !Number.isNaN(Date.parse(value));
}
