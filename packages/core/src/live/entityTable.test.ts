import fc from 'fast-check';
import { createNextState } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  emptyEntityTable,
  entitiesOf,
  getEntity,
  isEmptyTable,
  removeEntity,
  setEntity,
  type EntityTable,
} from './entityTable';

interface Row {
  id: number;
  value: number;
}

type Op = { kind: 'set'; id: number; value: number } | { kind: 'remove'; id: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('set' as const),
    id: fc.integer({ min: -50, max: 5000 }),
    value: fc.integer(),
  }),
  fc.record({ kind: fc.constant('remove' as const), id: fc.integer({ min: -50, max: 5000 }) }),
);

describe('entity table', () => {
  it('behaves as a map from id to entity, whatever the shard count', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 200 }), fc.integer({ min: 1, max: 300 }), (ops, n) => {
        const table = emptyEntityTable<Row>(n);
        const model = new Map<number, Row>();
        for (const step of ops) {
          if (step.kind === 'set') {
            const row = { id: step.id, value: step.value };
            setEntity(table, row);
            model.set(step.id, row);
          } else {
            removeEntity(table, step.id);
            model.delete(step.id);
          }
        }
        for (const [id, row] of model) expect(getEntity(table, id)).toBe(row);
        expect(entitiesOf(table).sort((a, b) => a.id - b.id)).toEqual(
          [...model.values()].sort((a, b) => a.id - b.id),
        );
        expect(isEmptyTable(table)).toBe(model.size === 0);
      }),
    );
  });

  it('under immer, a change copies only the shard of its id', () => {
    let table: EntityTable<Row> = emptyEntityTable<Row>(8);
    table = createNextState(table, (draft) => {
      for (let id = 0; id < 40; id += 1) setEntity(draft, { id, value: 0 });
    });
    const next = createNextState(table, (draft) => {
      const row = getEntity(draft, 13);
      if (row) row.value = 1;
    });
    expect(getEntity(next, 13)?.value).toBe(1);
    const copied = next.shards.filter((shard, index) => shard !== table.shards[index]);
    expect(copied).toEqual([next.shards[13 % 8]]);
    expect(getEntity(next, 12)).toBe(getEntity(table, 12));
  });
});
