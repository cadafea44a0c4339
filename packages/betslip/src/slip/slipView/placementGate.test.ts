import { describe, expect, it } from 'vitest';
import { canPlace, retailCodeView, slipPhase, type PlacementFacts } from './placementGate';
import { pick, slipInput } from './slipViewTestInputs';

const body = {
  singles: [],
  multiples: [],
  systems: [],
  outcomeIds: [1],
  userAcceptOdds: 'D' as const,
  originId: 11,
  accountId: 1,
};
const editing: PlacementFacts = {
  phase: 'editing',
  anyStake: true,
  blocked: false,
  needsAcceptance: false,
};

describe('slipPhase', () => {
  it('maps the placement, and an unconfirmed one back to editing', () => {
    const phase = (
      placement: 'idle' | 'placing' | 'waitingApproval' | 'success',
      unconfirmed?: boolean,
    ) =>
      slipPhase(
        slipInput(unconfirmed === undefined ? {} : { intent: { uuid: 'u', body, unconfirmed } }, {
          placement,
        }).betslip,
      );
    expect(phase('idle')).toBe('editing');
    expect(phase('placing', false)).toBe('placing');
    expect(phase('placing', true)).toBe('editing');
    expect(phase('waitingApproval')).toBe('waitingApproval');
    expect(phase('success')).toBe('success');
  });
});

describe('canPlace', () => {
  const input = slipInput({}, { selections: [pick(1)] });
  it('needs a logged-in player editing a staked slip that nothing blocks', () => {
    expect(canPlace(input, editing)).toBe(true);
    expect(canPlace({ ...input, loggedIn: false }, editing)).toBe(false);
    expect(canPlace(input, { ...editing, phase: 'placing' })).toBe(false);
    expect(canPlace(input, { ...editing, anyStake: false })).toBe(false);
    expect(canPlace(input, { ...editing, blocked: true })).toBe(false);
    expect(canPlace(input, { ...editing, needsAcceptance: true })).toBe(false);
  });

  it('lets the player place again after an unconfirmed placement', () => {
    const unconfirmed = slipInput(
      { intent: { uuid: 'u', body, unconfirmed: true } },
      { selections: [pick(1)] },
    );
    expect(canPlace(unconfirmed, { ...editing, anyStake: false, blocked: true })).toBe(true);
  });
});

describe('retailCodeView', () => {
  const anonymous = { loggedIn: false, balance: undefined, retailCodes: true };
  it('is there only when retail codes are on', () => {
    expect(retailCodeView(slipInput({}, { selections: [pick(1)] }), editing)).toBeUndefined();
  });

  it('may be asked for while editing selections that nothing blocks', () => {
    const input = slipInput({}, { selections: [pick(1)] }, anonymous);
    expect(retailCodeView(input, editing)).toEqual({
      canRequest: true,
      requesting: false,
      code: undefined,
    });
    expect(retailCodeView(input, { ...editing, blocked: true })?.canRequest).toBe(false);
    expect(retailCodeView(input, { ...editing, needsAcceptance: true })?.canRequest).toBe(false);
    expect(retailCodeView(slipInput({}, {}, anonymous), editing)?.canRequest).toBe(false);
  });

  it('shows the request on its way, and the code once given', () => {
    const busy = slipInput(
      { retailCode: { status: 'requesting' } },
      { selections: [pick(1)] },
      anonymous,
    );
    expect(retailCodeView(busy, editing)).toEqual({
      canRequest: false,
      requesting: true,
      code: undefined,
    });
    const given = slipInput(
      { retailCode: { status: 'ready', code: 'ABCD2345' } },
      { selections: [pick(1)] },
      anonymous,
    );
    expect(retailCodeView(given, editing)?.code).toBe('ABCD2345');
  });
});
