import { brandStylesheet, getBrand, isBrandId, type BrandConfig } from '@clem/brand-config';
import { sportsStyles } from '@clem/sports/styles';
import { baseStyles } from './baseStyles';
import { frameStaticCss } from './staticCss';

const byBrand = new Map<string, string>();

/**
 * The one stylesheet every page of a brand starts with: the brand's CSS variables (both modes),
 * the base rules and the static classes of the always-loaded parts (ui, header, layout, sports).
 * Built once per brand and kept.
 */
export function pageStylesheet(brand: BrandConfig): string {
  let sheet = byBrand.get(brand.id);
  if (sheet === undefined) {
    sheet = brandStylesheet(brand) + baseStyles + frameStaticCss + sportsStyles;
    byBrand.set(brand.id, sheet);
  }
  return sheet;
}

/** `pageStylesheet` by brand id; empty for an id that is not a brand. */
export function pageStylesheetFor(brandId: string): string {
  return isBrandId(brandId) ? pageStylesheet(getBrand(brandId)) : '';
}
