import { describe, it, expect } from 'vitest';
import {
  breakpoints,
  FOOTER_NAV_HEIGHT_PX,
  mediaQueries,
  menuWidths,
  zIndex,
  zIndexOrder,
} from './tokens';

describe('layout tokens', () => {
  it('has the spec breakpoints and queries', () => {
    expect(breakpoints).toEqual({ desktop: 1024, wide: 1366, mobileMax: 1023 });
    expect(mediaQueries.desktop).toBe('(min-width: 1024px)');
    expect(mediaQueries.wide).toBe('(min-width: 1366px)');
    expect(mediaQueries.landscapeMobile).toBe('(max-width: 1023px) and (orientation: landscape)');
  });

  it('lists every z-index layer once, strictly increasing', () => {
    expect([...zIndexOrder].sort()).toEqual(Object.keys(zIndex).sort());
    const values = zIndexOrder.map((layer) => zIndex[layer]);
    for (let i = 1; i < values.length; i += 1) {
      expect(values[i]).toBeGreaterThan(values[i - 1] ?? Number.NEGATIVE_INFINITY);
    }
    expect(zIndex.dialog).toBeGreaterThan(zIndex.popover);
    expect(zIndex.toast).toBeGreaterThan(zIndex.dialog);
  });

  it('has the footer height and menu widths of the spec', () => {
    expect(FOOTER_NAV_HEIGHT_PX).toBe(50);
    expect(menuWidths.desktopExpandedPx).toBe(280);
    expect(menuWidths.desktopCollapsedPx).toBe(46);
    expect(menuWidths.mobile).toBe('min(90vw, 380px)');
  });
});
