/**
 * The browser only talks to its own origin. Calls the spec writes as `{auth base}/…` (the
 * header_login plugin paths, `/api/login`, `/accounts/sessions`, `/accounts/me/…`) are sent to
 * `/auth/…` on the app's origin; the app rewrites `/auth/:path*` to the platform. `/api/*` and
 * `/xapi/*` calls go as they are.
 */
export const AUTH_BASE_PATH = '/auth';

/** `authPath('/accounts/me/sessions')` → `/auth/accounts/me/sessions`. */
export function authPath(path: string): string {
  return `${AUTH_BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;
}
