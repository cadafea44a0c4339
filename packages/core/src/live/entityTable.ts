/**
 * A table of live entities by id, split into shards (`id mod shard count`): what the live data
 * keeps its events, markets and outcomes in.
 *
 * Why not one object of all entities (an RTK entity adapter's `entities`): the live slice is
 * updated through immer, and immer copies every object on the path of a change, then walks each
 * copy's keys. With one object per kind, a batch of twenty price changes on an In-Play page of
 * 500 events copied and walked some 6,500 keys (5.4 ms a batch in node, and a few hundred KB of
 * garbage ten times a second, which the browser paid back in long garbage-collection pauses). In
 * shards, a batch copies the shard array and only the shards it touches (a few dozen keys each).
 *
 * The entity objects themselves behave as with an adapter: an entity is replaced only when it
 * changes, so a component that selects one entity re-renders for its own changes alone.
 *
 * Pure: the functions that change a table mutate it (call them on an immer draft or a copy).
 */

export interface EntityTable<T> {
  /** `shards[id mod shards.length]` holds the entity with that id. */
  shards: Record<number, T>[];
}

/** Shards per table: a batch touches at most one per change, and each stays small. */
export const ENTITY_TABLE_SHARDS = 128;

export function emptyEntityTable<T>(shardCount = ENTITY_TABLE_SHARDS): EntityTable<T> {
  return { shards: Array.from({ length: shardCount }, () => ({})) };
}

function shardIndex(table: EntityTable<unknown>, id: number): number {
  const count = table.shards.length;
  return ((id % count) + count) % count;
}

export function getEntity<T>(table: EntityTable<T>, id: number): T | undefined {
  return table.shards[shardIndex(table, id)]?.[id];
}

/** Adds the entity or replaces the one with its id. */
export function setEntity<T extends { id: number }>(table: EntityTable<T>, entity: T): void {
  const shard = table.shards[shardIndex(table, entity.id)];
  if (shard) shard[entity.id] = entity;
}

export function removeEntity<T>(table: EntityTable<T>, id: number): void {
  const shard = table.shards[shardIndex(table, id)];
  if (shard) Reflect.deleteProperty(shard, id);
}

/** Every entity of the table (in no particular order). */
export function entitiesOf<T>(table: EntityTable<T>): T[] {
  return table.shards.flatMap((shard) => Object.values(shard));
}

/** Whether the table holds no entity. */
export function isEmptyTable(table: EntityTable<unknown>): boolean {
  return table.shards.every((shard) => Object.keys(shard).length === 0);
}
