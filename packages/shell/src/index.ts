export { pageFactories, createLocaleLayout, createLayoutMetadata, type PageName } from './pages';
export { createRequestConfig } from './i18n/request';
export { languageDisplay, localisedPath, localePrefix, stripLocale, languageHref } from './i18n';
export { THEME_STORAGE_KEY } from './theme/themeScript';
