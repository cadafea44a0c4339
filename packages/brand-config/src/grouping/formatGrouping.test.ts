import { describe, expect, it } from 'vitest';
import { formatGrouping } from './formatGrouping';

describe('formatGrouping', () => {
  it('writes key=values groups joined by |', () => {
    expect(formatGrouping({ EU: ['EUR', 'GBP'], AS: ['JPY'] })).toBe('EU=EUR,GBP|AS=JPY');
    expect(formatGrouping({})).toBe('');
  });

  it('refuses mappings the format cannot express', () => {
    expect(() => formatGrouping({ EU: [] })).toThrow(/no values/);
    expect(() => formatGrouping({ '': ['EUR'] })).toThrow(/key/);
    expect(() => formatGrouping({ 'E=U': ['EUR'] })).toThrow(/key/);
    expect(() => formatGrouping({ EU: ['EUR|GBP'] })).toThrow(/value/);
    expect(() => formatGrouping({ EU: ['EUR,GBP'] })).toThrow(/value/);
    expect(() => formatGrouping({ EU: [' EUR'] })).toThrow(/value/);
  });
});
