import { describe, expect, it } from 'vitest';
import {
  capabilitiesSchema,
  capabilityDefaults,
  capabilityFlagNames,
  type Capabilities,
} from './capabilities';

const complete: Capabilities = {
  ...capabilityDefaults,
  loginApi: 'icore',
  defaultThemeMode: 'dark',
};

describe('capabilities', () => {
  it('accepts the defaults plus the two choices every brand makes', () => {
    expect(capabilitiesSchema.parse(complete)).toEqual(complete);
  });

  it('rejects a missing or unknown capability', () => {
    const { jackpot: _jackpot, ...missing } = complete;
    expect(capabilitiesSchema.safeParse(missing).success).toBe(false);
    expect(capabilitiesSchema.safeParse({ ...complete, vipBadges: true }).success).toBe(false);
    expect(capabilitiesSchema.safeParse({ ...complete, loginApi: 'als' }).success).toBe(false);
  });

  it('lists exactly the boolean capabilities as flags', () => {
    const booleans = Object.entries(complete)
      .filter(([, value]) => typeof value === 'boolean')
      .map(([name]) => name)
      .sort();
    expect([...capabilityFlagNames].sort()).toEqual(booleans);
  });
});
