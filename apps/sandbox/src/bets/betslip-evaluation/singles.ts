import { periodFromId } from '../../world/market-catalogue';
import {
  EACH_WAY_PLACE_TERMS,
  NOT_AVAILABLE_MESSAGE,
  SINGLE_BET_TYPE_ID,
  issue,
  singleReturns,
  type BetslipIssue,
} from '../betslip-rules';
import type { SelectionInput } from '../selections-input';
import {
  freeBetReturns,
  freeStakeIssues,
  maxFreeUnitStake,
  stakeFields,
  staking,
} from './free-stakes';
import { quote, type Quote } from './quote';
import type { BetsStep, BetslipContext, PlannedBet, SelectionState } from './types';

/**
 * The singles: one row per selection with its §3 fields, and a single bet for each staked one.
 * Each way is offered on open outright selections when the brand has it, and doubles the lines.
 * A stake asked on a single the world does not allow raises RES-00241 (free stake) or RES-00218
 * (each way not offered).
 */
export function buildSingles(
  selections: readonly SelectionInput[],
  states: readonly SelectionState[],
  context: Pick<BetslipContext, 'limits' | 'freeBetBalance'>,
): BetsStep {
  const { limits } = context;
  const bets: PlannedBet[] = [];
  const issues: BetslipIssue[] = [];
  const rows = selections.map((selection, index) => {
    const state = states[index];
    const world = state?.world;
    const open = state?.state === 'O';
    const showEachWay = open && limits.eachWayEnabled && world?.eventType === 'OUTRIGHT';
    const eachWay = selection.eachWay && showEachWay;
    // A price or spread that moved (RES-00152/00153) waits for the player's acceptance; the
    // selection stays bettable (enabled, its single stakeable), as the slip shows it: only a
    // selection that cannot be bet now (suspended, unpriced, started…) is disabled.
    const awaitsAcceptance =
      state?.problem?.code === 'RES-00152' || state?.problem?.code === 'RES-00153';
    const enabled = open && (state.problem === undefined || awaitsAcceptance);
    const where = { outcomeId: selection.outcomeId };
    const lines = eachWay ? 2 : 1;
    const stake = staking(selection);
    if (selection.unitStake > 0 || selection.freeMoneyUnitStake > 0) {
      issues.push(...freeStakeIssues(selection, lines, context.freeBetBalance, where));
      if (selection.eachWay && !showEachWay && open) {
        issues.push(issue('RES-00218', 'Each way is not offered for this selection', where));
      }
    }
    const priceMilli = world?.priceMilli;
    const singleQuote: Quote =
      open && priceMilli !== undefined
        ? quote(limits.tax, stake.unit, (unit) => singleReturns(unit, priceMilli, eachWay))
        : { stakeAfterTax: stake.unit, potentialReturns: 0, potentialTaxDeduction: 0 };
    const totalStake = stake.unit * lines;
    const potentialReturns = stake.free
      ? freeBetReturns(singleQuote.potentialReturns, totalStake)
      : singleQuote.potentialReturns;
    if (stake.unit > 0 && world !== undefined) {
      bets.push({
        kind: 'single',
        betTypeId: SINGLE_BET_TYPE_ID,
        description: 'Single',
        unitStake: stake.unit,
        totalStake,
        freeStake: stake.free ? totalStake : 0,
        numBets: lines,
        priceMilli: world.priceMilli,
        potentialReturns,
        eachWay,
        legs: [world],
        tax: limits.tax,
      });
    }
    const decimal = priceMilli !== undefined && priceMilli > 1000 ? priceMilli / 1000 : null;
    return {
      outcomeId: selection.outcomeId,
      outcomeDescription: world?.outcomeDescription ?? null,
      marketDescription: world?.marketDescription ?? null,
      periodDescription: world ? periodFromId(world.periodId).description : null,
      marketId: world?.marketId ?? null,
      marketTypeId: world?.marketTypeId ?? null,
      slug: world?.slug ?? null,
      eventDescription: world?.eventName ?? null,
      eventId: world?.eventId ?? null,
      sportId: world?.sportId ?? null,
      sportCode: world?.sportCode ?? null,
      eventDate: world ? world.eventDate.toISOString() : null,
      price: decimal,
      decimal,
      spread:
        world?.spreadMilli === undefined || world.spreadMilli === null
          ? null
          : world.spreadMilli / 1000,
      includeInMultiples: selection.includeInMultiples,
      maxBetStake: limits.maxStake,
      singleEnabled: enabled,
      ref: `sel${index + 1}`,
      eachWay,
      showEachWay,
      placeTerms: showEachWay ? EACH_WAY_PLACE_TERMS : null,
      ...stakeFields(selection, stake, maxFreeUnitStake(context.freeBetBalance, lines)),
      stakeAfterTax: singleQuote.stakeAfterTax,
      unitStake: selection.unitStake,
      enabled,
      outcomeState: state?.state ?? 'C',
      isPowerOdd: false,
      potentialReturns,
      potentialTaxDeduction: singleQuote.potentialTaxDeduction,
      message: state?.state === 'C' ? NOT_AVAILABLE_MESSAGE : (state?.problem?.message ?? null),
    };
  });
  return { rows, bets, issues };
}
