import { percentageToBasisPoints } from '@clem/core/domain';
import { isResCode } from '@clem/core/schemas';
import type { Transaction } from 'kysely';
import type { PlayerRow } from '../accounts/account-tables';
import { toMinor } from '../accounts/money';
import {
  SPORTSBOOK_WALLET,
  creditFreeBet,
  creditWallet,
  debitFreeBet,
  debitWallet,
  sportsbookWallet,
} from '../accounts/wallet-service';
import type { SandboxClock } from '../clock/clock';
import type { JsonValue, SandboxDatabase, SandboxDb } from '../db/schema';
import { isBrandId } from '../settings/brands';
import { readBrandSettings } from '../settings/settings-repository';
import { periodFromId } from '../world/market-catalogue';
import type { BetslipStatus, BetStatus } from './bet-tables';
import {
  APPROVAL_DELAY_SECONDS,
  approvalThresholds,
  betslipLimits,
  currencyFacts,
  issue,
  type BetslipIssue,
} from './betslip-rules';
import { heldVerdict, inPlayDelaySeconds, type HeldIssue, type HeldLeg } from './inplay-delay';
import { placeOnce, type Placement, type PlaceOnceResult } from './place-once';
import { normaliseBetslip, type BetslipBody, type BetslipInput } from './selections-input';
import {
  evaluateBetslip,
  loadWorldSelections,
  type BetslipContext,
  type PlannedBet,
} from './selections-service';

type Trx = Transaction<SandboxDatabase>;

/** The §8 refusal envelope (as the fault hook answers it), plus every problem in `errors`. */
export function resErrorBody(status: number, issues: readonly BetslipIssue[]) {
  const first = issues[0] ?? issue('RES-00049');
  return {
    success: false,
    status,
    message: first.message,
    reasonJson: { responseCode: first.code, message: first.message },
    errors: issues.map((entry) => ({ ...entry })),
  };
}

/** A betslip's human-readable reference; its bets add "-1", "-2", … */
export function betslipReference(betslipId: number): string {
  return `BS${String(betslipId).padStart(8, '0')}`;
}

/** HTTP status of a refused placement (every RES refusal). */
export const REFUSED_STATUS = 400;

export interface PlacementOptions {
  clock: SandboxClock;
  /**
   * Test only (never reachable over HTTP): runs inside the placement transaction right after the
   * debit, so a test can make the placement fail half-way.
   */
  afterDebit?: (trx: Trx) => Promise<void>;
}

export type PlaceBetslipResult = { kind: 'invalid'; message: string } | PlaceOnceResult;

/**
 * Places a betslip once per (player, uuid): inside one transaction it locks the wallet, decides
 * the player's due approvals, re-validates every selection against the current world, and either
 * records a refusal (a definite answer, replayed for retries) or debits the wallet (cash stakes
 * from the balance, free stakes from the free-bet balance) and writes the bets and legs.
 */
export async function placeBetslip(
  db: SandboxDb,
  player: PlayerRow,
  uuid: string,
  body: BetslipBody,
  options: PlacementOptions,
): Promise<PlaceBetslipResult> {
  const facts = currencyFacts(player.currency);
  const normalised = normaliseBetslip(body, facts.precision);
  if (!normalised.ok) return { kind: 'invalid', message: normalised.message };
  const input = normalised.input;
  if (input.selections.length === 0) return { kind: 'invalid', message: 'no selections' };

  return placeOnce(
    db,
    { playerId: player.id, uuid, kind: 'sports', payload: body },
    async (trx, betslipId) => placeInTransaction(trx, player, betslipId, uuid, input, options),
  );
}

async function placeInTransaction(
  trx: Trx,
  player: PlayerRow,
  betslipId: number,
  uuid: string,
  input: BetslipInput,
  options: PlacementOptions,
): Promise<Placement> {
  const now = options.clock.now();
  const facts = currencyFacts(player.currency);
  const refuse = (issues: BetslipIssue[]): Placement => ({
    status: 'rejected',
    httpStatus: REFUSED_STATUS,
    response: resErrorBody(REFUSED_STATUS, issues),
    totalStake: 0,
    currency: player.currency,
  });

  // One placement per player at a time: every check below sees a settled balance.
  const wallet = await trx
    .selectFrom('wallets')
    .select(['id', 'balance', 'free_bet_balance'])
    .where('player_id', '=', player.id)
    .where('name', '=', SPORTSBOOK_WALLET)
    .forUpdate()
    .executeTakeFirst();
  if (wallet === undefined) return refuse([issue('RES-00049', 'No sportsbook wallet')]);
  if (player.self_excluded) {
    return refuse([issue('RES-00103', 'Wagers are disallowed: the player is self-excluded')]);
  }
  await decideDueBetslips(trx, player.id, now);
  const waiting = await trx
    .selectFrom('betslips')
    .select('id')
    .where('player_id', '=', player.id)
    .where('status', '=', 'waiting_approval')
    .where('id', '!=', betslipId)
    .executeTakeFirst();
  if (waiting !== undefined) {
    return refuse([
      issue('RES-00246', `Betslip ${betslipReference(waiting.id)} is waiting for approval`),
    ]);
  }

  const settings = isBrandId(player.brand) ? await readBrandSettings(trx, player.brand) : {};
  const approval = approvalThresholds(player.currency);
  const world = await loadWorldSelections(
    trx,
    input.selections.map((selection) => selection.outcomeId),
  );
  const context: BetslipContext = {
    facts,
    limits: betslipLimits(settings, facts),
    approval,
    now,
    availableBalance: toMinor(wallet.balance),
    freeBetBalance: toMinor(wallet.free_bet_balance),
    placing: true,
  };
  const evaluation = evaluateBetslip(input, world, context);
  if (evaluation.blocking.length > 0) return refuse(evaluation.blocking);
  if (evaluation.plan.length === 0) return refuse([issue('RES-00140', 'No stake on the betslip')]);

  const reference = betslipReference(betslipId);
  let balance = toMinor(wallet.balance);
  // A betslip of free bets only costs no cash: no debit, no ledger line.
  if (evaluation.totalCost > 0) {
    const debit = await debitWallet(trx, player.id, evaluation.totalCost, `betslip:${reference}`);
    if (!debit.ok) {
      return refuse([
        issue(
          debit.reason === 'insufficient_funds' ? 'RES-00056' : 'RES-00049',
          debit.reason === 'insufficient_funds' ? undefined : 'No sportsbook wallet',
        ),
      ]);
    }
    balance = toMinor(debit.wallet.balance);
  }
  let freeBetBalance = toMinor(wallet.free_bet_balance);
  if (evaluation.totalFreeStake > 0) {
    // The wallet row is locked and the evaluation checked the sum: this guard is the backstop.
    const free = await debitFreeBet(trx, player.id, evaluation.totalFreeStake);
    if (!free.ok) {
      // Throws, so the cash debit above rolls back with it: nothing is recorded, nothing moves.
      throw new Error(`sandbox: free-bet debit of betslip ${betslipId} failed: ${free.reason}`);
    }
    freeBetBalance = toMinor(free.wallet.free_bet_balance);
  }
  if (options.afterDebit) await options.afterDebit(trx);

  // Held by the attendant (a big stake), or for the in-play delay (a leg in play), or both.
  const approves = evaluation.totalCost > approval.approve;
  const inPlayDelay = inPlayDelaySeconds(
    evaluation.plan.flatMap((planned) => planned.legs),
    settings.inplay_bet_delay_seconds,
  );
  const waits = approves || inPlayDelay > 0;
  const delaySeconds = Math.max(approves ? APPROVAL_DELAY_SECONDS : 0, inPlayDelay);
  if (inPlayDelay > 0) {
    await trx
      .updateTable('betslips')
      .set({ inplay_delay_seconds: inPlayDelay, accept_odds: input.userAcceptOdds })
      .where('id', '=', betslipId)
      .execute();
  }
  const betStatus: BetStatus = waits ? 'pending_approval' : 'open';
  const bets = [];
  for (const [index, planned] of evaluation.plan.entries()) {
    const bet = await insertBet(trx, {
      betslipId,
      playerId: player.id,
      reference: `${reference}-${index + 1}`,
      planned,
      currency: player.currency,
      status: betStatus,
      placedAt: new Date(now),
    });
    bets.push({
      betId: bet.id,
      reference: `${reference}-${index + 1}`,
      kind: planned.kind,
      betTypeId: planned.betTypeId,
      description: planned.description,
      unitStake: planned.unitStake,
      totalStake: planned.totalStake,
      freeStake: planned.freeStake,
      noOfBets: planned.numBets,
      decimal: planned.priceMilli === null ? null : planned.priceMilli / 1000,
      potentialReturns: planned.potentialReturns,
      eachWay: planned.eachWay,
      status: betStatus,
    });
  }

  const status: BetslipStatus = waits ? 'waiting_approval' : 'accepted';
  const decideAt = waits ? new Date(now + delaySeconds * 1000) : null;
  const response = {
    model: {
      ...evaluation.model,
      availableBalance: balance,
      freeBetBalance,
      errors: [],
      betSlipId: betslipId,
      reference,
      uuid,
      status,
      bets,
      decideAt: decideAt === null ? null : decideAt.toISOString(),
      delay: waits ? delaySeconds : 0,
    },
  };
  return {
    status,
    httpStatus: waits ? 202 : 201,
    response: JSON.parse(JSON.stringify(response)) as JsonValue,
    totalStake: evaluation.totalCost,
    currency: player.currency,
    decideAt,
  };
}

function betDescription(planned: PlannedBet): string {
  const leg = planned.legs[0];
  if (planned.kind === 'single' && leg !== undefined) {
    return `${leg.outcomeDescription} (${leg.marketDescription}) – ${leg.eventName}`;
  }
  if (planned.kind === 'system') return `${planned.description} (${planned.numBets} bets)`;
  // A multiple of several bets says how many, as the slip did: "Doubles (6 bets from 4 selections)".
  if (planned.numBets > 1) {
    return `${planned.description} (${planned.numBets} bets from ${planned.legs.length} selections)`;
  }
  return `${planned.description} (${planned.legs.length} selections)`;
}

async function insertBet(
  trx: Trx,
  bet: {
    betslipId: number;
    playerId: number;
    reference: string;
    planned: PlannedBet;
    currency: string;
    status: BetStatus;
    placedAt: Date;
  },
): Promise<{ id: number }> {
  const { planned } = bet;
  const row = await trx
    .insertInto('bets')
    .values({
      betslip_id: bet.betslipId,
      player_id: bet.playerId,
      reference: bet.reference,
      kind: planned.kind,
      bet_type_id: planned.betTypeId,
      description: betDescription(planned),
      unit_stake: planned.unitStake,
      total_stake: planned.totalStake,
      free_stake: planned.freeStake,
      num_bets: planned.numBets,
      price_milli: planned.priceMilli,
      potential_returns: planned.potentialReturns,
      each_way: planned.eachWay,
      stake_tax_bp: Number(percentageToBasisPoints(planned.tax?.stakeRatePercentage ?? 0)),
      returns_tax_bp: Number(percentageToBasisPoints(planned.tax?.returnsRatePercentage ?? 0)),
      currency: bet.currency,
      status: bet.status,
      placed_at: bet.placedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('bet_legs')
    .values(
      planned.legs.map((leg, index) => ({
        bet_id: row.id,
        leg_index: index,
        outcome_id: leg.outcomeId,
        market_id: leg.marketId,
        event_id: leg.eventId,
        price_milli: leg.priceMilli,
        spread_milli: leg.spreadMilli,
        outcome_description: leg.outcomeDescription,
        market_description: leg.marketDescription,
        period_description: periodFromId(leg.periodId).description,
        event_description: leg.eventName,
        sport_code: leg.sportCode,
        event_date: leg.eventDate,
      })),
    )
    .execute();
  return row;
}

interface WaitingBetslip {
  id: number;
  player_id: number;
  total_stake: number;
  currency: string;
  inplay_delay_seconds: number;
  accept_odds: 'D' | 'A';
}

/**
 * The in-play check at the end of the delay: the betslip's legs against the world now (see
 * heldVerdict). Undefined when it stands.
 */
async function inPlayIssue(trx: Trx, slip: WaitingBetslip): Promise<HeldIssue | undefined> {
  if (slip.inplay_delay_seconds <= 0) return undefined;
  const rows = await trx
    .selectFrom('bet_legs')
    .innerJoin('bets', 'bets.id', 'bet_legs.bet_id')
    .leftJoin('outcomes', 'outcomes.id', 'bet_legs.outcome_id')
    .leftJoin('markets', 'markets.id', 'bet_legs.market_id')
    .leftJoin('events', 'events.id', 'bet_legs.event_id')
    .select([
      'bet_legs.outcome_id as outcomeId',
      'bet_legs.price_milli as placedMilli',
      'outcomes.price_milli as currentMilli',
      'markets.status as marketStatus',
      'events.is_finished as eventFinished',
      'bets.kind as kind',
    ])
    .where('bets.betslip_id', '=', slip.id)
    .orderBy('bets.id')
    .orderBy('bet_legs.leg_index')
    .execute();
  const singles = new Set(rows.filter((row) => row.kind === 'single').map((row) => row.outcomeId));
  const seen = new Set<number>();
  const legs: HeldLeg[] = [];
  for (const row of rows) {
    if (seen.has(row.outcomeId)) continue;
    seen.add(row.outcomeId);
    legs.push({
      outcomeId: row.outcomeId,
      placedMilli: row.placedMilli,
      currentMilli: row.currentMilli,
      marketStatus: row.marketStatus,
      eventFinished: row.eventFinished === true,
      inSingle: singles.has(row.outcomeId),
    });
  }
  return heldVerdict(legs, slip.accept_odds);
}

/**
 * The attendant's decision, once the sandbox clock has passed decide_at: accepted, unless the
 * total stake (cash) is above the currency's reject threshold (RES-00195: the cash stake is
 * refunded, free stakes go back to the free-bet balance, and the bets are rejected, in the
 * caller's transaction). The status guard makes a second decision of
 * the same betslip a no-op.
 */
async function decide(trx: Trx, slip: WaitingBetslip): Promise<void> {
  const total = toMinor(slip.total_stake);
  const tooBig = total > approvalThresholds(slip.currency).reject;
  const held = tooBig ? undefined : await inPlayIssue(trx, slip);
  const rejected = tooBig || held !== undefined;
  const updated = await trx
    .updateTable('betslips')
    .set({
      status: rejected ? 'rejected' : 'accepted',
      ...(held === undefined ? {} : { rejection: JSON.stringify(held) }),
    })
    .where('id', '=', slip.id)
    .where('status', '=', 'waiting_approval')
    .returning('id')
    .executeTakeFirst();
  if (updated === undefined) return;
  const bets = await trx
    .updateTable('bets')
    .set({ status: rejected ? 'rejected' : 'open' })
    .where('betslip_id', '=', slip.id)
    .where('status', '=', 'pending_approval')
    .returning('free_stake')
    .execute();
  if (!rejected) return;
  if (total > 0) {
    const refund = await creditWallet(
      trx,
      slip.player_id,
      total,
      `betslip:${betslipReference(slip.id)}:refund`,
    );
    if (!refund.ok) throw new Error(`sandbox: refund of betslip ${slip.id} failed`);
  }
  // Free stakes go back to the free-bet balance, never to the cash one.
  const free = bets.reduce((sum, bet) => sum + toMinor(bet.free_stake), 0);
  if (free > 0) {
    const refund = await creditFreeBet(trx, slip.player_id, free);
    if (!refund.ok) throw new Error(`sandbox: free-bet refund of betslip ${slip.id} failed`);
  }
}

/**
 * Decides the player's waiting betslips that are due, in a transaction of its own with the wallet
 * locked (as placement): the My Bets reads call it, so a bet whose decision time has passed shows
 * its decision even when nobody asks for the betslip's status.
 */
export async function decideDueBetslipsNow(
  db: SandboxDb,
  playerId: number,
  now: number,
): Promise<void> {
  const due = await db
    .selectFrom('betslips')
    .select('id')
    .where('player_id', '=', playerId)
    .where('status', '=', 'waiting_approval')
    .where('decide_at', '<=', new Date(now))
    .executeTakeFirst();
  if (due === undefined) return; // The usual case: no transaction, no lock.
  await db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('wallets')
      .select(['id'])
      .where('player_id', '=', playerId)
      .where('name', '=', SPORTSBOOK_WALLET)
      .forUpdate()
      .executeTakeFirst();
    await decideDueBetslips(trx, playerId, now);
  });
}

/** Decides every waiting betslip of the player whose decide_at has passed (wallet locked). */
export async function decideDueBetslips(trx: Trx, playerId: number, now: number): Promise<void> {
  const due = await trx
    .selectFrom('betslips')
    .select(['id', 'player_id', 'total_stake', 'currency', 'inplay_delay_seconds', 'accept_odds'])
    .where('player_id', '=', playerId)
    .where('status', '=', 'waiting_approval')
    .where('decide_at', '<=', new Date(now))
    .orderBy('id')
    .execute();
  for (const slip of due) await decide(trx, slip);
}

/**
 * PUT /betslips/{id}/status: the betslip's status, deciding it first when it is due. Undefined
 * for a betslip that does not exist or is not the player's.
 */
export async function betslipStatus(
  db: SandboxDb,
  player: PlayerRow,
  betslipId: number,
  clock: SandboxClock,
) {
  return db.transaction().execute(async (trx) => {
    // Lock order wallet → betslip, as placement: no deadlock between the two.
    const wallet = await trx
      .selectFrom('wallets')
      .select(['balance'])
      .where('player_id', '=', player.id)
      .where('name', '=', SPORTSBOOK_WALLET)
      .forUpdate()
      .executeTakeFirst();
    const slip = await trx
      .selectFrom('betslips')
      .selectAll()
      .where('id', '=', betslipId)
      .where('player_id', '=', player.id)
      .where('kind', '=', 'sports')
      .executeTakeFirst();
    if (slip === undefined) return undefined;
    if (
      slip.status === 'waiting_approval' &&
      slip.decide_at !== null &&
      slip.decide_at.getTime() <= clock.now()
    ) {
      await decide(trx, slip);
    }
    const current = await trx
      .selectFrom('betslips')
      .selectAll()
      .where('id', '=', betslipId)
      .executeTakeFirstOrThrow();
    const bets = await trx
      .selectFrom('bets')
      .select(['id', 'reference', 'status'])
      .where('betslip_id', '=', betslipId)
      .orderBy('id')
      .execute();
    const after = await sportsbookWallet(trx, player.id);
    const balance = after?.balance ?? wallet?.balance ?? 0;
    const errors: BetslipIssue[] = [];
    if (current.status === 'rejected') {
      const held = current.rejection === null ? undefined : storedHeldIssue(current.rejection);
      errors.push(held ?? (bets.length > 0 ? issue('RES-00195') : storedIssue(current.response)));
    }
    return {
      model: {
        betSlipId: current.id,
        reference: betslipReference(current.id),
        status: current.status,
        totalCost: toMinor(current.total_stake),
        currency: player.currency,
        precision: currencyFacts(player.currency).precision,
        decideAt: current.decide_at === null ? null : current.decide_at.toISOString(),
        availableBalance: toMinor(balance),
        freeBetBalance: toMinor(after?.free_bet_balance ?? 0),
        bets: bets.map((bet) => ({ betId: bet.id, reference: bet.reference, status: bet.status })),
        errors,
      },
    };
  });
}

/** The first RES problem of a refusal recorded at placement. */
function storedIssue(response: JsonValue): BetslipIssue {
  if (response !== null && typeof response === 'object' && !Array.isArray(response)) {
    const errors = response.errors;
    const first = Array.isArray(errors) ? errors[0] : undefined;
    if (first !== null && typeof first === 'object' && !Array.isArray(first) && first) {
      const { code, message } = first;
      if (isResCode(code) && typeof message === 'string') return { code, message };
    }
  }
  return issue('RES-00049');
}

/** The RES problem a betslip was refused with when its in-play delay ended. */
function storedHeldIssue(rejection: JsonValue): BetslipIssue | undefined {
  if (rejection === null || typeof rejection !== 'object' || Array.isArray(rejection)) {
    return undefined;
  }
  const { code, message, outcomeId, decimal } = rejection;
  if (!isResCode(code) || typeof message !== 'string') return undefined;
  return {
    code,
    message,
    ...(typeof outcomeId === 'number' ? { outcomeId } : {}),
    ...(typeof decimal === 'number' ? { decimal } : {}),
  };
}
