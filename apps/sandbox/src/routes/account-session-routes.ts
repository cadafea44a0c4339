import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PlayerRow } from '../accounts/account-tables';
import {
  LAYOUTS,
  PREF_PRICE_FORMATS,
  SORT_BY,
  THEMES,
  accountInfoPayload,
  accountPrefsPayload,
  readDetails,
} from '../accounts/details-service';
import {
  credentialsSchema,
  addFormParsers,
  bearerToken,
  bodyObject,
  requireOwnAccount,
  requireSession,
  sendBadRequest,
  sendError,
} from '../accounts/http';
import { UNAUTHORIZED } from '../accounts/login-errors';
import {
  createSession,
  newLoginId,
  passwordLogin,
  recordLogin,
  resolveSession,
  revokePlayerSessions,
  revokeSession,
} from '../accounts/login-service';
import type { LoginThrottle } from '../accounts/login-throttle';
import { profilePayload, sessionData, thirdPartyTokens } from '../accounts/payloads';
import {
  TRANSACTIONS_PAGE_SIZE_DEFAULT,
  TRANSACTIONS_PAGE_SIZE_MAX,
  transactionsPage,
} from '../accounts/transactions-service';
import { sportsbookWallet, walletPayload } from '../accounts/wallet-service';
import {
  endOtherSessions,
  sendActiveSessionExists,
  singleSessionOutcome,
} from '../accounts/single-session';
import type { SandboxDb } from '../db/schema';
import { UNKNOWN_BRAND, brandOf } from './brand';

const sessionsBodySchema = credentialsSchema.extend({
  device: z
    .object({
      clientType: z.string().min(1),
      deviceId: z.string().min(1),
      deviceType: z.string().min(1),
    })
    .optional(),
});
const sessionsQuerySchema = z.object({ l: z.string().optional(), mc: z.string().optional() });
const refreshBodySchema = z.object({ refreshToken: z.string().min(1).optional() });

const accountUpdateSchema = z
  .object({
    wasSetRealMoneyBonuses: z.boolean().optional(),
    realMoneyBonuses: z.boolean().optional(),
  })
  .refine(
    (body) => body.wasSetRealMoneyBonuses !== undefined || body.realMoneyBonuses !== undefined,
    { message: 'wasSetRealMoneyBonuses or realMoneyBonuses is required' },
  );

const prefsUpdateSchema = z.object({
  accountId: z.union([z.number().int(), z.string().regex(/^\d+$/)]).optional(),
  data: z
    .object({
      default_stake: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
      layout: z.enum(LAYOUTS).optional(),
      sort_by: z.enum(SORT_BY).optional(),
      price_format: z.enum(PREF_PRICE_FORMATS).optional(),
      accept_higher_odds: z.boolean().optional(),
      theme: z.enum(THEMES).optional(),
    })
    .strict(),
});

/** A whole number of digits, as a query parameter gives it. */
const pageNumber = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, `${name} must be between 1 and ${max}`);

const transactionsQuerySchema = z.object({
  page: pageNumber('page', 100_000).optional(),
  pageSize: pageNumber('pageSize', TRANSACTIONS_PAGE_SIZE_MAX).optional(),
});

type AccountParams = { Params: { accountId: string } };

/** accounts/sessions (access + refresh tokens), profile, balance, /api/session, xapi/rest. */
export function registerAccountSessionRoutes(
  app: FastifyInstance,
  db: SandboxDb,
  throttle: LoginThrottle,
): void {
  app.register(async (scope) => {
    addFormParsers(scope);

    scope.post('/accounts/sessions', async (request, reply) => {
      const brand = brandOf(request);
      if (brand === undefined) return reply.code(400).send(UNKNOWN_BRAND);
      const query = sessionsQuerySchema.safeParse(request.query);
      if (!query.success) return sendBadRequest(reply, query.error);
      const body = sessionsBodySchema.safeParse(bodyObject(request));
      if (!body.success) return sendBadRequest(reply, body.error);
      const { username, password } = body.data;
      const login = await passwordLogin(db, throttle, {
        brand,
        username,
        password,
        address: request.ip,
      });
      if (!login.ok) return sendError(reply, login.error);
      const force = body.data.force_single_session === true;
      const single = await singleSessionOutcome(db, brand, login.player.id, force);
      if (single === 'conflict') return sendActiveSessionExists(reply);
      if (single === 'forced') await endOtherSessions(db, login.player.id);
      await recordLogin(db, login.player);
      return reply.code(201).send(await issueAccessSession(db, login.player));
    });

    scope.post('/accounts/me/sessions/accept-terms', async (request, reply) => {
      const session = await requireSession(db, request, reply, ['access']);
      if (session === undefined) return reply;
      await db
        .updateTable('players')
        .set({ terms_accepted: true })
        .where('id', '=', session.player.id)
        .execute();
      await revokeSession(db, bearerToken(request));
      return issueAccessSession(db, { ...session.player, terms_accepted: true });
    });

    scope.post('/accounts/me/sessions/refresh', async (request, reply) => {
      const body = refreshBodySchema.safeParse(bodyObject(request));
      if (!body.success) return sendBadRequest(reply, body.error);
      const refreshToken = body.data.refreshToken;
      const session = refreshToken
        ? await resolveSession(db, refreshToken, ['refresh'])
        : await resolveSession(db, bearerToken(request), ['access']);
      if (session === undefined) return sendError(reply, UNAUTHORIZED);
      await revokeSession(db, refreshToken ?? bearerToken(request));
      return issueAccessSession(db, session.player);
    });

    scope.delete('/accounts/me/sessions', async (request, reply) => {
      const session = await requireSession(db, request, reply, ['access']);
      if (session === undefined) return reply;
      await revokeSession(db, bearerToken(request));
      await revokePlayerSessions(db, session.player.id, ['refresh']);
      return reply.code(204).send();
    });

    scope.get('/accounts/me/profile', async (request, reply) => {
      const session = await requireSession(db, request, reply);
      if (session === undefined) return reply;
      const details = await readDetails(db, session.player.id);
      return profilePayload(session.player, details.account_number);
    });

    scope.get('/accounts/me/balance', async (request, reply) => {
      const session = await requireSession(db, request, reply);
      if (session === undefined) return reply;
      const wallet = await sportsbookWallet(db, session.player.id);
      if (wallet === undefined) return reply.code(404).send({ error: 'no_wallet' });
      return walletPayload(wallet, session.player.currency);
    });

    scope.get('/api/session', async (request, reply) => {
      const header = request.headers['x-uuidtoken'];
      const token = typeof header === 'string' && header !== '' ? header : undefined;
      // Only X-UUIDToken counts here (requireSession would fall back to the bearer token).
      if (token === undefined) return sendError(reply, UNAUTHORIZED);
      const session = await requireSession(
        db,
        request,
        reply,
        ['jwe', 'external', 'access'],
        token,
      );
      if (session === undefined) return reply;
      return {
        ...sessionData(session.player, { jwe: token, external: token }, thirdPartyTokens()),
        expiresAt: session.expiresAt.toISOString(),
      };
    });

    const ownAccount = (request: FastifyRequest<AccountParams>, reply: FastifyReply) =>
      requireOwnAccount(db, request, reply);

    scope.get<AccountParams>('/xapi/rest/accounts/:accountId/info', async (request, reply) => {
      const player = await ownAccount(request, reply);
      if (player === undefined) return reply;
      return accountInfoPayload(db, player);
    });

    /** The sportsbook ledger, newest first (see transactions-service.ts). */
    scope.get<AccountParams>(
      '/xapi/rest/accounts/:accountId/transactions',
      async (request, reply) => {
        const player = await ownAccount(request, reply);
        if (player === undefined) return reply;
        const query = transactionsQuerySchema.safeParse(request.query);
        if (!query.success) return sendBadRequest(reply, query.error);
        const { page = 1, pageSize = TRANSACTIONS_PAGE_SIZE_DEFAULT } = query.data;
        return transactionsPage(db, player, page, pageSize);
      },
    );

    scope.put<AccountParams>('/xapi/rest/accounts/:accountId', async (request, reply) => {
      const player = await ownAccount(request, reply);
      if (player === undefined) return reply;
      const body = accountUpdateSchema.safeParse(bodyObject(request));
      if (!body.success) return sendBadRequest(reply, body.error);
      const { wasSetRealMoneyBonuses, realMoneyBonuses } = body.data;
      await db
        .updateTable('player_details')
        .set({
          ...(wasSetRealMoneyBonuses === undefined
            ? {}
            : { was_set_real_money_bonuses: wasSetRealMoneyBonuses }),
          ...(realMoneyBonuses === undefined ? {} : { real_money_bonuses: realMoneyBonuses }),
        })
        .where('player_id', '=', player.id)
        .execute();
      return accountInfoPayload(db, player);
    });

    scope.get<AccountParams>(
      '/xapi/rest/accounts/:accountId/accountPrefs',
      async (request, reply) => {
        const player = await ownAccount(request, reply);
        if (player === undefined) return reply;
        return accountPrefsPayload(db, player.id);
      },
    );

    scope.patch<AccountParams>(
      '/xapi/rest/accounts/:accountId/accountPrefs',
      async (request, reply) => {
        const player = await ownAccount(request, reply);
        if (player === undefined) return reply;
        const body = prefsUpdateSchema.safeParse(bodyObject(request));
        if (!body.success) return sendBadRequest(reply, body.error);
        if (body.data.accountId !== undefined && Number(body.data.accountId) !== player.id) {
          return sendBadRequest(reply, 'accountId in the body does not match the path');
        }
        const data = body.data.data;
        if (Object.keys(data).length > 0) {
          await db
            .updateTable('account_prefs')
            .set(data)
            .where('player_id', '=', player.id)
            .execute();
        }
        return accountPrefsPayload(db, player.id);
      },
    );
  });
}

/** An access token (and a refresh token); scopes say whether terms still need accepting. */
async function issueAccessSession(db: SandboxDb, player: PlayerRow) {
  const loginId = newLoginId();
  const access = await createSession(db, player.id, 'access', { loginId });
  const refresh = await createSession(db, player.id, 'refresh', { loginId });
  return {
    accessToken: access.token,
    refreshToken: refresh.token,
    tokenType: 'Bearer',
    expiresIn: access.expiresIn,
    maxAge: refresh.expiresIn,
    scopes: player.terms_accepted ? ['player'] : ['accept-terms'],
  };
}
