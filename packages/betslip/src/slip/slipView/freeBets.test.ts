import { describe, expect, it } from 'vitest';
import { freeBetOffer } from './freeBets';

const currency = { precision: 2, scaledBy1000: false, code: 'EUR' };

describe('freeBetOffer', () => {
  it('offers the free bet to a logged-in player, and keeps a used one on show', () => {
    expect(freeBetOffer(500, 0n, { loggedIn: true, currency })).toEqual({
      amount: '5.00',
      used: false,
    });
    expect(freeBetOffer(0, 300n, { loggedIn: true, currency })).toEqual({
      amount: '3.00',
      used: true,
    });
    expect(freeBetOffer(0, 0n, { loggedIn: true, currency })).toBeUndefined();
    expect(freeBetOffer(undefined, 0n, { loggedIn: true, currency })).toBeUndefined();
    expect(freeBetOffer(500, 0n, { loggedIn: false, currency })).toBeUndefined();
  });
});
