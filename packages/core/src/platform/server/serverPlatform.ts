import type { BrandConfig } from '@clem/brand-config';
import { cache } from 'react';
import { fetchAllCachedSettings, fetchEventPathTree } from '../calls';
import { createPlatformClient, type PlatformContext } from '../client';
import { normalisePlatformError, PlatformError } from '../errors';
import { installPlatformRedirects } from '../maintenance';
import type { EventPathTreeResponse, PlatformSettings } from '../schemas';
import { platformUrl, pushUrl } from './platformUrl';
import {
  createCallCache,
  DeadlineError,
  isTimeoutError,
  requestScoped,
  withDeadline,
  type CallPolicy,
  type Loaded,
  type RequestCalls,
} from './resilience';

/**
 * The longest any server-side platform call may take: the client's timeout and the
 * wall-clock bound of `settle`. A page never waits longer than this for one call, and a call that
 * timed out is answered with its failure for FAILURE_MEMORY_MS without asking again.
 */
export const SERVER_TIMEOUT_MS = 3000;
export const FAILURE_MEMORY_MS = 12_000;

/** How long operator content is reused by default. */
export const CONTENT_MAX_AGE_MS = 30_000;

/**
 * `CLEM_CONTENT_MAX_AGE_MS` (read at start): how long operator content is reused, between 1 s and
 * 10 min; anything else gives the default. An operator whose CMS changes often can lower it; the
 * e2e fault app lowers it so a test need not wait 30 s for a refresh.
 */
export function contentMaxAgeMs(value: string | undefined): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1000 && parsed <= 600_000
    ? parsed
    : CONTENT_MAX_AGE_MS;
}

/**
 * Operator content (settings, menus, layouts, adverts, widgets, footers, top sports): reused for
 * 30 s (see contentMaxAgeMs), and a failed refresh keeps the last good value (so a settings
 * outage after a success keeps the quick links, header links and Deposit; only without any good
 * value do the defaults apply).
 */
export const CONTENT_POLICY: CallPolicy = {
  maxAgeMs: contentMaxAgeMs(process.env.CLEM_CONTENT_MAX_AGE_MS),
  keepLastGood: true,
};
/** The live part of a page (events, an event, a coupon, the page's sport tree): asked every time. */
export const LIVE_POLICY: CallPolicy = { maxAgeMs: 0, keepLastGood: false };

/** How old a kept events list may be to stand in for a failed call (LIST_POLICY). */
export const LIST_LAST_GOOD_MS = 60_000;
/**
 * A prematch events list (the list pages and their later rows): asked every time like the live
 * part, but when the platform fails (an outage, see `isOutage`), the last good list up to
 * LIST_LAST_GOOD_MS old stands in, marked `stale`. A player reading a long list keeps its rows
 * through one failed 15 s refresh (the page says the prices may be old) instead of seeing them
 * replaced by the failure notice and rebuilt on the next tick; a platform that stays down still
 * ends in the notice. Each list's last answer is held in the process-wide cache (at most
 * `maxEntries` keys, least recently used first out).
 */
export const LIST_POLICY: CallPolicy = {
  maxAgeMs: 0,
  keepLastGood: true,
  lastGoodForMs: LIST_LAST_GOOD_MS,
};

/** The process-wide cache of server-side platform calls (per brand, locale and call). */
export const platformCalls = createCallCache({
  now: () => Date.now(),
  failureMemoryMs: FAILURE_MEMORY_MS,
  maxEntries: 1000,
});

/**
 * A platform call through the process-wide cache, asked at most once per server request (React
 * `cache()` scopes the map to the request; outside a render, e.g. in a server action, each call
 * has its own and only the process-wide sharing applies).
 */
export const sharedCall = requestScoped(
  platformCalls,
  cache((): RequestCalls => new Map()),
);

/**
 * The platform context of a brand in a locale, without the base URL (browser: same origin), with
 * the push service's public URL the browser opens the live stream at.
 */
export function platformContextFor(
  brand: BrandConfig,
  locale: string,
): Omit<PlatformContext, 'baseURL' | 'getToken'> {
  return {
    brandHeader: brand.platform.brandHeader,
    portalId: brand.platform.portalId,
    origin: brand.platform.origin,
    pub: brand.platform.pub,
    locale,
    priceFormat: 'euro',
    channel: 'web',
    pushUrl: pushUrl(),
  };
}

/** A platform client for server rendering: it calls the platform directly, not through /api. */
export function serverPlatformClient(brand: BrandConfig, locale: string) {
  const client = createPlatformClient({
    ...platformContextFor(brand, locale),
    baseURL: platformUrl(),
    timeoutMs: SERVER_TIMEOUT_MS,
  });
  // On the server the redirect only marks the error (kind maintenance or blocked); the page that
  // made the call sends the player on to the maintenance or blocked page.
  installPlatformRedirects(client, { onMaintenance: () => {}, onBlocked: () => {} });
  return client;
}

/**
 * Runs a platform call and never throws: a failure is logged (kind and message, never a body or
 * a token) and answered as a serialisable error. `quiet404` skips the log for lookups where "not
 * found" is an expected answer (a page without its own layout). No call waits longer than
 * SERVER_TIMEOUT_MS: past it the answer is a network failure marked `timedOut`.
 */
export async function settle<T>(
  what: string,
  run: () => Promise<T>,
  options: { quiet404?: boolean } = {},
): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await withDeadline(run(), SERVER_TIMEOUT_MS) };
  } catch (error) {
    const normalised =
      error instanceof DeadlineError
        ? new PlatformError({
            kind: 'network',
            message: error.message,
            messageKey: 'error-404',
            cause: error,
          })
        : normalisePlatformError(error);
    const expected = options.quiet404 === true && normalised.status === 404;
    if (!expected) {
      console.error(`[platform] ${what} failed: ${normalised.kind} ${normalised.message}`);
    }
    return {
      ok: false,
      error: normalised.toJSON(),
      ...(isTimeoutError(error) ? { timedOut: true as const } : {}),
    };
  }
}

/** The cache key of a call for a brand and locale. */
export function callKey(brand: BrandConfig, locale: string, what: string): string {
  return `${brand.id}:${locale}:${what}`;
}

/**
 * Operator settings for first render (CONTENT_POLICY: reused for 30 s per brand and locale, the
 * last good value on a failed refresh).
 */
export function loadSettings(
  brand: BrandConfig,
  locale: string,
): Promise<Loaded<PlatformSettings>> {
  return sharedCall(callKey(brand, locale, 'settings'), CONTENT_POLICY, () =>
    settle('all_cached_settings', () =>
      fetchAllCachedSettings(serverPlatformClient(brand, locale)),
    ),
  );
}

/**
 * The sport tree of a page, asked every time (LIVE_POLICY). It shares its key with the frame's
 * cached tree (frameData), so a layout and page asking together make one call.
 */
export function loadEventPathTree(
  brand: BrandConfig,
  locale: string,
): Promise<Loaded<EventPathTreeResponse>> {
  return sharedCall(callKey(brand, locale, 'tree'), LIVE_POLICY, () =>
    settle('eventpathtree', () => fetchEventPathTree(serverPlatformClient(brand, locale))),
  );
}
