import fc from 'fast-check';
import {
  defaultMarketTypeIds,
  listColumns,
  moreMarketsCount,
  pickColumnMarket,
  type ListLayout,
  type MarketColumn,
} from './columns';

const SPORTS = [
  'FOOT',
  'BASK',
  'TENN',
  'PADL',
  'ICEH',
  'VOLL',
  'CRIC',
  'VICR',
  'BOXI',
  'CSGO',
  'DOTA',
  'LOLS',
  'EFOT',
  'EBSK',
];

describe('defaultMarketTypeIds', () => {
  it("gives the spec's football ids and the sandbox's for the other sports", () => {
    expect(defaultMarketTypeIds('FOOT')).toEqual([12, 3021, 13, 3007, 1]);
    expect(defaultMarketTypeIds('BASK')).toEqual([2001, 2002, 2003]);
    expect(defaultMarketTypeIds('TENN')).toEqual([3001, 3002, 3003]);
    expect(defaultMarketTypeIds('PADL')).toEqual([4001, 4003]);
    expect(defaultMarketTypeIds('ICEH')).toEqual([5001, 5002, 5003]);
    expect(defaultMarketTypeIds('VOLL')).toEqual([6001, 6003]);
    expect(defaultMarketTypeIds('CRIC')).toEqual([7001, 7003]);
    expect(defaultMarketTypeIds('VICR')).toEqual([7001, 7003]);
    expect(defaultMarketTypeIds('BOXI')).toEqual([8001, 8003]);
    for (const code of ['CSGO', 'DOTA', 'LOLS']) {
      expect(defaultMarketTypeIds(code)).toEqual([9001, 9002, 9003]);
    }
    expect(defaultMarketTypeIds('EFOT')).toEqual([1, 13]);
    expect(defaultMarketTypeIds('EBSK')).toEqual([2001, 2003]);
  });

  it('does not restrict an unknown sport, and ignores case', () => {
    expect(defaultMarketTypeIds('GOLF')).toEqual([]);
    expect(defaultMarketTypeIds('')).toEqual([]);
    expect(defaultMarketTypeIds('constructor')).toEqual([]);
    expect(defaultMarketTypeIds('foot')).toEqual([12, 3021, 13, 3007, 1]);
  });
});

describe('listColumns', () => {
  const col = (group: MarketColumn['group'], id: number, euroDefault = false): MarketColumn => ({
    group,
    marketTypeIds: [id],
    euroDefault,
  });

  it('football: 1X2 in euro, full-time handicap and total in asian and thai', () => {
    expect(listColumns('FOOT', 'euro')).toEqual([col('WIN_DRAW_WIN', 1, true)]);
    expect(listColumns('FOOT', 'asian')).toEqual([col('HDP', 3021), col('OVER_UNDER', 13)]);
    expect(listColumns('FOOT', 'thai')).toEqual(listColumns('FOOT', 'asian'));
  });

  it('three-way where the main market has a draw, head to head otherwise', () => {
    const euroGroups = Object.fromEntries(
      SPORTS.map((code) => [code, listColumns(code, 'euro').map((c) => c.group)]),
    );
    expect(euroGroups).toEqual({
      FOOT: ['WIN_DRAW_WIN'],
      BASK: ['HEAD_TO_HEAD'],
      TENN: ['HEAD_TO_HEAD'],
      PADL: ['HEAD_TO_HEAD'],
      ICEH: ['WIN_DRAW_WIN'],
      VOLL: ['HEAD_TO_HEAD'],
      CRIC: ['HEAD_TO_HEAD'],
      VICR: ['HEAD_TO_HEAD'],
      BOXI: ['WIN_DRAW_WIN'],
      CSGO: ['HEAD_TO_HEAD'],
      DOTA: ['HEAD_TO_HEAD'],
      LOLS: ['HEAD_TO_HEAD'],
      EFOT: ['WIN_DRAW_WIN'],
      EBSK: ['HEAD_TO_HEAD'],
    });
  });

  it('asian: the euro default stands in for a missing handicap', () => {
    expect(listColumns('BASK', 'asian')).toEqual([col('HDP', 2002), col('OVER_UNDER', 2003)]);
    expect(listColumns('PADL', 'asian')).toEqual([
      col('HEAD_TO_HEAD', 4001, true),
      col('OVER_UNDER', 4003),
    ]);
    expect(listColumns('EFOT', 'thai')).toEqual([
      col('WIN_DRAW_WIN', 1, true),
      col('OVER_UNDER', 13),
    ]);
  });

  it('every column of every sport uses ids the sport requests, one euro default in euro', () => {
    for (const code of SPORTS) {
      for (const layout of ['euro', 'asian', 'thai'] as ListLayout[]) {
        const columns = listColumns(code, layout);
        expect(columns.length).toBeGreaterThan(0);
        for (const column of columns) {
          for (const id of column.marketTypeIds) {
            expect(defaultMarketTypeIds(code)).toContain(id);
          }
        }
        if (layout === 'euro') expect(columns.map((c) => c.euroDefault)).toEqual([true]);
      }
    }
  });

  it('an unknown sport has no columns', () => {
    expect(listColumns('GOLF', 'euro')).toEqual([]);
    expect(listColumns('GOLF', 'asian')).toEqual([]);
  });
});

describe('pickColumnMarket', () => {
  const m = (id: number, marketTypeId: number, marketGroup?: string, sequence = 0) => ({
    id,
    marketTypeId,
    marketGroup,
    period: { sequence },
  });
  const hdp: MarketColumn = { group: 'HDP', marketTypeIds: [3021, 2002], euroDefault: false };

  it('takes the first market of the first id that is there', () => {
    const markets = [
      m(1, 13, 'OVER_UNDER'),
      m(2, 2002, 'HDP'),
      m(3, 3021, 'HDP'),
      m(4, 3021, 'HDP'),
    ];
    expect(pickColumnMarket(markets, hdp)?.id).toBe(3);
    expect(pickColumnMarket(markets.slice(0, 2), hdp)?.id).toBe(2);
  });

  it('falls back to the group, earliest period first', () => {
    const markets = [
      m(1, 13, 'OVER_UNDER'),
      m(2, 7777, 'HDP', 1),
      m(3, 8888, 'HDP', 0),
      m(4, 9999, 'HDP', 0),
    ];
    expect(pickColumnMarket(markets, hdp)?.id).toBe(3);
    expect(
      pickColumnMarket([m(5, 1, 'HDP'), { id: 6, marketTypeId: 2, marketGroup: 'HDP' }], hdp)?.id,
    ).toBe(5);
    expect(pickColumnMarket([m(1, 13, 'OVER_UNDER')], hdp)).toBeUndefined();
    expect(pickColumnMarket([], hdp)).toBeUndefined();
  });
});

describe('moreMarketsCount', () => {
  it('is the markets not shown, never negative', () => {
    expect(moreMarketsCount(10, 2)).toBe(8);
    expect(moreMarketsCount(1, 2)).toBe(0);
    expect(moreMarketsCount(0, 0)).toBe(0);
    expect(moreMarketsCount(Number.NaN, 1)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 10 }),
        (total, shown) => {
          const count = moreMarketsCount(total, shown);
          expect(count).toBeGreaterThanOrEqual(0);
          expect(count).toBe(Math.max(0, total - shown));
        },
      ),
    );
  });
});
