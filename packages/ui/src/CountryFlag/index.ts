export {
  CountryFlag,
  type CountryFlagKey,
  type CountryFlagProps,
  countryFlagKey,
  countryFlagKeys,
  FLAG_HEIGHT,
  FLAG_WIDTH,
} from './CountryFlag';
export {
  flagCodeFor,
  flagOverrides,
  LanguageFlag,
  type LanguageFlagProps,
  languageFlagKey,
} from './languageFlag';
