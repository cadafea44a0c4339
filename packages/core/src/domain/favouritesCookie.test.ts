import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_FAVOURITE_COOKIE_IDS,
  parseFavouritesCookie,
  serialiseFavouritesCookie,
} from './favouritesCookie';

describe('favourites cookie', () => {
  it('round-trips distinct positive ids', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 2 ** 40 }), {
          maxLength: MAX_FAVOURITE_COOKIE_IDS,
        }),
        (ids) => {
          expect(parseFavouritesCookie(serialiseFavouritesCookie(ids))).toEqual(ids);
        },
      ),
    );
  });

  it('never throws and only yields positive integers', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (raw) => {
        const ids = parseFavouritesCookie(raw);
        expect(ids.every((id) => Number.isSafeInteger(id) && id > 0)).toBe(true);
      }),
    );
  });

  it('skips junk, zero and duplicates', () => {
    expect(parseFavouritesCookie('12.x.0.12.-3.7')).toEqual([12, 7]);
    expect(parseFavouritesCookie(undefined)).toEqual([]);
  });

  it('keeps the newest ids when there are too many', () => {
    const ids = Array.from({ length: MAX_FAVOURITE_COOKIE_IDS + 5 }, (_, i) => i + 1);
    expect(parseFavouritesCookie(serialiseFavouritesCookie(ids))[0]).toBe(6);
  });
});
