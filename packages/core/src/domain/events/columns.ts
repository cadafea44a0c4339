/**
 * Default market columns of the event lists (betting spec §9 "Default market type ids per sport
 * exist. Football: first half 12, 3021, 13, 3007, 1 … Market groups include HDP, OVER_UNDER,
 * WIN_DRAW_WIN and HEAD_TO_HEAD, with a euroDefault marker. Full id lists per sport: not shown").
 * The other sports' ids are the sandbox's market types (apps/sandbox/README.md "Betting calls",
 * apps/sandbox/src/world/market-catalogue.ts), the contract where the spec is silent.
 */

/** The player's layout setting (§3 Player settings `layout`: asian, euro, thai). */
export type ListLayout = 'euro' | 'asian' | 'thai';

/** One price column of an event row. */
export type MarketColumn = {
  group: 'WIN_DRAW_WIN' | 'HEAD_TO_HEAD' | 'HDP' | 'OVER_UNDER';
  /** The market types that fill the column, preferred first; outcomes show in ordinalPosition order. */
  marketTypeIds: readonly number[];
  euroDefault: boolean;
};

type ColumnGroup = MarketColumn['group'];

interface SportMarkets {
  /** The ids requested for list pages. */
  readonly requested: readonly number[];
  /** The full-time market type of each column the sport has. */
  readonly columns: Readonly<Partial<Record<ColumnGroup, number>>>;
  /** The euro layout's single column. */
  readonly euro: 'WIN_DRAW_WIN' | 'HEAD_TO_HEAD';
}

const FOOTBALL: SportMarkets = {
  requested: [12, 3021, 13, 3007, 1],
  columns: { WIN_DRAW_WIN: 1, HDP: 3021, OVER_UNDER: 13 },
  euro: 'WIN_DRAW_WIN',
};
const CRICKET: SportMarkets = {
  requested: [7001, 7003],
  columns: { HEAD_TO_HEAD: 7001, OVER_UNDER: 7003 },
  euro: 'HEAD_TO_HEAD',
};
const ESPORTS: SportMarkets = {
  requested: [9001, 9002, 9003],
  columns: { HEAD_TO_HEAD: 9001, HDP: 9002, OVER_UNDER: 9003 },
  euro: 'HEAD_TO_HEAD',
};

const SPORTS: Readonly<Record<string, SportMarkets>> = {
  FOOT: FOOTBALL,
  BASK: {
    requested: [2001, 2002, 2003],
    columns: { HEAD_TO_HEAD: 2001, HDP: 2002, OVER_UNDER: 2003 },
    euro: 'HEAD_TO_HEAD',
  },
  TENN: {
    requested: [3001, 3002, 3003],
    columns: { HEAD_TO_HEAD: 3001, HDP: 3002, OVER_UNDER: 3003 },
    euro: 'HEAD_TO_HEAD',
  },
  PADL: {
    requested: [4001, 4003],
    columns: { HEAD_TO_HEAD: 4001, OVER_UNDER: 4003 },
    euro: 'HEAD_TO_HEAD',
  },
  ICEH: {
    requested: [5001, 5002, 5003],
    columns: { WIN_DRAW_WIN: 5001, HDP: 5002, OVER_UNDER: 5003 },
    euro: 'WIN_DRAW_WIN',
  },
  VOLL: {
    requested: [6001, 6003],
    columns: { HEAD_TO_HEAD: 6001, OVER_UNDER: 6003 },
    euro: 'HEAD_TO_HEAD',
  },
  CRIC: CRICKET,
  VICR: CRICKET,
  BOXI: {
    requested: [8001, 8003],
    // 8001 "Fight Result" is a three-way market (a draw is possible) in the sandbox's catalogue.
    columns: { WIN_DRAW_WIN: 8001, OVER_UNDER: 8003 },
    euro: 'WIN_DRAW_WIN',
  },
  CSGO: ESPORTS,
  DOTA: ESPORTS,
  LOLS: ESPORTS,
  EFOT: {
    requested: [1, 13],
    columns: { WIN_DRAW_WIN: 1, OVER_UNDER: 13 },
    euro: 'WIN_DRAW_WIN',
  },
  EBSK: {
    requested: [2001, 2003],
    columns: { HEAD_TO_HEAD: 2001, OVER_UNDER: 2003 },
    euro: 'HEAD_TO_HEAD',
  },
};

function sportMarkets(sportCode: string): SportMarkets | undefined {
  const code = sportCode.trim().toUpperCase();
  return Object.hasOwn(SPORTS, code) ? SPORTS[code] : undefined;
}

/**
 * The market type ids to request for a sport's list pages (§9 "Default market type ids per
 * sport"): FOOT 12, 3021, 13, 3007, 1 (the spec's list); the other sports the sandbox's main
 * markets (BASK 2001-2003, TENN 3001-3003, PADL 4001/4003, ICEH 5001-5003, VOLL 6001/6003,
 * CRIC/VICR 7001/7003, BOXI 8001/8003, CSGO/DOTA/LOLS 9001-9003, EFOT 1/13, EBSK 2001/2003).
 *
 * Decisions (spec silent): an unknown sport gives `[]`, meaning "do not restrict the markets";
 * the sport code is matched without regard to case or surrounding spaces.
 */
export function defaultMarketTypeIds(sportCode: string): readonly number[] {
  return sportMarkets(sportCode)?.requested ?? [];
}

/**
 * The price columns of an event row in a list (§9 market groups with a euroDefault marker; §3
 * Player settings `layout`):
 * - euro: the sport's single euroDefault column, three-way WIN_DRAW_WIN where the sport's main
 *   market has a draw (FOOT, EFOT, ICEH, BOXI), HEAD_TO_HEAD otherwise;
 * - asian and thai: HDP then OVER_UNDER.
 * Columns use full-time market types only (football: WIN_DRAW_WIN 1, HDP 3021, OVER_UNDER 13;
 * the first-half 12 and 3007 are for the event page).
 *
 * Decisions (spec silent):
 * - For asian and thai, a sport without a handicap market (PADL, VOLL, CRIC, VICR, BOXI, EFOT,
 *   EBSK) shows its euro default column in the HDP column's place, then OVER_UNDER; so every
 *   sport shows its main market, and every sport in the sandbox has two columns there.
 * - BOXI's main market 8001 "Fight Result" is three-way in the sandbox, so it is WIN_DRAW_WIN.
 * - An unknown sport has no columns (`[]`): its rows show the "more markets" link only.
 * - Each call returns new objects; callers may keep or change them.
 */
export function listColumns(sportCode: string, layout: ListLayout): MarketColumn[] {
  const sport = sportMarkets(sportCode);
  if (!sport) return [];
  const column = (group: ColumnGroup): MarketColumn | undefined => {
    const id = sport.columns[group];
    return id === undefined
      ? undefined
      : { group, marketTypeIds: [id], euroDefault: group === sport.euro };
  };
  const euro = column(sport.euro);
  if (!euro) return [];
  if (layout === 'euro') return [euro];
  const first = column('HDP') ?? euro;
  const second = column('OVER_UNDER');
  return second ? [first, second] : [first];
}

/**
 * The market that fills a column (§9 market groups): the first market whose `marketTypeId` is in
 * the column's ids, trying the ids in the column's order; when none matches, the first market of
 * the column's `marketGroup`.
 *
 * Decisions (spec silent): "first" is input order (the platform sends a market type's main line
 * first); in the group fallback a market of an earlier period (lower `period.sequence`, full time
 * being 0) wins over input order, so a first-half market never stands in for a full-time one when
 * both are there. Pass displayed markets (`displayMarkets`) so a removed market is never picked.
 */
export function pickColumnMarket<
  M extends { marketTypeId: number; marketGroup?: string; period?: { sequence: number } },
>(markets: readonly M[], column: MarketColumn): M | undefined {
  for (const id of column.marketTypeIds) {
    const market = markets.find((candidate) => candidate.marketTypeId === id);
    if (market) return market;
  }
  let best: M | undefined;
  for (const market of markets) {
    if (market.marketGroup !== column.group) continue;
    const sequence = market.period?.sequence ?? 0;
    if (!best || sequence < (best.period?.sequence ?? 0)) best = market;
  }
  return best;
}

/**
 * How many markets the "more markets" link counts (§3 Event `markets`; spec silent on the count):
 * the event's markets minus the columns shown, never negative.
 *
 * Decision (spec silent): a non-finite input gives 0; the result is a whole number (truncated).
 */
export function moreMarketsCount(totalMarkets: number, shownColumns: number): number {
  const count = Math.trunc(totalMarkets - shownColumns);
  return Number.isFinite(count) && count > 0 ? count : 0;
}
