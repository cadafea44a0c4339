import { contrastRatio, hexToHsl, hslToHex, normalizeHex } from './color';

/** WCAG AA for normal text. */
export const textContrast = 4.5;
/** WCAG AA for user-interface parts and graphics (focus rings, button edges). */
export const nonTextContrast = 3;

const lightnessStep = 0.005;

function lowestContrast(color: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((background) => contrastRatio(color, background)));
}

/**
 * Returns `color` unchanged when it already reaches `minimum` against every background; otherwise
 * moves its HSL lightness (hue and saturation kept) by the smallest amount that does. Lightness 0
 * and 1 are black and white, so against one background the search always succeeds (the better of
 * black and white reaches at least 4.58:1).
 */
export function ensureContrast(
  color: string,
  backgrounds: readonly string[],
  minimum: number,
): string {
  const start = normalizeHex(color);
  if (backgrounds.length === 0 || lowestContrast(start, backgrounds) >= minimum) {
    return start;
  }
  const { h, s, l } = hexToHsl(start);
  const steps = Math.ceil(1 / lightnessStep);
  for (let step = 1; step <= steps; step += 1) {
    for (const direction of [-1, 1]) {
      const lightness = Math.min(1, Math.max(0, l + direction * step * lightnessStep));
      const candidate = hslToHex({ h, s, l: lightness });
      if (lowestContrast(candidate, backgrounds) >= minimum) {
        return candidate;
      }
    }
  }
  const black = '#000000';
  const white = '#ffffff';
  return lowestContrast(black, backgrounds) >= lowestContrast(white, backgrounds) ? black : white;
}

/**
 * The foreground for text on `background`: white when it reaches `minimum`, else a dark shade of
 * the background's own hue, darkened further (towards black) until it does.
 */
export function pickOnColor(background: string, minimum: number = textContrast): string {
  const white = '#ffffff';
  if (contrastRatio(white, background) >= minimum) {
    return white;
  }
  const { h, s } = hexToHsl(background);
  return ensureContrast(hslToHex({ h, s: Math.min(s, 0.4), l: 0.1 }), [background], minimum);
}
