// The language area. LanguagePanel is left out on purpose: it is loaded lazily by the dropdown.
export * from './LanguageDropdown';
export * from './localeCookie';
export * from './translationsMode';
