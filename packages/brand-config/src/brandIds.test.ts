import { describe, expect, it } from 'vitest';
import { brandIds, defaultBrandId, isBrandId } from './brandIds';

describe('brandIds', () => {
  it('lists the nine spec brands with zedbet as the default', () => {
    expect(brandIds).toHaveLength(9);
    expect(new Set(brandIds).size).toBe(9);
    expect(defaultBrandId).toBe('zedbet');
  });

  it('recognises brand ids only', () => {
    expect(isBrandId('777baby')).toBe(true);
    expect(isBrandId('dafaspain')).toBe(true);
    for (const value of ['Zedbet', 'spain', '', 7, undefined, null, { id: 'zedbet' }]) {
      expect(isBrandId(value)).toBe(false);
    }
  });
});
