import {
  applyBetTax,
  multipleBet,
  multipleOffered,
  systemBets,
  systemsOffered,
  type BetTaxRule,
  type CombinationSelection,
} from '@clem/core/domain';
import type { SandboxDb } from '../db/schema';
import type { EventType, MarketStatus } from '../events/world-tables';
import { periodFromId } from '../world/market-catalogue';
import {
  EACH_WAY_PLACE_TERMS,
  NOT_AVAILABLE_MESSAGE,
  SINGLE_BET_TYPE_ID,
  accumulatorReturns,
  issue,
  singleReturns,
  systemDetail,
  toSafeNumber,
  type ApprovalThresholds,
  type BetslipIssue,
  type BetslipLimits,
  type CurrencyFacts,
} from './betslip-rules';
import type { BetInput, BetslipInput, SelectionInput } from './selections-input';

/**
 * A betslip against the current world: each selection's §3 fields and state, the multiples and
 * systems on offer, the bets the stakes make, and every RES problem (§8). The selections refresh
 * answers it as is; placement re-runs it inside its transaction and refuses on a problem.
 */

/** One outcome with its market and event, as the betslip needs them. */
export interface WorldSelection {
  outcomeId: number;
  outcomeDescription: string;
  hidden: boolean;
  priceMilli: number;
  spreadMilli: number | null;
  marketId: number;
  marketDescription: string;
  marketTypeId: number;
  marketStatus: MarketStatus;
  periodId: number;
  feedId: string;
  eventId: number;
  eventName: string;
  slug: string;
  sportId: number;
  sportCode: string;
  eventType: EventType;
  eventDate: Date;
  isLive: boolean;
  isFinished: boolean;
  /** The market is suspended because its whole feed is (a feed alert, §4). */
  feedAlert: boolean;
}

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

export interface BetslipContext {
  facts: CurrencyFacts;
  limits: BetslipLimits;
  approval: ApprovalThresholds;
  /** Sandbox clock, ms. */
  now: number;
  /** The player's sportsbook balance; null when anonymous. */
  availableBalance: number | null;
  /** The player's free-bet balance (minor units); null when anonymous. */
  freeBetBalance: number | null;
  /** Placement computes systems whatever showSysBets says. */
  placing: boolean;
}

export interface PlannedBet {
  kind: 'single' | 'multiple' | 'system';
  betTypeId: number;
  description: string;
  /** The bet's unit stake, cash or free (a bet is one or the other, see `freeStakeProblem`). */
  unitStake: number;
  totalStake: number;
  /** The part of totalStake taken from the free-bet balance: 0 or all of it. */
  freeStake: number;
  numBets: number;
  priceMilli: number | null;
  potentialReturns: number;
  eachWay: boolean;
  legs: WorldSelection[];
  /** The betting tax it is placed under (the African betslip), if any. */
  tax: BetTaxRule | undefined;
}

/** What the refresh answers in `model` (placement adds its own fields). */
export interface BetslipModel {
  singles: Record<string, unknown>[];
  multiples: Record<string, unknown>[];
  systems: Record<string, unknown>[];
  availableBalance: number | null;
  /** The free-bet balance (minor units); null when anonymous. */
  freeBetBalance: number | null;
  betMayBeReferred: boolean;
  errors: BetslipIssue[];
  /** What the staked bets cost in cash (free stakes are not in it). */
  totalCost: number;
  /** What the staked bets take from the free-bet balance. */
  totalFreeStake: number;
  potentialReturns: number;
  currency: string;
  precision: number;
  userAcceptOdds: 'D' | 'A';
  originId: number;
}

export interface BetslipEvaluation {
  model: BetslipModel;
  plan: PlannedBet[];
  /** The problems that refuse a placement (those of selections no staked bet uses are left out). */
  blocking: BetslipIssue[];
  /** Cash, and free-bet money, the plan takes. */
  totalCost: number;
  totalFreeStake: number;
}

/** bets.price_milli is an int4: a product of prices above it is stored as null. */
const MAX_STORED_PRICE_MILLI = 2_147_483_647;

type SelectionState =
  | { state: 'C'; problem: BetslipIssue; world: WorldSelection | undefined }
  | { state: 'O'; problem: BetslipIssue | undefined; world: WorldSelection };

interface Quote {
  stakeAfterTax: number;
  potentialReturns: number;
  potentialTaxDeduction: number;
}

/** A stake's returns, after the African betslip's betting tax when the brand has it. */
function quote(
  tax: BetTaxRule | undefined,
  stake: number,
  returnsFor: (stake: number) => number,
): Quote {
  if (tax === undefined || stake <= 0) {
    return { stakeAfterTax: stake, potentialReturns: returnsFor(stake), potentialTaxDeduction: 0 };
  }
  const taxed = applyBetTax(BigInt(stake), (after) => BigInt(returnsFor(Number(after))), tax);
  return {
    stakeAfterTax: Number(taxed.stakeAfterTax),
    potentialReturns: Number(taxed.netReturns),
    potentialTaxDeduction: Number(taxed.taxDeduction),
  };
}

function fmt(milli: number): string {
  return (milli / 1000).toFixed(milli % 10 === 0 ? 2 : 3);
}

function selectionState(
  input: SelectionInput,
  world: WorldSelection | undefined,
  context: BetslipContext,
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
    const now = world.spreadMilli === null ? 'none' : fmt(world.spreadMilli);
    return open(issue('RES-00153', `Spread changed to ${now}`, where));
  }
  const seen = input.seenPriceMilli;
  if (seen !== undefined && seen !== world.priceMilli) {
    const refused = userAcceptOdds === 'A' || world.priceMilli < seen;
    if (refused) {
      return open(
        issue('RES-00152', `Price changed from ${fmt(seen)} to ${fmt(world.priceMilli)}`, where),
      );
    }
  }
  return open();
}

/**
 * Free bets. A bet is staked either in cash (`unitStake`) or from the free-bet balance
 * (`freeMoneyUnitStake`), never both. A free bet's stake is not returned: its potential returns
 * (and its payout) are the winnings only, the quote of the same cash stake less the stake, never
 * below 0.
 */
interface Staking {
  /** The unit stake the bet is placed with (0: no bet). */
  unit: number;
  free: boolean;
}

function staking(bet: { unitStake: number; freeMoneyUnitStake: number } | undefined): Staking {
  if (bet === undefined) return { unit: 0, free: false };
  if (bet.unitStake > 0) return { unit: bet.unitStake, free: false };
  return { unit: bet.freeMoneyUnitStake, free: bet.freeMoneyUnitStake > 0 };
}

/** What a free bet can return: the winnings of `returns`, the stake not included. */
export function freeBetReturns(returns: number, stake: number): number {
  return Math.max(0, returns - stake);
}

/**
 * The largest free unit stake of a bet of `lines` lines (an each-way single 2, a system its line
 * count): the free-bet balance shared out, rounded down; 0 when anonymous.
 */
export function maxFreeUnitStake(freeBetBalance: number | null, lines: number): number {
  return freeBetBalance === null || lines < 1 ? 0 : Math.floor(freeBetBalance / lines);
}

/** RES-00241 for a bet's free stake, when it cannot be placed as asked. */
function freeStakeProblem(
  bet: { unitStake: number; freeMoneyUnitStake: number },
  maxFree: number,
  freeBetBalance: number | null,
): string | undefined {
  if (bet.freeMoneyUnitStake <= 0) return undefined;
  if (bet.unitStake > 0) {
    return 'A bet is staked either in cash or from the free-bet balance, not both';
  }
  if (freeBetBalance === null) return 'Free bets need a logged-in player';
  if (freeBetBalance === 0) return 'There is no free-bet balance';
  if (bet.freeMoneyUnitStake > maxFree) {
    return 'The free stake is above maxFreeMoneyStake (the free-bet balance)';
  }
  return undefined;
}

const stakeFields = (
  bet: { freeMoneyUnitStake: number } | undefined,
  stake: Staking,
  maxFree: number,
) => ({
  freeMoneyUnitStake: bet?.freeMoneyUnitStake ?? 0,
  maxFreeMoneyStake: maxFree,
  stakeAfterTax: stake.unit,
});

/** Evaluates a betslip against the world (see the file comment). */
export function evaluateBetslip(
  input: BetslipInput,
  worldById: ReadonlyMap<number, WorldSelection>,
  context: BetslipContext,
): BetslipEvaluation {
  const { limits, facts } = context;
  const plan: PlannedBet[] = [];
  const betIssues: BetslipIssue[] = [];
  const states = input.selections.map((selection) =>
    selectionState(selection, worldById.get(selection.outcomeId), context, input.userAcceptOdds),
  );
  const requested = (list: readonly BetInput[], betTypeId: number) =>
    list.find((bet) => bet.betTypeId === betTypeId);
  const maxFree = (lines: number) => maxFreeUnitStake(context.freeBetBalance, lines);
  const freeMoney = (
    bet: { unitStake: number; freeMoneyUnitStake: number },
    lines: number,
    where: { outcomeId?: number; betTypeId?: number },
  ) => {
    const problem = freeStakeProblem(bet, maxFree(lines), context.freeBetBalance);
    if (problem !== undefined) betIssues.push(issue('RES-00241', problem, where));
  };

  if (input.selections.length > limits.maxBets) {
    betIssues.push(issue('RES-00247', `At most ${limits.maxBets} selections on a betslip`));
  }

  // Singles.
  const singles = input.selections.map((selection, index) => {
    const state = states[index];
    const world = state?.world;
    const open = state?.state === 'O';
    const showEachWay = open && limits.eachWayEnabled && world?.eventType === 'OUTRIGHT';
    const eachWay = selection.eachWay && showEachWay;
    const enabled = open && state.problem === undefined;
    const where = { outcomeId: selection.outcomeId };
    const lines = eachWay ? 2 : 1;
    const stake = staking(selection);
    if (selection.unitStake > 0 || selection.freeMoneyUnitStake > 0) {
      freeMoney(selection, lines, where);
      if (selection.eachWay && !showEachWay && open) {
        betIssues.push(issue('RES-00218', 'Each way is not offered for this selection', where));
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
      plan.push({
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
      ...stakeFields(selection, stake, maxFree(lines)),
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

  // Multiples and systems use the open selections that are included in multiples.
  const legs = input.selections.flatMap((selection, index) => {
    const state = states[index];
    return selection.includeInMultiples && state?.state === 'O' ? [state.world] : [];
  });
  // The multiple and the systems on offer, their lines and returns: @clem/core's rules, which
  // the front-end betslip uses too.
  const combinationLegs: CombinationSelection[] = legs.map((leg) => ({
    outcomeId: leg.outcomeId,
    eventId: leg.eventId,
    marketId: leg.marketId,
    priceMilli: BigInt(leg.priceMilli),
  }));
  const multiples: Record<string, unknown>[] = [];
  const multipleOffer = multipleBet(combinationLegs, 0n);
  const offeredMultiple = multipleOffer?.betTypeId;
  if (multipleOffer !== undefined) {
    const bet = requested(input.multiples, multipleOffer.betTypeId);
    const unitStake = bet?.unitStake ?? 0;
    const stake = staking(bet);
    const prices = legs.map((leg) => leg.priceMilli);
    const multipleQuote = quote(limits.tax, stake.unit, (unit) => accumulatorReturns(unit, prices));
    const potentialReturns = stake.free
      ? freeBetReturns(multipleQuote.potentialReturns, stake.unit)
      : multipleQuote.potentialReturns;
    const decimal = toSafeNumber(multipleOffer.priceMilli) / 1000;
    const name = multipleOffer.name;
    if (stake.unit > 0) {
      plan.push({
        kind: 'multiple',
        betTypeId: multipleOffer.betTypeId,
        description: name,
        unitStake: stake.unit,
        totalStake: stake.unit,
        freeStake: stake.free ? stake.unit : 0,
        numBets: 1,
        priceMilli:
          multipleOffer.priceMilli > MAX_STORED_PRICE_MILLI
            ? null
            : Number(multipleOffer.priceMilli),
        potentialReturns,
        eachWay: false,
        legs,
        tax: limits.tax,
      });
    }
    multiples.push({
      betTypeId: multipleOffer.betTypeId,
      description: name,
      fullDescription: `${name} (${legs.length} selections)`,
      ref: 'mul1',
      noOfBets: 1,
      unitStake,
      totalStake: stake.unit,
      potentialReturns,
      price: decimal,
      decimal,
      minBetStake: limits.multipleMinStake,
      maxBetStake: limits.maxStake,
      ...stakeFields(bet, stake, maxFree(1)),
      stakeAfterTax: multipleQuote.stakeAfterTax,
      potentialTaxDeduction: multipleQuote.potentialTaxDeduction,
      taxPercentage: limits.tax?.returnsRatePercentage ?? 0,
      extraParlayWinnings: 0,
    });
  }
  for (const bet of input.multiples) {
    if (bet.betTypeId === offeredMultiple) {
      freeMoney(bet, 1, { betTypeId: bet.betTypeId });
      continue;
    }
    if (bet.unitStake > 0 || bet.freeMoneyUnitStake > 0) {
      const detail =
        legs.length >= 2 && !multipleOffered(legs)
          ? 'A multiple needs its selections on different events'
          : 'This multiple is not offered for these selections';
      betIssues.push(issue('RES-00218', detail, { betTypeId: bet.betTypeId }));
    }
  }

  const systems: Record<string, unknown>[] = [];
  /** The systems on offer: bet type id → number of lines. */
  const offeredSystems = new Map<number, number>();
  if (systemsOffered(legs.length, limits.africanBetslip)) {
    const stakeOf = (betTypeId: number) => staking(requested(input.systems, betTypeId));
    const systemLines = systemBets(combinationLegs, (type) => BigInt(stakeOf(type.betTypeId).unit));
    for (const system of systemLines) {
      const bet = requested(input.systems, system.betTypeId);
      const unitStake = bet?.unitStake ?? 0;
      const stake = stakeOf(system.betTypeId);
      const noOfBets = toSafeNumber(system.lines);
      const totalStake = toSafeNumber(system.totalStake);
      const potentialReturns = stake.free
        ? freeBetReturns(toSafeNumber(system.potentialReturns), totalStake)
        : toSafeNumber(system.potentialReturns);
      offeredSystems.set(system.betTypeId, noOfBets);
      if (stake.unit > 0) {
        plan.push({
          kind: 'system',
          betTypeId: system.betTypeId,
          description: system.name,
          unitStake: stake.unit,
          totalStake,
          freeStake: stake.free ? totalStake : 0,
          numBets: noOfBets,
          priceMilli: null,
          potentialReturns,
          eachWay: false,
          legs,
          // Systems are never offered on the African betslip, so never taxed.
          tax: undefined,
        });
      }
      if (input.showSysBets || context.placing) {
        systems.push({
          betTypeId: system.betTypeId,
          description: system.name,
          fullDescription: `${system.name} (${noOfBets} bets: ${systemDetail(system.counts)})`,
          ref: `sys${systems.length + 1}`,
          noOfBets,
          unitStake,
          totalStake,
          potentialReturns,
          price: null,
          decimal: null,
          minBetStake: limits.minStake,
          maxBetStake: limits.maxStake,
          ...stakeFields(bet, stake, maxFree(noOfBets)),
          taxPercentage: 0,
          extraParlayWinnings: 0,
        });
      }
    }
  }
  for (const bet of input.systems) {
    const lines = offeredSystems.get(bet.betTypeId);
    if (lines !== undefined) {
      freeMoney(bet, lines, { betTypeId: bet.betTypeId });
      continue;
    }
    if (bet.unitStake > 0 || bet.freeMoneyUnitStake > 0) {
      const detail = limits.africanBetslip
        ? 'System bets are not offered on this betslip'
        : 'This system bet is not offered for these selections';
      betIssues.push(issue('RES-00218', detail, { betTypeId: bet.betTypeId }));
    }
  }

  // Stake limits, per bet.
  for (const bet of plan) {
    const where =
      bet.kind === 'single'
        ? { outcomeId: bet.legs[0]?.outcomeId ?? 0 }
        : { betTypeId: bet.betTypeId };
    if (bet.unitStake < limits.minStake) {
      betIssues.push(issue('RES-00140', undefined, where));
    }
    if (bet.totalStake > limits.maxStake) {
      betIssues.push(issue('RES-00034', undefined, where));
    }
  }

  const totalCost = Math.min(
    plan.reduce((sum, bet) => sum + bet.totalStake - bet.freeStake, 0),
    Number.MAX_SAFE_INTEGER,
  );
  const totalFreeStake = Math.min(
    plan.reduce((sum, bet) => sum + bet.freeStake, 0),
    Number.MAX_SAFE_INTEGER,
  );
  // Each free stake fits the balance on its own (above); together they must fit it too.
  if (
    totalFreeStake > (context.freeBetBalance ?? 0) &&
    !betIssues.some((entry) => entry.code === 'RES-00241')
  ) {
    betIssues.push(issue('RES-00241', 'The free stakes add up to more than the free-bet balance'));
  }
  const potentialReturns = Math.min(
    plan.reduce((sum, bet) => sum + bet.potentialReturns, 0),
    Number.MAX_SAFE_INTEGER,
  );

  // A suspended selection used only by multiples or systems is "bet suspended" (RES-00048).
  const stakedSingle = new Set(
    plan.filter((b) => b.kind === 'single').map((b) => b.legs[0]?.outcomeId),
  );
  const usedInCombos = new Set(
    plan.filter((b) => b.kind !== 'single').flatMap((b) => b.legs.map((leg) => leg.outcomeId)),
  );
  const selectionIssues = states.flatMap((state, index) => {
    const problem = state.problem;
    const outcomeId = input.selections[index]?.outcomeId;
    if (problem === undefined || outcomeId === undefined) return [];
    const comboOnly =
      problem.code === 'RES-00108' &&
      state.state === 'O' &&
      !stakedSingle.has(outcomeId) &&
      usedInCombos.has(outcomeId);
    return [
      { problem: comboOnly ? issue('RES-00048', undefined, { outcomeId }) : problem, outcomeId },
    ];
  });
  const usesCombos = plan.some((bet) => bet.kind !== 'single');
  const used = (outcomeId: number) => {
    const selection = input.selections.find((s) => s.outcomeId === outcomeId);
    return stakedSingle.has(outcomeId) || (usesCombos && selection?.includeInMultiples === true);
  };
  const countIssue = betIssues.filter((entry) => entry.code === 'RES-00247');
  const otherBetIssues = betIssues.filter((entry) => entry.code !== 'RES-00247');
  const errors: BetslipIssue[] = [
    ...countIssue,
    ...selectionIssues.map((entry) => entry.problem),
    ...otherBetIssues,
  ];
  const blocking: BetslipIssue[] = [
    ...countIssue,
    ...selectionIssues.filter((entry) => used(entry.outcomeId)).map((entry) => entry.problem),
    ...otherBetIssues,
  ];
  if (context.availableBalance !== null && totalCost > context.availableBalance) {
    errors.push(issue('RES-00056'));
  }

  return {
    model: {
      singles,
      multiples,
      systems,
      availableBalance: context.availableBalance,
      freeBetBalance: context.freeBetBalance,
      betMayBeReferred: totalCost > context.approval.approve,
      errors,
      totalCost,
      totalFreeStake,
      potentialReturns,
      currency: facts.currency,
      precision: facts.precision,
      userAcceptOdds: input.userAcceptOdds,
      originId: input.originId,
    },
    plan,
    blocking,
    totalCost,
    totalFreeStake,
  };
}
