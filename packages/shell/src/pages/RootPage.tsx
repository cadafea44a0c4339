import type { BrandConfig } from '@clem/brand-config';
import { redirect } from 'next/navigation';
import { localisedPath } from '../i18n/paths';
import type { LocalePageProps } from './pageProps';

/** `/[locale]`: prematch is the root page for now, so the home goes to /sports. */
export function createRootPage(brand: BrandConfig) {
  return async function RootPage({ params }: LocalePageProps) {
    const { locale } = await params;
    redirect(localisedPath(brand.locales, locale, '/sports'));
  };
}
