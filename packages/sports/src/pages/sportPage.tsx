import { settingFlag, specialPageByPath } from '@clem/core';
import { eventPathList, homeCrumb, listOf, sortParams, sportTree } from './listLoading';
import { leagueGroupsView } from './listView';
import { listContext } from './laterRows';
import {
  content,
  followPlatformRedirect,
  loading,
  notFound,
  type RoutedSportsPage,
  type SportsPage,
  type SportsPageResult,
} from './pageResult';
import { canonicalSportPath, queryString } from './pageIdentity';
import { findSport, param, pseudoCategory, withQuery, type SearchParams } from './pageParams';
import { Chip, Chips } from './parts';
import { SpecialPageView, type SpecialPageLike } from './SpecialPageView';
import { loadCoupon } from './sportsData';
import type { SportsContext } from './sportsContext';
import { SportsListPage } from './SportsListPage';

/** A special page (its content comes from the operator's settings; it does not poll). */
export function specialPage(ctx: SportsContext, page: SpecialPageLike): SportsPageResult {
  return content(
    <SpecialPageView page={page} settings={ctx.settings} localePrefix={ctx.localePrefix} />,
    { refresh: false },
  );
}

/** `/sports/{id}-{CODE}`, a plain sport slug, a pseudo-category, a special page or a coupon. */
export function sportPage(
  ctx: SportsContext,
  params: { sport: string },
  search: SearchParams,
): RoutedSportsPage {
  const segment = decodeURIComponent(params.sport);
  const path = `/sports/${segment}`;
  return { path, page: sportPageAt(ctx, segment, path, search) };
}

function sportPageAt(
  ctx: SportsContext,
  segment: string,
  path: string,
  search: SearchParams,
): SportsPage {
  const special = specialPageByPath(path);
  if (special) return specialPage(ctx, special);

  const pseudo = pseudoCategory(segment);
  if (pseudo === 'favourites') {
    if (!settingFlag(ctx.settings, 'enable_favorites', true)) return notFound;
    return loading(() => favouritesPage(ctx, path));
  }
  if (pseudo === 'home') return { kind: 'redirect', path: '/sports' };
  if (pseudo === 'jackpot') {
    return specialPage(ctx, {
      id: 'jackpotbet',
      path: '/sports/jackpotbet',
      name: ctx.t('jackpotBet'),
      gate: null,
    });
  }

  const coupon = param(search, 'active-coupon');
  if (coupon !== undefined) {
    if (!/^\d{1,9}$/.test(coupon)) return notFound;
    return loading(() => couponPage(ctx, Number(coupon), path));
  }

  return loading(async () => {
    const sport = findSport(await sportTree(ctx), segment);
    if (!sport) return notFound;
    // `{id}-{CODE}` with another code than the sport's: its own address, for good.
    const canonical = canonicalSportPath(segment, sport);
    if (canonical) {
      return { kind: 'redirect', path: `${canonical}${queryString(search)}`, permanent: true };
    }
    const list = await eventPathList(ctx, sport, sport, path, search);
    return content(
      <SportsListPage
        title={sport.name}
        crumbs={[homeCrumb(ctx), { name: sport.name }]}
        {...list}
        filters={
          sport.children.length > 0 ? (
            <nav aria-label={ctx.t('countries')}>
              <Chips>
                {sport.children.map((country) => (
                  <li key={country.id}>
                    <Chip
                      href={`${ctx.localePrefix}/sports/competitions/${encodeURIComponent(sport.slug)}/${encodeURIComponent(country.slug)}`}
                    >
                      {country.name}
                    </Chip>
                  </li>
                ))}
              </Chips>
            </nav>
          ) : null
        }
      />,
    );
  });
}

/** The player's favourite events (the ids the favourites cookie mirrors); never indexed. */
async function favouritesPage(ctx: SportsContext, path: string): Promise<SportsPageResult> {
  const ids = ctx.favouriteIds;
  const crumbs = [homeCrumb(ctx), { name: ctx.t('favourites') }];
  if (ids.length === 0) {
    return content(
      <SportsListPage
        title={ctx.t('favourites')}
        crumbs={crumbs}
        groups={[]}
        emptyText={ctx.t('noFavourites')}
      />,
      { index: false },
    );
  }
  const list = await listOf(
    ctx,
    { ids, eventType: 'ALL', marketStatus: ['open', 'suspended'], ...sortParams(ctx) },
    1,
    () => path,
    ids.length,
  );
  return content(
    <SportsListPage
      title={ctx.t('favourites')}
      crumbs={crumbs}
      groups={list.groups}
      notice={list.notice}
      hidden={list.hidden}
      emptyText={ctx.t('favouritesGone')}
    />,
    { index: false },
  );
}

/** `?active-coupon={id}`: a coupon's events, with the other coupons of its group as filters. */
async function couponPage(
  ctx: SportsContext,
  couponId: number,
  path: string,
): Promise<SportsPageResult> {
  const loaded = await loadCoupon(ctx.brand, ctx.locale, couponId);
  followPlatformRedirect(loaded);
  const backTo = withQuery(path, { 'active-coupon': couponId });
  if (!loaded.ok && loaded.error.status === 404) return notFound;
  const groups = loaded.ok
    ? leagueGroupsView(loaded.data.events, { ...listContext(ctx), backTo })
    : [];
  const info = loaded.ok ? loaded.data.coupon_info : null;
  const title = loaded.ok ? loaded.data.name : ctx.t('coupons');
  return content(
    <SportsListPage
      title={title}
      crumbs={[homeCrumb(ctx), { name: title }]}
      groups={groups}
      notice={loaded.ok ? undefined : ctx.noEventsNotice}
      hidden={loaded.ok ? loaded.data.dropped : 0}
      filters={
        info ? (
          <nav aria-label={ctx.t('couponGroup', { group: info.group_name })}>
            <Chips>
              {info.coupons.map((coupon) => (
                <li key={coupon.id}>
                  <Chip
                    href={`${ctx.localePrefix}/sports/${coupon.sport_id}?active-coupon=${coupon.id}`}
                    aria-current={coupon.id === couponId ? 'page' : undefined}
                  >
                    {coupon.name}
                  </Chip>
                </li>
              ))}
            </Chips>
          </nav>
        ) : null
      }
    />,
  );
}

/** `/cryptoblast`, `/powerball`, `/lotto`: special pages at the root of the site. */
export function specialRootPage(path: string) {
  return function specialRoot(ctx: SportsContext): RoutedSportsPage {
    const page = specialPageByPath(path);
    return { path, page: page ? specialPage(ctx, page) : notFound };
  };
}
