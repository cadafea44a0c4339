import type { CombinationSelection } from '@clem/core/domain';
import type { SelectionInput } from '../selections-input';
import type { SelectionState, WorldSelection } from './types';

/** The legs of multiples and systems: the open selections included in multiples, in order. */
export function combinationLegs(
  selections: readonly SelectionInput[],
  states: readonly SelectionState[],
): WorldSelection[] {
  return selections.flatMap((selection, index) => {
    const state = states[index];
    return selection.includeInMultiples && state?.state === 'O' ? [state.world] : [];
  });
}

/** The legs as @clem/core's combination rules (shared with the front-end betslip) read them. */
export function toCombinationSelections(legs: readonly WorldSelection[]): CombinationSelection[] {
  return legs.map((leg) => ({
    outcomeId: leg.outcomeId,
    eventId: leg.eventId,
    marketId: leg.marketId,
    priceMilli: BigInt(leg.priceMilli),
  }));
}
