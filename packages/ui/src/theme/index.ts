export { ClemThemeProvider, type ClemThemeProviderProps } from './ClemThemeProvider';
export { focusRing, focusRingInset, visuallyHidden } from './styles';
export {
  type ClemBreakpoints,
  type ClemColors,
  type ClemFonts,
  type ClemRadius,
  type ClemTheme,
  clemTheme,
  focusRingCss,
  focusRingTokens,
  type FocusRingOptions,
  media,
  motion,
  scrim,
  withClass,
  zIndex,
  zIndexOrder,
  type ZIndexLayer,
} from './theme';
