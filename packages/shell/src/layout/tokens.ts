/**
 * Layout tokens of the shell (account-and-shell §9 "Business constants and limits"): breakpoints,
 * the z-index scale (from ui), the footer navigation height and the menu widths. Every shell area takes
 * these from here so a layer or a breakpoint is defined exactly once.
 *
 * Decisions where the spec is silent:
 * - "Landscape mobile" is a viewport at most 1023 px wide in landscape orientation; desktop starts
 *   at 1024 px whatever the orientation.
 * - The z-index scale is ui's (`@clem/ui/tokens`), re-exported here for the shell's areas. Its
 *   page layers, bottom to top: content, sticky header, desktop menu, footer nav, floating
 *   betslip, back-to-top, drawer/backdrop, popover/dropdown, betslip sheet, dialog, toast, and
 *   the mobile menu drawer over all of them with its own popover layer above it.
 */

/** Breakpoints in CSS pixels. */
export const breakpoints = Object.freeze({
  /** Desktop layout from this width. */
  desktop: 1024,
  /** Wide desktop (the desktop menu may stay expanded) from this width. */
  wide: 1366,
  /** The widest viewport that still counts as mobile (landscape mobile when in landscape). */
  mobileMax: 1023,
});

/** Media-query conditions (without `@media`), e.g. for `window.matchMedia`. */
export const mediaQueries = Object.freeze({
  desktop: `(min-width: ${breakpoints.desktop}px)`,
  wide: `(min-width: ${breakpoints.wide}px)`,
  /** Below desktop, any orientation. */
  mobile: `(max-width: ${breakpoints.mobileMax}px)`,
  /** Mobile held upright: the full footer navigation shows. */
  mobilePortrait: `(max-width: ${breakpoints.mobileMax}px) and (orientation: portrait)`,
  /** Landscape mobile (spec: at most 1023 px, landscape). */
  landscapeMobile: `(max-width: ${breakpoints.mobileMax}px) and (orientation: landscape)`,
  /** Where the footer keeps only betslip and my bets: desktop or landscape mobile. */
  desktopOrLandscape: `(min-width: ${breakpoints.desktop}px), (orientation: landscape)`,
});

/** `${mediaRules.desktop} { … }` inside a styled template. */
export const mediaRules = Object.freeze({
  desktop: `@media ${mediaQueries.desktop}`,
  wide: `@media ${mediaQueries.wide}`,
  mobile: `@media ${mediaQueries.mobile}`,
  mobilePortrait: `@media ${mediaQueries.mobilePortrait}`,
  landscapeMobile: `@media ${mediaQueries.landscapeMobile}`,
  desktopOrLandscape: `@media ${mediaQueries.desktopOrLandscape}`,
});

/** The one z-index scale lives in ui's tokens, shared with every package's styles. */
export { zIndex, zIndexOrder, type ZIndexLayer } from '@clem/ui/tokens';

/** Footer navigation bar height (spec §9: 50px). */
export const FOOTER_NAV_HEIGHT_PX = 50;

/** Menu widths (spec §9). */
export const menuWidths = Object.freeze({
  desktopExpandedPx: 280,
  desktopCollapsedPx: 46,
  /** Mobile menu: 90vw, at most 380 px. */
  mobile: 'min(90vw, 380px)',
  mobileMaxPx: 380,
  mobileViewportShare: 0.9,
});
