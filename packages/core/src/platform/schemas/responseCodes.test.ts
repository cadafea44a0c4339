import { describe, expect, it } from 'vitest';
import { INT_CODES, RES_CODES, isIntCode, isResCode } from './responseCodes';

describe('response codes', () => {
  it('lists every RES code of the catalogue in its RES-nnnnn form', () => {
    expect(Object.keys(RES_CODES)).toHaveLength(24);
    for (const code of Object.keys(RES_CODES)) expect(code).toMatch(/^RES-\d{5}$/);
  });

  it('gives the login codes their HTTP statuses', () => {
    expect(INT_CODES.INT003.status).toBe(401);
    expect(INT_CODES.INT009.status).toBe(402);
    expect(INT_CODES.INT008.status).toBe(403);
  });

  it('recognises only catalogue codes (not inherited keys)', () => {
    expect(isResCode('RES-00056')).toBe(true);
    expect(isResCode('RES-99999')).toBe(false);
    expect(isResCode('toString')).toBe(false);
    expect(isIntCode('INT009')).toBe(true);
    expect(isIntCode('constructor')).toBe(false);
    expect(isIntCode(9)).toBe(false);
  });
});
