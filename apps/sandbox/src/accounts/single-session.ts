import type { FastifyReply } from 'fastify';
import type { SandboxDb } from '../db/schema';
import type { BrandId } from '../settings/brands';
import { readBrandSettings } from '../settings/settings-repository';
import { SESSION_KINDS } from './account-tables';
import { hashToken } from './crypto';
import { hasLiveSession, revokePlayerSessions } from './login-service';

/** The message of the 409 a password login gets while the player is logged in elsewhere. */
export const ACTIVE_SESSION_EXISTS = 'active_session_exists';

/** The 409 body: §7's envelope plus §8's reasonJson (no INT code: §8 names none for this). */
export function activeSessionExistsBody() {
  return {
    success: false,
    status: 409,
    message: ACTIVE_SESSION_EXISTS,
    reasonJson: {
      message:
        'The player already has an active session. Log in again with force_single_session=true to end it.',
    },
  } as const;
}

/** Answers the 409 of a refused login. */
export function sendActiveSessionExists(reply: FastifyReply): FastifyReply {
  return reply.code(409).send(activeSessionExistsBody());
}

/**
 * What single_allowed_session (a brand setting; on for dafaspain) makes of a password login:
 * - 'proceed': the setting is off, or the player has no live jwe, external or access token;
 * - 'conflict': logged in elsewhere and not forced: answer 409 active_session_exists;
 * - 'forced': logged in elsewhere and `force_single_session` given: end the other sessions
 *   (`endOtherSessions`) when the login completes — at once for a one-step login, only after the
 *   code or answer for a two-step one, so a password alone never logs the player out elsewhere.
 */
export type SingleSessionOutcome = 'proceed' | 'conflict' | 'forced';

export async function singleSessionOutcome(
  db: SandboxDb,
  brand: BrandId,
  playerId: number,
  force: boolean,
): Promise<SingleSessionOutcome> {
  const settings = await readBrandSettings(db, brand);
  if (settings.single_allowed_session !== true) return 'proceed';
  if (!(await hasLiveSession(db, playerId))) return 'proceed';
  return force ? 'forced' : 'conflict';
}

/**
 * Revokes every session of the player: live tokens, refresh tokens and pending second steps
 * (the caller's own pending step is already used up by then).
 */
export async function endOtherSessions(db: SandboxDb, playerId: number): Promise<void> {
  await revokePlayerSessions(db, playerId, SESSION_KINDS);
}

/** True when the pending step behind `token` was started with a forced password step. */
export async function pendingStepForces(
  db: SandboxDb,
  token: string | undefined,
): Promise<boolean> {
  if (!token) return false;
  const row = await db
    .selectFrom('sessions')
    .select('force_single_session')
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', 'login_pending')
    .executeTakeFirst();
  return row?.force_single_session === true;
}
