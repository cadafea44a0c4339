// @clem/ui: presentational React components. No store, no fetching: data and translated texts
// come in through props; colours and fonts come from the brand's CSS variables via the theme.
export * from './theme';
export * from './Button';
export * from './CountryFlag';
export * from './ErrorState';
export * from './Heading';
export * from './LanguageSelect';
export * from './SafeHtml';
export * from './SportTree';
export * from './Stack';
export * from './ThemeModeSwitch';
export * from './VisuallyHidden';
