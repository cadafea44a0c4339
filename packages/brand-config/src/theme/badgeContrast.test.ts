import { describe, expect, it } from 'vitest';
import { brands } from '../brands/brands';
import { contrastRatio } from './color';
import { textContrast } from './ensureContrast';
import type { ThemeColorName, ThemeMode } from './themeTokens';

/**
 * Badges and small labels (12–14 px text, bold or not) are small text for WCAG: 4.5:1 against
 * what they sit on, in every brand and both modes. These are the pairs they use: status text on
 * the page's grounds (My Bets statuses: won, lost, rejected, pending, void, open), and filled
 * badges (VIP tiers, the footer's bet count, the floating betslip count, a low balance mark).
 * The ratio is WCAG's relative-luminance contrast (`contrastRatio`, tested in color.test.ts).
 */
const grounds: ThemeColorName[] = ['background', 'surface', 'surfaceRaised'];
const textOnGrounds: ThemeColorName[] = ['text', 'textMuted', 'success', 'warning', 'danger'];
const filled: [ThemeColorName, ThemeColorName][] = [
  ['onPrimary', 'primary'],
  ['onAccent', 'accent'],
  ['onDanger', 'danger'],
  ['onOddsSelected', 'oddsSelected'],
  ['onOdds', 'odds'],
];
const modes: ThemeMode[] = ['light', 'dark'];

function failures(): string[] {
  const found: string[] = [];
  for (const brand of Object.values(brands)) {
    for (const mode of modes) {
      const colors = brand.theme[mode].colors;
      const check = (fore: ThemeColorName, back: ThemeColorName) => {
        const ratio = contrastRatio(colors[fore], colors[back]);
        if (ratio < textContrast) {
          found.push(`${brand.id} ${mode}: ${fore} on ${back} is ${ratio.toFixed(2)}:1`);
        }
      };
      for (const fore of textOnGrounds) for (const back of grounds) check(fore, back);
      for (const [fore, back] of filled) check(fore, back);
    }
  }
  return found;
}

describe('badge and small label contrast in every brand and mode', () => {
  it('meets 4.5:1 for every pair a badge or small label uses', () => {
    expect(failures()).toEqual([]);
  });

  it('the brand primary is not a text colour: some brand has it below 4.5:1 on its surface', () => {
    // Why the My Bets "Open" badge writes its text in `text` and keeps `primary` for its border.
    const low = Object.values(brands).some(
      (brand) =>
        contrastRatio(brand.theme.light.colors.primary, brand.theme.light.colors.surface) <
        textContrast,
    );
    expect(low).toBe(true);
  });
});
