/**
 * Betslip constants from the spec (betting-area §9), in one place for the betslip issue to build on.
 * Money values are integer minor units (cents): 1250.00 is 125000.
 */
export const BETSLIP_DEFAULTS = {
  originId: 11,
  nativeAppOriginIds: [20, 21],
  userAcceptOdds: 'D',
  minMultipleStakeMinor: 125_000,
  keypadMaxLength: 13,
  keypadMaxDecimals: 2,
  notAvailableMessageMs: 3000,
  errorToastMs: 10_000,
} as const;
