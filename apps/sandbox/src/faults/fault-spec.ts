import { isIntCode, isResCode } from '@clem/core/schemas';
import { z } from 'zod';

/** The body every `malformed` fault answers with: truncated JSON, sent as application/json. */
export const MALFORMED_BODY = '{"eventPaths": [{"id": "oops"';

/** The highest event index a `bad-event` fault takes (pages hold at most a few hundred). */
export const MAX_BAD_EVENT_INDEX = 10_000;

const common = {
  /** A path prefix, e.g. '/xapi/rest/eventpathtree'. Query strings are not matched. */
  match: z.string().startsWith('/').max(2000),
  /** How many requests the fault applies to; unlimited when missing. */
  times: z.number().int().positive().optional(),
};

/** The body of POST /__admin/faults. */
export const faultSpecSchema = z.discriminatedUnion('kind', [
  /** 200 with a truncated JSON body. */
  z.object({ kind: z.literal('malformed'), ...common }),
  /** That HTTP status with a JSON error body. */
  z.object({ kind: z.literal('status'), status: z.number().int().min(400).max(599), ...common }),
  /** Waits, then answers normally. */
  z.object({ kind: z.literal('latency'), ms: z.number().int().min(1).max(120_000), ...common }),
  /** Destroys the connection without an answer. */
  z.object({ kind: z.literal('drop'), ...common }),
  /**
   * The route runs, then its answer stops half-way: the headers promise the whole body
   * (Content-Length), half of it is sent and the connection is cut.
   */
  z.object({ kind: z.literal('truncated'), ...common }),
  /**
   * A platform refusal with a chosen RES code (placement, refresh: default status 400) or INT
   * code (login: the status the catalogue gives it), in the §8 error envelope.
   */
  z.object({
    kind: z.literal('code'),
    code: z
      .string()
      .refine((code) => isResCode(code) || isIntCode(code), 'code must be a RES or INT code of §8'),
    status: z.number().int().min(400).max(599).optional(),
    ...common,
  }),
  /**
   * The route answers, but in an events page (`{ events: [...] }`: the events lists, the live
   * list, coupons) the event at `index` (default 0) is corrupted so that it fails the event
   * schema; the other events are untouched. An answer without that event passes unchanged and
   * does not use the fault up.
   */
  z.object({
    kind: z.literal('bad-event'),
    index: z.number().int().min(0).max(MAX_BAD_EVENT_INDEX).default(0),
    ...common,
  }),
  /** 302 to /maintenance: the response URL then contains "maintenance" (§8). */
  z.object({ kind: z.literal('maintenance'), ...common }),
  /** 302 to /blocked: the response goes to the blocked URL (§8). */
  z.object({ kind: z.literal('blocked'), ...common }),
]);

/** Where the maintenance and blocked faults redirect (the brand apps' redirect targets). */
export const MAINTENANCE_PATH = '/maintenance';
export const BLOCKED_PATH = '/blocked';

export type FaultSpec = z.infer<typeof faultSpecSchema>;

export type ActiveFault = FaultSpec & {
  readonly id: number;
  /** Requests left before the fault clears itself; null when unlimited. */
  remaining: number | null;
};
