import { BETSLIP_DEFAULTS } from './betslipDefaults';

describe('BETSLIP_DEFAULTS', () => {
  it('holds the spec constants, money as integer minor units', () => {
    expect(BETSLIP_DEFAULTS.originId).toBe(11);
    expect(BETSLIP_DEFAULTS.userAcceptOdds).toBe('D');
    expect(Number.isInteger(BETSLIP_DEFAULTS.minMultipleStakeMinor)).toBe(true);
    expect(BETSLIP_DEFAULTS.minMultipleStakeMinor / 100).toBe(1250);
    expect(BETSLIP_DEFAULTS.keypadMaxLength).toBe(13);
  });
});
