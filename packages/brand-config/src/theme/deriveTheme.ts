import {
  contrastRatio,
  hexToHsl,
  hslToHex,
  mix,
  normalizeHex,
  relativeLuminance,
  withLightness,
} from './color';
import { ensureContrast, nonTextContrast, pickOnColor, textContrast } from './ensureContrast';
import type { BrandTheme, ThemeMode, ThemeTokens } from './themeTokens';

/** What a brand file gives: its colours as hex. Everything else in the theme is derived. */
export interface ThemeInput {
  primary: string;
  accent: string;
  /** Tints backgrounds and text; defaults to a low-saturation version of `primary`. */
  neutral?: string;
}

interface ModeRecipe {
  /** HSL lightness of the page background, surfaces, border and the text starting points. */
  background: number;
  surface: number;
  surfaceRaised: number;
  border: number;
  text: number;
  textMuted: number;
  /** Multiplier on the brand tint's saturation for backgrounds (dark pages take more tint). */
  tintStrength: number;
  /** How much brand primary goes into the odds button over the surface. */
  oddsTint: number;
  /** Lightness shift of `primaryHover`, away from `onPrimary`. */
  hoverShift: number;
  /** Starting points for status colours, adjusted to contrast with the backgrounds. */
  success: string;
  warning: string;
  danger: string;
  /** Brand colours must stand out from dark pages; light pages keep them as given. */
  liftBrandColours: boolean;
}

const recipes: Record<ThemeMode, ModeRecipe> = {
  light: {
    background: 0.965,
    surface: 0.995,
    surfaceRaised: 1,
    border: 0.86,
    text: 0.13,
    textMuted: 0.4,
    tintStrength: 1,
    oddsTint: 0.1,
    hoverShift: 0.07,
    success: hslToHex({ h: 145, s: 0.65, l: 0.3 }),
    warning: hslToHex({ h: 32, s: 0.95, l: 0.33 }),
    danger: hslToHex({ h: 354, s: 0.75, l: 0.45 }),
    liftBrandColours: false,
  },
  dark: {
    background: 0.075,
    surface: 0.115,
    surfaceRaised: 0.155,
    border: 0.26,
    text: 0.95,
    textMuted: 0.72,
    tintStrength: 1.5,
    oddsTint: 0.2,
    hoverShift: 0.07,
    success: hslToHex({ h: 145, s: 0.55, l: 0.55 }),
    warning: hslToHex({ h: 38, s: 0.95, l: 0.58 }),
    danger: hslToHex({ h: 356, s: 0.85, l: 0.66 }),
    liftBrandColours: true,
  },
};

interface Tint {
  h: number;
  s: number;
}

function brandTint(input: ThemeInput): Tint {
  if (input.neutral !== undefined) {
    const { h, s } = hexToHsl(input.neutral);
    return { h, s: Math.min(s, 0.25) };
  }
  const { h, s } = hexToHsl(input.primary);
  return { h, s: Math.min(s * 0.4, 0.22) };
}

/** A hover shade: a little further from `on` than `base`, so the text on it stays legible. */
function hoverOf(base: string, on: string, shift: number): string {
  const { l } = hexToHsl(base);
  const onIsLighter = relativeLuminance(on) > relativeLuminance(base);
  const away = withLightness(base, onIsLighter ? l - shift : l + shift);
  const towards = withLightness(base, onIsLighter ? l + shift : l - shift);
  // At black or white there is no room to move away; a step towards `on` is fine if still legible.
  for (const candidate of [away, towards]) {
    if (candidate !== base && contrastRatio(on, candidate) >= textContrast) {
      return candidate;
    }
  }
  return base;
}

function deriveMode(input: ThemeInput, recipe: ModeRecipe): ThemeTokens {
  const tint = brandTint(input);
  const tintSaturation = Math.min(tint.s * recipe.tintStrength, 0.35);
  const tone = (lightness: number, saturation = tintSaturation): string =>
    hslToHex({ h: tint.h, s: saturation, l: lightness });

  const background = tone(recipe.background);
  const surface = tone(recipe.surface);
  const surfaceRaised = tone(recipe.surfaceRaised);
  const grounds = [background, surface, surfaceRaised];
  const border = tone(recipe.border);
  const text = ensureContrast(tone(recipe.text, Math.min(tint.s, 0.3)), grounds, textContrast);
  const textMuted = ensureContrast(
    tone(recipe.textMuted, Math.min(tint.s, 0.2)),
    grounds,
    textContrast,
  );

  const brandColour = (hex: string): string =>
    recipe.liftBrandColours
      ? ensureContrast(hex, [background, surface], nonTextContrast)
      : normalizeHex(hex);
  const primary = brandColour(input.primary);
  const onPrimary = pickOnColor(primary);
  const accent = brandColour(input.accent);
  const onAccent = pickOnColor(accent);

  const odds = mix(surface, primary, recipe.oddsTint);
  const danger = ensureContrast(recipe.danger, grounds, textContrast);

  return {
    colors: {
      background,
      surface,
      surfaceRaised,
      border,
      text,
      textMuted,
      primary,
      onPrimary,
      primaryHover: hoverOf(primary, onPrimary, recipe.hoverShift),
      accent,
      onAccent,
      odds,
      onOdds: ensureContrast(text, [odds], textContrast),
      oddsSelected: primary,
      onOddsSelected: onPrimary,
      success: ensureContrast(recipe.success, grounds, textContrast),
      warning: ensureContrast(recipe.warning, grounds, textContrast),
      danger,
      onDanger: pickOnColor(danger),
      focus: ensureContrast(primary, grounds, nonTextContrast),
    },
  };
}

/**
 * A brand's light and dark themes from its two or three colours. Every pair in
 * `guaranteedContrastPairs` meets its WCAG AA ratio for any valid hex input; invalid hex throws.
 */
export function deriveTheme(input: ThemeInput): BrandTheme {
  return { light: deriveMode(input, recipes.light), dark: deriveMode(input, recipes.dark) };
}
