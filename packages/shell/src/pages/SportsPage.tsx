import type { BrandConfig } from '@clem/brand-config';
import { SportsHome } from '@clem/sports';
import { PageFrame } from '../frame/PageFrame';
import { SportsUnavailable } from '../frame/SportsUnavailable';
import { localePrefix } from '../i18n/paths';
import { followPlatformRedirect, loadEventPathTree } from '../platform/serverPlatform';

export interface LocalePageProps {
  params: Promise<{ locale: string }>;
}

/** `/[locale]/sports`: the sport tree, fetched on the server; a failed call is a friendly state. */
export function createSportsPage(brand: BrandConfig) {
  return async function SportsPage({ params }: LocalePageProps) {
    const { locale } = await params;
    const tree = await loadEventPathTree(brand, locale);
    followPlatformRedirect(tree, brand, locale);
    return (
      <PageFrame brand={brand} locale={locale} path="/sports">
        {tree.ok ? (
          <SportsHome
            tree={tree.data.eventPaths}
            localePrefix={localePrefix(brand.locales, locale)}
          />
        ) : (
          <SportsUnavailable error={tree.error} />
        )}
      </PageFrame>
    );
  };
}
