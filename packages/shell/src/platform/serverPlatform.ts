import type { BrandConfig } from '@clem/brand-config';
import {
  createPlatformClient,
  fetchAllCachedSettings,
  fetchEventPathTree,
  installPlatformRedirects,
  normalisePlatformError,
  type EventPathTreeResponse,
  type PlatformContext,
  type PlatformSettings,
  type SerialisedPlatformError,
} from '@clem/core';
import { redirect } from 'next/navigation';
import { localisedPath } from '../i18n/paths';
import { platformUrl } from './platformUrl';

export type Loaded<T> = { ok: true; data: T } | { ok: false; error: SerialisedPlatformError };

/** The platform context of a brand in a locale, without the base URL (browser: same origin). */
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
  };
}

/** A platform client for server rendering: it calls the platform directly, not through /api. */
export function serverPlatformClient(brand: BrandConfig, locale: string) {
  const client = createPlatformClient({
    ...platformContextFor(brand, locale),
    baseURL: platformUrl(),
    timeoutMs: 8000,
  });
  // On the server the redirect only marks the error (kind maintenance or blocked); the page that
  // made the call sends the player on (`followPlatformRedirect`).
  installPlatformRedirects(client, { onMaintenance: () => {}, onBlocked: () => {} });
  return client;
}

/**
 * A page whose first data came back as maintenance or blocked sends the player to that page
 * (spec §2). The layout never does this: the maintenance page itself renders inside it.
 */
export function followPlatformRedirect(
  loaded: Loaded<unknown>,
  brand: BrandConfig,
  locale: string,
): void {
  if (loaded.ok) return;
  if (loaded.error.kind === 'maintenance') {
    redirect(localisedPath(brand.locales, locale, '/maintenance'));
  }
  if (loaded.error.kind === 'blocked') redirect(localisedPath(brand.locales, locale, '/blocked'));
}

/**
 * Runs a platform call and never throws: a failure is logged (kind and message, never a body or
 * a token) and answered as a serialisable error. `quiet404` skips the log for lookups where "not
 * found" is an expected answer (a page without its own layout).
 */
export async function settle<T>(
  what: string,
  run: () => Promise<T>,
  options: { quiet404?: boolean } = {},
): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await run() };
  } catch (error) {
    const normalised = normalisePlatformError(error);
    const expected = options.quiet404 === true && normalised.status === 404;
    if (!expected) {
      console.error(`[platform] ${what} failed: ${normalised.kind} ${normalised.message}`);
    }
    return { ok: false, error: normalised.toJSON() };
  }
}

const SETTINGS_TTL_MS = 30_000;
const settingsCache = new Map<string, { at: number; value: PlatformSettings }>();

/** Operator settings for first render; successful answers are reused for 30 s per brand. */
export async function loadSettings(
  brand: BrandConfig,
  locale: string,
): Promise<Loaded<PlatformSettings>> {
  const key = `${brand.id}:${locale}`;
  const cached = settingsCache.get(key);
  if (cached && Date.now() - cached.at < SETTINGS_TTL_MS) return { ok: true, data: cached.value };
  const loaded = await settle('all_cached_settings', () =>
    fetchAllCachedSettings(serverPlatformClient(brand, locale)),
  );
  if (loaded.ok) settingsCache.set(key, { at: Date.now(), value: loaded.data });
  return loaded;
}

export function loadEventPathTree(
  brand: BrandConfig,
  locale: string,
): Promise<Loaded<EventPathTreeResponse>> {
  return settle('eventpathtree', () => fetchEventPathTree(serverPlatformClient(brand, locale)));
}
