import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LeagueGroupView } from '../events/EventList';
import type { EventRowView } from '../events/rowView';
import { rowCount, sliceGroups } from './listView';
import { rowBatches } from './rowBatches';

function groupsOf(sizes: readonly number[]): LeagueGroupView[] {
  let id = 0;
  return sizes.map((size, index) => ({
    key: `g${index}`,
    title: `League ${index}`,
    countryName: 'England',
    countrySlug: 'england',
    href: `/l/${index}`,
    columnTitles: ['1 X 2'],
    rows: Array.from({ length: size }, () => {
      id += 1;
      return { view: { id } as EventRowView, href: `/events/${id}` };
    }),
  }));
}

const ids = (groups: readonly LeagueGroupView[]) =>
  groups.flatMap((group) => group.rows.map((row) => row.view.id));

describe('sliceGroups', () => {
  it('cuts across groups and marks a group begun above as continued', () => {
    const groups = groupsOf([3, 4, 2]);
    const slice = sliceGroups(groups, 2, 6);
    expect(slice.map((g) => [g.key, g.rows.length, g.continued ?? false])).toEqual([
      ['g0', 1, true],
      ['g1', 3, false],
    ]);
    expect(ids(slice)).toEqual([3, 4, 5, 6]);
  });

  it('gives nothing outside the list', () => {
    expect(sliceGroups(groupsOf([2, 2]), 4, 10)).toEqual([]);
    expect(sliceGroups(groupsOf([]), 0, 20)).toEqual([]);
  });

  it('put back together, the batches of a list give every row once, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 12 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 25 }),
        (sizes, first, size) => {
          const groups = groupsOf(sizes);
          const total = rowCount(groups);
          const from = Math.min(first, total);
          const pieces = rowBatches(from, total, size).map(([a, b]) => sliceGroups(groups, a, b));
          expect([...ids(sliceGroups(groups, 0, from)), ...pieces.flatMap(ids)]).toEqual(
            ids(groups),
          );
          for (const piece of pieces) {
            // Only a piece's first group can be a continuation, and never one that starts a group.
            piece.slice(1).forEach((group) => expect(group.continued).toBeUndefined());
            expect(piece.flatMap((g) => g.rows).length).toBeLessThanOrEqual(size);
          }
        },
      ),
    );
  });
});

describe('rowBatches', () => {
  it('covers the range in batches of at most the size', () => {
    expect(rowBatches(20, 65, 20)).toEqual([
      [20, 40],
      [40, 60],
      [60, 65],
    ]);
    expect(rowBatches(20, 20, 20)).toEqual([]);
  });
});
