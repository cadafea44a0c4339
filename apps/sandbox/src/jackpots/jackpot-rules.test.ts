import { describe, expect, it } from 'vitest';
import type { OutcomeResult } from '../bets/bet-tables';
import type { EventRow, MarketRow, OutcomeRow } from '../events/world-tables';
import { JACKPOT_RATES, fromEurMinor } from './jackpot-currencies';
import {
  ALL_SELECTIONS_ON_MARKET,
  RESERVE_MARKET_LIMIT,
  evaluatePicks,
  resolvePicks,
  type JackpotView,
} from './jackpot-service';
import { winningLines } from './jackpot-settlement';
import { parseMajor } from '../accounts/money';
import type { JackpotRow } from './jackpot-tables';

/** A jackpot of `main` events and `reserves` reserve events; outcome ids are ordinal*10 + 1..3. */
function fakeJackpot(main: number, reserves: number): JackpotView {
  const row: JackpotRow = {
    id: 1,
    name: 'Test Jackpot',
    status: 'open',
    number_of_events: main,
    reserve_selection_count: reserves,
    closes_at: new Date('2030-01-01T00:00:00Z'),
    settled_at: null,
    sort_order: 0,
  };
  const events = Array.from({ length: main + reserves }, (_, index) => {
    const ordinal = index + 1;
    const market = { id: 100 + ordinal, status: 'open', period_id: 100 } as MarketRow;
    const outcomes = [1, 2, 3].map(
      (position) =>
        ({ id: ordinal * 10 + position, market_id: market.id, hidden: false }) as OutcomeRow,
    );
    return {
      ordinal,
      reserve: ordinal > main,
      event: { id: 1000 + ordinal } as EventRow,
      market,
      outcomes,
    };
  });
  return { row, events };
}

function evaluate(view: JackpotView, outcomeIds: number[]) {
  const resolved = resolvePicks(
    view,
    outcomeIds.map((outcomeId) => ({ outcomeId })),
  );
  if (!resolved.ok) throw new Error(resolved.message);
  return evaluatePicks(view, resolved.picks);
}

describe('jackpot slip rules (§4, §5)', () => {
  const view = fakeJackpot(3, 2);

  it('is complete when every ordinal 1..numberOfEvents has a pick; lines multiply', () => {
    expect(evaluate(view, [11, 21])).toMatchObject({
      noOfBets: 0,
      complete: false,
      missingOrdinals: [3],
    });
    expect(evaluate(view, [11, 12, 21, 31, 32])).toMatchObject({ noOfBets: 4, complete: true });
    expect(evaluate(view, [11, 21, 31, 41, 51])).toMatchObject({ noOfBets: 1, complete: true });
  });

  it('allows one pick per reserve market and never every outcome of a market', () => {
    const reserve = evaluate(view, [11, 21, 31, 41, 42]);
    expect(reserve.complete).toBe(false);
    expect(reserve.errors.map((error) => [error.ordinal, error.message])).toEqual([
      [4, RESERVE_MARKET_LIMIT],
    ]);
    const all = evaluate(view, [11, 12, 13, 21, 31]);
    expect(all.noOfBets).toBe(3);
    expect(all.complete).toBe(false);
    expect(all.errors.map((error) => [error.ordinal, error.message])).toEqual([
      [1, ALL_SELECTIONS_ON_MARKET],
    ]);
  });

  it('refuses outcomes outside the jackpot, wrong ordinals and duplicates', () => {
    expect(resolvePicks(view, [{ outcomeId: 99 }])).toMatchObject({ ok: false });
    expect(resolvePicks(view, [{ outcomeId: 11, ordinal: 2 }])).toMatchObject({ ok: false });
    expect(resolvePicks(view, [{ outcomeId: 11 }, { outcomeId: 11 }])).toMatchObject({
      ok: false,
    });
  });
});

describe('winningLines', () => {
  const main = [1, 2, 3].map((ordinal) => ({ ordinal, market_id: 100 + ordinal }));
  const leg = (outcomeId: number, reserve = false) => ({
    outcome_id: outcomeId,
    market_id: 100 + Math.floor(outcomeId / 10),
    ordinal: Math.floor(outcomeId / 10),
    reserve,
  });
  /** Outcome 1 of every market wins, except the markets in `voids` (every outcome void). */
  const resultsFor = (voids: number[]) => {
    const results = new Map<number, OutcomeResult>();
    for (let ordinal = 1; ordinal <= 5; ordinal += 1) {
      for (const position of [1, 2, 3]) {
        const won = position === 1 ? 'won' : 'lost';
        results.set(ordinal * 10 + position, voids.includes(ordinal) ? 'void' : won);
      }
    }
    return results;
  };
  const isVoidOf = (voids: number[]) => (marketId: number) => voids.includes(marketId - 100);

  it('counts the lines whose picks all won', () => {
    const results = resultsFor([]);
    expect(
      winningLines(
        main,
        [11, 21, 31].map((id) => leg(id)),
        results,
        isVoidOf([]),
      ),
    ).toBe(1n);
    expect(
      winningLines(
        main,
        [11, 12, 21, 31, 32].map((id) => leg(id)),
        results,
        isVoidOf([]),
      ),
    ).toBe(1n);
    expect(
      winningLines(
        main,
        [12, 21, 31].map((id) => leg(id)),
        results,
        isVoidOf([]),
      ),
    ).toBe(0n);
  });

  it('replaces void events by the bet\u2019s reserve picks in order; none left counts as won', () => {
    const voids = [1, 3];
    const results = resultsFor(voids);
    const picks = [11, 12, 21, 31].map((id) => leg(id));
    // Ordinal 1 → reserve 41 (won), ordinal 3 → reserve 51 (won): 2 × 1 × 1 lines win.
    expect(
      winningLines(main, [...picks, leg(41, true), leg(51, true)], results, isVoidOf(voids)),
    ).toBe(2n);
    // Ordinal 1 → reserve 42 (lost): nothing wins.
    expect(
      winningLines(main, [...picks, leg(42, true), leg(51, true)], results, isVoidOf(voids)),
    ).toBe(0n);
    // One reserve pick: it stands in for ordinal 1; ordinal 3 has none left and counts as won.
    expect(winningLines(main, [...picks, leg(51, true)], results, isVoidOf(voids))).toBe(2n);
    expect(winningLines(main, picks, results, isVoidOf(voids))).toBe(2n);
  });
});

describe('jackpot money', () => {
  it('parses major-unit stakes exactly, by string', () => {
    expect(parseMajor('0.50', 2)).toBe(50);
    expect(parseMajor(0.5, 2)).toBe(50);
    expect(parseMajor('2', 2)).toBe(200);
    expect(parseMajor('2.000', 2)).toBe(200);
    expect(parseMajor('2.001', 2)).toBeUndefined();
    expect(parseMajor('50', 0)).toBe(50);
    expect(parseMajor('50.5', 0)).toBeUndefined();
    expect(parseMajor('1e3', 2)).toBeUndefined();
    expect(parseMajor('-1', 2)).toBeUndefined();
    expect(parseMajor('9'.repeat(20), 2)).toBeUndefined();
  });

  it('converts EUR amounts to every currency as whole minor units', () => {
    expect(fromEurMinor(50, 'EUR')).toBe(50);
    expect(fromEurMinor(50, 'JPY')).toBe(50);
    expect(fromEurMinor(50, 'VND')).toBe(10_000);
    expect(fromEurMinor(50, 'MBTC')).toBe(1);
    expect(fromEurMinor(250_000_00, 'IDR')).toBe(2_500_000_000);
    for (const currency of Object.keys(JACKPOT_RATES)) {
      expect(Number.isSafeInteger(fromEurMinor(250_000_00, currency))).toBe(true);
    }
  });
});
