import { safeImageSrc, safeLinkUrl, type Advert, type SafeUrl } from '@clem/core';

/**
 * URL rules for adverts (account-and-shell §3 "Advert"): an advert's link and image go through
 * core's one same-site rule (`safeUrl`, packages/core/src/domain/links.ts), so a CMS value like
 * `javascript:`, `data:`, `//host`, `/\host` or `/%2F%2Fhost` never reaches the page.
 *
 * - The link (`safeLink`): a normalised site path or an http(s) URL. Relative values without a
 *   leading slash (`app/deposit`) count as site paths and get one; whitespace around the value
 *   is trimmed.
 * - The image (`safeAdvertImage`): a same-site path only; the CSP's `img-src` allows no other
 *   host, so an absolute image URL is dropped (the advert shows its name instead).
 *
 * Decisions where the spec is silent:
 * - Popups open with `window.open(link, name, features)`; the name is `advert-{id}` so a second
 *   click reuses the window. Missing sizes are left out (the browser's default). The caller clears
 *   the new window's `opener` (the advert page must not reach back into the sportsbook); the
 *   `noopener` feature is not used because some browsers then ignore the size features.
 */

export type SafeLink = SafeUrl;

/** An advert link: a same-site path or an http(s) URL, or null. */
export function safeLink(value: string | null | undefined): SafeLink | null {
  return safeLinkUrl(value);
}

/** An advert image's `src`: a same-site path, or null. */
export function safeAdvertImage(value: string | null | undefined): string | null {
  return safeImageSrc(value);
}

/** The href for a safe link: site paths through `hrefFor` (locale prefix), external as is. */
export function hrefOf(link: SafeLink, hrefFor: (path: string) => string = (p) => p): string {
  return link.kind === 'external' ? link.href : hrefFor(link.path);
}

/** The `window.open` features of a popup advert. */
export function advertPopupFeatures(
  advert: Pick<
    Advert,
    'popup_width' | 'popup_height' | 'popup_allow_resize' | 'popup_allow_scrollbars'
  >,
): string {
  const features: string[] = [];
  if (advert.popup_width && advert.popup_width > 0) features.push(`width=${advert.popup_width}`);
  if (advert.popup_height && advert.popup_height > 0) {
    features.push(`height=${advert.popup_height}`);
  }
  features.push(`resizable=${advert.popup_allow_resize ? 'yes' : 'no'}`);
  features.push(`scrollbars=${advert.popup_allow_scrollbars ? 'yes' : 'no'}`);
  return features.join(',');
}

export function advertWindowName(advert: Pick<Advert, 'id'>): string {
  return `advert-${String(advert.id).replace(/[^\w-]/g, '_')}`;
}
