import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSectionOpen, sectionPathTo, toggleSection } from './menuSections';

describe('toggleSection: one open section at a time', () => {
  it('opens a closed section and closes it again, leaving nothing open', () => {
    const opened = toggleSection([], ['main', '1']);
    expect(opened).toEqual(['main', '1']);
    expect(isSectionOpen(opened, ['main', '1'])).toBe(true);
    expect(toggleSection(opened, ['main', '1'])).toEqual(['main']);
    expect(isSectionOpen(['main'], ['main', '1'])).toBe(false);
  });

  it('opening another section closes the open one, across tiers', () => {
    const first = toggleSection([], ['main', '1']);
    const second = toggleSection(first, ['az', '7']);
    expect(isSectionOpen(second, ['main', '1'])).toBe(false);
    expect(isSectionOpen(second, ['az', '7'])).toBe(true);
  });

  it('keeps the ancestors open: a sport stays open while one of its countries opens', () => {
    const sport = toggleSection([], ['az', '1']);
    const country = toggleSection(sport, ['az', '1', '10']);
    expect(isSectionOpen(country, ['az', '1'])).toBe(true);
    expect(isSectionOpen(country, ['az', '1', '10'])).toBe(true);
    const other = toggleSection(country, ['az', '1', '11']);
    expect(isSectionOpen(other, ['az', '1', '10'])).toBe(false);
    expect(isSectionOpen(other, ['az', '1', '11'])).toBe(true);
    // Closing the sport closes its open country too.
    const closed = toggleSection(other, ['az', '1']);
    expect(isSectionOpen(closed, ['az', '1', '11'])).toBe(false);
  });

  it('never leaves two sibling sections open (property)', () => {
    const key = fc.constantFrom('a', 'b', 'c');
    const path = fc.array(key, { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(fc.array(path, { maxLength: 20 }), (presses) => {
        const open = presses.reduce<string[]>((state, p) => toggleSection(state, p), []);
        for (const depth of [1, 2, 3]) {
          const prefix = open.slice(0, depth - 1);
          const openSiblings = ['a', 'b', 'c'].filter((k) => isSectionOpen(open, [...prefix, k]));
          expect(openSiblings.length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});

describe('sectionPathTo', () => {
  const tree = [
    { id: 'a', children: [] },
    {
      id: 'b',
      children: [
        { id: 'b1', children: [] },
        { id: 'b2', children: [{ id: 'b2x', children: [] }] },
      ],
    },
  ];
  const keyOf = (item: { id: string }) => item.id;

  it('finds the sections holding the match, outermost first', () => {
    expect(sectionPathTo(tree, keyOf, (item) => item.id === 'b2x')).toEqual(['b', 'b2']);
    expect(sectionPathTo(tree, keyOf, (item) => item.id === 'b1')).toEqual(['b']);
  });

  it('answers [] when nothing matches or the match is at the top', () => {
    expect(sectionPathTo(tree, keyOf, (item) => item.id === 'zz')).toEqual([]);
    expect(sectionPathTo(tree, keyOf, (item) => item.id === 'a')).toEqual([]);
  });
});
