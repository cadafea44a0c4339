import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearerToken, requireOwnAccount, sendBadRequest } from '../accounts/http';
import { resolveSession } from '../accounts/login-service';
import { displayScaleOf, precisionOf } from '../accounts/money';
import type { JsonValue, SandboxDb } from '../db/schema';
import {
  DEFAULT_ORIGIN_ID,
  checkGlobalStake,
  invalidRequest,
  notFound,
  placeJackpotBet,
  refusal,
  REFUSAL_STATUS,
  type HttpAnswer,
} from '../jackpots/jackpot-placement';
import {
  evaluatePicks,
  isJackpotOpen,
  jackpotEventJson,
  jackpotMoney,
  loadActiveJackpots,
  loadJackpot,
  pickAvailable,
  resolvePicks,
  singleJson,
  type JackpotMoney,
  type JackpotView,
  type PickRequest,
  type ResolvedPick,
  type SlipEvaluation,
} from '../jackpots/jackpot-service';
import { registerJackpotSettlement } from '../jackpots/jackpot-settlement';
import type { SandboxContext } from '../server';
import { BRAND_CURRENCIES, type BrandId } from '../settings/brands';
import { readBrandSettings } from '../settings/settings-repository';
import { UNKNOWN_BRAND, brandOf } from './brand';

type AccountParams = { Params: { accountId: string } };
type CodeParams = { Params: { code: string } };

/** Request bodies here are small: a jackpot slip is at most a few dozen picks. */
const BODY_LIMIT = 64 * 1024;
const MAX_PICKS = 200;
const MAX_ID = 2_147_483_647;

const idSchema = z.union([
  z.number().int().positive().max(MAX_ID),
  z
    .string()
    .regex(/^\d{1,10}$/, 'expected a positive whole number')
    .transform(Number)
    .pipe(z.number().int().positive().max(MAX_ID)),
]);
const stakeSchema = z.union([z.number().nonnegative(), z.string().max(32)]);
const singleSchema = z.object({ outcomeId: idSchema, ordinal: idSchema.optional() });
const slipSchema = z.object({
  jackpotId: idSchema,
  singles: z.array(singleSchema).max(MAX_PICKS),
  globalStake: stakeSchema.optional(),
  originId: z.number().int().nonnegative().max(MAX_ID).optional(),
});
type SlipInput = z.infer<typeof slipSchema>;

/** `{ data: { … } }` as §7 sends it; a bare slip object is taken as well. */
function slipBody(body: unknown) {
  const data =
    body !== null && typeof body === 'object' && !Array.isArray(body) && 'data' in body
      ? (body as { data: unknown }).data
      : body;
  return slipSchema.safeParse(data ?? {});
}

const outcomeIdsSchema = z.union([
  z
    .string()
    .max(4096)
    .regex(/^\s*\d{1,10}(\s*,\s*\d{1,10})*\s*$/, 'expected a comma list of outcome ids')
    .transform((text) => text.split(',').map((part) => Number(part.trim()))),
  z.array(idSchema).max(MAX_PICKS),
]);
const costModelSchema = z.object({
  jackpotId: idSchema,
  globalStake: stakeSchema.optional(),
  originId: z.number().int().nonnegative().max(MAX_ID).optional(),
  outcomeIds: outcomeIdsSchema.optional(),
});
const costBodySchema = z.object({
  model: costModelSchema.optional(),
  outcomeIds: outcomeIdsSchema.optional(),
});
const costQuerySchema = z.object({ outcomeIds: outcomeIdsSchema.optional() });

const placementQuerySchema = z.object({
  uuid: z
    .string()
    .min(1, 'uuid is required')
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'uuid: letters, digits, - and _ only'),
});

const RETAIL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function send(reply: FastifyReply, answer: HttpAnswer): FastifyReply {
  return reply.code(answer.httpStatus).send(answer.body);
}

/**
 * Jackpots (betting-area §3, §4, §5, §7): the active jackpots, the jackpot betslip (selections,
 * cost), placement (withAuth, idempotent on uuid), retail codes; and settlement on eventsResulted.
 */
export function registerJackpotRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { db, clock } = context;
  const unsubscribe = registerJackpotSettlement(context);
  app.addHook('onClose', async () => {
    unsubscribe();
  });

  const now = () => new Date(clock.now());

  /** The player's currency when a live token comes along, else the brand's. */
  const currencyFor = async (request: FastifyRequest, brand: BrandId): Promise<string> => {
    const session = await resolveSession(db, bearerToken(request), ['jwe', 'external', 'access']);
    if (session !== undefined) return session.player.currency;
    const setting = (await readBrandSettings(db, brand)).currencyCode;
    return typeof setting === 'string' && setting !== '' ? setting : BRAND_CURRENCIES[brand];
  };

  /** The jackpot, its money in `currency` and the request's picks, or the 4xx to answer. */
  const slipOf = async (
    jackpotId: number,
    picks: readonly PickRequest[],
    currency: string,
    globalStake: SlipInput['globalStake'],
  ): Promise<
    | {
        ok: true;
        view: JackpotView;
        money: JackpotMoney;
        picks: ResolvedPick[];
        evaluation: SlipEvaluation;
      }
    | { ok: false; answer: HttpAnswer }
  > => {
    const view = await loadJackpot(db, jackpotId);
    if (view === undefined)
      return { ok: false, answer: notFound(`jackpot ${jackpotId} not found`) };
    const money = await jackpotMoney(db, jackpotId, currency);
    if (money === undefined) {
      return {
        ok: false,
        answer: invalidRequest(`jackpot ${jackpotId} is not offered in ${currency}`),
      };
    }
    const resolved = resolvePicks(view, picks);
    if (!resolved.ok) return { ok: false, answer: invalidRequest(resolved.message) };
    const stakeProblem = checkGlobalStake(globalStake, money.lineStake, currency);
    if (stakeProblem !== undefined) return { ok: false, answer: invalidRequest(stakeProblem) };
    return {
      ok: true,
      view,
      money,
      picks: resolved.picks,
      evaluation: evaluatePicks(view, resolved.picks),
    };
  };

  const moneyFields = (money: JackpotMoney) => ({
    currency: money.currency,
    precision: precisionOf(money.currency),
    displayScale: displayScaleOf(money.currency),
  });

  app.register(async (scope) => {
    scope.get('/xapi/rest/jackpotbetweb/active', async (request, reply) => {
      const brand = brandOf(request);
      if (brand === undefined) return reply.code(400).send(UNKNOWN_BRAND);
      const currency = await currencyFor(request, brand);
      const jackpots = [];
      for (const view of await loadActiveJackpots(db, now())) {
        const money = await jackpotMoney(db, view.row.id, currency);
        if (money === undefined) continue;
        jackpots.push({
          jackpotId: view.row.id,
          name: view.row.name,
          status: view.row.status,
          jackpotPrize: money.prize,
          globalStake: money.lineStake,
          ...moneyFields(money),
          numberOfEvents: view.row.number_of_events,
          reserveSelectionCount: view.row.reserve_selection_count,
          closesAt: view.row.closes_at.toISOString(),
          events: view.events.map((event) => jackpotEventJson(view, event, money)),
        });
      }
      return { jackpots };
    });

    scope.post(
      '/xapi/rest/jackpotbetslips/selections',
      { bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        const brand = brandOf(request);
        if (brand === undefined) return reply.code(400).send(UNKNOWN_BRAND);
        const body = slipBody(request.body);
        if (!body.success) return sendBadRequest(reply, body.error);
        const { jackpotId, singles, globalStake } = body.data;
        const currency = await currencyFor(request, brand);
        const slip = await slipOf(jackpotId, singles, currency, globalStake);
        if (!slip.ok) return send(reply, slip.answer);
        const { view, money, picks, evaluation } = slip;
        const open = isJackpotOpen(view.row, now());
        return {
          model: {
            jackpotId: view.row.id,
            jackpotName: view.row.name,
            jackpotPrize: money.prize,
            globalStake: money.lineStake,
            ...moneyFields(money),
            numberOfEvents: view.row.number_of_events,
            reserveSelectionCount: view.row.reserve_selection_count,
            closesAt: view.row.closes_at.toISOString(),
            open,
            singles: picks.map((pick, index) =>
              singleJson(
                pick,
                index,
                view.row.id,
                pickAvailable(pick, open) && !evaluation.erroneousOrdinals.has(pick.ordinal),
              ),
            ),
            noOfBets: evaluation.noOfBets,
            complete: evaluation.complete,
            jackpotTotalStake: evaluation.noOfBets * money.lineStake,
            missingOrdinals: evaluation.missingOrdinals,
            errors: evaluation.errors.map((error) => ({ ...error })),
          },
        };
      },
    );

    scope.post(
      '/xapi/rest/jackpotbetslips/cost',
      { bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        const brand = brandOf(request);
        if (brand === undefined) return reply.code(400).send(UNKNOWN_BRAND);
        const wrapped = costBodySchema.safeParse(request.body ?? {});
        if (!wrapped.success) return sendBadRequest(reply, wrapped.error);
        // §7: { model: { globalStake, jackpotId, originId }, outcomeIds } (a bare model is taken too).
        const parsed =
          wrapped.data.model === undefined
            ? costModelSchema.safeParse(request.body ?? {})
            : ({ success: true, data: wrapped.data.model } as const);
        if (!parsed.success) return sendBadRequest(reply, parsed.error);
        const query = costQuerySchema.safeParse(request.query);
        if (!query.success) return sendBadRequest(reply, query.error);
        const outcomeIds =
          parsed.data.outcomeIds ?? wrapped.data.outcomeIds ?? query.data.outcomeIds;
        if (outcomeIds === undefined)
          return sendBadRequest(reply, 'outcomeIds: a comma list of outcome ids is required');
        if (outcomeIds.length > MAX_PICKS)
          return sendBadRequest(reply, `outcomeIds: at most ${MAX_PICKS}`);
        const currency = await currencyFor(request, brand);
        const slip = await slipOf(
          parsed.data.jackpotId,
          outcomeIds.map((outcomeId) => ({ outcomeId })),
          currency,
          parsed.data.globalStake,
        );
        if (!slip.ok) return send(reply, slip.answer);
        const { view, money, picks, evaluation } = slip;
        return {
          model: {
            jackpotId: view.row.id,
            originId: parsed.data.originId ?? DEFAULT_ORIGIN_ID,
            globalStake: money.lineStake,
            ...moneyFields(money),
            outcomeIds: picks.map((pick) => pick.outcome.id),
            noOfBets: evaluation.noOfBets,
            complete: evaluation.complete,
            totalCost: evaluation.noOfBets * money.lineStake,
            errors: evaluation.errors.map((error) => ({ ...error })),
          },
        };
      },
    );

    scope.post<AccountParams>(
      '/xapi/rest/accounts/:accountId/jackpotbetslips',
      { bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        const brand = brandOf(request);
        if (brand === undefined) return reply.code(400).send(UNKNOWN_BRAND);
        const player = await requireOwnAccount(db, request, reply);
        if (player === undefined) return reply;
        const query = placementQuerySchema.safeParse(request.query);
        if (!query.success) return sendBadRequest(reply, query.error);
        const body = slipBody(request.body);
        if (!body.success) return sendBadRequest(reply, body.error);
        const answer = await placeJackpotBet(db, clock, {
          player,
          uuid: query.data.uuid,
          jackpotId: body.data.jackpotId,
          picks: body.data.singles,
          globalStake: body.data.globalStake,
          originId: body.data.originId ?? DEFAULT_ORIGIN_ID,
        });
        return send(reply, answer);
      },
    );

    scope.post(
      '/xapi/rest/jackpotbetslips/retailcodes',
      { bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        const brand = brandOf(request);
        if (brand === undefined) return reply.code(400).send(UNKNOWN_BRAND);
        const body = slipBody(request.body);
        if (!body.success) return sendBadRequest(reply, body.error);
        const { jackpotId, singles, globalStake } = body.data;
        if (singles.length === 0) return sendBadRequest(reply, 'singles: at least one selection');
        const currency = await currencyFor(request, brand);
        const slip = await slipOf(jackpotId, singles, currency, globalStake);
        if (!slip.ok) return send(reply, slip.answer);
        const { view, money, picks, evaluation } = slip;
        const [firstError] = evaluation.errors;
        if (firstError !== undefined) {
          return reply.code(REFUSAL_STATUS).send(
            refusal('RES-00218', firstError.message, {
              errors: evaluation.errors.map((error) => ({ ...error })),
            }),
          );
        }
        const createdAt = now();
        const stored: JsonValue = {
          jackpotId: view.row.id,
          singles: picks.map((pick) => ({ outcomeId: pick.outcome.id, ordinal: pick.ordinal })),
          globalStake: money.lineStake,
          currency,
        };
        const code = await storeRetailCode(db, brand, stored, createdAt);
        return reply.code(201).send({
          code,
          jackpotId: view.row.id,
          noOfBets: evaluation.noOfBets,
          complete: evaluation.complete,
          jackpotTotalStake: evaluation.noOfBets * money.lineStake,
          ...moneyFields(money),
          createdAt: createdAt.toISOString(),
        });
      },
    );

    scope.get<CodeParams>(
      '/xapi/rest/jackpotbetslips/retailcodes/:code',
      async (request, reply) => {
        const brand = brandOf(request);
        if (brand === undefined) return reply.code(400).send(UNKNOWN_BRAND);
        const code = request.params.code.toUpperCase();
        const row = /^[A-Z0-9]{1,32}$/.test(code)
          ? await db
              .selectFrom('retail_codes')
              .selectAll()
              .where('code', '=', code)
              .where('brand', '=', brand)
              .where('kind', '=', 'jackpot')
              .executeTakeFirst()
          : undefined;
        if (row === undefined)
          return send(reply, notFound(`no jackpot retail code ${request.params.code}`));
        const payload = row.payload;
        return {
          code: row.code,
          ...(payload !== null && typeof payload === 'object' && !Array.isArray(payload)
            ? payload
            : {}),
          createdAt: row.created_at.toISOString(),
        };
      },
    );
  });
}

/** A new short code ("J" and 7 characters without look-alikes), retried on the rare clash. */
async function storeRetailCode(
  db: SandboxDb,
  brand: BrandId,
  payload: JsonValue,
  createdAt: Date,
): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    let code = 'J';
    for (let index = 0; index < 7; index += 1) {
      code += RETAIL_CODE_ALPHABET[randomInt(RETAIL_CODE_ALPHABET.length)];
    }
    const inserted = await db
      .insertInto('retail_codes')
      .values({
        code,
        brand,
        kind: 'jackpot',
        payload: JSON.stringify(payload),
        created_at: createdAt,
      })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .returning('code')
      .executeTakeFirst();
    if (inserted !== undefined) return inserted.code;
    if (attempt >= 10) throw new Error('sandbox: no free retail code');
  }
}
