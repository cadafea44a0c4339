import type { Typography } from '../typography/fontStacks';
import { themeColorNames } from './themeColorNames';
import type { ThemeColorName, ThemeColors, ThemeTokens } from './themeTokens';

function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** `surfaceRaised` -> `--clem-color-surface-raised`. */
export function colorVariableName(name: ThemeColorName): string {
  return `--clem-color-${kebabCase(name)}`;
}

/** `heading` -> `--clem-font-heading`. */
export function fontVariableName(name: keyof Typography): string {
  return `--clem-font-${kebabCase(name)}`;
}

/** One mode's colour tokens as CSS custom properties: `{ '--clem-color-background': '#f4f6f7', … }`. */
export function themeCssVariables(tokens: ThemeTokens): Record<string, string> {
  return Object.fromEntries(
    themeColorNames.map((name) => [colorVariableName(name), tokens.colors[name]]),
  );
}

/**
 * The styled-components theme: every colour token as `var(--clem-color-…)`, so switching light,
 * dark or system is a change of `<html data-theme>` and pure CSS, never a React re-render.
 */
export const cssVarTheme: Readonly<ThemeColors> = Object.freeze(
  Object.fromEntries(
    themeColorNames.map((name) => [name, `var(${colorVariableName(name)})`]),
  ) as ThemeColors,
);

/** The brand's font stacks as `var(--clem-font-…)`, for the same styled-components theme. */
export const cssVarTypography: Readonly<Typography> = Object.freeze({
  body: `var(${fontVariableName('body')})`,
  heading: `var(${fontVariableName('heading')})`,
  mono: `var(${fontVariableName('mono')})`,
});
