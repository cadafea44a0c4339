import type { EventPathRow } from '../db/schema';

/** A country or league in the eventpathtree response. */
export interface EventPathNode {
  id: number;
  name: string;
  slug: string;
  eventCount: number;
  children: EventPathNode[];
}

/** A sport: the top level of the eventpathtree response. */
export interface SportEventPathNode {
  id: number;
  name: string;
  slug: string;
  sportCode: string;
  eventCount: number;
  children: EventPathNode[];
}

/**
 * Builds sports -> countries -> leagues from flat rows. Siblings keep the order of `rows`, so
 * pass them sorted by sort_order. `sportCode` keeps only that sport.
 */
export function buildEventPathTree(
  rows: readonly EventPathRow[],
  sportCode?: string,
): SportEventPathNode[] {
  const childrenOf = new Map<number, EventPathRow[]>();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    const siblings = childrenOf.get(row.parent_id) ?? [];
    siblings.push(row);
    childrenOf.set(row.parent_id, siblings);
  }
  const toNode = (row: EventPathRow): EventPathNode => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    eventCount: row.event_count,
    children: (childrenOf.get(row.id) ?? []).map(toNode),
  });
  return rows
    .filter((row) => row.kind === 'sport' && row.parent_id === null)
    .filter((row) => sportCode === undefined || row.sport_code === sportCode)
    .map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      sportCode: row.sport_code ?? '',
      eventCount: row.event_count,
      children: (childrenOf.get(row.id) ?? []).map(toNode),
    }));
}
