import { describe, expect, it } from 'vitest';
import { betInput, testContext, testLimits, worldSelection } from './evaluation-test-fixtures';
import { MAX_STORED_PRICE_MILLI, buildMultiples } from './multiples';

const DOUBLE = 200_002;
const TREBLE = 200_003;
const legs = [worldSelection(1, { priceMilli: 2000 }), worldSelection(2, { priceMilli: 1500 })];

describe('buildMultiples', () => {
  it('offers the multiple of the legs, and makes a bet of its stake', () => {
    const step = buildMultiples([betInput(DOUBLE, 1000)], legs, testContext());
    expect(step.rows).toEqual([
      expect.objectContaining({
        betTypeId: DOUBLE,
        description: 'Double',
        fullDescription: 'Double (2 selections)',
        ref: 'mul1',
        unitStake: 1000,
        totalStake: 1000,
        potentialReturns: 3000,
        decimal: 3,
        minBetStake: testLimits.multipleMinStake,
        taxPercentage: 0,
      }),
    ]);
    expect(step.bets).toEqual([
      expect.objectContaining({ kind: 'multiple', totalStake: 1000, priceMilli: 3000, numBets: 1 }),
    ]);
    expect(step.bets[0]?.legs).toEqual(legs);
    expect(step.issues).toEqual([]);
  });

  it('offers the row unstaked, and no multiple for fewer than two legs', () => {
    const unstaked = buildMultiples([], legs, testContext());
    expect(unstaked.rows[0]).toMatchObject({ unitStake: 0, totalStake: 0 });
    expect(unstaked.bets).toEqual([]);
    expect(buildMultiples([], legs.slice(0, 1), testContext()).rows).toEqual([]);
  });

  it('refuses a stake on a multiple not offered (RES-00218), saying why', () => {
    const other = buildMultiples([betInput(TREBLE, 1000)], legs, testContext());
    expect(other.issues).toEqual([
      {
        code: 'RES-00218',
        message: 'This multiple is not offered for these selections',
        betTypeId: TREBLE,
      },
    ]);
    const sameEvent = buildMultiples(
      [betInput(DOUBLE, 1000)],
      [worldSelection(1), worldSelection(2, { eventId: 100 })],
      testContext(),
    );
    expect(sameEvent.rows).toEqual([]);
    expect(sameEvent.issues[0]?.message).toBe(
      'A multiple needs its selections on different events',
    );
    expect(buildMultiples([betInput(TREBLE, 0)], legs, testContext()).issues).toEqual([]);
  });

  it('returns the winnings only of a free multiple, and checks its free stake', () => {
    const free = buildMultiples(
      [betInput(DOUBLE, 0, 1000)],
      legs,
      testContext({ freeBetBalance: 1000 }),
    );
    expect(free.bets[0]).toMatchObject({ freeStake: 1000, potentialReturns: 2000 });
    expect(free.issues).toEqual([]);
    const over = buildMultiples(
      [betInput(DOUBLE, 0, 1000)],
      legs,
      testContext({ freeBetBalance: 900 }),
    );
    expect(over.issues.map((entry) => entry.code)).toEqual(['RES-00241']);
  });

  it('stores no price above what the bets table holds', () => {
    const long = Array.from({ length: 10 }, (_, index) =>
      worldSelection(index + 1, { priceMilli: 30_000 }),
    );
    const step = buildMultiples([betInput(200_010, 100)], long, testContext());
    expect(step.bets[0]?.priceMilli).toBeNull();
    expect(Number(step.rows[0]?.decimal) * 1000).toBeGreaterThan(MAX_STORED_PRICE_MILLI);
  });

  it('quotes the multiple after tax on the African betslip', () => {
    const tax = { stakeRatePercentage: 12.5, returnsRatePercentage: 20 };
    const step = buildMultiples(
      [betInput(DOUBLE, 11_250)],
      legs,
      testContext({ limits: { ...testLimits, africanBetslip: true, tax } }),
    );
    expect(step.rows[0]).toMatchObject({ taxPercentage: 20 });
    expect(Number(step.rows[0]?.stakeAfterTax)).toBeLessThan(11_250);
    expect(step.bets[0]?.tax).toEqual(tax);
  });

  it('offers every k-fold as one line of several bets, each at the unit stake', () => {
    // At 2, 3, 4 and 5: doubles 6+8+10+12+15+20 = 71, trebles 24+30+40+60 = 154, 4-fold 120.
    const four = [2000, 3000, 4000, 5000].map((priceMilli, index) =>
      worldSelection(index + 1, { priceMilli, eventId: index + 1 }),
    );
    const step = buildMultiples(
      [betInput(DOUBLE, 100), betInput(TREBLE, 200)],
      four,
      testContext(),
    );
    expect(
      step.rows.map((row) => [row.description, row.ref, row.noOfBets, row.totalStake, row.decimal]),
    ).toEqual([
      ['4-Fold', 'mul1', 1, 0, 120],
      ['Trebles', 'mul3', 4, 800, null],
      ['Doubles', 'mul2', 6, 600, null],
    ]);
    expect(step.rows[2]).toMatchObject({
      fullDescription: 'Doubles (6 bets from 4 selections)',
      unitStake: 100,
      potentialReturns: 7100,
      price: null,
    });
    expect(step.bets.map((bet) => [bet.betTypeId, bet.numBets, bet.totalStake])).toEqual([
      [TREBLE, 4, 800],
      [DOUBLE, 6, 600],
    ]);
    expect(step.bets[0]).toMatchObject({ potentialReturns: 30_800, priceMilli: null });
    expect(step.issues).toEqual([]);
  });

  it('counts only bets on distinct events, and offers the accumulator alone on the African betslip', () => {
    const related = [
      worldSelection(1, { eventId: 1, priceMilli: 2000 }),
      worldSelection(2, { eventId: 1, priceMilli: 3000 }),
      worldSelection(3, { eventId: 2, priceMilli: 4000 }),
    ];
    const step = buildMultiples([betInput(TREBLE, 100)], related, testContext());
    expect(step.rows.map((row) => [row.description, row.noOfBets])).toEqual([['Doubles', 2]]);
    expect(step.issues.map((entry) => entry.code)).toEqual(['RES-00218']);
    const three = [1, 2, 3].map((id) => worldSelection(id, { eventId: id }));
    const african = buildMultiples(
      [betInput(DOUBLE, 100)],
      three,
      testContext({ limits: { ...testLimits, africanBetslip: true } }),
    );
    expect(african.rows.map((row) => row.description)).toEqual(['Treble']);
    expect(african.issues.map((entry) => entry.code)).toEqual(['RES-00218']);
  });

  it('checks a free stake against every bet of the line', () => {
    const three = [1, 2, 3].map((id) => worldSelection(id, { eventId: id }));
    const over = buildMultiples(
      [betInput(DOUBLE, 0, 400)],
      three,
      testContext({ freeBetBalance: 1000 }),
    );
    expect(over.issues.map((entry) => entry.code)).toEqual(['RES-00241']);
    const fits = buildMultiples(
      [betInput(DOUBLE, 0, 300)],
      three,
      testContext({ freeBetBalance: 1000 }),
    );
    expect(fits.issues).toEqual([]);
    expect(fits.bets[0]).toMatchObject({ totalStake: 900, freeStake: 900, numBets: 3 });
  });
});
