import { NextResponse, type NextRequest } from 'next/server';
import {
  readSessionCookies,
  sessionClearCookie,
  sessionSetCookie,
  withoutSessionCookies,
  type SessionCookieKind,
} from './sessionCookies';
import {
  isSameOriginRequest,
  substituteCredentials,
  type CredentialOutcome,
} from './sessionHeaders';
import {
  clearAll,
  sanitiseSessionAnswer,
  type CookieChange,
  type SessionRouteSpec,
} from './sessionTokens';

/**
 * The brand app's session token handler (docs/security.md "The session"): the I/O around the
 * pure rules of sessionTokens.ts, sessionHeaders.ts and sessionCookies.ts.
 *
 * - `handleSessionCall`: for the calls that issue or end a session, the proxy asks the platform
 *   itself (method, query, body and headers forwarded, credentials swapped in, at most
 *   SESSION_CALL_TIMEOUT_MS), moves the answer's secrets into HttpOnly cookies and answers the
 *   browser with handles in their place. A non-JSON or unsuccessful answer passes through as it
 *   is (status, body, content type); a 401 to a call that carried the session clears its
 *   cookies, and so does every logout answer.
 * - `rewriteWithCredentials`: every other allowed call is a rewrite; when the browser sent a
 *   handle (or anything in the credential headers, or a session cookie) the rewritten request
 *   carries the swapped headers (Next forwards `request.headers` of a rewrite upstream).
 * - `clearSessionCookies`: the proxy's own DELETE SESSION_COOKIES_CLEAR_PATH.
 */

/** The longest the proxy waits for the platform on a session call (the client waits 10 s). */
export const SESSION_CALL_TIMEOUT_MS = 10_000;

/** Headers that describe one hop, or that the handler sets itself. */
const NOT_FORWARDED = new Set([
  'accept-encoding',
  'authorization',
  'connection',
  'content-length',
  'cookie',
  'expect',
  'host',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'x-uuidtoken',
]);

/** Upstream answer headers not passed on (the body is re-sent decoded, cookies handled apart). */
const NOT_RETURNED = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
]);

/** Whether the browser reached the app over https (directly or through a TLS-ending proxy). */
export function isSecureRequest(request: NextRequest): boolean {
  if (request.nextUrl.protocol === 'https:') return true;
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

function credentialsOf(request: NextRequest, secure: boolean, externalBearer: boolean) {
  return substituteCredentials({
    authorization: request.headers.get('authorization'),
    uuidToken: request.headers.get('x-uuidtoken'),
    secFetchSite: request.headers.get('sec-fetch-site'),
    cookies: readSessionCookies(request.headers.get('cookie'), secure),
    externalBearer,
  });
}

function cookieHeaders(changes: readonly CookieChange[], secure: boolean): string[] {
  return changes.map((change) =>
    change.action === 'set'
      ? sessionSetCookie(change.kind, change.value, { maxAge: change.maxAge, secure })
      : sessionClearCookie(change.kind, secure),
  );
}

const SESSION_KINDS: readonly SessionCookieKind[] = ['session', 'external'];

function jsonAnswer(
  status: number,
  body: unknown,
  setCookies: readonly string[] = [],
): NextResponse {
  const response = NextResponse.json(body, {
    status,
    headers: { 'cache-control': 'no-store' },
  });
  for (const cookie of setCookies) response.headers.append('set-cookie', cookie);
  return response;
}

/** The platform's 401 body shape (account-and-shell §8), for the proxy's own refusals. */
const UNAUTHORIZED_BODY = {
  success: false,
  status: 401,
  message: 'unauthorized',
  reasonJson: { message: 'No session' },
};

function upstreamHeaders(
  request: NextRequest,
  credentials: Extract<CredentialOutcome, { kind: 'forward' }>,
  secure: boolean,
): Headers {
  const headers = new Headers();
  request.headers.forEach((value, name) => {
    if (NOT_FORWARDED.has(name) || name.startsWith('x-middleware-')) return;
    headers.set(name, value);
  });
  if (credentials.authorization) headers.set('authorization', credentials.authorization);
  if (credentials.uuidToken) headers.set('x-uuidtoken', credentials.uuidToken);
  const cookie = withoutSessionCookies(request.headers.get('cookie'));
  if (cookie) headers.set('cookie', cookie);
  if (!headers.has('x-forwarded-proto'))
    headers.set('x-forwarded-proto', secure ? 'https' : 'http');
  const host = request.headers.get('host');
  if (host && !headers.has('x-forwarded-host')) headers.set('x-forwarded-host', host);
  return headers;
}

export interface SessionCallOptions {
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

/** A session-issuing or -ending call: fetched here, secrets moved into HttpOnly cookies. */
export async function handleSessionCall(
  request: NextRequest,
  upstreamUrl: string,
  spec: SessionRouteSpec,
  {
    fetch: fetchImpl = fetch,
    now = Date.now,
    timeoutMs = SESSION_CALL_TIMEOUT_MS,
  }: SessionCallOptions = {},
): Promise<NextResponse> {
  const secure = isSecureRequest(request);
  const sameOrigin = isSameOriginRequest(request.headers.get('sec-fetch-site'));
  const isLogout = spec.shape === 'logout';
  const credentials = credentialsOf(request, secure, spec.externalBearer === true);
  if (credentials.kind === 'refuse') {
    // icore checkplayer without an extToken cookie: the platform is not asked (the client then
    // logs out, which clears whatever cookie is left).
    return jsonAnswer(401, UNAUTHORIZED_BODY);
  }

  const method = request.method.toUpperCase();
  const body = method === 'GET' || method === 'HEAD' ? undefined : await request.arrayBuffer();
  let upstream: Response;
  try {
    upstream = await fetchImpl(upstreamUrl, {
      method,
      headers: upstreamHeaders(request, credentials, secure),
      ...(body && body.byteLength > 0 ? { body } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const clears = isLogout
      ? cookieHeaders(clearAll(['session', 'pending', 'external']), secure)
      : [];
    return jsonAnswer(
      timedOut ? 504 : 502,
      { error: timedOut ? 'upstream_timeout' : 'upstream_unavailable' },
      clears,
    );
  }

  const headers = new Headers();
  upstream.headers.forEach((value, name) => {
    if (!NOT_RETURNED.has(name)) headers.set(name, value);
  });
  for (const cookie of upstream.headers.getSetCookie()) headers.append('set-cookie', cookie);
  headers.set('cache-control', 'no-store');

  const status = upstream.status;
  const bodyless = method === 'HEAD' || status === 204 || status === 304;
  let text: string | null = bodyless ? null : await upstream.text();
  let changes: CookieChange[] = [];
  const isJson = /json/i.test(upstream.headers.get('content-type') ?? '');
  if (isLogout) {
    changes = clearAll(['session', 'pending', 'external']);
  } else if (status >= 200 && status < 300 && isJson && text !== null) {
    let parsed: unknown;
    let json = true;
    try {
      parsed = JSON.parse(text);
    } catch {
      json = false; // passed through as it came
    }
    if (json) {
      const sanitised = sanitiseSessionAnswer(spec.shape, parsed, now());
      text = JSON.stringify(sanitised.body);
      changes = sanitised.cookies;
    }
  } else if (status === 401 && (credentials.carried.session || credentials.carried.external)) {
    changes = clearAll(SESSION_KINDS);
  }
  // Cookies are only set or cleared for the app's own pages (login CSRF: a cross-site request
  // never plants a session in the browser).
  if (sameOrigin) {
    for (const cookie of cookieHeaders(changes, secure)) headers.append('set-cookie', cookie);
  }
  // An empty body stays empty (a string body would gain a text/plain content type).
  return new NextResponse(text === '' ? null : text, { status, headers });
}

/** Any other allowed call: a rewrite, with the credentials swapped when there are any. */
export function rewriteWithCredentials(request: NextRequest, upstreamUrl: string): NextResponse {
  const secure = isSecureRequest(request);
  const original = {
    authorization: request.headers.get('authorization'),
    uuidToken: request.headers.get('x-uuidtoken'),
    cookie: request.headers.get('cookie'),
  };
  const url = new URL(upstreamUrl);
  if (original.authorization === null && original.uuidToken === null) {
    const cookie = withoutSessionCookies(original.cookie);
    if (cookie === original.cookie) return NextResponse.rewrite(url);
  }
  const credentials = credentialsOf(request, secure, false);
  if (credentials.kind === 'refuse') return NextResponse.rewrite(url); // not reached: no external bearer
  const headers = new Headers(request.headers);
  if (credentials.authorization) headers.set('authorization', credentials.authorization);
  else headers.delete('authorization');
  if (credentials.uuidToken) headers.set('x-uuidtoken', credentials.uuidToken);
  else headers.delete('x-uuidtoken');
  const cookie = withoutSessionCookies(original.cookie);
  if (cookie) headers.set('cookie', cookie);
  else headers.delete('cookie');
  return NextResponse.rewrite(url, { request: { headers } });
}

/** DELETE SESSION_COOKIES_CLEAR_PATH: the proxy's own answer, every session cookie removed. */
export function clearSessionCookies(request: NextRequest): NextResponse {
  if (!isSameOriginRequest(request.headers.get('sec-fetch-site'))) {
    return jsonAnswer(403, { error: 'forbidden' });
  }
  const secure = isSecureRequest(request);
  const response = new NextResponse(null, {
    status: 204,
    headers: { 'cache-control': 'no-store' },
  });
  for (const cookie of cookieHeaders(clearAll(['session', 'pending', 'external']), secure)) {
    response.headers.append('set-cookie', cookie);
  }
  return response;
}
