import * as z from 'zod/mini';

export const currencyCodes = [
  'EUR',
  'USD',
  'GBP',
  'BRL',
  'CNY',
  'VND',
  'THB',
  'IDR',
  'KRW',
  'JPY',
  'MYR',
  'INR',
  'PHP',
  'KES',
  'GHS',
  'LAK',
  'MMK',
  'KHR',
] as const;

export const currencyCodeSchema = z.enum(currencyCodes);

export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

export interface CurrencyFacts {
  /** Decimal places shown and accepted (the keypad has no decimal point at 0). */
  precision: number;
  /** Amounts are in thousands: stake limits are multiplied by 1000, the keypad has no point. */
  scaledBy1000: boolean;
  /** The spec's special-format currencies (VND, IDR, LAK, MMK, KHR). */
  specialFormat: boolean;
}

/**
 * Facts per currency, shared by every brand. The spec names the special-format currencies and
 * says "some" are scaled by 1000: we scale VND and IDR.
 */
export const currencyFacts: Readonly<Record<CurrencyCode, CurrencyFacts>> = {
  EUR: { precision: 2, scaledBy1000: false, specialFormat: false },
  USD: { precision: 2, scaledBy1000: false, specialFormat: false },
  GBP: { precision: 2, scaledBy1000: false, specialFormat: false },
  BRL: { precision: 2, scaledBy1000: false, specialFormat: false },
  CNY: { precision: 2, scaledBy1000: false, specialFormat: false },
  VND: { precision: 0, scaledBy1000: true, specialFormat: true },
  THB: { precision: 2, scaledBy1000: false, specialFormat: false },
  IDR: { precision: 0, scaledBy1000: true, specialFormat: true },
  KRW: { precision: 0, scaledBy1000: false, specialFormat: false },
  JPY: { precision: 0, scaledBy1000: false, specialFormat: false },
  MYR: { precision: 2, scaledBy1000: false, specialFormat: false },
  INR: { precision: 2, scaledBy1000: false, specialFormat: false },
  PHP: { precision: 2, scaledBy1000: false, specialFormat: false },
  KES: { precision: 2, scaledBy1000: false, specialFormat: false },
  GHS: { precision: 2, scaledBy1000: false, specialFormat: false },
  LAK: { precision: 2, scaledBy1000: false, specialFormat: true },
  MMK: { precision: 2, scaledBy1000: false, specialFormat: true },
  KHR: { precision: 2, scaledBy1000: false, specialFormat: true },
};
