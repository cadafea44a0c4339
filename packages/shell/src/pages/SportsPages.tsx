import type { BrandConfig } from '@clem/brand-config';
import { sportsContext, sportsHomePage } from '@clem/sports/server';
import { loadFrameData } from '../platform/frameData';
import { composed, type Props } from './sportsPageFactory';

/**
 * `/sports`: the sports home, with the operator's quick links from the frame's content. The other
 * prematch pages are in modules of their own (`SportListPages.tsx`, `EventPages.tsx`,
 * `SpecialPages.tsx`): a route ships the client islands of every page its module imports.
 */
export function createSportsPage(brand: BrandConfig) {
  return async function SportsPage({ params }: Props<object>) {
    const { locale } = await params;
    const ctx = await sportsContext(brand, locale);
    return composed(
      ctx,
      sportsHomePage(ctx, {
        quickLinks: async () => (await loadFrameData(brand, locale, ctx.settings, null)).quickLinks,
      }),
    );
  };
}
