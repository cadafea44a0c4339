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
  /**
   * The live stream (`/xapi/marketdata/v1/stream`) is cut, as a network failure would cut it,
   * after `after` change frames (default 0: right after it opens). With `open: true` every open
   * stream under `match` is cut now instead, and the fault is not kept.
   */
  z.object({
    kind: z.literal('stream-drop'),
    after: z.number().int().min(0).max(1_000_000).default(0),
    open: z.boolean().default(false),
    ...common,
  }),
  /**
   * The live stream stays open and sends nothing: no change, no heartbeat (a new stream gets its
   * headers and `retry:` line, then silence). `open: true`: every open stream stalls now.
   */
  z.object({ kind: z.literal('stream-stall'), open: z.boolean().default(false), ...common }),
  /**
   * A new live stream starts with `event: reset` (the current version) instead of a replay;
   * `open: true`: every open stream gets `event: reset` now.
   */
  z.object({ kind: z.literal('stream-reset'), open: z.boolean().default(false), ...common }),
  /** 302 to /maintenance: the response URL then contains "maintenance" (§8). */
  z.object({ kind: z.literal('maintenance'), ...common }),
  /** 302 to /blocked: the response goes to the blocked URL (§8). */
  z.object({ kind: z.literal('blocked'), ...common }),
]);

/** Where the maintenance and blocked faults redirect (the brand apps' redirect targets). */
export const MAINTENANCE_PATH = '/maintenance';
export const BLOCKED_PATH = '/blocked';

export type FaultSpec = z.infer<typeof faultSpecSchema>;

/** The faults the live stream applies itself (the request hook lets them through). */
export const STREAM_FAULT_KINDS = ['stream-drop', 'stream-stall', 'stream-reset'] as const;
export type StreamFaultKind = (typeof STREAM_FAULT_KINDS)[number];

export function isStreamFault(
  fault: FaultSpec,
): fault is Extract<FaultSpec, { kind: StreamFaultKind }> {
  return (STREAM_FAULT_KINDS as readonly string[]).includes(fault.kind);
}

export type ActiveFault = FaultSpec & {
  readonly id: number;
  /** Requests left before the fault clears itself; null when unlimited. */
  remaining: number | null;
};
