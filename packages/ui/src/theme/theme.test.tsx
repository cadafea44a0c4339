import { cssVarTheme } from '@clem/brand-config';
import { render, screen } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { ClemThemeProvider } from './ClemThemeProvider';
import { clemTheme } from './theme';

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
