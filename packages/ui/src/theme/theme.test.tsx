import { cssVarTheme } from '@clem/brand-config';
import { render, screen } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { ClemThemeProvider } from './ClemThemeProvider';
import { clemTheme, focusRingCss, motion, zIndex, zIndexOrder } from './theme';

function ThemeProbe() {
  const theme = useTheme();
  return <output>{`${theme.colors.primary} ${theme.fonts.body} ${theme.space(4)}`}</output>;
}

describe('clemTheme', () => {
  it('holds CSS variable references only, so brand and mode switch in CSS', () => {
    expect(clemTheme.colors).toBe(cssVarTheme);
    for (const value of Object.values(clemTheme.colors))
      expect(value).toMatch(/^var\(--clem-color-/);
    expect(clemTheme.fonts).toEqual({
      body: 'var(--clem-font-body)',
      heading: 'var(--clem-font-heading)',
      mono: 'var(--clem-font-mono)',
    });
  });

  it('spaces in quarter-rems and names the breakpoints', () => {
    expect(clemTheme.space(0)).toBe('0rem');
    expect(clemTheme.space(4)).toBe('1rem');
    expect(clemTheme.space(6)).toBe('1.5rem');
    expect(clemTheme.breakpoints).toEqual({ desktop: 1024, wide: 1366 });
  });

  it('names the radii, with a pill for fully rounded ends', () => {
    expect(clemTheme.radius).toEqual({ sm: '0.25rem', md: '0.5rem', lg: '0.75rem', pill: '999px' });
  });

  it('is what ClemThemeProvider gives to styled-components', () => {
    render(
      <ClemThemeProvider>
        <ThemeProbe />
      </ClemThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'var(--clem-color-primary) var(--clem-font-body) 1rem',
    );
  });
});

describe('zIndex', () => {
  it('lists every layer once, strictly increasing', () => {
    expect([...zIndexOrder].sort()).toEqual(Object.keys(zIndex).sort());
    const values = zIndexOrder.map((layer) => zIndex[layer]);
    for (let i = 1; i < values.length; i += 1) {
      expect(values[i]).toBeGreaterThan(values[i - 1] ?? Number.NEGATIVE_INFINITY);
    }
  });

  it('keeps the page stacking: sheet under dialog under toast, the menu drawer over all', () => {
    expect(zIndex.popover).toBeLessThan(zIndex.sheet);
    expect(zIndex.sheet + 1).toBeLessThan(zIndex.dialog);
    expect(zIndex.dialog + 1).toBeLessThan(zIndex.toast);
    expect(zIndex.toast).toBeLessThan(zIndex.menuDrawer);
    expect(zIndex.menuDrawer + 1).toBeLessThan(zIndex.menuDrawerPopover);
  });
});

describe('focusRingCss', () => {
  it('draws a 2px outline in the focus colour, outside the box by default', () => {
    expect(focusRingCss()).toBe('outline:2px solid var(--clem-color-focus);outline-offset:2px');
    expect(focusRingCss({ inset: true })).toBe(
      'outline:2px solid var(--clem-color-focus);outline-offset:-2px',
    );
    expect(focusRingCss({ strong: true })).toBe(
      'outline:3px solid var(--clem-color-focus);outline-offset:2px',
    );
  });
});

describe('motion', () => {
  it('names the durations and the reduced-motion rule', () => {
    expect(motion.duration).toEqual({ fast: '120ms', base: '150ms', slow: '200ms' });
    expect(motion.reduce).toBe('@media (prefers-reduced-motion: reduce)');
  });
});
