import type { SandboxDb } from '../db/schema';
import { combinationLegs } from './betslip-evaluation/combination-legs';
import { buildMultiples } from './betslip-evaluation/multiples';
import { classifyIssues, selectionIssues } from './betslip-evaluation/res-codes';
import { resolveSelections } from './betslip-evaluation/selection-state';
import { buildSingles } from './betslip-evaluation/singles';
import { selectionCountIssues, stakeLimitIssues } from './betslip-evaluation/stake-limits';
import { buildSystems } from './betslip-evaluation/systems';
import { combinedFreeStakeIssues, planTotals } from './betslip-evaluation/totals';
import type { BetslipContext, BetslipEvaluation, WorldSelection } from './betslip-evaluation/types';
import type { BetslipInput } from './selections-input';

/**
 * A betslip against the current world: each selection's §3 fields and state, the multiples and
 * systems on offer, the bets the stakes make, and every RES problem (§8). The selections refresh
 * answers it as is; placement re-runs it inside its transaction and refuses on a problem. Each
 * rule is a step of its own under ./betslip-evaluation.
 */

export { freeBetReturns, maxFreeUnitStake } from './betslip-evaluation/free-stakes';
export type {
  BetslipContext,
  BetslipEvaluation,
  BetslipModel,
  PlannedBet,
  WorldSelection,
} from './betslip-evaluation/types';

/**
 * The outcomes of `ids` that exist. A feed alert (§4) suspends every market of a feed; the
 * database keeps no alert flag, so a suspended market counts as alerted when every displayed
 * (open or suspended) market of its feed is suspended and the feed has at least two.
 */
export async function loadWorldSelections(
  db: SandboxDb,
  ids: readonly number[],
): Promise<Map<number, WorldSelection>> {
  const found = new Map<number, WorldSelection>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('outcomes')
    .innerJoin('markets', 'markets.id', 'outcomes.market_id')
    .innerJoin('events', 'events.id', 'markets.event_id')
    .select([
      'outcomes.id as outcomeId',
      'outcomes.description as outcomeDescription',
      'outcomes.hidden as hidden',
      'outcomes.price_milli as priceMilli',
      'outcomes.spread_milli as spreadMilli',
      'markets.id as marketId',
      'markets.description as marketDescription',
      'markets.market_type_id as marketTypeId',
      'markets.status as marketStatus',
      'markets.period_id as periodId',
      'markets.feed_id as feedId',
      'events.id as eventId',
      'events.name as eventName',
      'events.slug as slug',
      'events.sport_id as sportId',
      'events.sport_code as sportCode',
      'events.event_type as eventType',
      'events.event_date as eventDate',
      'events.is_live as isLive',
      'events.is_finished as isFinished',
    ])
    .where('outcomes.id', 'in', [...ids])
    .execute();
  const suspendedFeeds = [
    ...new Set(rows.filter((row) => row.marketStatus === 'suspended').map((row) => row.feedId)),
  ];
  const alerted = new Set<string>();
  if (suspendedFeeds.length > 0) {
    const feeds = await db
      .selectFrom('markets')
      .select((eb) => [
        'feed_id',
        eb.fn.countAll<number | string>().as('total'),
        eb.fn.count<number | string>('id').filterWhere('status', '=', 'suspended').as('suspended'),
      ])
      .where('feed_id', 'in', suspendedFeeds)
      .where('status', 'in', ['open', 'suspended'])
      .groupBy('feed_id')
      .execute();
    for (const feed of feeds) {
      if (Number(feed.total) >= 2 && Number(feed.suspended) === Number(feed.total)) {
        alerted.add(feed.feed_id);
      }
    }
  }
  for (const row of rows) {
    found.set(row.outcomeId, {
      ...row,
      eventDate: new Date(row.eventDate),
      feedAlert: row.marketStatus === 'suspended' && alerted.has(row.feedId),
    });
  }
  return found;
}

/** Evaluates a betslip against the world (see the file comment). */
export function evaluateBetslip(
  input: BetslipInput,
  worldById: ReadonlyMap<number, WorldSelection>,
  context: BetslipContext,
): BetslipEvaluation {
  const { limits, facts } = context;
  // Each selection against the world: closed, open, or open with a problem.
  const states = resolveSelections(input, worldById, context);
  // The bets on offer, and the ones the stakes make: singles, the multiple, the systems.
  const singles = buildSingles(input.selections, states, context);
  const legs = combinationLegs(input.selections, states);
  const multiples = buildMultiples(input.multiples, legs, context);
  const systems = buildSystems(input.systems, legs, input.showSysBets || context.placing, context);
  const plan = [...singles.bets, ...multiples.bets, ...systems.bets];
  // What the staked bets cost and may return.
  const totals = planTotals(plan);
  // Every problem, as RES codes.
  const betIssues = [
    ...selectionCountIssues(input.selections.length, limits),
    ...singles.issues,
    ...multiples.issues,
    ...systems.issues,
    ...stakeLimitIssues(plan, limits),
  ];
  betIssues.push(
    ...combinedFreeStakeIssues(totals.totalFreeStake, context.freeBetBalance, betIssues),
  );
  const { errors, blocking } = classifyIssues(
    input.selections,
    plan,
    selectionIssues(input.selections, states, plan),
    betIssues,
    { totalCost: totals.totalCost, availableBalance: context.availableBalance },
  );

  return {
    model: {
      singles: singles.rows,
      multiples: multiples.rows,
      systems: systems.rows,
      availableBalance: context.availableBalance,
      freeBetBalance: context.freeBetBalance,
      betMayBeReferred: totals.totalCost > context.approval.approve,
      errors,
      totalCost: totals.totalCost,
      totalFreeStake: totals.totalFreeStake,
      potentialReturns: totals.potentialReturns,
      currency: facts.currency,
      precision: facts.precision,
      userAcceptOdds: input.userAcceptOdds,
      originId: input.originId,
    },
    plan,
    blocking,
    totalCost: totals.totalCost,
    totalFreeStake: totals.totalFreeStake,
  };
}
