import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  credentialsSchema,
  addFormParsers,
  bearerToken,
  bodyObject,
  requireSession,
  sendBadRequest,
  sendError,
  sendForbidden,
} from '../accounts/http';
import { PRICE_FORMATS, playerDetailsPayload, readDetails } from '../accounts/details-service';
import { createSession, newLoginId, passwordLogin, recordLogin } from '../accounts/login-service';
import type { LoginThrottle } from '../accounts/login-throttle';
import { loginDetails, thirdPartyTokens } from '../accounts/payloads';
import { SPORTSBOOK_WALLET, sportsbookWallet, walletPayload } from '../accounts/wallet-service';
import {
  endOtherSessions,
  sendActiveSessionExists,
  singleSessionOutcome,
} from '../accounts/single-session';
import type { SandboxDb } from '../db/schema';
import { UNKNOWN_BRAND, brandOf } from './brand';

/** A whole number of minor units, as a number or as digits. */
const minorUnitsSchema = z.union([
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^\d{1,15}$/, 'defaultStake must be a whole number of minor units')
    .transform(Number),
]);

const detailsUpdateSchema = z
  .object({
    priceFormat: z.enum(PRICE_FORMATS).optional(),
    defaultStake: minorUnitsSchema.optional(),
  })
  .refine((body) => body.priceFormat !== undefined || body.defaultStake !== undefined, {
    message: 'priceFormat or defaultStake is required',
  });

type UsernameParams = { Params: { username: string } };

/** The icore style: login, checkplayer, player details, sportsbook balance. */
export function registerIcoreRoutes(
  app: FastifyInstance,
  db: SandboxDb,
  throttle: LoginThrottle,
): void {
  app.register(async (scope) => {
    addFormParsers(scope);

    /**
     * Password only: the one-time code and the security question are modelled in header_login,
     * not here.
     */
    scope.post('/xapi/icore/players/login', async (request, reply) => {
      const brand = brandOf(request);
      if (brand === undefined) return reply.code(400).send(UNKNOWN_BRAND);
      const body = credentialsSchema.safeParse(bodyObject(request));
      if (!body.success) return sendBadRequest(reply, body.error);
      const { username, password } = body.data;
      const login = await passwordLogin(db, throttle, {
        brand,
        username,
        password,
        address: request.ip,
      });
      if (!login.ok) return sendError(reply, login.error);
      const { player } = login;
      const force = body.data.force_single_session === true;
      const single = await singleSessionOutcome(db, brand, player.id, force);
      if (single === 'conflict') return sendActiveSessionExists(reply);
      if (single === 'forced') await endOtherSessions(db, player.id);
      await recordLogin(db, player);
      const loginId = newLoginId();
      const als = await createSession(db, player.id, 'jwe', { loginId });
      const external = await createSession(db, player.id, 'external', { loginId });
      const details = await readDetails(db, player.id);
      return loginDetails(
        player,
        { als: als.token, external: external.token, expiresIn: als.expiresIn },
        thirdPartyTokens(),
        details.price_format,
      );
    });

    scope.get('/xapi/icore/checkplayer', async (request, reply) => {
      const session = await requireSession(db, request, reply, ['external', 'jwe']);
      if (session === undefined) return reply;
      const token = bearerToken(request) ?? '';
      const details = await readDetails(db, session.player.id);
      const expiresIn = Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
      return loginDetails(
        session.player,
        { als: token, external: token, expiresIn },
        thirdPartyTokens(),
        details.price_format,
      );
    });

    scope.get<UsernameParams>('/xapi/icore/players/:username/details', async (request, reply) => {
      const session = await requireSession(db, request, reply);
      if (session === undefined) return reply;
      if (session.player.username !== request.params.username) return sendForbidden(reply);
      return playerDetailsPayload(db, session.player);
    });

    scope.put<UsernameParams>('/xapi/icore/players/:username/details', async (request, reply) => {
      const session = await requireSession(db, request, reply);
      if (session === undefined) return reply;
      if (session.player.username !== request.params.username) return sendForbidden(reply);
      const body = detailsUpdateSchema.safeParse(bodyObject(request));
      if (!body.success) return sendBadRequest(reply, body.error);
      await db
        .updateTable('player_details')
        .set({
          ...(body.data.priceFormat === undefined ? {} : { price_format: body.data.priceFormat }),
          ...(body.data.defaultStake === undefined
            ? {}
            : { default_stake: body.data.defaultStake }),
        })
        .where('player_id', '=', session.player.id)
        .execute();
      return playerDetailsPayload(db, session.player);
    });

    scope.get<UsernameParams & { Querystring: Record<string, string | undefined> }>(
      `/xapi/icore/players/:username/balance/${SPORTSBOOK_WALLET}`,
      async (request, reply) => {
        const session = await requireSession(db, request, reply);
        if (session === undefined) return reply;
        if (session.player.username !== request.params.username) return sendForbidden(reply);
        const wallet = await sportsbookWallet(db, session.player.id);
        if (wallet === undefined) return reply.code(404).send({ error: 'no_wallet' });
        return {
          username: session.player.username,
          currency: session.player.currency,
          wallets: [walletPayload(wallet, session.player.currency)],
        };
      },
    );
  });
}
