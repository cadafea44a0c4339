import { z } from 'zod';
import { MARKET_STATUSES, type MarketStatus } from './world-tables';

/**
 * Query parameters as strings (GET) or as JSON values (the POST form's body): numbers, booleans
 * and arrays are turned into the strings a query string would carry.
 */
export function normaliseParams(input: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return out;
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) out[key] = value.map((item) => String(item)).join(',');
    else if (typeof value === 'object') out[key] = JSON.stringify(value);
    else out[key] = String(value);
  }
  return out;
}

const MAX_LIST = 1000;

export const idList = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}(\s*,\s*\d{1,9})*$/, `${name} must be a comma-separated list of numeric ids`)
    .transform((value) => value.split(',').map((id) => Number(id.trim())))
    .refine((ids) => ids.length <= MAX_LIST, `${name} may list at most ${MAX_LIST} ids`);

export const intParam = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${name} must be from ${min} to ${max}`);

export const boolParam = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value === 'true' || value === 'false', `${name} must be true or false`)
    .transform((value) => value === 'true');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export const dateParam = (name: string) =>
  z
    .string()
    .trim()
    .regex(ISO_DATE, `${name} must be an ISO 8601 date or date-time`)
    .transform((value) => new Date(value))
    .refine((date) => !Number.isNaN(date.getTime()), `${name} is not a valid date`);

export const statusList = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .transform((value) => value.split(',').map((status) => status.trim()))
    .refine(
      (statuses): statuses is MarketStatus[] =>
        statuses.every((status) => (MARKET_STATUSES as readonly string[]).includes(status)),
      `${name} must list market statuses: ${MARKET_STATUSES.join(', ')}`,
    )
    .transform((statuses) => statuses as MarketStatus[]);

/** periodType: PRE_MATCH (not in play), IN_PLAY / LIVE (in play) or ALL. */
export const periodTypeParam = z
  .string()
  .trim()
  .toUpperCase()
  .refine(
    (value) => ['PRE_MATCH', 'PREMATCH', 'IN_PLAY', 'INPLAY', 'LIVE', 'ALL'].includes(value),
    'periodType must be PRE_MATCH, IN_PLAY (or LIVE) or ALL',
  )
  .transform((value): boolean | undefined =>
    value === 'ALL' ? undefined : !value.startsWith('PRE'),
  );

/** The first issue of a failed parse as one readable sentence. */
export function firstMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'invalid parameters';
  const path = issue.path.join('.');
  return issue.message.includes(path) || path === '' ? issue.message : `${path}: ${issue.message}`;
}
