import fc from 'fast-check';
import { MARKET_STATUSES, type Market, type MarketStatus } from '../../platform/schemas/events';
import {
  applyFeedAlerts,
  displayMarkets,
  groupMarketsByPeriod,
  isMarketBettable,
  isMarketDisplayed,
  marketTitle,
  outcomeLabel,
  visibleOutcomes,
} from './markets';

/** The item at an index, failing the test when there is none. */
function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

const FT = { id: 100, abbreviation: 'FT', description: 'Full Time', sequence: 0, periodTypeId: 1 };
const H1 = { id: 201, abbreviation: 'HALF', description: '1st Half', sequence: 1, periodTypeId: 2 };

let nextId = 1;
function outcome(ordinalPosition: number, hidden = false, spread: number | null = null) {
  const id = nextId++;
  return {
    id,
    description: `o${id}`,
    ordinalPosition,
    hidden,
    currentPrice: { id, decimal: 1.9, spread, spread2: null },
  };
}

function market(overrides: Partial<Market> = {}): Market {
  return {
    id: nextId++,
    eventId: 1,
    description: 'Match Result',
    marketTypeId: 1,
    marketTypeStyle: 'THREE_OUTCOME',
    marketGroup: 'WIN_DRAW_WIN',
    periodId: 100,
    period: FT,
    status: 'open',
    feedId: 'feed-1',
    outcomes: [outcome(1), outcome(2), outcome(3)],
    ...overrides,
  };
}

describe('market status (§4)', () => {
  it('only open is bettable', () => {
    expect(MARKET_STATUSES.filter(isMarketBettable)).toEqual(['open']);
  });

  it('settled, resulted, closed and lts are not displayed', () => {
    expect(MARKET_STATUSES.filter(isMarketDisplayed)).toEqual(['open', 'suspended']);
  });

  it('a bettable market is always displayed', () => {
    for (const status of MARKET_STATUSES) {
      if (isMarketBettable(status)) expect(isMarketDisplayed(status)).toBe(true);
    }
  });
});

describe('applyFeedAlerts', () => {
  it('suspends the open markets of an alerted feed only', () => {
    const open1 = market({ feedId: 'a' });
    const closed1 = market({ feedId: 'a', status: 'closed' });
    const open2 = market({ feedId: 'b' });
    const noFeed = market({ feedId: undefined });
    const input = [open1, closed1, open2, noFeed];
    const result = applyFeedAlerts(input, new Set(['a']));
    expect(result.map((m) => m.status)).toEqual(['suspended', 'closed', 'open', 'open']);
    expect(result[0]).not.toBe(open1);
    expect(result[0]).toEqual({ ...open1, status: 'suspended' });
    expect(result[1]).toBe(closed1);
    expect(result[2]).toBe(open2);
    expect(result[3]).toBe(noFeed);
    expect(open1.status).toBe('open');
    expect(result).not.toBe(input);
  });

  it('lifting the alert gives back the platform statuses', () => {
    const input = [market({ feedId: 'a' })];
    expect(applyFeedAlerts(input, new Set())).toEqual(input);
  });

  const statuses = fc.constantFrom<MarketStatus>(...MARKET_STATUSES);
  const feeds = fc.constantFrom('a', 'b', 'c', undefined);
  const markets = fc.array(
    fc.record({ status: statuses, feedId: feeds }).map((m) => ({ ...m, id: nextId++ })),
  );
  const alerts = fc.uniqueArray(fc.constantFrom('a', 'b', 'c')).map((list) => new Set(list));

  it('is idempotent and only ever turns open into suspended', () => {
    fc.assert(
      fc.property(markets, alerts, (list, alerted) => {
        const once = applyFeedAlerts(list, alerted);
        expect(applyFeedAlerts(once, alerted)).toEqual(once);
        once.forEach((m, index) => {
          const before = at(list, index);
          if (m.status !== before.status) {
            expect([before.status, m.status]).toEqual(['open', 'suspended']);
            expect(before.feedId !== undefined && alerted.has(before.feedId)).toBe(true);
          } else {
            expect(m).toBe(before);
          }
        });
      }),
    );
  });

  it('alerts compose: applying A then B is applying A ∪ B', () => {
    fc.assert(
      fc.property(markets, alerts, alerts, (list, a, b) => {
        expect(applyFeedAlerts(applyFeedAlerts(list, a), b)).toEqual(
          applyFeedAlerts(list, new Set([...a, ...b])),
        );
      }),
    );
  });
});

describe('visibleOutcomes', () => {
  it('drops hidden outcomes and sorts by ordinal position, stably', () => {
    const a = outcome(2);
    const b = outcome(1, true);
    const c = outcome(1);
    const d = outcome(2);
    expect(visibleOutcomes([a, b, c, d])).toEqual([c, a, d]);
  });

  it('is a sorted sub-list of the visible input, idempotent', () => {
    const outcomes = fc.array(
      fc.record({
        ordinalPosition: fc.integer({ min: 0, max: 5 }),
        hidden: fc.boolean(),
        id: fc.nat(),
      }),
    );
    fc.assert(
      fc.property(outcomes, (list) => {
        const shown = visibleOutcomes(list);
        expect(shown.every((o) => !o.hidden)).toBe(true);
        expect(shown.length).toBe(list.filter((o) => !o.hidden).length);
        for (let i = 1; i < shown.length; i += 1) {
          const prev = at(shown, i - 1);
          const cur = at(shown, i);
          expect(prev.ordinalPosition).toBeLessThanOrEqual(cur.ordinalPosition);
          if (prev.ordinalPosition === cur.ordinalPosition) {
            expect(list.indexOf(prev)).toBeLessThan(list.indexOf(cur));
          }
        }
        expect(visibleOutcomes(shown)).toEqual(shown);
      }),
    );
  });
});

describe('displayMarkets', () => {
  it('applies alerts, removes undisplayed and all-hidden markets, sorts outcomes', () => {
    const sorted = market({ feedId: 'x' });
    const unsorted = market({ outcomes: [outcome(2), outcome(1, true), outcome(1)] });
    const allHidden = market({ outcomes: [outcome(1, true), outcome(2, true)] });
    const empty = market({ outcomes: [] });
    const settled = market({ status: 'settled' });
    const lts = market({ status: 'lts' });
    const alerted = market({ feedId: 'alert' });
    const result = displayMarkets(
      [sorted, unsorted, allHidden, empty, settled, lts, alerted],
      new Set(['alert']),
    );
    expect(result.map((m) => m.id)).toEqual([sorted.id, unsorted.id, alerted.id]);
    expect(result[0]).toBe(sorted);
    expect(at(result, 1).outcomes.map((o) => o.ordinalPosition)).toEqual([1, 2]);
    expect(at(result, 1).outcomes).toHaveLength(2);
    expect(unsorted.outcomes).toHaveLength(3);
    expect(at(result, 2).status).toBe('suspended');
  });

  it('works without alerts', () => {
    const suspended = market({ status: 'suspended' });
    expect(displayMarkets([suspended])).toEqual([suspended]);
  });
});

describe('groupMarketsByPeriod', () => {
  it('orders groups by sequence then id, keeping market order inside', () => {
    const h1a = market({ periodId: 201, period: H1 });
    const ft1 = market();
    const h1b = market({ periodId: 201, period: H1 });
    const ft2 = market();
    const odd = market({ periodId: 150, period: { ...FT, id: 150, description: 'Odd' } });
    const groups = groupMarketsByPeriod([h1a, ft1, h1b, ft2, odd]);
    expect(groups.map((g) => g.periodId)).toEqual([100, 150, 201]);
    expect(groups[0]).toEqual({
      periodId: 100,
      description: 'Full Time',
      sequence: 0,
      markets: [ft1, ft2],
    });
    expect(at(groups, 2).markets).toEqual([h1a, h1b]);
    expect(groupMarketsByPeriod([])).toEqual([]);
  });

  it('partitions the markets', () => {
    const markets = fc.array(
      fc.record({ periodId: fc.integer({ min: 1, max: 4 }), id: fc.nat() }).map((m) => ({
        ...m,
        period: { description: `p${m.periodId}`, sequence: m.periodId % 3 },
      })),
    );
    fc.assert(
      fc.property(markets, (list) => {
        const groups = groupMarketsByPeriod(list);
        expect(groups.flatMap((g) => g.markets)).toHaveLength(list.length);
        for (const group of groups) {
          expect(group.markets).toEqual(list.filter((m) => m.periodId === group.periodId));
        }
        for (let i = 1; i < groups.length; i += 1) {
          const prev = at(groups, i - 1);
          const cur = at(groups, i);
          expect(
            prev.sequence < cur.sequence ||
              (prev.sequence === cur.sequence && prev.periodId < cur.periodId),
          ).toBe(true);
        }
      }),
    );
  });
});

describe('outcomeLabel', () => {
  const label = (description: string, spread: number | null | undefined, group?: string) =>
    outcomeLabel({ description, currentPrice: { spread } }, { marketGroup: group });

  it('signs handicaps', () => {
    expect(label('Arsenal', 0.5, 'HDP')).toBe('Arsenal +0.5');
    expect(label('Arsenal', -1.25, 'HDP')).toBe('Arsenal -1.25');
    expect(label('Arsenal', 0, 'HDP')).toBe('Arsenal 0');
    expect(label('Arsenal', -0, 'HDP')).toBe('Arsenal 0');
    expect(label('Arsenal', 1.0, 'HDP')).toBe('Arsenal +1');
    expect(label('Arsenal', 0.1 + 0.2, 'HDP')).toBe('Arsenal +0.3');
    expect(label('Arsenal', 0.0001, 'HDP')).toBe('Arsenal 0');
  });

  it('shows totals without a sign', () => {
    expect(label('Over', 2.5, 'OVER_UNDER')).toBe('Over 2.5');
    expect(label('Under', 165.5, 'OVER_UNDER')).toBe('Under 165.5');
    expect(label('Over', 3, 'OVER_UNDER')).toBe('Over 3');
  });

  it('shows the description alone elsewhere', () => {
    expect(label('Draw', null, 'WIN_DRAW_WIN')).toBe('Draw');
    expect(label('Yes', 1.5, 'OTHER')).toBe('Yes');
    expect(label('Arsenal', null, 'HDP')).toBe('Arsenal');
    expect(label('Arsenal', undefined, 'HDP')).toBe('Arsenal');
    expect(label('Arsenal', Number.NaN, 'HDP')).toBe('Arsenal');
    expect(label('Arsenal', 0.5)).toBe('Arsenal');
  });

  it('formats every 1/1000 spread exactly, without trailing zeros', () => {
    fc.assert(
      fc.property(fc.integer({ min: -500_000, max: 500_000 }), (milli) => {
        const spread = milli / 1000;
        const text = label('X', spread, 'HDP').slice(2);
        expect(text).not.toMatch(/\.\d*0$/);
        expect(Number(text)).toBe(spread === 0 ? 0 : spread);
        expect(text.startsWith('+')).toBe(milli > 0);
      }),
    );
  });
});

describe('marketTitle', () => {
  it('prefixes the player, else the team', () => {
    expect(marketTitle({ description: 'Goals' })).toBe('Goals');
    expect(marketTitle({ description: 'Goals', teamName: 'Arsenal' })).toBe('Arsenal – Goals');
    expect(marketTitle({ description: 'Goals', playerName: 'Saka', teamName: 'Arsenal' })).toBe(
      'Saka – Goals',
    );
    expect(marketTitle({ description: 'Goals', playerName: ' ', teamName: 'Arsenal' })).toBe(
      'Arsenal – Goals',
    );
    expect(marketTitle({ description: 'Goals', playerName: null, teamName: null })).toBe('Goals');
  });
});
