import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OddsFormat } from '@clem/core';
import {
  betCountPollInterval,
  betCountPollPhase,
  betReturns,
  DEFAULT_BET_COUNT_POLL_MS,
  fetchesBetCountNow,
  formatBetMoney,
  formatBetOdds,
  formatBetTime,
  formatKickOff,
  formatSpread,
  isSettled,
  MAX_BET_COUNT_POLL_MS,
  MIN_BET_COUNT_POLL_MS,
  normaliseBetCount,
  openBetGroups,
  showsUnitStake,
  sortedLegs,
  sortSettledBets,
  type BetCountPollInput,
} from './myBetsRules';
import {
  lostDouble,
  openEachWay,
  openJackpot,
  openSingle,
  openTrixie,
  pendingTreble,
  voidSingle,
  vndSingle,
  wonSingle,
} from './test/fixtures';

const polling: BetCountPollInput = {
  loggedIn: true,
  accountId: 42,
  tabVisible: true,
  myBetsVisible: false,
  betCount: 3,
  betCountInitialized: true,
};

describe('betCountPollInterval', () => {
  it('uses a usable setting in ms, as a number or numeric text', () => {
    expect(betCountPollInterval(15_000)).toBe(15_000);
    expect(betCountPollInterval(20_000.4)).toBe(20_000);
    expect(betCountPollInterval('30000')).toBe(30_000);
    expect(betCountPollInterval(' 8000 ')).toBe(8_000);
  });

  it('falls back to 15 s when missing or unusable', () => {
    for (const value of [undefined, null, '', '  ', 'abc', 0, -5, Number.NaN, Infinity, {}, []]) {
      expect(betCountPollInterval(value), String(value)).toBe(DEFAULT_BET_COUNT_POLL_MS);
    }
    expect(DEFAULT_BET_COUNT_POLL_MS).toBe(15_000);
  });

  it('keeps the interval within 5 s and 5 min', () => {
    expect(betCountPollInterval(5)).toBe(MIN_BET_COUNT_POLL_MS);
    expect(betCountPollInterval('1')).toBe(MIN_BET_COUNT_POLL_MS);
    expect(betCountPollInterval(86_400_000)).toBe(MAX_BET_COUNT_POLL_MS);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const interval = betCountPollInterval(value);
        return (
          Number.isInteger(interval) &&
          interval >= MIN_BET_COUNT_POLL_MS &&
          interval <= MAX_BET_COUNT_POLL_MS
        );
      }),
    );
  });
});

describe('betCountPollPhase', () => {
  it('polls while logged in, visible, with the modal closed and open bets', () => {
    expect(betCountPollPhase(polling)).toBe('polling');
  });

  it('is stopped when not logged in, whatever else holds', () => {
    expect(betCountPollPhase({ ...polling, loggedIn: false })).toBe('stopped');
    expect(betCountPollPhase({ ...polling, loggedIn: false, myBetsVisible: true })).toBe('stopped');
  });

  it('pauses for the spec skip rules: modal open, or a count known to be zero', () => {
    expect(betCountPollPhase({ ...polling, myBetsVisible: true })).toBe('paused');
    expect(betCountPollPhase({ ...polling, betCount: 0 })).toBe('paused');
  });

  it('pauses while the tab is hidden or the account id is not known', () => {
    expect(betCountPollPhase({ ...polling, tabVisible: false })).toBe('paused');
    expect(betCountPollPhase({ ...polling, accountId: null })).toBe('paused');
  });

  it('keeps polling a zero count that was never confirmed (first answer pending or failed)', () => {
    expect(betCountPollPhase({ ...polling, betCount: 0, betCountInitialized: false })).toBe(
      'polling',
    );
  });
});

describe('fetchesBetCountNow', () => {
  it('fetches at a trigger even while the modal is open or the count is zero', () => {
    for (const trigger of ['login', 'visible', 'refresh'] as const) {
      expect(fetchesBetCountNow(trigger, { ...polling })).toBe(true);
    }
  });

  it('not when logged out, hidden or without an account id', () => {
    expect(fetchesBetCountNow('refresh', { ...polling, loggedIn: false })).toBe(false);
    expect(fetchesBetCountNow('refresh', { ...polling, tabVisible: false })).toBe(false);
    expect(fetchesBetCountNow('login', { ...polling, accountId: null })).toBe(false);
  });
});

describe('normaliseBetCount', () => {
  it('keeps whole non-negative counts and drops unusable ones', () => {
    expect(normaliseBetCount(3)).toBe(3);
    expect(normaliseBetCount(0)).toBe(0);
    expect(normaliseBetCount(2.7)).toBe(2);
    expect(normaliseBetCount(-1)).toBeUndefined();
    expect(normaliseBetCount(Number.NaN)).toBeUndefined();
  });
});

describe('openBetGroups', () => {
  it('puts bets awaiting approval first, each group newest first', () => {
    const groups = openBetGroups([openJackpot, openSingle, pendingTreble, openTrixie, openEachWay]);
    expect(groups.map((group) => group.status)).toEqual(['pending_approval', 'open']);
    expect(groups[0]?.bets.map((bet) => bet.betId)).toEqual([18]);
    expect(groups[1]?.bets.map((bet) => bet.betId)).toEqual([17, 16, 15, 14]);
  });

  it('leaves out empty groups and breaks time ties by the higher bet id', () => {
    const twin = { ...openSingle, betId: 99 };
    expect(openBetGroups([openSingle, twin])).toEqual([
      { status: 'open', bets: [twin, openSingle] },
    ]);
    expect(openBetGroups([])).toEqual([]);
  });

  it('never loses or duplicates a bet', () => {
    const statuses = ['pending_approval', 'open', 'won', 'lost', 'void', 'rejected'] as const;
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.nat(), status: fc.constantFrom(...statuses) })),
        (rows) => {
          const bets = rows.map((row, index) => ({
            ...openSingle,
            betId: index + 1,
            status: row.status,
            placedAt: new Date(row.id * 1000).toISOString(),
          }));
          const grouped = openBetGroups(bets).flatMap((group) => group.bets);
          return (
            grouped.length === bets.length &&
            new Set(grouped.map((bet) => bet.betId)).size === bets.length
          );
        },
      ),
    );
  });
});

describe('sortSettledBets', () => {
  it('puts the newest settlement first', () => {
    expect(sortSettledBets([voidSingle, wonSingle, lostDouble]).map((bet) => bet.betId)).toEqual([
      11, 12, 10,
    ]);
  });

  it('falls back to the placement time without a settled time', () => {
    const unsettled = {
      ...wonSingle,
      betId: 50,
      settledAt: null,
      placedAt: '2026-11-22T23:00:00Z',
    };
    expect(sortSettledBets([wonSingle, unsettled]).map((bet) => bet.betId)).toEqual([50, 12]);
  });
});

describe('sortedLegs', () => {
  it('orders by leg index, jackpot legs by ordinal', () => {
    expect(sortedLegs({ legs: [...pendingTreble.legs].reverse() }).map((l) => l.legIndex)).toEqual([
      0, 1, 2,
    ]);
    expect(sortedLegs({ legs: [...openJackpot.legs].reverse() }).map((l) => l.ordinal)).toEqual([
      1, 2, 3,
    ]);
  });
});

describe('money and odds', () => {
  it('formats integer minor units with the currency code', () => {
    expect(formatBetMoney(1850, openSingle)).toBe('EUR 18.50');
    expect(formatBetMoney(123_456_789, openSingle)).toBe('EUR 1,234,567.89');
    expect(formatBetMoney(0, openSingle)).toBe('EUR 0.00');
  });

  it('shows thousands for a displayScale of 1000 and no decimals at precision 0', () => {
    expect(formatBetMoney(92_500, vndSingle)).toBe('VND 92');
    expect(formatBetMoney(1500, { currency: 'JPY', precision: 0, displayScale: 1 })).toBe(
      'JPY 1,500',
    );
  });

  it('shows a dash for an amount that is not a safe integer', () => {
    expect(formatBetMoney(1.5, openSingle)).toBe('–');
    expect(formatBetMoney(Number.NaN, openSingle)).toBe('–');
  });

  it('formats odds in the player format; systems and jackpots have none', () => {
    const off = (oddsFormat: OddsFormat) => ({ oddsFormat, negativeOddsEnabled: false });
    expect(formatBetOdds(1.85, off('euro'))).toBe('1.85');
    expect(formatBetOdds(2.5, off('us'))).toBe('+150');
    expect(formatBetOdds(1.5, off('hk'))).toBe('0.50');
    expect(formatBetOdds(null, off('euro'))).toBeUndefined();
  });

  it('shows negative prices only where the operator turns them on', () => {
    expect(formatBetOdds(1.5, { oddsFormat: 'us', negativeOddsEnabled: false })).toBe('1.50');
    expect(formatBetOdds(1.5, { oddsFormat: 'us', negativeOddsEnabled: true })).toBe('-200');
    expect(formatBetOdds(6, { oddsFormat: 'malay', negativeOddsEnabled: false })).toBe('5.00');
    expect(formatBetOdds(1.5, { oddsFormat: 'indo', negativeOddsEnabled: false })).toBe('0.50');
  });

  it('shows combined odds the way 1.00 returns on them, rounded down once', () => {
    // The platform's combined price of a treble, in thousandths: 67.025 pays 67.02 on 1.00.
    expect(formatBetOdds(67.025, { oddsFormat: 'euro', negativeOddsEnabled: false })).toBe('67.02');
    expect(formatBetMoney(6702, openSingle)).toBe('EUR 67.02');
    expect(formatBetOdds(10_890.725, { oddsFormat: 'euro', negativeOddsEnabled: false })).toBe(
      '10,890.72',
    );
  });

  it('shows times as DD/MM/YYYY HH:mm and kick-offs as the lists do', () => {
    const words = { today: 'Today', tomorrow: 'Tomorrow' };
    const now = new Date('2026-11-23T10:00:00Z');
    expect(formatBetTime('2026-11-23T10:00:00Z', 'UTC')).toBe('23/11/2026 10:00');
    expect(formatBetTime('2026-11-23T10:00:00Z', 'Asia/Bangkok')).toBe('23/11/2026 17:00');
    expect(formatBetTime(null, 'UTC')).toBeUndefined();
    expect(formatKickOff('2026-11-23T15:00:00Z', now, 'UTC', words)).toBe('Today 15:00');
    expect(formatKickOff('2026-11-24T15:00:00Z', now, 'UTC', words)).toBe('Tomorrow 15:00');
    expect(formatKickOff('2026-11-30T15:00:00Z', now, 'UTC', words)).toBe('30/11/2026 15:00');
  });

  it('signs a handicap line but not a total', () => {
    expect(formatSpread(-1.5, 'Real Madrid')).toBe('-1.5');
    expect(formatSpread(1.5, 'Sevilla')).toBe('+1.5');
    expect(formatSpread(2.5, 'Over')).toBe('2.5');
    expect(formatSpread(2.5, 'under')).toBe('2.5');
    expect(formatSpread(0, 'Arsenal')).toBe('0');
    expect(formatSpread(null, 'Arsenal')).toBeUndefined();
  });

  it('shows potential returns while open, the payout once settled', () => {
    expect(betReturns(openSingle)).toEqual({ kind: 'potentialReturns', text: 'EUR 18.50' });
    expect(betReturns(pendingTreble)).toEqual({ kind: 'potentialReturns', text: 'EUR 27.00' });
    expect(betReturns(wonSingle)).toEqual({ kind: 'payout', text: 'EUR 18.50' });
    expect(betReturns(lostDouble)).toEqual({ kind: 'payout', text: 'EUR 0.00' });
    expect(betReturns(voidSingle)).toEqual({ kind: 'payout', text: 'EUR 10.00' });
  });

  it('knows settled statuses and when a stake spans several lines', () => {
    expect(['won', 'lost', 'void'].every((s) => isSettled(s as 'won'))).toBe(true);
    expect(isSettled('open')).toBe(false);
    expect(isSettled('pending_approval')).toBe(false);
    expect(isSettled('rejected')).toBe(false);
    expect(showsUnitStake(openTrixie)).toBe(true);
    expect(showsUnitStake(openEachWay)).toBe(true);
    expect(showsUnitStake(openSingle)).toBe(false);
  });
});
