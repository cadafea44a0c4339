import { describe, expect, it } from 'vitest';
import type { LegResult } from '../bets/bet-tables';
import {
  combinations,
  lineReturn,
  settleBet,
  settledMoney,
  systemCombinationSizes,
  type PayoutBet,
  type PayoutLeg,
} from './bet-payout';
import { combinationBets } from '@clem/core/domain';

const leg = (marketId: number, priceMilli: number, result: LegResult): PayoutLeg => ({
  marketId,
  eventId: marketId,
  priceMilli,
  result,
});

const single = (stake: number, eachWay = false): PayoutBet => ({
  kind: 'single',
  betTypeId: 200_001,
  unitStake: eachWay ? stake / 2 : stake,
  totalStake: stake,
  numBets: eachWay ? 2 : 1,
  eachWay,
});

const multiple = (stake: number, legs: number): PayoutBet => ({
  kind: 'multiple',
  betTypeId: 200_000 + legs,
  unitStake: stake,
  totalStake: stake,
  numBets: 1,
  eachWay: false,
});

describe('bet payouts', () => {
  it('pays a won single stake × price, rounded down to a minor unit', () => {
    expect(settleBet(single(1000), [leg(1, 1855, 'won')])).toEqual({
      kind: 'settled',
      status: 'won',
      payout: 1855,
    });
    expect(settleBet(single(333), [leg(1, 1857, 'won')])).toEqual({
      kind: 'settled',
      status: 'won',
      payout: 618, // 618.381
    });
  });

  it('pays nothing for a lost single and refunds a void one', () => {
    expect(settleBet(single(1000), [leg(1, 2500, 'lost')])).toEqual({
      kind: 'settled',
      status: 'lost',
      payout: 0,
    });
    expect(settleBet(single(1000), [leg(1, 2500, 'void')])).toEqual({
      kind: 'settled',
      status: 'void',
      payout: 1000,
    });
  });

  it('pays both lines of a won each-way single (place at a quarter of the odds)', () => {
    // 500 × 5.000 + 500 × 2.000
    expect(settleBet(single(1000, true), [leg(1, 5000, 'won')])).toMatchObject({
      status: 'won',
      payout: 3500,
    });
  });

  it('keeps a bet with an open leg open', () => {
    expect(settleBet(multiple(1000, 2), [leg(1, 2000, 'won'), leg(2, 2000, 'open')])).toEqual({
      kind: 'open',
    });
  });

  it('multiplies the legs of a multiple exactly, a void leg at 1.000', () => {
    expect(
      settleBet(multiple(1000, 3), [leg(1, 2000, 'won'), leg(2, 1500, 'won'), leg(3, 1333, 'won')]),
    ).toMatchObject({ status: 'won', payout: 3999 });
    expect(
      settleBet(multiple(1000, 3), [
        leg(1, 2000, 'won'),
        leg(2, 1500, 'void'),
        leg(3, 1333, 'won'),
      ]),
    ).toMatchObject({ status: 'won', payout: 2666 });
    expect(settleBet(multiple(1000, 2), [leg(1, 2000, 'won'), leg(2, 1500, 'lost')])).toMatchObject(
      { status: 'lost', payout: 0 },
    );
    expect(
      settleBet(multiple(1000, 2), [leg(1, 2000, 'void'), leg(2, 1500, 'void')]),
    ).toMatchObject({ status: 'void', payout: 1000 });
  });

  it('never loses precision on huge stakes and long accumulators', () => {
    const legs = Array.from({ length: 12 }, (_, index) => leg(index + 1, 1999, 'won'));
    const returned = lineReturn(1_000_000, legs);
    expect(returned).toBe((1_000_000n * 1999n ** 12n) / 1000n ** 12n);
  });

  it('pays a system whose every leg wins exactly what the betslip quoted', () => {
    // Prices whose line returns all have fractions: rounding each line down would pay less.
    const prices = [1333, 1777, 2119, 1501];
    const quote = combinationBets(
      prices.map((priceMilli, index) => ({
        outcomeId: index + 1,
        eventId: index + 1,
        marketId: index + 1,
        priceMilli: BigInt(priceMilli),
      })),
      333n,
      { africanBetslip: false },
    ).systems.find((system) => system.betTypeId === 200_022); // Lucky 15
    expect(quote).toBeDefined();
    const lucky15: PayoutBet = {
      kind: 'system',
      betTypeId: 200_022,
      unitStake: 333,
      totalStake: 333 * 15,
      numBets: 15,
      eachWay: false,
    };
    const settled = settleBet(
      lucky15,
      prices.map((price, index) => leg(index + 1, price, 'won')),
    );
    expect(settled).toEqual({
      kind: 'settled',
      status: 'won',
      payout: Number(quote?.potentialReturns),
    });
  });

  it('settles a multiple of several bets over its k-folds on distinct events, as quoted', () => {
    const prices = [1333, 1777, 2119, 1501];
    const quote = combinationBets(
      prices.map((priceMilli, index) => ({
        outcomeId: index + 1,
        eventId: index + 1,
        marketId: index + 1,
        priceMilli: BigInt(priceMilli),
      })),
      333n,
      { africanBetslip: false },
    ).multiples.find((line) => line.betTypeId === 200_002);
    expect(quote?.lines).toBe(6n);
    const doubles: PayoutBet = {
      kind: 'multiple',
      betTypeId: 200_002,
      unitStake: 333,
      totalStake: 333 * 6,
      numBets: 6,
      eachWay: false,
    };
    const won = prices.map((price, index) => leg(index + 1, price, 'won'));
    expect(settleBet(doubles, won)).toEqual({
      kind: 'settled',
      status: 'won',
      payout: Number(quote?.potentialReturns),
    });
    // The fourth leg lost: the three doubles of the first three legs win.
    const oneLost = won.map((entry, index) =>
      index === 3 ? { ...entry, result: 'lost' as const } : entry,
    );
    const threeDoubles = (333n * (1333n * 1777n + 1333n * 2119n + 1777n * 2119n)) / 1_000_000n;
    expect(settleBet(doubles, oneLost)).toEqual({
      kind: 'settled',
      status: 'won',
      payout: Number(threeDoubles),
    });
    const allVoid = won.map((entry) => ({ ...entry, result: 'void' as const }));
    expect(settleBet(doubles, allVoid)).toMatchObject({ status: 'void', payout: 333 * 6 });
    const lost = won.map((entry, index) =>
      index > 0 ? { ...entry, result: 'lost' as const } : entry,
    );
    expect(settleBet(doubles, lost)).toEqual({ kind: 'settled', status: 'lost', payout: 0 });
  });

  it('combines the bets of a multiple on distinct events, not markets', () => {
    // Two markets of event 1 and one of event 2: Doubles ×2, never the pair on event 1.
    const legs: PayoutLeg[] = [
      { marketId: 1, eventId: 1, priceMilli: 2000, result: 'won' },
      { marketId: 2, eventId: 1, priceMilli: 3000, result: 'won' },
      { marketId: 3, eventId: 2, priceMilli: 4000, result: 'won' },
    ];
    const doubles: PayoutBet = {
      kind: 'multiple',
      betTypeId: 200_002,
      unitStake: 100,
      totalStake: 200,
      numBets: 2,
      eachWay: false,
    };
    expect(settleBet(doubles, legs)).toEqual({ kind: 'settled', status: 'won', payout: 2000 });
    expect(settleBet({ ...doubles, numBets: 3, totalStake: 300 }, legs)).toMatchObject({
      kind: 'unsupported',
    });
  });

  it('settles a Trixie (3 doubles and a treble) line by line', () => {
    const trixie: PayoutBet = {
      kind: 'system',
      betTypeId: 200_019,
      unitStake: 100,
      totalStake: 400,
      numBets: 4,
      eachWay: false,
    };
    const legs = [leg(1, 2000, 'won'), leg(2, 3000, 'won'), leg(3, 1500, 'lost')];
    // Only the double 1×2 wins: 100 × 2 × 3.
    expect(settleBet(trixie, legs)).toEqual({ kind: 'settled', status: 'won', payout: 600 });
    const allLost = legs.map((entry) => ({ ...entry, result: 'lost' as const }));
    expect(settleBet(trixie, allLost)).toEqual({ kind: 'settled', status: 'lost', payout: 0 });
    const allVoid = legs.map((entry) => ({ ...entry, result: 'void' as const }));
    expect(settleBet(trixie, allVoid)).toEqual({ kind: 'settled', status: 'void', payout: 400 });
  });

  it('finds system combination sizes from the type id or the number of bets', () => {
    const three = [leg(1, 2000, 'won'), leg(2, 2000, 'won'), leg(3, 2000, 'won')];
    const four = [...three, leg(4, 2000, 'won')];
    expect(systemCombinationSizes(200_019, three, 4)).toEqual([2, 3]); // Trixie
    expect(systemCombinationSizes(200_020, three, 7)).toEqual([1, 2, 3]); // Patent
    expect(systemCombinationSizes(200_022, four, 15)).toEqual([1, 2, 3, 4]); // Lucky 15
    expect(systemCombinationSizes(200_002, four, 6)).toEqual([2]); // every double
    expect(systemCombinationSizes(999_999, four, 11)).toEqual([2, 3, 4]); // by count: Yankee
    expect(systemCombinationSizes(999_999, four, 3)).toBeUndefined();
    expect(
      settleBet(
        { kind: 'system', betTypeId: 1, unitStake: 1, totalStake: 3, numBets: 3, eachWay: false },
        four,
      ),
    ).toMatchObject({ kind: 'unsupported' });
  });

  it('only combines legs on different markets', () => {
    const legs = [leg(1, 2000, 'won'), leg(1, 3000, 'lost'), leg(2, 1500, 'won')];
    const doubles = [...combinations(legs, [2])].map((combo) =>
      combo.map((entry) => entry.priceMilli),
    );
    expect(doubles).toEqual([
      [2000, 1500],
      [3000, 1500],
    ]);
  });

  it('leaves jackpot bets to the jackpot module', () => {
    expect(
      settleBet(
        { kind: 'jackpot', betTypeId: 1, unitStake: 1, totalStake: 1, numBets: 1, eachWay: false },
        [leg(1, 1000, 'won')],
      ),
    ).toMatchObject({ kind: 'unsupported' });
  });

  it('keeps a free stake out of the cash: winnings only, a void stake back to the free bets', () => {
    // A cash bet is paid as settled.
    expect(settledMoney('won', 1855, 0)).toEqual({ payout: 1855, freeRefund: 0 });
    expect(settledMoney('void', 1000, 0)).toEqual({ payout: 1000, freeRefund: 0 });
    // A free 10.00 at 1.855: 8.55 of winnings, never the stake.
    expect(settledMoney('won', 1855, 1000)).toEqual({ payout: 855, freeRefund: 0 });
    // A won system whose lines return less than the free stake pays nothing.
    expect(settledMoney('won', 700, 1000)).toEqual({ payout: 0, freeRefund: 0 });
    expect(settledMoney('lost', 0, 1000)).toEqual({ payout: 0, freeRefund: 0 });
    expect(settledMoney('void', 1000, 1000)).toEqual({ payout: 0, freeRefund: 1000 });
  });
});
