import { randomUUID } from 'node:crypto';
import type { SandboxDb } from '../db/schema';
import type { BrandId } from '../settings/brands';
import type { PlayerRow, SessionKind } from './account-tables';
import { DEFAULT_SCRYPT_COST, hashSecret, hashToken, newToken, verifySecret } from './crypto';
import { DEMO_ONE_TIME_CODE } from './demo-players';
import {
  ACCOUNT_LOCKED,
  ACCOUNT_SUSPENDED,
  INVALID_CREDENTIALS,
  PENDING_ACTIVATION,
  throttledLogin,
  type AccountError,
} from './login-errors';
import type { LoginThrottle } from './login-throttle';

/** Lifetimes in seconds. */
export const SESSION_TTL_SECONDS: Readonly<Record<SessionKind, number>> = {
  jwe: 3600,
  external: 3600,
  access: 3600,
  refresh: 30 * 24 * 3600,
  login_pending: 600,
};
/** §9: a new code can be requested 295 s after the last one; a code is valid 30 minutes. */
export const OTP_COOLDOWN_SECONDS = 295;
export const OTP_VALIDITY_SECONDS = 30 * 60;
/** Wrong guesses a code survives; then a new one must be requested. */
export const OTP_MAX_ATTEMPTS = 5;

/** A dummy hash so an unknown username costs as much as a wrong password. */
let dummyHash: Promise<string> | undefined;

export type LoginResult = { ok: true; player: PlayerRow } | { ok: false; error: AccountError };

export function normaliseAnswer(answer: string): string {
  return answer.trim().toLowerCase();
}

export async function findPlayer(
  db: SandboxDb,
  brand: BrandId,
  username: string,
): Promise<PlayerRow | undefined> {
  return db
    .selectFrom('players')
    .selectAll()
    .where('brand', '=', brand)
    .where('username', '=', username)
    .executeTakeFirst();
}

export async function findPlayerById(db: SandboxDb, id: number): Promise<PlayerRow | undefined> {
  return db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Checks the password, then the account status (§8 codes). */
export async function checkCredentials(
  db: SandboxDb,
  brand: BrandId,
  username: string,
  password: string,
): Promise<LoginResult> {
  const player = await findPlayer(db, brand, username.trim());
  if (player === undefined) {
    dummyHash ??= hashSecret('not-a-password', DEFAULT_SCRYPT_COST);
    await verifySecret(password, await dummyHash);
    return { ok: false, error: INVALID_CREDENTIALS };
  }
  if (!(await verifySecret(password, player.password_hash))) {
    return { ok: false, error: INVALID_CREDENTIALS };
  }
  if (player.status === 'suspended') return { ok: false, error: ACCOUNT_SUSPENDED };
  if (player.status === 'locked') return { ok: false, error: ACCOUNT_LOCKED };
  if (player.status === 'pending_activation') return { ok: false, error: PENDING_ACTIVATION };
  return { ok: true, player };
}

/** What a password login sends, and where it comes from (the caller's IP address). */
export interface PasswordAttempt {
  brand: BrandId;
  username: string;
  password: string;
  address: string;
}

/**
 * The password step of every login style: refused while the throttle holds the username or the
 * address (INT008, with Retry-After), else the credentials are checked. A wrong username or
 * password counts against both; the right password starts the player's count again, whatever
 * the account's status.
 */
export async function passwordLogin(
  db: SandboxDb,
  throttle: LoginThrottle,
  attempt: PasswordAttempt,
): Promise<LoginResult> {
  const { brand, username, password, address } = attempt;
  const refusal = throttle.check(brand, username, address);
  if (refusal !== undefined) return { ok: false, error: throttledLogin(refusal.retryAfterSeconds) };
  const result = await checkCredentials(db, brand, username, password);
  if (!result.ok && result.error.responseCode === INVALID_CREDENTIALS.responseCode) {
    throttle.recordFailure(brand, username, address);
  } else {
    throttle.recordSuccess(brand, username);
  }
  return result;
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
  expiresIn: number;
}

export interface SessionOptions {
  /** Ties the tokens of one login together (jwe + external, or access + refresh): see `revokeLogin`. */
  loginId?: string;
  /** A pending step only: end the player's other sessions when it passes (single-session.ts). */
  forceSingleSession?: boolean;
}

/** A new token of `kind`. */
export async function createSession(
  db: SandboxDb,
  playerId: number,
  kind: SessionKind,
  options: SessionOptions = {},
): Promise<IssuedSession> {
  const token = newToken();
  const expiresIn = SESSION_TTL_SECONDS[kind];
  const expiresAt = new Date(Date.now() + expiresIn * 1000);
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      player_id: playerId,
      kind,
      expires_at: expiresAt,
      login_id: options.loginId ?? null,
      force_single_session: options.forceSingleSession ?? false,
    })
    .execute();
  return { token, expiresAt, expiresIn };
}

/** An id shared by the tokens one login issues. Not a secret: it never leaves the database. */
export function newLoginId(): string {
  return randomUUID();
}

/** The kinds that make a player "logged in somewhere" for single_allowed_session. */
export const LIVE_SESSION_KINDS: readonly SessionKind[] = ['jwe', 'external', 'access'];

/** True when the player has a live (not revoked, not expired) jwe, external or access token. */
export async function hasLiveSession(db: SandboxDb, playerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('player_id', '=', playerId)
    .where('revoked', '=', false)
    .where('kind', 'in', LIVE_SESSION_KINDS)
    .where('expires_at', '>', new Date())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Revokes `token` and every token of the same login (a header_login logout ends the jwe and its
 * external token together). True when something was revoked.
 */
export async function revokeLogin(db: SandboxDb, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const row = await db
    .selectFrom('sessions')
    .select('login_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (row?.login_id == null) return revokeSession(db, token);
  const result = await db
    .updateTable('sessions')
    .set({ revoked: true })
    .where('login_id', '=', row.login_id)
    .where('revoked', '=', false)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface ResolvedSession {
  player: PlayerRow;
  kind: SessionKind;
  expiresAt: Date;
}

/** The player behind a live (not revoked, not expired) token of one of `kinds`. */
export async function resolveSession(
  db: SandboxDb,
  token: string | undefined,
  kinds: readonly SessionKind[],
): Promise<ResolvedSession | undefined> {
  if (!token || kinds.length === 0) return undefined;
  const session = await db
    .selectFrom('sessions')
    .select(['player_id', 'kind', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked', '=', false)
    .where('kind', 'in', kinds)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (session === undefined) return undefined;
  const player = await findPlayerById(db, session.player_id);
  // A player suspended, locked or deactivated since login loses every session at once.
  if (player === undefined || player.status !== 'active') return undefined;
  return { player, kind: session.kind, expiresAt: session.expires_at };
}

export async function revokeSession(db: SandboxDb, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const result = await db
    .updateTable('sessions')
    .set({ revoked: true })
    .where('token_hash', '=', hashToken(token))
    .where('revoked', '=', false)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function revokePlayerSessions(
  db: SandboxDb,
  playerId: number,
  kinds: readonly SessionKind[],
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked: true })
    .where('player_id', '=', playerId)
    .where('kind', 'in', kinds)
    .execute();
}

/** Stamps the login: first login time (once) and last login date. */
export async function recordLogin(db: SandboxDb, player: PlayerRow): Promise<void> {
  const now = new Date();
  await db
    .updateTable('players')
    .set({ last_login_date: now, first_login_time: player.first_login_time ?? now })
    .where('id', '=', player.id)
    .execute();
}

/** Stores a fresh one-time code (always DEMO_ONE_TIME_CODE in the sandbox). */
async function storeCode(db: SandboxDb, playerId: number, requestedAt: Date | null) {
  const codeHash = await hashSecret(DEMO_ONE_TIME_CODE);
  const values = {
    player_id: playerId,
    code_hash: codeHash,
    expires_at: new Date(Date.now() + OTP_VALIDITY_SECONDS * 1000),
    used: false,
    requested_at: requestedAt,
  };
  await db
    .insertInto('one_time_codes')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('player_id').doUpdateSet({
        code_hash: codeHash,
        expires_at: values.expires_at,
        used: false,
        failed_attempts: 0,
        ...(requestedAt === null ? {} : { requested_at: requestedAt }),
      }),
    )
    .execute();
}

/** The code sent with the password step: no cooldown is started. */
export async function issueLoginCode(db: SandboxDb, playerId: number): Promise<string> {
  await storeCode(db, playerId, null);
  return DEMO_ONE_TIME_CODE;
}

export type GenerateResult = { ok: true; code: string } | { ok: false; retryAfter: number };

/** A new code, unless one was requested less than OTP_COOLDOWN_SECONDS ago. */
export async function generateCode(db: SandboxDb, playerId: number): Promise<GenerateResult> {
  const now = new Date();
  const row = await db
    .selectFrom('one_time_codes')
    .select('requested_at')
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  if (row?.requested_at) {
    const elapsed = (now.getTime() - row.requested_at.getTime()) / 1000;
    if (elapsed < OTP_COOLDOWN_SECONDS) {
      return { ok: false, retryAfter: Math.ceil(OTP_COOLDOWN_SECONDS - elapsed) };
    }
  }
  await storeCode(db, playerId, now);
  return { ok: true, code: DEMO_ONE_TIME_CODE };
}

/** True once for a matching, unexpired, unused code; the code is then used up. */
export async function consumeCode(db: SandboxDb, playerId: number, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('one_time_codes')
    .select(['code_hash', 'expires_at', 'used'])
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  if (!row?.code_hash || row.used || !row.expires_at || row.expires_at <= new Date()) return false;
  if (!(await verifySecret(code, row.code_hash))) {
    await db
      .updateTable('one_time_codes')
      .set((eb) => ({
        failed_attempts: eb('failed_attempts', '+', 1),
        used: eb('failed_attempts', '>=', OTP_MAX_ATTEMPTS - 1).$castTo<boolean>(),
      }))
      .where('player_id', '=', playerId)
      .execute();
    return false;
  }
  const result = await db
    .updateTable('one_time_codes')
    .set({ used: true })
    .where('player_id', '=', playerId)
    .where('used', '=', false)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function checkSecurityAnswer(player: PlayerRow, answer: string): Promise<boolean> {
  if (player.security_answer_hash === null) return false;
  return verifySecret(normaliseAnswer(answer), player.security_answer_hash);
}
