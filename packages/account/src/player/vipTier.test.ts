import { describe, expect, it } from 'vitest';
import { vipTierOf } from '@clem/core';
import { vipTierToShow } from './vipTier';

describe('vipTierOf (§4 VIP tiers from vipLevel)', () => {
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
  ] as const)('level %i is %s', (level, tier) => {
    expect(vipTierOf(level)).toBe(tier);
  });

  it.each([0, 5, 12, 19, 99, -1])('level %i has no tier', (level) => {
    expect(vipTierOf(level)).toBeUndefined();
  });
});

describe('vipTierToShow', () => {
  it('shows the tier only with the capability and display_vip_scheme', () => {
    expect(vipTierToShow({ vipLevel: 3, vipBadge: true, displayVipScheme: true })).toBe('gold');
    expect(vipTierToShow({ vipLevel: 3, vipBadge: false, displayVipScheme: true })).toBeNull();
    expect(vipTierToShow({ vipLevel: 3, vipBadge: true, displayVipScheme: false })).toBeNull();
    expect(vipTierToShow({ vipLevel: 7, vipBadge: true, displayVipScheme: true })).toBeNull();
    expect(vipTierToShow({ vipLevel: null, vipBadge: true, displayVipScheme: true })).toBeNull();
  });
});
