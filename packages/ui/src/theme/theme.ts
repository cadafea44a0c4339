import { cssVarTheme } from '@clem/brand-config';

/** Colour tokens as `var(--clem-color-…)`: the brand and light/dark switch in CSS, not in React. */
export type ClemColors = typeof cssVarTheme;

/** Font stacks as `var(--clem-font-…)`, set by brand-config's `brandStylesheet`. */
export interface ClemFonts {
  body: string;
  heading: string;
  mono: string;
}

export interface ClemRadius {
  sm: string;
  md: string;
  lg: string;
}

/** Minimum viewport widths in CSS pixels. */
export interface ClemBreakpoints {
  desktop: number;
  wide: number;
}

export interface ClemTheme {
  colors: ClemColors;
  fonts: ClemFonts;
  /** `space(n)` is n quarter-rems: `space(4)` is `1rem`. */
  space: (n: number) => string;
  radius: ClemRadius;
  breakpoints: ClemBreakpoints;
}

/**
 * The one styled-components theme for every brand and mode. It holds only CSS variable references
 * and fixed scales, so it never changes at run time: switching brand or light/dark swaps the
 * stylesheet that defines the variables (`<html data-theme>`), and React does not re-render.
 */
export const clemTheme: ClemTheme = Object.freeze({
  colors: cssVarTheme,
  fonts: Object.freeze({
    body: 'var(--clem-font-body)',
    heading: 'var(--clem-font-heading)',
    mono: 'var(--clem-font-mono)',
  }),
  space: (n: number) => `${n * 0.25}rem`,
  radius: Object.freeze({ sm: '0.25rem', md: '0.5rem', lg: '0.75rem' }),
  breakpoints: Object.freeze({ desktop: 1024, wide: 1366 }),
});

/**
 * A component's own static class followed by a caller's `className` (which comes last, so its
 * rules win at equal specificity); the base alone when the caller gave none.
 */
export function withClass(base: string, className?: string): string {
  return className ? `${base} ${className}` : base;
}

/** `${media.desktop} { … }` in a styled template. */
export const media = {
  desktop: `@media (min-width: ${clemTheme.breakpoints.desktop}px)`,
  wide: `@media (min-width: ${clemTheme.breakpoints.wide}px)`,
} as const;

// The styled-components theme type. It lives in this module (not in a stray styled.d.ts) so every
// program that imports @clem/ui, including each app's type check, sees it.
declare module 'styled-components' {
  export interface DefaultTheme {
    colors: ClemColors;
    fonts: ClemFonts;
    space: (n: number) => string;
    radius: ClemRadius;
    breakpoints: ClemBreakpoints;
  }
}
