import {
  selectIsFeedAlerted,
  selectLiveEvent,
  selectLiveMarket,
  selectLiveOutcome,
  selectLivePricesStale,
  type RootState,
} from '@clem/core';
import { selectPicks } from '../../picks/betslipState';
import { liveSelectionState, type SlipLiveSelection } from './livePrice';

/**
 * The live facts of the slip's selections, by outcome id: those whose outcome the live data holds
 * (a selection it does not know is not live and is left to the platform's answers). One source of
 * truth: the live price is read here from the live data, never copied into the slip; the slip
 * keeps only the price the player accepted.
 *
 * A new object on every call: select it with `sameSlipLive` as the equality, so the slip renders
 * again only when one of its own selections changed, not on every price of the page.
 */
export function selectSlipLive(state: RootState): Record<number, SlipLiveSelection> {
  const result: Record<number, SlipLiveSelection> = {};
  const picks = selectPicks(state);
  if (picks.length === 0) return result;
  const pricesStale = selectLivePricesStale(state);
  for (const pick of picks) {
    const outcome = selectLiveOutcome(state, pick.outcomeId);
    if (!outcome) continue;
    const market = selectLiveMarket(state, outcome.marketId);
    const event = selectLiveEvent(state, outcome.eventId);
    result[pick.outcomeId] = {
      decimal: outcome.decimal,
      ...liveSelectionState({
        outcomeHidden: outcome.hidden,
        marketStatus: market?.status,
        feedAlerted: market?.feedId !== undefined && selectIsFeedAlerted(state, market.feedId),
        eventFinished: event?.isFinished === true,
        pricesStale,
      }),
    };
  }
  return result;
}

/** The live prices the player accepts with "Accept changes": those of open live selections. */
export function acceptableLivePrices(
  live: Readonly<Record<number, SlipLiveSelection>>,
): Record<number, number> {
  const prices: Record<number, number> = {};
  for (const [id, selection] of Object.entries(live)) {
    if (selection.state === 'open') prices[Number(id)] = selection.decimal;
  }
  return prices;
}

/** Whether any of these outcomes is in play (the live data holds it). */
export function anyLiveOutcome(state: RootState, outcomeIds: readonly number[]): boolean {
  return outcomeIds.some((id) => selectLiveOutcome(state, id) !== undefined);
}
