import type { BetslipLimits } from '../betslip-rules';
import type { BetInput, SelectionInput } from '../selections-input';
import type { BetslipContext, WorldSelection } from './types';

/** Test helpers for the betslip evaluation steps: a world outcome, a slip entry, a context. */

/** The sandbox clock of the tests: events start a day after it. */
export const NOW = Date.UTC(2030, 0, 1, 12);

/** An open, priced, prematch outcome of its own event and market (ids follow `outcomeId`). */
export function worldSelection(
  outcomeId: number,
  over: Partial<WorldSelection> = {},
): WorldSelection {
  return {
    outcomeId,
    outcomeDescription: `Outcome ${outcomeId}`,
    hidden: false,
    priceMilli: 2000,
    spreadMilli: null,
    marketId: outcomeId * 10,
    marketDescription: 'Match result',
    marketTypeId: 1,
    marketStatus: 'open',
    periodId: 1,
    feedId: `feed-${outcomeId}`,
    eventId: outcomeId * 100,
    eventName: `Event ${outcomeId}`,
    slug: `event-${outcomeId}`,
    sportId: 1,
    sportCode: 'FOOT',
    eventType: 'GAME_EVENT',
    eventDate: new Date(NOW + 86_400_000),
    isLive: false,
    isFinished: false,
    feedAlert: false,
    ...over,
  };
}

/** A selection on the slip, unstaked and included in multiples unless said otherwise. */
export function selectionInput(
  outcomeId: number,
  over: Partial<SelectionInput> = {},
): SelectionInput {
  return {
    outcomeId,
    unitStake: 0,
    freeMoneyUnitStake: 0,
    eachWay: false,
    includeInMultiples: true,
    seenPriceMilli: undefined,
    seenSpreadMilli: undefined,
    startingPrice: false,
    ...over,
  };
}

export function betInput(betTypeId: number, unitStake: number, freeMoneyUnitStake = 0): BetInput {
  return { betTypeId, unitStake, freeMoneyUnitStake };
}

export const testLimits: BetslipLimits = {
  minStake: 0,
  maxStake: 1_000_000,
  maxBets: 15,
  africanBetslip: false,
  eachWayEnabled: false,
  multipleMinStake: 125_000,
  tax: undefined,
};

/** A logged-in EUR player with 1,000.00 in cash and no free-bet balance. */
export function testContext(over: Partial<BetslipContext> = {}): BetslipContext {
  return {
    facts: { currency: 'EUR', precision: 2, displayScale: 1 },
    limits: testLimits,
    approval: { approve: 50_000, reject: 75_000 },
    now: NOW,
    availableBalance: 100_000,
    freeBetBalance: 0,
    placing: false,
    ...over,
  };
}
