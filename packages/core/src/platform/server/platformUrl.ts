import { DEFAULT_PLATFORM_URL } from '../schemas/contract';

/**
 * The operator platform's base URL: `CLEM_PLATFORM_URL`, else the local sandbox. Read at run
 * time by server rendering; the /api and /xapi rewrites take it at build time.
 */
export function platformUrl(): string {
  const configured = process.env.CLEM_PLATFORM_URL?.trim();
  const url = configured && configured !== '' ? configured : DEFAULT_PLATFORM_URL;
  return url.replace(/\/+$/, '');
}

/**
 * The platform push service's public base URL, where browsers open the live stream
 * (`CLEM_PUSH_URL`: an http or https origin, as the browser reaches it), or '' when there is none:
 * the live data is then polled through the brand server, which never holds a stream open. Also
 * the origin the CSP lets pages connect to besides their own.
 */
export function pushUrl(value: string | undefined = process.env.CLEM_PUSH_URL): string {
  const configured = value?.trim() ?? '';
  if (configured === '') return '';
  try {
    const url = new URL(configured);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    if (url.username || url.password || url.search || url.hash) return '';
    if (url.pathname !== '/') return '';
    return url.origin;
  } catch {
    return '';
  }
}

/**
 * The auth service's base URL (the spec's "{auth base}": login, one-time code, security question,
 * accounts/sessions): `CLEM_AUTH_URL`, else the platform. The browser reaches it as `/auth/…`.
 */
export function authUrl(): string {
  const configured = process.env.CLEM_AUTH_URL?.trim();
  return configured && configured !== '' ? configured.replace(/\/+$/, '') : platformUrl();
}
