import * as z from 'zod/mini';

/**
 * `GET /xapi/rest/eventpathtree`: sports, each with countries, each with leagues. The spec names
 * the node fields (name, slug, sportCode, id, children); the wrapper object `{ eventPaths }` and
 * `eventCount` are our contract with the sandbox platform.
 */
export interface EventPathNode {
  id: number;
  name: string;
  slug: string;
  sportCode?: string | undefined;
  eventCount?: number | undefined;
  children: EventPathNode[];
}

export const eventPathNodeSchema: z.ZodMiniType<EventPathNode> = z.lazy(() =>
  z.object({
    id: z.int(),
    name: z.string().check(z.minLength(1)),
    slug: z.string().check(z.minLength(1)),
    sportCode: z.optional(z.string()),
    eventCount: z.optional(z.int().check(z.nonnegative())),
    children: z._default(z.array(eventPathNodeSchema), []),
  }),
);

export const eventPathTreeResponseSchema = z.object({
  eventPaths: z.array(eventPathNodeSchema),
});

export type EventPathTreeResponse = z.infer<typeof eventPathTreeResponseSchema>;
