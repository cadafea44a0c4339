import { RES_CODES, type ResCode } from '@clem/core/schemas';
import { formatAmount } from '@clem/core/domain';
import type { PlayerRow } from '../accounts/account-tables';
import { displayScaleOf, parseMajor, precisionOf, toMinor } from '../accounts/money';
import { debitWallet } from '../accounts/wallet-service';
import { placeOnce, type Placement } from '../bets/place-once';
import type { SandboxClock } from '../clock/clock';
import type { JsonValue, SandboxDb } from '../db/schema';
import { periodFromId } from '../world/market-catalogue';
import {
  evaluatePicks,
  isJackpotOpen,
  jackpotMoney,
  loadJackpot,
  pickAvailable,
  resolvePicks,
  type PickRequest,
  type ResolvedPick,
} from './jackpot-service';

/** The bet type id of a jackpot bet (the spec names none; the sandbox's choice). */
export const JACKPOT_BET_TYPE_ID = 900_000;
/** §9: the default origin. */
export const DEFAULT_ORIGIN_ID = 11;
/** HTTP status of a refusal (a §8 RES code in reasonJson), as the fault injector answers one. */
export const REFUSAL_STATUS = 400;

export interface JackpotPlacementInput {
  player: PlayerRow;
  uuid: string;
  jackpotId: number;
  picks: readonly PickRequest[];
  globalStake?: number | string | undefined;
  originId: number;
}

export interface HttpAnswer {
  httpStatus: number;
  body: JsonValue;
}

/** §8 envelope of a refusal. */
export function refusal(
  code: ResCode | undefined,
  message: string,
  extra: { [key: string]: JsonValue } = {},
): JsonValue {
  return {
    success: false,
    status: REFUSAL_STATUS,
    message,
    reasonJson: { ...(code === undefined ? {} : { responseCode: code }), message },
    ...extra,
  };
}

export function invalidRequest(message: string): HttpAnswer {
  return {
    httpStatus: 400,
    body: { success: false, status: 400, error: 'invalid_request', message },
  };
}

export function notFound(message: string): HttpAnswer {
  return { httpStatus: 404, body: { success: false, status: 404, error: 'not_found', message } };
}

/**
 * The line stake a request asks for: none (the jackpot's), or exactly the jackpot's line stake in
 * major units. Undefined when it is something else.
 */
export function checkGlobalStake(
  globalStake: number | string | undefined,
  lineStake: number,
  currency: string,
): string | undefined {
  if (globalStake === undefined) return undefined;
  const minor = parseMajor(globalStake, precisionOf(currency));
  if (minor === lineStake) return undefined;
  return `globalStake is the stake per line in major units and must be this jackpot's line stake, ${formatAmount(BigInt(lineStake), { precision: precisionOf(currency), scaledBy1000: false })} ${currency}`;
}

/**
 * §7 POST /xapi/rest/accounts/{accountId}/jackpotbetslips: validates, then (once per player and
 * uuid) debits noOfBets × line stake and writes one bet of kind jackpot with its legs.
 */
export async function placeJackpotBet(
  db: SandboxDb,
  clock: SandboxClock,
  input: JackpotPlacementInput,
): Promise<HttpAnswer> {
  const { player } = input;
  const currency = player.currency;
  const view = await loadJackpot(db, input.jackpotId);
  if (view === undefined) return notFound(`jackpot ${input.jackpotId} not found`);
  const money = await jackpotMoney(db, view.row.id, currency);
  if (money === undefined) {
    return invalidRequest(`jackpot ${view.row.id} is not offered in ${currency}`);
  }
  const resolved = resolvePicks(view, input.picks);
  if (!resolved.ok) return invalidRequest(resolved.message);
  const stakeProblem = checkGlobalStake(input.globalStake, money.lineStake, currency);
  if (stakeProblem !== undefined) return invalidRequest(stakeProblem);
  const evaluation = evaluatePicks(view, resolved.picks);
  const [firstError] = evaluation.errors;
  if (firstError !== undefined) {
    return {
      httpStatus: REFUSAL_STATUS,
      body: refusal('RES-00218', firstError.message, {
        errors: evaluation.errors.map((error) => ({ ...error })),
      }),
    };
  }
  if (!evaluation.complete) {
    return {
      httpStatus: REFUSAL_STATUS,
      body: refusal(
        undefined,
        `The jackpot betslip is not complete: no selection for ordinal ${evaluation.missingOrdinals.join(', ')}`,
      ),
    };
  }

  const totalStake = evaluation.noOfBets * money.lineStake;
  if (!Number.isSafeInteger(totalStake)) return invalidRequest('too many lines');
  const payload = {
    jackpotId: view.row.id,
    outcomeIds: resolved.picks.map((pick) => pick.outcome.id).sort((a, b) => a - b),
    lineStake: money.lineStake,
    originId: input.originId,
  };
  const result = await placeOnce(
    db,
    { playerId: player.id, uuid: input.uuid, kind: 'jackpot', payload },
    async (trx, betslipId): Promise<Placement> => {
      const refused = (code: ResCode, message: string = RES_CODES[code]): Placement => ({
        status: 'rejected',
        httpStatus: REFUSAL_STATUS,
        response: refusal(code, message),
        totalStake,
        currency,
      });
      // Lock the jackpot: settlement takes the same lock, so a bet is never half-settled.
      await trx
        .selectFrom('jackpots')
        .select('id')
        .where('id', '=', view.row.id)
        .forUpdate()
        .execute();
      const current = await loadJackpot(trx, view.row.id);
      const now = new Date(clock.now());
      if (current === undefined || !isJackpotOpen(current.row, now)) {
        return refused('RES-00047', `${view.row.name} is closed`);
      }
      const fresh = resolvePicks(current, input.picks);
      if (!fresh.ok) return refused('RES-00108');
      const unavailable = fresh.picks.filter((pick) => !pickAvailable(pick, true));
      if (unavailable.length > 0) return refused('RES-00108');

      const reference = `JP${view.row.id}-${betslipId}`;
      const debit = await debitWallet(trx, player.id, totalStake, `jackpot:${reference}`);
      if (!debit.ok) return refused('RES-00056');
      const bet = await trx
        .insertInto('bets')
        .values({
          betslip_id: betslipId,
          player_id: player.id,
          reference,
          kind: 'jackpot',
          bet_type_id: JACKPOT_BET_TYPE_ID,
          description: current.row.name,
          unit_stake: money.lineStake,
          total_stake: totalStake,
          num_bets: evaluation.noOfBets,
          price_milli: null,
          potential_returns: money.prize,
          jackpot_id: view.row.id,
          currency,
          status: 'open',
          placed_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('bet_legs')
        .values(fresh.picks.map((pick, index) => legRow(bet.id, index, pick)))
        .execute();
      const response: JsonValue = {
        success: true,
        status: 201,
        message: 'Jackpot bet placed',
        result: {
          betId: bet.id,
          reference,
          jackpotId: view.row.id,
          jackpotName: current.row.name,
          jackpotPrize: money.prize,
          originId: input.originId,
          globalStake: money.lineStake,
          noOfBets: evaluation.noOfBets,
          jackpotTotalStake: totalStake,
          currency,
          precision: precisionOf(currency),
          displayScale: displayScaleOf(currency),
          betStatus: 'open',
          placedAt: now.toISOString(),
          availableBalance: toMinor(debit.wallet.balance),
          singles: fresh.picks.map((pick) => ({
            ordinal: pick.ordinal,
            reserve: pick.reserve,
            outcomeId: pick.outcome.id,
            outcomeDescription: pick.outcome.description,
            marketId: pick.view.market.id,
            eventId: pick.view.event.id,
            eventDescription: pick.view.event.name,
          })),
        },
      };
      return { status: 'accepted', httpStatus: 201, response, totalStake, currency };
    },
  );
  if (result.kind === 'uuid_reused') {
    return {
      httpStatus: 409,
      body: {
        success: false,
        status: 409,
        error: 'uuid_reused',
        message: 'this uuid was already used for another jackpot bet',
      },
    };
  }
  return { httpStatus: result.httpStatus, body: result.response };
}

function legRow(betId: number, index: number, pick: ResolvedPick) {
  return {
    bet_id: betId,
    leg_index: index,
    outcome_id: pick.outcome.id,
    market_id: pick.view.market.id,
    event_id: pick.view.event.id,
    price_milli: pick.outcome.price_milli,
    spread_milli: null,
    outcome_description: pick.outcome.description,
    market_description: pick.view.market.description,
    period_description: periodFromId(pick.view.market.period_id).description,
    event_description: pick.view.event.name,
    sport_code: pick.view.event.sport_code,
    event_date: pick.view.event.event_date,
    ordinal: pick.ordinal,
    reserve: pick.reserve,
  };
}
