// @clem/ui: presentational React components. No store, no fetching: data and translated texts
// come in through props; colours and fonts come from the brand's CSS variables via the theme.
export * from './theme';
export * from './Button';
export * from './CountryFlag';
export * from './Dialog';
export * from './ErrorState';
export * from './Heading';
export * from './LanguageList';
export * from './SafeHtml';
export * from './Sheet';
export * from './Stack';
export * from './ThemeModeSwitch';
export * from './VisuallyHidden';
