// Public API of @clem/brand-config. Other packages import only from here.

// Brands
export { brandIds, defaultBrandId, isBrandId, type BrandId } from './brandIds';
export { brands, getBrand } from './brands/brands';
export { brandWordmark, defineBrand, logoPath, type BrandInput } from './brands/defineBrand';
export {
  brandConfigSchema,
  nativeAppOrigins,
  parseBrandConfig,
  type BrandColors,
  type BrandConfig,
  type NativeAppOrigin,
} from './brandConfigSchema';

// Capabilities and routes
export {
  capabilitiesSchema,
  capabilityFlagNames,
  type Capabilities,
  type CapabilityFlagName,
  type CapabilityName,
  type LoginApi,
  type ThemeModeSetting,
} from './capabilities/capabilities';
export { routeCatalogue, type RouteEntry } from './routes/routeCatalogue';
export { routesFor } from './routes/routesFor';

// Locales and currencies
export { localeCodes, type LocaleCode } from './locales/localeCodes';
export {
  catalogueLocale,
  languageLocaleMap,
  languageToLocale,
  localeLanguage,
} from './locales/languageToLocale';
export {
  currencyCodes,
  currencyFacts,
  type CurrencyCode,
  type CurrencyFacts,
} from './currencies/currencyFacts';

// Themes and typography
export { deriveTheme, type ThemeInput } from './theme/deriveTheme';
export {
  guaranteedContrastPairs,
  themeColorNames,
  type BrandTheme,
  type ThemeColorName,
  type ThemeColors,
  type ThemeMode,
  type ThemeTokens,
} from './theme/themeTokens';
export {
  colorVariableName,
  cssVarTheme,
  cssVarTypography,
  fontVariableName,
  themeCssVariables,
} from './theme/themeCssVariables';
export { brandStylesheet } from './theme/brandStylesheet';
export {
  contrastRatio,
  formatHex,
  hexToHsl,
  hslToHex,
  isHexColor,
  mix,
  parseHex,
  relativeLuminance,
} from './theme/color';
export { fontStacks, type Typography } from './typography/fontStacks';

// Brand configuration grouping format
export { parseGrouping, type Grouping } from './grouping/parseGrouping';
export { formatGrouping } from './grouping/formatGrouping';
export {
  wordmarkSvg,
  type OutlinedText,
  type TextOutliner,
  type WordmarkInput,
} from './logo/wordmarkSvg';
