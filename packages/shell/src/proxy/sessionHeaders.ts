import { PENDING_LOGIN_HANDLE, SESSION_HANDLE } from '@clem/core/schemas';
import type { SessionCookieValues } from './sessionCookies';

/**
 * What the proxy sends the platform in place of the browser's credentials (docs/security.md
 * "The session"). The browser holds handles, never tokens; the proxy swaps each handle for the
 * token in its HttpOnly cookie:
 *
 * - `Authorization: Bearer <SESSION_HANDLE>` → the session cookie's token;
 *   `Authorization: Bearer <PENDING_LOGIN_HANDLE>` → the pending login step's token;
 *   `X-UUIDToken: <SESSION_HANDLE>` → the session cookie's token.
 * - icore checkplayer (`externalBearer`) always gets `Bearer <extToken cookie>`, whatever the
 *   browser sent; without that cookie the proxy answers 401 itself.
 * - A handle whose cookie is missing is dropped (the platform answers 401 and the client logs
 *   out, as it would for a dead token). Anything else in those headers is dropped too: no flow
 *   of Clem's sends a real token any more, so one sent by a script is refused, not forwarded.
 * - Cookies' secrets go only into same-origin requests (`Sec-Fetch-Site` absent, `same-origin`
 *   or `none`): a request another site (or a sibling subdomain, `same-site`) made the browser
 *   send gets no credentials, on top of SameSite=Strict keeping the cookies off it.
 */
export interface CredentialInput {
  authorization: string | null;
  uuidToken: string | null;
  /** The request's `Sec-Fetch-Site`. */
  secFetchSite: string | null;
  cookies: SessionCookieValues;
  /** icore checkplayer: the bearer is the external token. */
  externalBearer?: boolean;
}

/** Which cookies' secrets went into the forwarded request. */
export interface CarriedCredentials {
  session: boolean;
  pending: boolean;
  external: boolean;
}

export type CredentialOutcome =
  | { kind: 'refuse'; status: 401 }
  | {
      kind: 'forward';
      authorization: string | null;
      uuidToken: string | null;
      carried: CarriedCredentials;
    };

/** A request the browser made from the app's own pages (or a non-browser client). */
export function isSameOriginRequest(secFetchSite: string | null): boolean {
  if (secFetchSite === null) return true;
  const value = secFetchSite.trim().toLowerCase();
  return value === 'same-origin' || value === 'none';
}

function bearerOf(header: string | null): string | null {
  if (header === null) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  return match ? (match[1] ?? null) : null;
}

export function substituteCredentials(input: CredentialInput): CredentialOutcome {
  const sameOrigin = isSameOriginRequest(input.secFetchSite);
  const cookies = sameOrigin ? input.cookies : {};
  const carried: CarriedCredentials = { session: false, pending: false, external: false };

  let authorization: string | null = null;
  if (input.externalBearer) {
    if (!cookies.external) return { kind: 'refuse', status: 401 };
    authorization = `Bearer ${cookies.external}`;
    carried.external = true;
  } else {
    const handle = bearerOf(input.authorization);
    if (handle === SESSION_HANDLE && cookies.session) {
      authorization = `Bearer ${cookies.session}`;
      carried.session = true;
    } else if (handle === PENDING_LOGIN_HANDLE && cookies.pending) {
      authorization = `Bearer ${cookies.pending}`;
      carried.pending = true;
    }
  }

  let uuidToken: string | null = null;
  if (input.uuidToken?.trim() === SESSION_HANDLE && cookies.session) {
    uuidToken = cookies.session;
    carried.session = true;
  }
  return { kind: 'forward', authorization, uuidToken, carried };
}
