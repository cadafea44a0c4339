import { isAxiosError, isCancel } from 'axios';
import type * as z from 'zod/mini';
import { PlatformError, type PlatformErrorMessageKey } from './platformError';

export {
  PlatformError,
  type PlatformErrorKind,
  type PlatformErrorMessageKey,
  type SerialisedPlatformError,
} from './platformError';

/** A JSON object body of an error answer (a string that parses to an object), else undefined. */
function jsonObjectBody(data: unknown): unknown {
  if (typeof data !== 'string' || data.length > 65_536) return undefined;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

export function messageKeyForStatus(status: number | undefined): PlatformErrorMessageKey {
  if (status === 400) return 'error-400';
  if (status === 404) return 'error-404';
  if (status === 500) return 'error-500';
  return 'something-went-wrong';
}

/**
 * What a schema failure was, in words written here: zod in the browser and on the Next server is
 * `zod/mini`, which carries no message locale (its own text is "Invalid input" for every built-in
 * check). A refinement's message (ours) is used as it is.
 */
function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'too_small':
      return `too small: expected ${issue.origin} ${issue.inclusive ? '>=' : '>'} ${String(issue.minimum)}`;
    case 'too_big':
      return `too big: expected ${issue.origin} ${issue.inclusive ? '<=' : '<'} ${String(issue.maximum)}`;
    case 'invalid_format':
      return `invalid ${issue.format}${issue.pattern ? ` ${issue.pattern}` : ''}`;
    case 'invalid_value':
      return `expected one of ${issue.values
        .map((value) => (typeof value === 'string' ? `"${value}"` : String(value)))
        .join('|')}`;
    case 'not_multiple_of':
      return `expected a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `unknown keys ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return 'matches no allowed shape';
    case 'invalid_key':
      return `invalid key in ${issue.origin}`;
    case 'invalid_element':
      return `invalid element in ${issue.origin}`;
    default:
      return issue.message;
  }
}

export function malformedResponse(url: string | undefined, error: z.core.$ZodError): PlatformError {
  const first = error.issues[0];
  const where = first
    ? `${first.path.join('.') || '(root)'}: ${describeIssue(first)}`
    : 'invalid body';
  return new PlatformError({
    kind: 'malformed',
    message: `Malformed response from ${url ?? 'the platform'} (${where})`,
    messageKey: 'error-malformed-response',
    url,
    cause: error,
  });
}

/** Turns anything a platform call can throw into a PlatformError. Never throws itself. */
export function normalisePlatformError(error: unknown): PlatformError {
  if (error instanceof PlatformError) return error;
  if (isCancel(error)) {
    return new PlatformError({
      kind: 'cancelled',
      message: 'Operation canceled',
      messageKey: 'something-went-wrong',
      cause: error,
    });
  }
  if (isAxiosError(error)) {
    const url = error.config?.url;
    const status = error.response?.status;
    if (status === undefined) {
      return new PlatformError({
        kind: 'network',
        message: `The platform could not be reached (${error.code ?? 'no response'})`,
        messageKey: 'error-404',
        url,
        cause: error,
      });
    }
    return new PlatformError({
      kind: 'http',
      message: `The platform answered ${status} for ${url ?? 'a request'}`,
      messageKey: messageKeyForStatus(status),
      status,
      url,
      body: jsonObjectBody(error.response?.data),
      cause: error,
    });
  }
  if (error instanceof SyntaxError) {
    return new PlatformError({
      kind: 'malformed',
      message: error.message,
      messageKey: 'error-malformed-response',
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : describeThrown(error);
  return new PlatformError({
    kind: 'network',
    message,
    messageKey: 'something-went-wrong',
    cause: error,
  });
}

/** Words for a thrown non-Error; never throws itself (`{ toString: [] }` cannot be stringified). */
function describeThrown(thrown: unknown): string {
  try {
    return String(thrown);
  } catch {
    return `non-error thrown (${typeof thrown})`;
  }
}
