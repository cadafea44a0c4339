import type { BrandConfig } from '@clem/brand-config';
import { notFound } from 'next/navigation';
import { NotFoundContent } from '../frame/NotFoundContent';
import { localisedPath } from '../i18n/paths';
import { BlockedPage } from '../maintenance/BlockedPage';
import { MaintenancePage } from '../maintenance/MaintenancePage';
import type { LocalePageProps } from './SportsPage';

/** React 19 hoists this into <head>: the redirect targets are not pages to index. */
const noIndex = <meta name="robots" content="noindex" />;

/** `/[locale]/maintenance`: where a platform answer that goes to maintenance sends the player. */
export function createMaintenancePage(brand: BrandConfig) {
  return async function Maintenance({ params }: LocalePageProps) {
    const { locale } = await params;
    return (
      <>
        {noIndex}
        <MaintenancePage
          brandName={brand.displayName}
          sportsHref={localisedPath(brand.locales, locale, '/sports')}
        />
      </>
    );
  };
}

/** `/[locale]/blocked`: the blocked URL a platform answer may go to. */
export function createBlockedPage(brand: BrandConfig) {
  return async function Blocked({ params }: LocalePageProps) {
    const { locale } = await params;
    return (
      <>
        {noIndex}
        <BlockedPage
          brandName={brand.displayName}
          sportsHref={localisedPath(brand.locales, locale, '/sports')}
        />
      </>
    );
  };
}

/**
 * `/[locale]/[...rest]`: any path without a page answers 404 inside the frame (header, menu and
 * footer stay, so the player can find their way), through the layout's not-found page.
 */
export function createCatchAllPage() {
  return function CatchAll(): never {
    notFound();
  };
}

/** `app/[locale]/not-found.tsx`: the 404 page inside the frame. */
export function createNotFoundPage(brand: BrandConfig) {
  return function NotFound() {
    return (
      <>
        {noIndex}
        <NotFoundContent brand={brand} />
      </>
    );
  };
}
