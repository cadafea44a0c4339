import { describe, it, expect } from 'vitest';
import { vipTier } from './vip';

describe('vipTier', () => {
  it.each([
    [1, 'bronze'],
    [14, 'bronze'],
    [16, 'bronze'],
    [2, 'silver'],
    [15, 'silver'],
    [25, 'silver'],
    [3, 'gold'],
    [17, 'gold'],
    [26, 'gold'],
    [4, 'platinum'],
    [13, 'platinum'],
    [18, 'platinum'],
  ])('maps %s to %s', (level, tier) => {
    expect(vipTier(level)).toBe(tier);
    expect(vipTier(String(level))).toBe(tier);
  });

  it('accepts numeric strings with spaces', () => {
    expect(vipTier(' 17 ')).toBe('gold');
  });

  it.each([0, 5, 12, 19, 27, -1, 1.5, '1.0', '', 'gold', null, undefined, NaN, {}, [1], true])(
    'gives null for %j',
    (value) => {
      expect(vipTier(value)).toBeNull();
    },
  );
});
