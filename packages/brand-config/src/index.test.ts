import { describe, expect, it } from 'vitest';
import * as api from './index';

describe('public API', () => {
  it('exports the names other packages code against', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'brandConfigSchema',
        'brandWordmark',
        'brandIds',
        'brandStylesheet',
        'brands',
        'capabilitiesSchema',
        'capabilityFlagNames',
        'catalogueLocale',
        'colorVariableName',
        'contrastRatio',
        'cssVarTheme',
        'cssVarTypography',
        'currencyCodes',
        'currencyFacts',
        'defaultBrandId',
        'defineBrand',
        'deriveTheme',
        'fontStacks',
        'fontVariableName',
        'formatGrouping',
        'formatHex',
        'getBrand',
        'guaranteedContrastPairs',
        'hexToHsl',
        'hslToHex',
        'isBrandId',
        'isHexColor',
        'languageLocaleMap',
        'languageToLocale',
        'localeCodes',
        'localeLanguage',
        'logoPath',
        'mix',
        'nativeAppOrigins',
        'parseBrandConfig',
        'parseGrouping',
        'parseHex',
        'relativeLuminance',
        'routeCatalogue',
        'routesFor',
        'themeColorNames',
        'themeCssVariables',
        'wordmarkSvg',
      ].sort(),
    );
  });
});
