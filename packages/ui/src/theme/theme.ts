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
  /** Fully rounded ends (chips, round buttons, badges). */
  pill: string;
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
  radius: Object.freeze({ sm: '0.25rem', md: '0.5rem', lg: '0.75rem', pill: '999px' }),
  breakpoints: Object.freeze({ desktop: 1024, wide: 1366 }),
});

/**
 * A component's own static class followed by a caller's `className` (which comes last, so its
 * rules win at equal specificity); the base alone when the caller gave none.
 */
export function withClass(base: string, className?: string): string {
  return className ? `${base} ${className}` : base;
}

/**
 * The one stacking scale, bottom to top. Server CSS and styled components both take their layer
 * from here, so two parts never guess at each other's numbers. The page-level layers are spaced
 * by 100 so a part may sit one step above its layer (a panel at `layer + 1` over its own
 * backdrop) without crossing the next one.
 *
 * - `raised`, `menuPeek` and `inlinePopover` lift a part over its neighbours in the page flow (a
 *   listbox under its field, the desktop menu peeking over the content, a dropdown in a bar).
 * - `sheet` (the betslip's bottom sheet) sits just under `dialog`, so a dialog the sheet opens
 *   (the login for "Log in to place") and the toasts show above it.
 * - `menuDrawer` (the mobile side menu) covers everything, toasts included, and
 *   `menuDrawerPopover` shows a popover opened inside that drawer.
 */
export const zIndex = Object.freeze({
  base: 0,
  raised: 10,
  menuPeek: 20,
  inlinePopover: 30,
  stickyHeader: 100,
  desktopMenu: 200,
  footerNav: 300,
  floatingBetslip: 400,
  backToTop: 500,
  drawer: 600,
  popover: 700,
  sheet: 790,
  dialog: 800,
  toast: 900,
  menuDrawer: 1000,
  menuDrawerPopover: 1100,
});

export type ZIndexLayer = keyof typeof zIndex;

/** The layers in increasing order (for tests and documentation). */
export const zIndexOrder: readonly ZIndexLayer[] = Object.freeze([
  'base',
  'raised',
  'menuPeek',
  'inlinePopover',
  'stickyHeader',
  'desktopMenu',
  'footerNav',
  'floatingBetslip',
  'backToTop',
  'drawer',
  'popover',
  'sheet',
  'dialog',
  'toast',
  'menuDrawer',
  'menuDrawerPopover',
]);

/**
 * The visible keyboard focus ring: an outline in the brand's `focus` colour (contrast-checked
 * against every background by brand-config's `deriveTheme`), drawn outside the control.
 * `strongWidth` is for a control that sits on a busy bar (the header's menu button);
 * `insetOffset` draws the ring inside the box, for rows in a scrolling list that would clip it.
 */
export const focusRingTokens = Object.freeze({
  width: '2px',
  strongWidth: '3px',
  offset: '2px',
  insetOffset: '-2px',
  color: cssVarTheme.focus,
});

export interface FocusRingOptions {
  /** Draw the ring inside the box (`outline-offset: -2px`). */
  inset?: boolean;
  /** The thicker ring (`strongWidth`). */
  strong?: boolean;
}

/**
 * The focus ring as CSS declarations, without a trailing semicolon: for a static stylesheet
 * (`.x:focus-visible{${focusRingCss()}}`) or inside a styled template's own `:focus-visible`
 * block. Styled components that only need the ring use `focusRing` from the styles module.
 */
export function focusRingCss({ inset = false, strong = false }: FocusRingOptions = {}): string {
  const width = strong ? focusRingTokens.strongWidth : focusRingTokens.width;
  const offset = inset ? focusRingTokens.insetOffset : focusRingTokens.offset;
  return `outline:${width} solid ${focusRingTokens.color};outline-offset:${offset}`;
}

/**
 * Durations and easings of the interface's small movements. Every transition or animation also
 * goes under `motion.reduce`, where it is switched off (`transition:none` / `animation:none`):
 * a player who asks the system for less motion gets none.
 */
export const motion = Object.freeze({
  duration: Object.freeze({
    /** Colour changes on hover and press. */
    fast: '120ms',
    /** Fades and small turns (a backdrop fading in, a chevron rotating). */
    base: '150ms',
    /** Panels sliding in or growing. */
    slow: '200ms',
  }),
  easing: Object.freeze({ standard: 'ease', out: 'ease-out' }),
  /** The media rule for players who prefer reduced motion: `${motion.reduce}{…}`. */
  reduce: '@media (prefers-reduced-motion: reduce)',
});

/** The dimmed layer behind a dialog or a sheet. */
export const scrim = 'rgb(0 0 0 / 0.5)';

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
