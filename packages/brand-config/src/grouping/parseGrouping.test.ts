import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { formatGrouping } from './formatGrouping';
import { parseGrouping } from './parseGrouping';

const safeText = fc.stringMatching(/^[A-Za-z0-9_.-]{1,8}$/);
const validMapping = fc.dictionary(safeText, fc.array(safeText, { minLength: 1, maxLength: 5 }), {
  maxKeys: 6,
});
const spaces = fc.stringMatching(/^[ \t]{0,2}$/);

describe('parseGrouping', () => {
  it('parses groups of key=values', () => {
    const log = vi.fn();
    expect(parseGrouping('EU=EUR,GBP|AS=JPY,KRW,VND|AF=KES', log)).toEqual({
      EU: ['EUR', 'GBP'],
      AS: ['JPY', 'KRW', 'VND'],
      AF: ['KES'],
    });
    expect(log).not.toHaveBeenCalled();
  });

  it('trims whitespace around every part', () => {
    expect(parseGrouping('  EU = EUR , GBP |AS=JPY  ', vi.fn())).toEqual({
      EU: ['EUR', 'GBP'],
      AS: ['JPY'],
    });
  });

  it('gives {} silently for an empty or blank string', () => {
    const log = vi.fn();
    expect(parseGrouping('', log)).toEqual({});
    expect(parseGrouping('   ', log)).toEqual({});
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    ['a group without =', 'EU=EUR|ASIA'],
    ['a group with two =', 'EU=EUR=GBP'],
    ['an empty key', '=EUR'],
    ['no values', 'EU='],
    ['an empty value', 'EU=EUR,,GBP'],
    ['a trailing comma', 'EU=EUR,'],
    ['an empty group', 'EU=EUR||AS=JPY'],
    ['a repeated key', 'EU=EUR|EU=GBP'],
  ])('logs once and gives {} for %s', (_case, input) => {
    const log = vi.fn();
    expect(parseGrouping(input, log)).toEqual({});
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/^Invalid grouping .*; using an empty mapping$/);
  });

  it('logs through console.warn by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseGrouping('nonsense')).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('keeps a __proto__ key as plain data', () => {
    const result = parseGrouping('__proto__=x', vi.fn());
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.keys(result)).toEqual(['__proto__']);
  });

  it('round-trips any valid mapping through formatGrouping', () => {
    fc.assert(
      fc.property(validMapping, (mapping) => {
        const log = vi.fn();
        expect(parseGrouping(formatGrouping(mapping), log)).toEqual(mapping);
        expect(log).not.toHaveBeenCalled();
      }),
    );
  });

  it('ignores whitespace added around separators', () => {
    fc.assert(
      fc.property(validMapping, spaces, spaces, (mapping, before, after) => {
        const padded = formatGrouping(mapping).replace(
          /[=,|]/g,
          (sep) => `${before}${sep}${after}`,
        );
        expect(parseGrouping(`${after}${padded}${before}`, vi.fn())).toEqual(mapping);
      }),
    );
  });

  it('gives {} and logs once whenever some group has no =', () => {
    const groupWithoutEquals = fc.string().map((text) => text.replace(/[=|]/g, ''));
    fc.assert(
      fc.property(validMapping, groupWithoutEquals, fc.nat(), (mapping, bad, position) => {
        const groups = Object.keys(mapping).length === 0 ? [] : formatGrouping(mapping).split('|');
        groups.splice(position % (groups.length + 1), 0, bad);
        const input = groups.join('|');
        const log = vi.fn();
        expect(parseGrouping(input, log)).toEqual({});
        // A lone blank group is the empty string: {} without a message.
        expect(log).toHaveBeenCalledTimes(input.trim() === '' ? 0 : 1);
      }),
    );
  });

  it('never throws, and gives {} or clean keys and values, for any string', () => {
    const structured = fc
      .array(fc.constantFrom('a', 'b', '=', '|', ',', ' ', '\t', 'é', '__proto__'), {
        maxLength: 30,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), structured), (input) => {
        const result = parseGrouping(input, () => undefined);
        for (const [key, values] of Object.entries(result)) {
          expect(key).toBe(key.trim());
          expect(key).not.toBe('');
          expect(values.length).toBeGreaterThan(0);
          for (const value of values) {
            expect(value).toBe(value.trim());
            expect(value).not.toBe('');
          }
        }
      }),
    );
  });
});
