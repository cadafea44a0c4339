import { sportTreeHref, type EventPathNode } from '@clem/core';
import { eventPathList, homeCrumb, sportTree } from './listLoading';
import { content, loading, notFound, type RoutedSportsPage } from './pageResult';
import { findPath, type SearchParams } from './pageParams';
import { Chip, Chips } from './parts';
import type { SportsContext } from './sportsContext';
import { SportsListPage } from './SportsListPage';

/** The breadcrumb of a sport, linking to its page. */
function sportCrumb(ctx: SportsContext, sport: EventPathNode) {
  return { name: sport.name, href: `${ctx.localePrefix}${sportTreeHref([sport])}` };
}

/** `/sports/competitions/{sport}/{country}`: a country's events, its leagues as filters. */
export function countryPage(
  ctx: SportsContext,
  params: { sport: string; country: string },
  search: SearchParams,
): RoutedSportsPage {
  const path = `/sports/competitions/${params.sport}/${params.country}`;
  const page = loading(async () => {
    const { sport, country } = findPath(await sportTree(ctx), params.sport, params.country);
    if (!sport || !country) return notFound;
    const list = await eventPathList(ctx, sport, country, path, search);
    const p = ctx.localePrefix;
    return content(
      <SportsListPage
        title={`${sport.name} · ${country.name}`}
        crumbs={[homeCrumb(ctx), sportCrumb(ctx, sport), { name: country.name }]}
        {...list}
        filters={
          <nav aria-label={ctx.t('competitions')}>
            <Chips>
              {country.children.map((league) => (
                <li key={league.id}>
                  <Chip href={`${p}${path}/${encodeURIComponent(league.slug)}`}>{league.name}</Chip>
                </li>
              ))}
            </Chips>
          </nav>
        }
      />,
    );
  });
  return { path, page };
}

/** `/sports/competitions/{sport}/{country}/{league}`: a league's events. */
export function leaguePage(
  ctx: SportsContext,
  params: { sport: string; country: string; league: string },
  search: SearchParams,
): RoutedSportsPage {
  const countryPath = `/sports/competitions/${params.sport}/${params.country}`;
  const path = `${countryPath}/${params.league}`;
  const page = loading(async () => {
    const tree = await sportTree(ctx);
    const { sport, country, league } = findPath(tree, params.sport, params.country, params.league);
    if (!sport || !country || !league) return notFound;
    const list = await eventPathList(ctx, sport, league, path, search);
    return content(
      <SportsListPage
        title={league.name}
        crumbs={[
          homeCrumb(ctx),
          sportCrumb(ctx, sport),
          { name: country.name, href: `${ctx.localePrefix}${countryPath}` },
          { name: league.name },
        ]}
        {...list}
      />,
    );
  });
  return { path, page };
}
