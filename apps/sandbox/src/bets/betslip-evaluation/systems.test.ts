import { describe, expect, it } from 'vitest';
import { betInput, testContext, testLimits, worldSelection } from './evaluation-test-fixtures';
import { buildSystems } from './systems';

const TRIXIE = 200_019;
const PATENT = 200_020;
const YANKEE = 200_021;
const legs = [1, 2, 3].map((id) => worldSelection(id, { priceMilli: 2000 }));

describe('buildSystems', () => {
  it('offers the systems of three legs, and makes a bet of each staked one', () => {
    const step = buildSystems([betInput(TRIXIE, 100)], legs, true, testContext());
    expect(step.rows.map((row) => row.description)).toEqual(['Trixie', 'Patent']);
    expect(step.rows[0]).toMatchObject({
      ref: 'sys1',
      fullDescription: 'Trixie (4 bets: 3 doubles, 1 treble)',
      noOfBets: 4,
      unitStake: 100,
      totalStake: 400,
      // 3 doubles at 4.00 and a treble at 8.00.
      potentialReturns: 2000,
      minBetStake: testLimits.minStake,
    });
    expect(step.rows[1]).toMatchObject({ ref: 'sys2', totalStake: 0 });
    expect(step.bets).toEqual([
      expect.objectContaining({
        kind: 'system',
        betTypeId: TRIXIE,
        unitStake: 100,
        totalStake: 400,
        numBets: 4,
        priceMilli: null,
        tax: undefined,
      }),
    ]);
    expect(step.issues).toEqual([]);
  });

  it('leaves the rows out when the player hides systems, but keeps the bets', () => {
    const step = buildSystems([betInput(PATENT, 100)], legs, false, testContext());
    expect(step.rows).toEqual([]);
    expect(step.bets.map((bet) => bet.betTypeId)).toEqual([PATENT]);
  });

  it('refuses a stake on a system not offered (RES-00218), saying why', () => {
    expect(buildSystems([betInput(YANKEE, 100)], legs, true, testContext()).issues).toEqual([
      {
        code: 'RES-00218',
        message: 'This system bet is not offered for these selections',
        betTypeId: YANKEE,
      },
    ]);
    const african = buildSystems(
      [betInput(TRIXIE, 100)],
      legs,
      true,
      testContext({ limits: { ...testLimits, africanBetslip: true } }),
    );
    expect(african.rows).toEqual([]);
    expect(african.issues[0]?.message).toBe('System bets are not offered on this betslip');
    expect(buildSystems([], legs.slice(0, 2), true, testContext()).rows).toEqual([]);
  });

  it('shares the free-bet balance over the lines of a free system', () => {
    const step = buildSystems(
      [betInput(TRIXIE, 0, 100)],
      legs,
      true,
      testContext({ freeBetBalance: 400 }),
    );
    expect(step.rows[0]).toMatchObject({ maxFreeMoneyStake: 100, freeMoneyUnitStake: 100 });
    expect(step.bets[0]).toMatchObject({ freeStake: 400, potentialReturns: 1600 });
    expect(step.issues).toEqual([]);
    const over = buildSystems(
      [betInput(TRIXIE, 0, 101)],
      legs,
      true,
      testContext({ freeBetBalance: 400 }),
    );
    expect(over.issues.map((entry) => entry.code)).toEqual(['RES-00241']);
  });
});
