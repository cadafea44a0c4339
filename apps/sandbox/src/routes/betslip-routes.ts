import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PlayerRow } from '../accounts/account-tables';
import {
  bearerToken,
  bodyObject,
  requireOwnAccount,
  requireSession,
  sendBadRequest,
  sendForbidden,
} from '../accounts/http';
import { toMinor } from '../accounts/money';
import { sportsbookWallet } from '../accounts/wallet-service';
import { betslipStatus, placeBetslip } from '../bets/betslip-placement';
import { approvalThresholds, betslipLimits, currencyFacts } from '../bets/betslip-rules';
import { readRetailCode, storeRetailCode, unknownOutcomeIds } from '../bets/retail-codes';
import { betslipBodySchema, normaliseBetslip } from '../bets/selections-input';
import { evaluateBetslip, loadWorldSelections } from '../bets/selections-service';
import { isBrandId } from '../settings/brands';
import { readBrandSettings } from '../settings/settings-repository';
import type { SandboxContext } from '../server';
import { UNKNOWN_BRAND, brandOf } from './brand';

/** Betslip bodies are small: 100 selections with every §3 field fit in far less. */
const BODY_LIMIT = 256 * 1024;

const uuidQuerySchema = z.object({
  uuid: z
    .string({ error: 'uuid is required' })
    .trim()
    .min(1, 'uuid is required')
    .max(128, 'uuid is at most 128 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'uuid may hold letters, digits, "-" and "_" only'),
});

type AccountParams = { Params: { accountId: string } };
type BetslipParams = { Params: { betSlipId: string } };
type CodeParams = { Params: { code: string } };

function sendRequestError(reply: FastifyReply, status: number, error: string, message: string) {
  return reply.code(status).send({ success: false, status, error, message });
}

/**
 * The betslip calls of betting-area §7: the selections refresh (anonymous or logged in),
 * placement (idempotent on the uuid), the approval status and retail codes. See the README's
 * "Betslip calls" for the shapes.
 */
export function registerBetslipRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { db, clock } = context;

  const refresh = async (request: FastifyRequest, reply: FastifyReply) => {
    const brand = brandOf(request);
    if (brand === undefined) return reply.code(400).send(UNKNOWN_BRAND);
    let player: PlayerRow | undefined;
    if (bearerToken(request) !== undefined) {
      const session = await requireSession(db, request, reply);
      if (session === undefined) return reply;
      player = session.player;
    }
    const body = betslipBodySchema.safeParse(bodyObject(request));
    if (!body.success) return sendBadRequest(reply, body.error);
    if (body.data.accountId !== undefined && player?.id !== body.data.accountId) {
      return player === undefined
        ? sendRequestError(reply, 401, 'unauthorized', 'accountId needs a bearer token')
        : sendForbidden(reply);
    }
    const settingsBrand = player !== undefined && isBrandId(player.brand) ? player.brand : brand;
    const settings = await readBrandSettings(db, settingsBrand);
    const brandCurrency = typeof settings.currencyCode === 'string' ? settings.currencyCode : 'EUR';
    const facts = currencyFacts(player?.currency ?? brandCurrency);
    const input = normaliseBetslip(body.data, facts.precision);
    if (!input.ok) return sendBadRequest(reply, input.message);
    const world = await loadWorldSelections(
      db,
      input.input.selections.map((selection) => selection.outcomeId),
    );
    const wallet = player === undefined ? undefined : await sportsbookWallet(db, player.id);
    const evaluation = evaluateBetslip(input.input, world, {
      facts,
      limits: betslipLimits(settings, facts),
      approval: approvalThresholds(facts.currency),
      now: clock.now(),
      availableBalance: wallet === undefined ? null : toMinor(wallet.balance),
      freeBetBalance: wallet === undefined ? null : toMinor(wallet.free_bet_balance),
      placing: false,
    });
    return { model: evaluation.model };
  };

  app.put('/xapi/rest/betslips/selections', { bodyLimit: BODY_LIMIT }, refresh);
  app.post('/xapi/rest/betslips/selections', { bodyLimit: BODY_LIMIT }, refresh);

  app.post<AccountParams>(
    '/xapi/rest/accounts/:accountId/betslips',
    { bodyLimit: BODY_LIMIT },
    async (request, reply) => {
      const player = await requireOwnAccount(db, request, reply);
      if (player === undefined) return reply;
      const query = uuidQuerySchema.safeParse(request.query);
      if (!query.success) return sendBadRequest(reply, query.error);
      const body = betslipBodySchema.safeParse(bodyObject(request));
      if (!body.success) return sendBadRequest(reply, body.error);
      if (body.data.accountId !== undefined && body.data.accountId !== player.id) {
        return sendForbidden(reply);
      }
      const result = await placeBetslip(db, player, query.data.uuid, body.data, { clock });
      switch (result.kind) {
        case 'invalid':
          return sendBadRequest(reply, result.message);
        case 'uuid_reused':
          return sendRequestError(
            reply,
            409,
            'uuid_reused',
            'This uuid was already used for another betslip: send a new uuid for a new betslip',
          );
        default:
          return reply.code(result.httpStatus).send(result.response);
      }
    },
  );

  app.put<BetslipParams>('/xapi/rest/betslips/:betSlipId/status', async (request, reply) => {
    const session = await requireSession(db, request, reply);
    if (session === undefined) return reply;
    if (!/^\d{1,9}$/.test(request.params.betSlipId)) {
      return sendBadRequest(reply, 'betSlipId must be a number');
    }
    const betSlipId = Number(request.params.betSlipId);
    const body = z
      .object({ betSlipId: z.union([z.number().int(), z.string()]).optional() })
      .safeParse(bodyObject(request));
    if (!body.success) return sendBadRequest(reply, body.error);
    if (body.data.betSlipId !== undefined && String(body.data.betSlipId) !== String(betSlipId)) {
      return sendBadRequest(reply, 'betSlipId in the body differs from the path');
    }
    const status = await betslipStatus(db, session.player, betSlipId, clock);
    if (status === undefined) {
      return sendRequestError(reply, 404, 'not_found', `no betslip ${betSlipId} of this player`);
    }
    return status;
  });

  app.post('/xapi/rest/betslips/retailcodes', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const brand = brandOf(request);
    if (brand === undefined) return reply.code(400).send(UNKNOWN_BRAND);
    const body = betslipBodySchema.safeParse(bodyObject(request));
    if (!body.success) return sendBadRequest(reply, body.error);
    const settings = await readBrandSettings(db, brand);
    const currency = typeof settings.currencyCode === 'string' ? settings.currencyCode : 'EUR';
    const input = normaliseBetslip(body.data, currencyFacts(currency).precision);
    if (!input.ok) return sendBadRequest(reply, input.message);
    const ids = input.input.selections.map((selection) => selection.outcomeId);
    if (ids.length === 0) return sendBadRequest(reply, 'no selections');
    const unknown = await unknownOutcomeIds(db, ids);
    if (unknown.length > 0) {
      return sendRequestError(
        reply,
        404,
        'unknown_outcome',
        `unknown outcome ids: ${unknown.join(', ')}`,
      );
    }
    const createdAt = new Date(clock.now());
    const code = await storeRetailCode(db, brand, currency, input.input, createdAt);
    return reply
      .code(201)
      .send({ model: { code, outcomeIds: ids, createdAt: createdAt.toISOString() } });
  });

  // Sandbox extra: what a shop terminal would read back for a code (tests check the slip saved).
  app.get<CodeParams>('/xapi/rest/betslips/retailcodes/:code', async (request, reply) => {
    const brand = brandOf(request);
    if (brand === undefined) return reply.code(400).send(UNKNOWN_BRAND);
    const stored = await readRetailCode(db, brand, request.params.code);
    if (stored === undefined) {
      return sendRequestError(reply, 404, 'not_found', 'no such retail code on this brand');
    }
    return stored;
  });
}
