import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PlayerRow } from '../accounts/account-tables';
import { recordSentCode } from '../accounts/code-outbox';
import {
  credentialsSchema,
  PENDING_COOKIE,
  addFormParsers,
  bearerToken,
  bodyObject,
  cookieValue,
  requireSession,
  sendBadRequest,
  sendError,
} from '../accounts/http';
import { UNAUTHORIZED } from '../accounts/login-errors';
import {
  OTP_COOLDOWN_SECONDS,
  OTP_VALIDITY_SECONDS,
  SESSION_TTL_SECONDS,
  checkSecurityAnswer,
  consumeCode,
  createSession,
  generateCode,
  issueLoginCode,
  newLoginId,
  passwordLogin,
  recordLogin,
  revokeLogin,
  revokeSession,
} from '../accounts/login-service';
import type { LoginThrottle } from '../accounts/login-throttle';
import { sessionData, thirdPartyTokens } from '../accounts/payloads';
import {
  endOtherSessions,
  pendingStepForces,
  sendActiveSessionExists,
  singleSessionOutcome,
} from '../accounts/single-session';
import type { SandboxDb } from '../db/schema';
import { UNKNOWN_BRAND, brandOf } from './brand';

const HEADER_LOGIN = '/:locale/api/plugins/component/route/header_login';

const headerLoginSchema = credentialsSchema.extend({ product: z.string().optional() });
const codeSchema = z.object({
  code: z.string().regex(/^\d{6}$/, 'code must be exactly 6 digits'),
});
const answerSchema = z.object({ answer: z.string().trim().min(1, 'answer is required') });
const logoutQuerySchema = z.object({
  authenticated: z.string().optional(),
  reason: z.string().optional(),
});

type LocaleParams = { Params: { locale: string } };

/** §7 envelope: success, status, message, result. */
function ok<T>(message: string, result: T) {
  return { success: true, status: 200, message, result };
}

/**
 * header_login (password, then one-time code or security question) and the alternate
 * POST /api/login. The pending step is carried by a token the answer gives as
 * `result.login_token` and as an HttpOnly cookie; either is accepted (bearer or cookie).
 */
export function registerHeaderLoginRoutes(
  app: FastifyInstance,
  db: SandboxDb,
  throttle: LoginThrottle,
): void {
  app.register(async (scope) => {
    addFormParsers(scope);

    /** Two-letter locales only; anything else is not one of these routes. */
    scope.addHook('preHandler', async (request: FastifyRequest, reply) => {
      const params = request.params as { locale?: unknown } | undefined;
      if (typeof params?.locale === 'string' && !/^[a-z]{2}$/i.test(params.locale)) {
        return reply.code(404).send({ error: 'not_found' });
      }
    });

    const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
      const brand = brandOf(request);
      if (brand === undefined) return reply.code(400).send(UNKNOWN_BRAND);
      const body = headerLoginSchema.safeParse(bodyObject(request));
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

      if (player.otp_required || player.security_question !== null) {
        // A forced login ends the other sessions only once the second step passes.
        const pending = await createSession(db, player.id, 'login_pending', {
          forceSingleSession: single === 'forced',
        });
        setPendingCookie(request, reply, pending.token);
        const base = pendingResult(player, pending.token);
        if (player.otp_required) {
          const code = await issueLoginCode(db, player.id);
          recordSentCode(db, { brand, username: player.username, code });
          request.log.info({ brand, username: player.username }, `sandbox one-time code ${code}`);
          return ok('one_time_code_required', { otp: true, ...base });
        }
        return ok('security_question_required', { otp: null, ...base });
      }
      if (single === 'forced') await endOtherSessions(db, player.id);
      return ok('login_successful', await completeLogin(db, player));
    };

    scope.post<LocaleParams>(`${HEADER_LOGIN}/authenticate`, authenticate);
    scope.post('/api/login', authenticate);

    const pendingPlayer = async (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearerToken(request) ?? cookieValue(request, PENDING_COOKIE);
      const session = await requireSession(db, request, reply, ['login_pending'], token);
      return session === undefined ? undefined : { player: session.player, token };
    };

    scope.post<LocaleParams>(`${HEADER_LOGIN}/otp/generate`, async (request, reply) => {
      const pending = await pendingPlayer(request, reply);
      if (pending === undefined) return reply;
      if (!pending.player.otp_required) return sendBadRequest(reply, 'no one-time code needed');
      const generated = await generateCode(db, pending.player.id);
      if (!generated.ok) {
        return reply
          .code(429)
          .header('retry-after', String(generated.retryAfter))
          .send({
            success: false,
            status: 429,
            message: 'code_request_cooldown',
            result: { remainingSeconds: generated.retryAfter },
          });
      }
      const sent = { brand: pending.player.brand, username: pending.player.username };
      recordSentCode(db, { ...sent, code: generated.code });
      request.log.info(sent, `sandbox one-time code ${generated.code}`);
      return ok('code_sent', {
        cooldownSeconds: OTP_COOLDOWN_SECONDS,
        expiresInSeconds: OTP_VALIDITY_SECONDS,
      });
    });

    scope.post<LocaleParams>(`${HEADER_LOGIN}/otp/validate`, async (request, reply) => {
      const body = codeSchema.safeParse(bodyObject(request));
      if (!body.success) return sendBadRequest(reply, body.error);
      const pending = await pendingPlayer(request, reply);
      if (pending === undefined) return reply;
      if (!(await consumeCode(db, pending.player.id, body.data.code))) {
        return sendError(reply, { ...UNAUTHORIZED, message: 'invalid one-time code' });
      }
      await finishPendingStep(db, pending.player.id, pending.token);
      clearPendingCookie(request, reply);
      return ok('login_successful', await completeLogin(db, pending.player));
    });

    scope.get<LocaleParams>(
      `${HEADER_LOGIN}/security_question/getquestion`,
      async (request, reply) => {
        const pending = await pendingPlayer(request, reply);
        if (pending === undefined) return reply;
        const question = pending.player.security_question;
        if (question === null) return sendBadRequest(reply, 'no security question set');
        return ok('security_question', { question });
      },
    );

    scope.post<LocaleParams>(
      `${HEADER_LOGIN}/security_question/checkAnswer`,
      async (request, reply) => {
        const body = answerSchema.safeParse(bodyObject(request));
        if (!body.success) return sendBadRequest(reply, body.error);
        const pending = await pendingPlayer(request, reply);
        if (pending === undefined) return reply;
        if (!(await checkSecurityAnswer(pending.player, body.data.answer))) {
          return sendError(reply, { ...UNAUTHORIZED, message: 'wrong answer' });
        }
        await finishPendingStep(db, pending.player.id, pending.token);
        clearPendingCookie(request, reply);
        return ok('login_successful', await completeLogin(db, pending.player));
      },
    );

    scope.get<LocaleParams>(`${HEADER_LOGIN}/logout`, async (request, reply) => {
      const query = logoutQuerySchema.safeParse(request.query);
      if (!query.success) return sendBadRequest(reply, query.error);
      // The jwe and the external token of the login end together (single_allowed_session).
      await revokeLogin(db, bearerToken(request));
      await revokeSession(db, cookieValue(request, PENDING_COOKIE));
      clearPendingCookie(request, reply);
      return ok('logged_out', { authenticated: false, reason: query.data.reason ?? null });
    });

    scope.post<LocaleParams>(
      '/:locale/api/plugins/module/route/als_integration/integrate',
      async (request, reply) => {
        const session = await requireSession(db, request, reply, ['jwe']);
        if (session === undefined) return reply;
        const { player } = session;
        return ok('integrated', {
          integrated: true,
          alsPlayerId: player.id,
          username: player.username,
          currency: player.currency,
          locale: player.locale,
          is_partner_matrix_affiliate: player.is_partner_matrix_affiliate,
          vipLevel: player.vip_level,
          expiresAt: session.expiresAt.toISOString(),
        });
      },
    );
  });
}

function pendingResult(player: PlayerRow, token: string) {
  return {
    alsPlayerId: player.id,
    username: player.username,
    currency: player.currency,
    locale: player.locale,
    login_token: token,
  };
}

/** A passed second step: its token is used up, and a forced login ends the other sessions. */
async function finishPendingStep(db: SandboxDb, playerId: number, token: string | undefined) {
  if (await pendingStepForces(db, token)) await endOtherSessions(db, playerId);
  await revokeSession(db, token);
}

/** The password step is over and any second step passed: a jwe and an icore token. */
async function completeLogin(db: SandboxDb, player: PlayerRow) {
  await recordLogin(db, player);
  const loginId = newLoginId();
  const jwe = await createSession(db, player.id, 'jwe', { loginId });
  const external = await createSession(db, player.id, 'external', { loginId });
  return {
    otp: false,
    ...sessionData(player, { jwe: jwe.token, external: external.token }, thirdPartyTokens()),
    expirationTimeInSeconds: SESSION_TTL_SECONDS.jwe,
  };
}

/**
 * `Secure` when the browser's request was https: directly, or through a proxy that says so in
 * X-Forwarded-Proto (the brand apps' `/auth/:path*` rewrite). Path=/ so the cookie also rides on
 * the app origin's `/auth/…` calls after the rewrite.
 */
function cookieAttributes(request: FastifyRequest, maxAge: number): string {
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined) ?? '';
  const secure = request.protocol === 'https' || proto.toLowerCase() === 'https';
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}

function setPendingCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header(
    'set-cookie',
    `${PENDING_COOKIE}=${token}; ${cookieAttributes(request, SESSION_TTL_SECONDS.login_pending)}`,
  );
}

function clearPendingCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${PENDING_COOKIE}=; ${cookieAttributes(request, 0)}`);
}
