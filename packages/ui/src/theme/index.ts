export { ClemThemeProvider, type ClemThemeProviderProps } from './ClemThemeProvider';
export { focusRing, visuallyHidden } from './styles';
export {
  type ClemBreakpoints,
  type ClemColors,
  type ClemFonts,
  type ClemRadius,
  type ClemTheme,
  clemTheme,
  media,
  withClass,
} from './theme';
