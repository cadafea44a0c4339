import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heldVerdict, inPlayDelaySeconds, type HeldLeg } from './inplay-delay';

const live = (sportCode: string) => ({ isLive: true, isFinished: false, sportCode });
const prematch = { isLive: false, isFinished: false, sportCode: 'FOOT' };

describe('inPlayDelaySeconds', () => {
  it('holds only betslips with a leg in play, for the longest delay of their sports', () => {
    expect(inPlayDelaySeconds([prematch], null)).toBe(0);
    expect(inPlayDelaySeconds([live('FOOT')], null)).toBe(5);
    expect(inPlayDelaySeconds([live('TENN')], null)).toBe(4);
    expect(inPlayDelaySeconds([live('BASK')], undefined)).toBe(5);
    expect(inPlayDelaySeconds([live('TENN'), live('FOOT'), prematch], null)).toBe(5);
    expect(inPlayDelaySeconds([{ ...live('FOOT'), isFinished: true }], null)).toBe(0);
  });

  it('takes the brand setting when it is a whole number from 0 to 60 (0: no delay)', () => {
    expect(inPlayDelaySeconds([live('TENN')], 8)).toBe(8);
    expect(inPlayDelaySeconds([live('FOOT')], 0)).toBe(0);
    expect(inPlayDelaySeconds([prematch], 8)).toBe(0);
    for (const bad of [-1, 2.5, 61, '7', true]) {
      expect(inPlayDelaySeconds([live('TENN')], bad)).toBe(4);
    }
  });
});

const leg = (over: Partial<HeldLeg> = {}): HeldLeg => ({
  outcomeId: 1,
  placedMilli: 2000,
  currentMilli: 2000,
  marketStatus: 'open',
  eventFinished: false,
  inSingle: true,
  ...over,
});

describe('heldVerdict', () => {
  it('accepts an unchanged price under A and D', () => {
    expect(heldVerdict([leg()], 'A')).toBeUndefined();
    expect(heldVerdict([leg()], 'D')).toBeUndefined();
  });

  it('gives RES-00152 with the new price when the player does not take the move', () => {
    expect(heldVerdict([leg({ currentMilli: 1850 })], 'D')).toEqual({
      code: 'RES-00152',
      message: 'Price changed from 2.00 to 1.85',
      outcomeId: 1,
      decimal: 1.85,
    });
    expect(heldVerdict([leg({ currentMilli: 2100 })], 'A')?.code).toBe('RES-00152');
    expect(heldVerdict([leg({ currentMilli: 2100 })], 'D')).toBeUndefined();
  });

  it('refuses a suspended leg (RES-00108 in a single, RES-00048 in multiples only)', () => {
    expect(heldVerdict([leg({ marketStatus: 'suspended' })], 'D')?.code).toBe('RES-00108');
    expect(heldVerdict([leg({ marketStatus: 'suspended', inSingle: false })], 'D')?.code).toBe(
      'RES-00048',
    );
    expect(heldVerdict([leg({ marketStatus: 'closed', inSingle: false })], 'D')?.code).toBe(
      'RES-00108',
    );
    expect(heldVerdict([leg({ eventFinished: true })], 'D')?.code).toBe('RES-00108');
    expect(heldVerdict([leg({ currentMilli: null, marketStatus: null })], 'D')?.code).toBe(
      'RES-00108',
    );
  });

  it('under A refuses exactly the moved prices; under D exactly the lower ones', () => {
    const price = fc.integer({ min: 1001, max: 1_000_000 });
    fc.assert(
      fc.property(price, price, (placed, current) => {
        const legs = [leg({ placedMilli: placed, currentMilli: current })];
        expect(heldVerdict(legs, 'A') !== undefined).toBe(placed !== current);
        expect(heldVerdict(legs, 'D') !== undefined).toBe(current < placed);
      }),
    );
  });
});
