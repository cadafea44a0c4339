import { z } from 'zod';

/** The body every `malformed` fault answers with: truncated JSON, sent as application/json. */
export const MALFORMED_BODY = '{"eventPaths": [{"id": "oops"';

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
]);

export type FaultSpec = z.infer<typeof faultSpecSchema>;

export type ActiveFault = FaultSpec & {
  readonly id: number;
  /** Requests left before the fault clears itself; null when unlimited. */
  remaining: number | null;
};
