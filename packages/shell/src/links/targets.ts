import { safeLinkUrl } from '@clem/core';

/**
 * The one link helper of the frame (account-and-shell §2 "Routes and links"): configured targets
 * (cashier, registration, …) and CMS links go through `resolveLink` before they reach an anchor.
 *
 * Rules:
 * - Only absolute http(s) URLs (kind `external`) and site paths (kind `internal`) are links, as
 *   core's one same-site rule (`safeLinkUrl`, packages/core/src/domain/links.ts) decides:
 *   `javascript:`, `data:` and every other scheme, protocol-relative `//host`, backslashes,
 *   control characters and whitespace inside the value, and encoded forms that decode off-site
 *   (`/%2F%2Fhost`, `/%5Chost`) give null (the caller renders no link). Site paths come back
 *   normalised by the URL parser.
 * - A site path gets the locale prefix (`/sports` in Spanish is `/es/sports`), unless it already
 *   starts with it. Paths may come without a leading slash (`app/deposit`, `account/balances`).
 * - Links to paths containing one of the brand's `plainAnchorPrefixes` (Spain: `app/`) are kind
 *   `plain`: a plain `<a>` with a full page load (§2 "Links to paths containing app/ render as
 *   plain anchors on the Spain variant").
 *
 * Decisions where the spec is silent:
 * - "Containing" is matched at a path-segment boundary (`/app/deposit`, `/es/app/x`, `app/x`
 *   match `app/`; `/webapp/x` does not): a prefix names a path segment, not a substring.
 * - Plain paths keep the path as configured, with a leading slash but no locale prefix: they
 *   leave this Next.js app (full page load) for pages the operator serves, which know nothing of
 *   the frame's locale prefixes.
 * - Hash-only and query-only values (`#top`, `?x=1`) are not site paths and give null.
 * - External URLs are returned normalised by the URL parser (`https://Example.com` →
 *   `https://example.com/`), so the href is exactly what the browser will follow; one carrying
 *   user-info (`https://a@b`) is refused.
 * - A locale prefix that is not `''` or `/segment` is ignored (it could otherwise turn a path
 *   into a protocol-relative URL).
 */

export type ResolvedLinkKind = 'internal' | 'external' | 'plain';

export interface ResolvedLink {
  kind: ResolvedLinkKind;
  href: string;
}

export interface LinkContext {
  /** '' for the default locale, else `/xx` (see i18n `localePrefix`). */
  localePrefix: string;
  /** The brand capability `plainAnchorPrefixes` (Spain: `['app/']`). */
  plainAnchorPrefixes: readonly string[];
}

const localePrefixPattern = /^(\/[A-Za-z0-9_-]+)?$/;

/** The path part of a site path (before `?` and `#`). */
function pathPart(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

/** Whether a site path (with leading slash) contains one of the plain-anchor prefixes. */
export function isPlainAnchorPath(path: string, prefixes: readonly string[]): boolean {
  const bare = pathPart(path.startsWith('/') ? path : `/${path}`);
  return prefixes.some((prefix) => {
    const clean = prefix.replace(/^\/+/, '');
    if (clean === '') return false;
    const segment = clean.endsWith('/') ? clean : `${clean}/`;
    return `${bare}/`.includes(`/${segment}`);
  });
}

function hasLocalePrefix(path: string, prefix: string): boolean {
  if (prefix === '' || !path.startsWith(prefix)) return prefix === '';
  const next = path.charAt(prefix.length);
  return next === '' || next === '/' || next === '?' || next === '#';
}

/** A configured target or CMS link as something safe to render, or null when it is not a link. */
export function resolveLink(
  href: string | null | undefined,
  ctx: LinkContext,
): ResolvedLink | null {
  const safe = safeLinkUrl(href);
  if (safe === null) return null;
  if (safe.kind === 'external') return { kind: 'external', href: safe.href };

  const path = safe.path;
  if (isPlainAnchorPath(path, ctx.plainAnchorPrefixes)) return { kind: 'plain', href: path };

  const prefix = localePrefixPattern.test(ctx.localePrefix) ? ctx.localePrefix : '';
  if (hasLocalePrefix(path, prefix)) return { kind: 'internal', href: path };
  return { kind: 'internal', href: path === '/' ? prefix : `${prefix}${path}` };
}

export const configuredTargetNames = [
  'cashier',
  'cashierDeposit',
  'cashierWithdrawal',
  'myProfile',
  'registration',
  'forgotPass',
  'logout',
  'loginBaseUrl',
  'desktopUrl',
  'mobileUrl',
  'promotions',
] as const;

export type ConfiguredTargetName = (typeof configuredTargetNames)[number];

/** The configured targets: a missing target is absent, except `promotions`. */
export type ConfiguredTargets = Readonly<
  Partial<Record<Exclude<ConfiguredTargetName, 'promotions'>, string>> & { promotions: string }
>;

/** The promotions page when no promotions target is configured (§2 "/promotions"). */
export const DEFAULT_PROMOTIONS_TARGET = '/promotions';

function objectValue(value: unknown): Record<string, unknown> | null {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  return parsed as Record<string, unknown>;
}

/**
 * The `configured_targets` setting (an object or its JSON text), read tolerantly: a target that is
 * not a non-empty string is absent; unusable settings give no targets but promotions. The values
 * are returned as configured (trimmed); `resolveLink` decides whether they are safe links.
 */
export function readConfiguredTargets(
  settings: Readonly<Record<string, unknown>>,
): ConfiguredTargets {
  const raw = objectValue(settings.configured_targets) ?? {};
  const targets: Partial<Record<ConfiguredTargetName, string>> = {};
  for (const name of configuredTargetNames) {
    const value = raw[name];
    if (typeof value === 'string' && value.trim() !== '') targets[name] = value.trim();
  }
  return { ...targets, promotions: targets.promotions ?? DEFAULT_PROMOTIONS_TARGET };
}

export interface CashierTargets {
  /** cashierDeposit, else cashier, else null. */
  deposit: string | null;
  /** cashierWithdrawal, else cashier, else null. */
  withdraw: string | null;
}

/** The header's deposit and withdraw targets, falling back to the general cashier target. */
export function cashierTargets(targets: ConfiguredTargets): CashierTargets {
  return {
    deposit: targets.cashierDeposit ?? targets.cashier ?? null,
    withdraw: targets.cashierWithdrawal ?? targets.cashier ?? null,
  };
}

/** The bases sub-header links are rooted at (§2 "/live/sport/: live. /sports: prematch"). */
export const SUB_HEADER_BASES = { prematch: '/sports', live: '/live/sport' } as const;

/**
 * Where a sub-header link goes (§2 "Sub-header links go to live/sport or sports depending on the
 * root page configuration"). The CMS `url` of a sub-header link names a section, and the root page
 * decides whether it opens in prematch or live:
 * - a bare slug or relative path (`football`, `1-FOOT/top`) goes under the root's base:
 *   `/sports/football` (prematch root) or `/live/sport/football` (live root);
 * - a path already under `/sports/…` or `/live/sport/…` is re-rooted to the configured base
 *   (`/sports/football` on a live root → `/live/sport/football`); `/sports` alone → the base;
 * - any other site path (`/promotions`, `/jackpot`) and absolute http(s) URLs are kept;
 *   `resolveLink` later adds the locale prefix.
 * An empty or unsafe url (core's `safeLinkUrl` refuses it) gives null; paths and URLs come back
 * normalised by it.
 */
export function subHeaderHref(url: string, rootPageIsPrematch: boolean): string | null {
  const safe = safeLinkUrl(url);
  if (safe === null) return null;
  if (safe.kind === 'external') return safe.href;
  const base = rootPageIsPrematch ? SUB_HEADER_BASES.prematch : SUB_HEADER_BASES.live;
  const relative = !url.trim().startsWith('/');
  const path = safe.path;
  for (const known of [SUB_HEADER_BASES.live, SUB_HEADER_BASES.prematch]) {
    if (path === known || path === `${known}/`) return base;
    if (path.startsWith(`${known}/`)) return `${base}${path.slice(known.length)}`;
  }
  return relative ? `${base}${path}` : path;
}
