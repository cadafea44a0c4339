import { z } from 'zod';

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

export const eventPathNodeSchema: z.ZodType<EventPathNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string().min(1),
    slug: z.string().min(1),
    sportCode: z.string().optional(),
    eventCount: z.number().int().nonnegative().optional(),
    children: z.array(eventPathNodeSchema).default([]),
  }),
);

export const eventPathTreeResponseSchema = z.object({
  eventPaths: z.array(eventPathNodeSchema),
});

export type EventPathTreeResponse = z.infer<typeof eventPathTreeResponseSchema>;
