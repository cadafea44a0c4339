import { dateFilterRange, parseDateFilter } from '@clem/core';
import { homeCrumb, listOf, pagedList, sortParams } from './listLoading';
import { content, loading, type RoutedSportsPage } from './pageResult';
import { pageParam, param, withQuery, type SearchParams } from './pageParams';
import { Chip, Chips } from './parts';
import type { SportsContext } from './sportsContext';
import { SportsListPage } from './SportsListPage';

const DATE_FILTERS = ['today', 'this_week', '12h', '3h'] as const;

/** The market columns of the fixtures list (the main market of each sport). */
const FIXTURES_MARKET_TYPE_IDS = [1, 2001, 3001, 4001, 5001, 6001, 7001, 8001, 9001];

/** `/sports/fixtures`: pre-match games of every sport, filtered by date (`?date=`). */
export function fixturesPage(
  ctx: SportsContext,
  _params: object,
  search: SearchParams,
): RoutedSportsPage {
  const path = '/sports/fixtures';
  const rawFilter = param(search, 'date');
  const filter = parseDateFilter(rawFilter);
  const range = filter ? dateFilterRange(filter, ctx.now, ctx.timeZone) : undefined;
  const pageNumber = pageParam(search);
  const page = loading(async () => {
    const list = await listOf(
      ctx,
      {
        periodType: 'PRE_MATCH',
        marketStatus: ['open', 'suspended'],
        marketTypeIds: FIXTURES_MARKET_TYPE_IDS,
        ...(range ?? {}),
        ...sortParams(ctx),
      },
      pageNumber,
      (n) => withQuery(path, { date: filter ? rawFilter : undefined, page: n > 1 ? n : undefined }),
    );
    const p = ctx.localePrefix;
    const label = (value: string) =>
      value === 'today'
        ? ctx.t('filterToday')
        : value === 'this_week'
          ? ctx.t('filterThisWeek')
          : ctx.t('filterHours', { hours: Number(value.replace('h', '')) });
    return content(
      <SportsListPage
        title={ctx.t('fixtures')}
        crumbs={[homeCrumb(ctx), { name: ctx.t('fixtures') }]}
        {...list}
        filters={
          <nav aria-label={ctx.t('dateFilter')}>
            <Chips>
              <li>
                <Chip href={`${p}${path}`} aria-current={filter ? undefined : 'page'}>
                  {ctx.t('filterAll')}
                </Chip>
              </li>
              {DATE_FILTERS.map((value) => (
                <li key={value}>
                  <Chip
                    href={`${p}${path}?date=${value}`}
                    aria-current={rawFilter === value && filter ? 'page' : undefined}
                  >
                    {label(value)}
                  </Chip>
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

/** `/sports/outrights`: outright markets of every sport, by competition. */
export function outrightsPage(
  ctx: SportsContext,
  _params: object,
  search: SearchParams,
): RoutedSportsPage {
  const path = '/sports/outrights';
  const page = loading(async () => {
    const list = await pagedList(ctx, path, search, {
      eventType: 'OUTRIGHT',
      marketStatus: ['open', 'suspended'],
      sortByEventpath: true,
    });
    return content(
      <SportsListPage
        title={ctx.t('outrights')}
        crumbs={[homeCrumb(ctx), { name: ctx.t('outrights') }]}
        {...list}
      />,
    );
  });
  return { path, page };
}
