import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SandboxDb } from '../db/schema';
import type { PlayerRow, SessionKind } from './account-tables';
import { errorBody, FORBIDDEN, UNAUTHORIZED, type AccountError } from './login-errors';
import { resolveSession, type ResolvedSession } from './login-service';

/** Control characters (NUL, tabs, line breaks, C1) and unpaired surrogates: never in a name. */
const UNPRINTABLE = /[\p{Cc}\p{Cs}]/u;

/**
 * A text field that reaches the database (or a secret check): no control characters, no broken
 * UTF-16, at most `max` characters. PostgreSQL refuses a NUL byte in text (22021), and a request
 * must never reach it with one. `text` is the field's own string schema (trimmed, required…).
 */
export function printableText(text: z.ZodString, name: string, max: number) {
  return text
    .max(max, `${name} must be at most ${max} characters`)
    .refine((value) => !UNPRINTABLE.test(value), `${name} must not contain control characters`);
}

/**
 * Username and password, as every login style takes them, and the `force_single_session`
 * (a form field 'true'/'false' or a JSON boolean or that text; missing is false): see
 * single-session.ts. Control characters in either are a 400, never a database error.
 */
export const credentialsSchema = z.object({
  username: printableText(z.string().trim().min(1, 'username is required'), 'username', 200),
  password: printableText(z.string().min(1, 'password is required'), 'password', 1024),
  force_single_session: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
      error: "must be true or false (or 'true'/'false')",
    })
    .optional(),
});

/** The cookie that carries a header_login token between the password and its second step. */
export const PENDING_COOKIE = 'sb_login_pending';

/**
 * Form bodies (the header_login calls send form fields). Registered on an encapsulated scope, so
 * only the account routes get them. Multipart bodies are read for plain text fields only.
 */
export function addFormParsers(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  scope.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (request, body, done) => {
      const fields = parseMultipartFields(String(body), request.headers['content-type'] ?? '');
      if (fields === undefined) {
        const error: Error & { statusCode?: number } = new Error('malformed multipart body');
        error.statusCode = 400;
        done(error);
        return;
      }
      done(null, fields);
    },
  );
}

function parseMultipartFields(body: string, contentType: string) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return undefined;
  const fields: Record<string, string> = {};
  for (const part of body.split(`--${marker}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const name = /name="([^"]*)"/i.exec(part.slice(0, split))?.[1];
    if (name === undefined) continue;
    fields[name] = part.slice(split + 4).replace(/\r\n$/, '');
  }
  return fields;
}

/** The bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** One cookie's value from the Cookie header. */
export function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const pair of header.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function sendError(reply: FastifyReply, error: AccountError): FastifyReply {
  if (error.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(error.retryAfterSeconds));
  }
  return reply.code(error.status).send(errorBody(error));
}

/** 400 with the first issue in words: never a 500 for a wrong request shape. */
export function sendBadRequest(reply: FastifyReply, error: z.ZodError | string): FastifyReply {
  const message =
    typeof error === 'string'
      ? error
      : error.issues
          .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
          .join('; ');
  return reply.code(400).send({ success: false, status: 400, error: 'invalid_request', message });
}

/** Calls marked withAuth: a live bearer token of one of `kinds`, else 401. */
export async function requireSession(
  db: SandboxDb,
  request: FastifyRequest,
  reply: FastifyReply,
  kinds: readonly SessionKind[] = ['jwe', 'external', 'access'],
  token: string | undefined = bearerToken(request),
): Promise<ResolvedSession | undefined> {
  const session = await resolveSession(db, token, kinds);
  if (session === undefined) {
    sendError(reply, UNAUTHORIZED);
    return undefined;
  }
  return session;
}

/**
 * Calls on `/accounts/{accountId}/…`: a live session (401), a numeric accountId (400) that is the
 * session's own player (403). Answers the refusal itself and gives undefined then.
 */
export async function requireOwnAccount(
  db: SandboxDb,
  request: FastifyRequest<{ Params: { accountId: string } }>,
  reply: FastifyReply,
): Promise<PlayerRow | undefined> {
  const session = await requireSession(db, request, reply);
  if (session === undefined) return undefined;
  if (!/^\d{1,9}$/.test(request.params.accountId)) {
    sendBadRequest(reply, 'accountId must be a number');
    return undefined;
  }
  if (Number(request.params.accountId) !== session.player.id) {
    sendForbidden(reply);
    return undefined;
  }
  return session.player;
}

export function sendForbidden(reply: FastifyReply): FastifyReply {
  return sendError(reply, FORBIDDEN);
}

/** A body that is an object (form or JSON), or `{}` for none. */
export function bodyObject(request: FastifyRequest): unknown {
  return request.body ?? {};
}
