import { defaultPlatformSettings, emptySlip, settingsStakeLimits } from '@clem/core';
import type { BetslipMultiple, BetslipSingle } from '@clem/core/schemas';
import { initialBetslipState, type BetslipPick, type BetslipState } from '../../picks/betslipState';
import type { SlipViewBasis, SlipViewInput } from './slipViewInput';

/** Test inputs for the steps of the slip's view: picks, the platform's answer, the input. */

export const pick = (
  outcomeId: number,
  decimal = 2,
  eventId = outcomeId,
): BetslipPick & { ref: `sel${number}` } => ({
  outcomeId,
  marketId: outcomeId,
  eventId,
  decimal,
  outcomeDescription: `O${outcomeId}`,
  marketDescription: 'M',
  eventDescription: `E${eventId}`,
  ref: `sel${outcomeId}`,
});

export const single = (outcomeId: number, decimal: number, over: Partial<BetslipSingle> = {}) =>
  ({
    outcomeId,
    outcomeDescription: `O${outcomeId}`,
    marketDescription: 'M',
    periodDescription: null,
    eventDescription: `E${outcomeId}`,
    decimal,
    price: decimal,
    enabled: true,
    singleEnabled: true,
    maxBetStake: 0,
    unitStake: 0,
    potentialReturns: 0,
    stakeAfterTax: 0,
    potentialTaxDeduction: 0,
    showEachWay: false,
    placeTerms: null,
    message: null,
    ...over,
  }) as BetslipSingle;

export const line = (
  ref: string,
  noOfBets: number,
  over: Partial<BetslipMultiple> = {},
): BetslipMultiple =>
  ({
    ref,
    betTypeId: 200019,
    description: 'Trixie',
    noOfBets,
    unitStake: 0,
    potentialReturns: 0,
    decimal: null,
    maxBetStake: 0,
    extraParlayWinnings: 0,
    ...over,
  }) as BetslipMultiple;

/** Keys, with their values when given, so a test reads what was translated with what. */
export const t = (key: string, values?: Record<string, string | number>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

/** A logged-in EUR player with 1,000.00, on an open slip with the default settings. */
export function slipInput(
  betslip: Partial<BetslipState>,
  slip: Partial<BetslipState['slip']>,
  over: Partial<SlipViewInput> = {},
): SlipViewInput {
  return {
    betslip: {
      ...initialBetslipState,
      ...betslip,
      slip: { ...emptySlip<BetslipPick, BetslipMultiple>(), open: true, ...slip },
    },
    settings: defaultPlatformSettings,
    currency: { precision: 2, scaledBy1000: false, code: 'EUR' },
    oddsFormat: 'euro',
    userAcceptOdds: 'D',
    loggedIn: true,
    balance: 100_000,
    touchKeypad: false,
    t,
    ...over,
  };
}

/** The default settings' limits in EUR and the 1,000.00 balance of `slipInput`. */
export const basis: SlipViewBasis = {
  limits: settingsStakeLimits(defaultPlatformSettings, { precision: 2, scaledBy1000: false }),
  balanceText: '1,000.00',
};
