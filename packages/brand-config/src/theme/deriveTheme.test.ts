import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './color';
import { deriveTheme } from './deriveTheme';
import { type BrandTheme, guaranteedContrastPairs, themeTokensSchema } from './themeTokens';

const hexColor = fc
  .integer({ min: 0, max: 0xffffff })
  .map((value) => `#${value.toString(16).padStart(6, '0')}`);

/** Every guaranteed pair that falls short, as readable strings (empty when all hold). */
function contrastFailures(theme: BrandTheme): string[] {
  const failures: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const colors = theme[mode].colors;
    for (const [foreground, background, minimum] of guaranteedContrastPairs) {
      const ratio = contrastRatio(colors[foreground], colors[background]);
      if (ratio < minimum) {
        failures.push(`${mode} ${foreground}/${background} ${ratio.toFixed(2)} < ${minimum}`);
      }
    }
  }
  return failures;
}

describe('deriveTheme', () => {
  const theme = deriveTheme({ primary: '#0f9d8a', accent: '#f5c518' });

  it('gives valid tokens for both modes', () => {
    expect(themeTokensSchema.safeParse(theme.light).success).toBe(true);
    expect(themeTokensSchema.safeParse(theme.dark).success).toBe(true);
  });

  it('keeps the brand colours as given in light mode', () => {
    expect(theme.light.colors.primary).toBe('#0f9d8a');
    expect(theme.light.colors.accent).toBe('#f5c518');
    expect(deriveTheme({ primary: '#ABC', accent: '#123' }).light.colors.primary).toBe('#aabbcc');
  });

  it('uses light pages in light mode and dark, brand-tinted pages in dark mode', () => {
    expect(relativeLuminance(theme.light.colors.background)).toBeGreaterThan(0.85);
    expect(relativeLuminance(theme.dark.colors.background)).toBeLessThan(0.02);
    const { background } = theme.dark.colors;
    // teal tint: green and blue channels above red
    expect(background.slice(1, 3) < background.slice(3, 5)).toBe(true);
  });

  it('makes dark-mode brand colours stand out from the dark page', () => {
    const navy = deriveTheme({ primary: '#0b2a5b', accent: '#111111' }).dark.colors;
    expect(contrastRatio(navy.primary, navy.background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(navy.accent, navy.background)).toBeGreaterThanOrEqual(3);
  });

  it('tints backgrounds with the neutral colour when one is given', () => {
    const grey = deriveTheme({ primary: '#f26b1d', accent: '#14213d', neutral: '#808080' });
    expect(grey.light.colors.background).toBe('#f6f6f6');
  });

  it('meets every guaranteed contrast pair for a brand', () => {
    expect(contrastFailures(theme)).toEqual([]);
  });

  it('meets every guaranteed contrast pair for any primary, accent and neutral', () => {
    fc.assert(
      fc.property(hexColor, hexColor, fc.option(hexColor, { nil: undefined }), (p, a, n) => {
        const failures = contrastFailures(deriveTheme({ primary: p, accent: a, neutral: n }));
        expect(failures).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('survives the extremes: black, white and grey brands', () => {
    for (const primary of ['#000000', '#ffffff', '#808080', '#ffff00', '#0000ff']) {
      for (const accent of ['#000000', '#ffffff']) {
        expect(contrastFailures(deriveTheme({ primary, accent }))).toEqual([]);
      }
    }
  });

  it('throws on an invalid colour', () => {
    expect(() => deriveTheme({ primary: 'teal', accent: '#000' })).toThrow(/Invalid hex colour/);
  });
});
