'use server';

import { getBrand, isBrandId } from '@clem/brand-config';
import { defaultPlatformSettings } from '@clem/core';
import { hasLocale } from 'next-intl';
import { headers } from 'next/headers';
import { loadFrameData } from '../../platform/frameData';
import { loadSettings } from '@clem/core/server';
import type { MenuData } from './ConnectedMenus';

const empty: MenuData = { sections: [], quickLinks: [], sportTree: [] };

/**
 * The menus' data (CMS sections, quick-link coupons, the AZ Sports tree), asked for by the menu
 * the first time it shows (a server action, so it never rides in every page's payload: the tree
 * alone is about 20 KB). The same cached frame content the server renders with; the brand is
 * the app's own (its build sets NEXT_PUBLIC_CLEM_BRAND) and the locale must be one it offers.
 * A failure answers an empty menu rather than an error: the tiers that need no data still show.
 */
export async function loadMenuData(locale: string): Promise<MenuData> {
  const id = process.env.NEXT_PUBLIC_CLEM_BRAND;
  if (!isBrandId(id)) return empty;
  const brand = getBrand(id);
  if (!hasLocale(brand.locales.offered, locale)) return empty;
  try {
    const [settings, requestHeaders] = await Promise.all([loadSettings(brand, locale), headers()]);
    const values = settings.ok ? settings.data : defaultPlatformSettings;
    const data = await loadFrameData(brand, locale, values, requestHeaders.get('host'));
    return { sections: data.sections, quickLinks: data.quickLinks, sportTree: data.sportTree };
  } catch {
    return empty;
  }
}
