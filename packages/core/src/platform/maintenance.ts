import { isAxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import { PlatformError } from './errors';

/**
 * The platform's two page-level refusals (account-and-shell §2 "Routes and links"):
 * - a response whose URL contains `maintenance` sends the player to the maintenance page;
 * - a response that goes to the blocked URL (`/blocked`, optionally behind a two-letter locale
 *   prefix) reloads the page, where the app then shows its blocked page.
 *
 * The platform signals both with a redirect (the sandbox faults `maintenance` and `blocked` answer
 * 302 to `/maintenance` and `/blocked`). In the browser XHR follows it silently, so the signal is
 * the final `responseURL`; on the server (Node adapter) it is `res.responseUrl`; when redirects are
 * not followed it is the 3xx status with its `Location` header.
 */
export type PlatformRedirect = 'maintenance' | 'blocked';

export interface PlatformRedirectInput {
  /** The final URL after redirects (XHR `responseURL`, Node `res.responseUrl`), if known. */
  responseUrl?: string | undefined;
  /** The URL that was requested (absolute or relative). */
  requestUrl?: string | undefined;
  status?: number | undefined;
  /** The `Location` header of a 3xx answer that was not followed. */
  location?: string | undefined;
}

const MAINTENANCE = 'maintenance';

/** `/blocked` or `/xx/blocked` (two-letter locale prefix), with an optional trailing slash. */
const BLOCKED_PATH = /^\/(?:[a-z]{2}\/)?blocked\/?$/i;

/** The path of an absolute or relative URL; undefined when it cannot be parsed. */
function pathOf(url: string): string | undefined {
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return undefined;
  }
}

function containsMaintenance(url: string): boolean {
  return url.toLowerCase().includes(MAINTENANCE);
}

function isBlockedUrl(url: string): boolean {
  const path = pathOf(url);
  return path !== undefined && BLOCKED_PATH.test(path);
}

/**
 * Which page-level redirect, if any, a platform answer means.
 *
 * Decisions where the spec is silent:
 * - "contains maintenance" is checked case-insensitively on the whole final URL, but only when
 *   the request URL itself did not already contain it (a call whose own path mentions
 *   maintenance is not a redirect);
 * - the blocked URL is matched on the path only (any host), so the platform may redirect to its
 *   own host or to the app's;
 * - a 3xx answer is judged by its `Location` header the same way.
 */
export function platformRedirectOf({
  responseUrl,
  requestUrl,
  status,
  location,
}: PlatformRedirectInput): PlatformRedirect | null {
  const requested = requestUrl ?? '';
  const targets: string[] = [];
  if (status !== undefined && status >= 300 && status < 400 && location) targets.push(location);
  if (responseUrl && responseUrl !== requested) targets.push(responseUrl);
  for (const target of targets) {
    if (containsMaintenance(target) && !containsMaintenance(requested)) return 'maintenance';
    if (isBlockedUrl(target) && !isBlockedUrl(requested)) return 'blocked';
  }
  return null;
}

export interface PlatformRedirectHandlers {
  /** Browser: `() => location.assign(localePrefix + '/maintenance')`. */
  onMaintenance: () => void;
  /** Browser: `() => location.reload()`. */
  onBlocked: () => void;
}

/** The error a call rejects with when the platform redirected it to maintenance or blocked. */
export function platformRedirectError(kind: PlatformRedirect, url: string | undefined) {
  return new PlatformError({
    kind,
    message:
      kind === 'maintenance'
        ? `The platform is under maintenance (${url ?? 'a request'})`
        : `Access from this location is blocked (${url ?? 'a request'})`,
    messageKey: 'something-went-wrong',
    url,
  });
}

/** True for the rejection `installPlatformRedirects` produces (after normalisation too). */
export function isPlatformRedirectError(
  error: unknown,
): error is PlatformError & { kind: PlatformRedirect } {
  return (
    error instanceof PlatformError && (error.kind === 'maintenance' || error.kind === 'blocked')
  );
}

interface RequestLike {
  responseURL?: unknown;
  res?: { responseUrl?: unknown };
}

/** The final URL of an axios response: XHR `responseURL` or Node's `res.responseUrl`. */
function finalUrlOf(request: unknown): string | undefined {
  if (typeof request !== 'object' || request === null) return undefined;
  const { responseURL, res } = request as RequestLike;
  if (typeof responseURL === 'string' && responseURL !== '') return responseURL;
  const nodeUrl = res?.responseUrl;
  return typeof nodeUrl === 'string' && nodeUrl !== '' ? nodeUrl : undefined;
}

function locationOf(response: AxiosResponse): string | undefined {
  const headers = response.headers as Record<string, unknown> | undefined;
  const value = headers?.location ?? headers?.Location;
  return typeof value === 'string' ? value : undefined;
}

function redirectOfResponse(response: AxiosResponse): PlatformRedirect | null {
  return platformRedirectOf({
    responseUrl: finalUrlOf(response.request),
    requestUrl: absoluteRequestUrl(response),
    status: response.status,
    location: locationOf(response),
  });
}

/** The request URL as the adapter resolved it (base + url), for comparing with the final URL. */
function absoluteRequestUrl(response: AxiosResponse): string | undefined {
  const { url, baseURL } = response.config;
  if (url === undefined) return undefined;
  if (!baseURL) return url;
  return `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/**
 * Adds response and error interceptors to an axios instance: an answer that was redirected to
 * maintenance or to the blocked URL calls the matching handler and the call rejects with a
 * `PlatformError` of kind `maintenance` / `blocked` (so no caller parses the maintenance HTML
 * as data). Returns a function that removes both interceptors.
 */
export function installPlatformRedirects(
  instance: AxiosInstance,
  { onMaintenance, onBlocked }: PlatformRedirectHandlers,
): () => void {
  const react = (kind: PlatformRedirect, url: string | undefined): PlatformError => {
    if (kind === 'maintenance') onMaintenance();
    else onBlocked();
    return platformRedirectError(kind, url);
  };
  const id = instance.interceptors.response.use(
    (response) => {
      const kind = redirectOfResponse(response);
      if (kind) return Promise.reject(react(kind, response.config.url));
      return response;
    },
    (error: unknown) => {
      if (isAxiosError(error)) {
        const response = error.response;
        const kind = response
          ? redirectOfResponse(response)
          : platformRedirectOf({
              responseUrl: finalUrlOf(error.request),
              requestUrl: error.config?.url,
            });
        if (kind) return Promise.reject(react(kind, error.config?.url));
      }
      return Promise.reject(error);
    },
  );
  return () => instance.interceptors.response.eject(id);
}
