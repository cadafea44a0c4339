import { isSafeSource } from '../proxy/csp';
import { normaliseOrigin } from './hostMessages';

/**
 * The origins allowed to embed a brand: the CSP's `frame-ancestors` (besides 'self') and the
 * HostBridge's postMessage partners. One list for both, so a page that may frame the app is
 * exactly a page the app talks to.
 *
 * Production origins come from brand-config (`embed.allowedHosts`). Test origins never do: the
 * end-to-end servers add theirs at server start through `CLEM_EXTRA_EMBED_ORIGINS`, a
 * comma-separated list of http(s) origins (`http://127.0.0.1:4100`). It is a test hook — a
 * production deployment leaves it unset. It is read on the server at request time (the proxy for
 * the CSP, the layout for the HostBridge, which gets the list as a prop through the frame
 * config), never inlined into the client bundle at build: one build serves with and without it.
 *
 * Each extra entry must be an origin and nothing else (`scheme://host[:port]`, http or https, no
 * path, query, fragment or user-info, a host the CSP accepts); anything else is ignored. Origins
 * are normalised (lower case, default port dropped) and the list has no repeats.
 */

/** The environment variable of the test hook. */
export const EXTRA_EMBED_ORIGINS_ENV = 'CLEM_EXTRA_EMBED_ORIGINS';

/** The environment `embedOrigins` reads `CLEM_EXTRA_EMBED_ORIGINS` from (`process.env` fits). */
export type EmbedEnv = { readonly [name: string]: string | undefined };

/** What `embedOrigins` needs of a brand (a `BrandConfig` fits). */
export interface EmbedBrand {
  readonly embed: { readonly allowedHosts: readonly string[] };
}

/** An entry of the extra list as a normalised origin, or null when it is not exactly one. */
function extraOrigin(entry: string): string | null {
  if (/[?#]/.test(entry)) return null;
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '' || url.pathname !== '/') return null;
  const origin = normaliseOrigin(url.origin);
  return origin !== null && isSafeSource(origin) ? origin : null;
}

/** The valid origins of a `CLEM_EXTRA_EMBED_ORIGINS` value (empty when unset). */
export function extraEmbedOrigins(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .flatMap((entry) => {
      const origin = extraOrigin(entry);
      return origin === null ? [] : [origin];
    });
}

/**
 * The origins that may embed the brand and exchange messages with it: the brand's
 * `embed.allowedHosts`, plus the valid origins of `env.CLEM_EXTRA_EMBED_ORIGINS` when set.
 */
export function embedOrigins(brand: EmbedBrand, env: EmbedEnv = {}): string[] {
  const extra = extraEmbedOrigins(env[EXTRA_EMBED_ORIGINS_ENV]);
  const origins = [...brand.embed.allowedHosts, ...extra];
  return [...new Set(origins)];
}
