import { SESSION_COOKIES_CLEAR_PATH, matchProxyRoute } from '@clem/core/schemas';
import { NextResponse, type NextRequest } from 'next/server';
import { authUrl, platformUrl } from '@clem/core/platform-url';
import { sessionRouteOf } from './sessionTokens';
import { clearSessionCookies, handleSessionCall, rewriteWithCredentials } from './tokenHandler';

/**
 * The browser's way to the platform (docs/security.md "What is proxied"). Every request under
 * `/api`, `/xapi` or `/auth` comes here from the brand app's proxy:
 * - a call on the shared allowlist (`PROXY_ROUTES` in @clem/core's contract) is rewritten to the
 *   platform or its auth service, whose addresses are read at run time, so one build serves any
 *   platform (and the e2e fault app really talks to the fault sandbox);
 * - anything else answers 404 from the app itself: the platform never sees it;
 * - a body larger than the platform accepts answers 413 here, before Next would cut it short, and
 *   a body without a length answers 411;
 * - the session's secrets never reach the browser (docs/security.md "The session"): the calls
 *   that issue or end a session go through the token handler (tokenHandler.ts), which keeps
 *   their tokens in HttpOnly cookies and answers with handles; every other call is rewritten
 *   with the handles swapped for the cookies' tokens; DELETE SESSION_COOKIES_CLEAR_PATH is
 *   answered here and clears the cookies.
 */

/** The largest request body forwarded (the platform's own limit; Fastify's default). */
export const PROXY_MAX_BODY_BYTES = 1024 * 1024;

export type ProxyDecision =
  { kind: 'forward'; url: string } | { kind: 'refuse'; status: 404 | 411 | 413; error: string };

export interface ProxyBases {
  platform: string;
  auth: string;
}

/** The pure part: what to do with one request to a proxied prefix. */
export function decideProxy(
  request: {
    method: string;
    pathname: string;
    search: string;
    contentLength: string | null;
    chunked: boolean;
  },
  bases: ProxyBases,
): ProxyDecision {
  const target = matchProxyRoute(request.method, request.pathname);
  if (!target) return { kind: 'refuse', status: 404, error: 'not_found' };
  const hasBody = !['GET', 'HEAD'].includes(request.method.toUpperCase());
  if (hasBody) {
    if (request.contentLength !== null) {
      const length = Number(request.contentLength);
      if (!Number.isSafeInteger(length) || length < 0) {
        return { kind: 'refuse', status: 411, error: 'length_required' };
      }
      if (length > PROXY_MAX_BODY_BYTES) {
        return { kind: 'refuse', status: 413, error: 'payload_too_large' };
      }
    } else if (request.chunked) {
      return { kind: 'refuse', status: 411, error: 'length_required' };
    }
  }
  const base = target.service === 'auth' ? bases.auth : bases.platform;
  return { kind: 'forward', url: `${base}${target.path}${request.search}` };
}

/** The response for one request to a proxied prefix. */
export function forwardToPlatform(request: NextRequest): NextResponse | Promise<NextResponse> {
  if (
    request.nextUrl.pathname === SESSION_COOKIES_CLEAR_PATH &&
    request.method.toUpperCase() === 'DELETE'
  ) {
    return clearSessionCookies(request);
  }
  const decision = decideProxy(
    {
      method: request.method,
      pathname: request.nextUrl.pathname,
      search: request.nextUrl.search,
      contentLength: request.headers.get('content-length'),
      chunked: /chunked/i.test(request.headers.get('transfer-encoding') ?? ''),
    },
    { platform: platformUrl(), auth: authUrl() },
  );
  if (decision.kind === 'refuse') {
    return NextResponse.json(
      { error: decision.error },
      { status: decision.status, headers: { 'cache-control': 'no-store' } },
    );
  }
  const session = sessionRouteOf(request.method, request.nextUrl.pathname);
  if (session) return handleSessionCall(request, decision.url, session);
  return rewriteWithCredentials(request, decision.url);
}
