import { NOT_AVAILABLE_MESSAGE, issue, type BetslipIssue } from '../betslip-rules';
import type { BetslipInput, SelectionInput } from '../selections-input';
import type { BetslipContext, SelectionState, WorldSelection } from './types';

/** Odds in 1/1000 as the messages show them: two decimals, three when the third is not 0. */
export function priceText(milli: number): string {
  return (milli / 1000).toFixed(milli % 10 === 0 ? 2 : 3);
}

/**
 * One selection against the world (§8). Closed (RES-00108): unknown outcome, event over, market
 * neither open nor suspended. Open with a problem, the first that applies: feed alert
 * (RES-00249), market suspended (RES-00108), outcome hidden or unpriced (RES-00098), starting
 * price asked for (RES-00100), prematch event started (RES-00047), spread changed (RES-00153),
 * price changed in a way userAcceptOdds refuses (RES-00152: any change under A, a lower price
 * under D).
 */
export function selectionState(
  input: SelectionInput,
  world: WorldSelection | undefined,
  context: Pick<BetslipContext, 'now'>,
  userAcceptOdds: 'D' | 'A',
): SelectionState {
  const where = { outcomeId: input.outcomeId };
  const closed = (detail: string) => ({
    state: 'C' as const,
    world,
    problem: issue('RES-00108', `${NOT_AVAILABLE_MESSAGE} (${detail})`, where),
  });
  if (world === undefined) return closed('unknown outcome');
  if (world.isFinished) return closed('the event is over');
  if (world.marketStatus !== 'open' && world.marketStatus !== 'suspended') {
    return closed(`the market is ${world.marketStatus}`);
  }
  const open = (problem?: BetslipIssue) => ({ state: 'O' as const, world, problem });
  if (world.feedAlert) return open(issue('RES-00249', undefined, where));
  if (world.marketStatus === 'suspended') {
    return open(issue('RES-00108', 'The market is suspended', where));
  }
  if (world.hidden || world.priceMilli <= 1000) return open(issue('RES-00098', undefined, where));
  if (input.startingPrice) return open(issue('RES-00100', undefined, where));
  if (!world.isLive && context.now >= world.eventDate.getTime()) {
    return open(issue('RES-00047', 'The event has started: prematch bets are closed', where));
  }
  if (input.seenSpreadMilli !== undefined && input.seenSpreadMilli !== world.spreadMilli) {
    const now = world.spreadMilli === null ? 'none' : priceText(world.spreadMilli);
    return open(issue('RES-00153', `Spread changed to ${now}`, where));
  }
  const seen = input.seenPriceMilli;
  if (seen !== undefined && seen !== world.priceMilli) {
    const refused = userAcceptOdds === 'A' || world.priceMilli < seen;
    if (refused) {
      return open(
        issue(
          'RES-00152',
          `Price changed from ${priceText(seen)} to ${priceText(world.priceMilli)}`,
          where,
        ),
      );
    }
  }
  return open();
}

/** Every selection of the slip, in order, resolved against the world and checked. */
export function resolveSelections(
  input: Pick<BetslipInput, 'selections' | 'userAcceptOdds'>,
  worldById: ReadonlyMap<number, WorldSelection>,
  context: Pick<BetslipContext, 'now'>,
): SelectionState[] {
  return input.selections.map((selection) =>
    selectionState(selection, worldById.get(selection.outcomeId), context, input.userAcceptOdds),
  );
}
