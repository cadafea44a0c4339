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
 * The auth service's base URL (the spec's "{auth base}": login, one-time code, security question,
 * accounts/sessions): `CLEM_AUTH_URL`, else the platform. The browser reaches it as `/auth/…`.
 */
export function authUrl(): string {
  const configured = process.env.CLEM_AUTH_URL?.trim();
  return configured && configured !== '' ? configured.replace(/\/+$/, '') : platformUrl();
}
