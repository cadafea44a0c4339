import * as z from 'zod/mini';
import { isHexColor } from './color';

export const hexColorSchema = z
  .string()
  .check(z.refine(isHexColor, { error: 'Expected a hex colour like #1a2b3c or #abc' }));

/** Every colour token a component may use; the names are the CSS variable names in camelCase. */
export const themeColorsSchema = z.strictObject({
  background: hexColorSchema,
  surface: hexColorSchema,
  surfaceRaised: hexColorSchema,
  border: hexColorSchema,
  text: hexColorSchema,
  textMuted: hexColorSchema,
  primary: hexColorSchema,
  onPrimary: hexColorSchema,
  primaryHover: hexColorSchema,
  accent: hexColorSchema,
  onAccent: hexColorSchema,
  odds: hexColorSchema,
  onOdds: hexColorSchema,
  oddsSelected: hexColorSchema,
  onOddsSelected: hexColorSchema,
  success: hexColorSchema,
  warning: hexColorSchema,
  danger: hexColorSchema,
  onDanger: hexColorSchema,
  focus: hexColorSchema,
});

export const themeTokensSchema = z.strictObject({ colors: themeColorsSchema });

export const brandThemeSchema = z.strictObject({
  light: themeTokensSchema,
  dark: themeTokensSchema,
});

export type ThemeColors = z.infer<typeof themeColorsSchema>;
export type ThemeColorName = keyof ThemeColors;
export type ThemeTokens = z.infer<typeof themeTokensSchema>;
export type BrandTheme = z.infer<typeof brandThemeSchema>;
export type ThemeMode = keyof BrandTheme;

export { themeColorNames } from './themeColorNames';

/**
 * The contrast pairs the derivation guarantees, as [foreground, background, minimum ratio].
 * Tests walk this list; components may rely on it.
 */
export const guaranteedContrastPairs: readonly (readonly [
  ThemeColorName,
  ThemeColorName,
  number,
])[] = [
  ['text', 'background', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'surfaceRaised', 4.5],
  ['textMuted', 'background', 4.5],
  ['textMuted', 'surface', 4.5],
  ['textMuted', 'surfaceRaised', 4.5],
  ['onPrimary', 'primary', 4.5],
  ['onPrimary', 'primaryHover', 4.5],
  ['onAccent', 'accent', 4.5],
  ['onOdds', 'odds', 4.5],
  ['onOddsSelected', 'oddsSelected', 4.5],
  ['onDanger', 'danger', 4.5],
  ['success', 'background', 4.5],
  ['success', 'surface', 4.5],
  ['warning', 'background', 4.5],
  ['warning', 'surface', 4.5],
  ['danger', 'background', 4.5],
  ['danger', 'surface', 4.5],
  ['focus', 'background', 3],
  ['focus', 'surface', 3],
];
