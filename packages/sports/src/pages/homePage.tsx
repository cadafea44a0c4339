import { settingFlag, type CouponSummary } from '@clem/core';
import { listOf, loadedSportTree, sortParams } from './listLoading';
import { content, loading, type RoutedSportsPage } from './pageResult';
import { loadTopSports, prematchListParams } from './sportsData';
import type { SportsContext } from './sportsContext';
import { SportsHomeView } from './SportsHomeView';

export interface SportsHomeSources {
  /** The operator's quick-link coupons (the frame's cached content). */
  quickLinks: () => Promise<readonly CouponSummary[]>;
}

/** `/sports`: top sports, quick links, highlights of the first top sport and every sport. */
export function sportsHomePage(ctx: SportsContext, sources: SportsHomeSources): RoutedSportsPage {
  const path = '/sports';
  const page = loading(async () => {
    const [quickLinks, top, loadedTree] = await Promise.all([
      sources.quickLinks(),
      loadTopSports(ctx.brand, ctx.locale),
      loadedSportTree(ctx),
    ]);
    if (!loadedTree.ok) return { kind: 'sportsUnavailable', error: loadedTree.error };
    const tree = loadedTree.data.eventPaths;
    const topSports = top.ok
      ? [...top.data.top_sports]
          .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
          .map((sport) => ({
            id: sport.id,
            name: sport.name,
            code: sport.sport_code,
            count: sport.event_count,
          }))
      : tree.map((sport) => ({
          id: sport.id,
          name: sport.name,
          code: sport.sportCode ?? '',
          count: sport.eventCount ?? 0,
        }));
    const first = topSports[0];
    const highlights = first
      ? await listOf(
          ctx,
          prematchListParams(first.code, { eventPathIds: [first.id], ...sortParams(ctx) }),
          1,
          () => path,
        )
      : { groups: [], notice: undefined };
    return content(
      <SportsHomeView
        localePrefix={ctx.localePrefix}
        topSports={topSports}
        coupons={quickLinks.map((c) => ({ id: c.id, name: c.name, sportId: c.sport_id }))}
        highlights={highlights.groups.slice(0, 3)}
        highlightsNotice={highlights.notice}
        tree={tree}
        showFavourites={settingFlag(ctx.settings, 'enable_favorites', true)}
      />,
    );
  });
  return { path, page };
}
