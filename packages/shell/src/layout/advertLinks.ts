import type { Advert } from '@clem/core';

/**
 * URL rules for adverts (account-and-shell §3 "Advert"): an advert's link and image may only be
 * http(s) URLs or site paths, so a CMS value like `javascript:` or `data:` never reaches the page.
 *
 * Decisions where the spec is silent:
 * - A site path starts with one `/` (a protocol-relative `//host` is refused: it would leave the
 *   site without saying so). Relative values without a leading slash (`app/deposit`) count as
 *   site paths and get one. Whitespace and control characters around the value are trimmed;
 *   any inside the scheme refuse it.
 * - Popups open with `window.open(link, name, features)`; the name is `advert-{id}` so a second
 *   click reuses the window. Missing sizes are left out (the browser's default). The caller clears
 *   the new window's `opener` (the advert page must not reach back into the sportsbook); the
 *   `noopener` feature is not used because some browsers then ignore the size features.
 */

export type SafeLink = { kind: 'external'; href: string } | { kind: 'site'; path: string };

export function safeLink(value: string | null | undefined): SafeLink | null {
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is trimmed
  const text = value.replace(/^[\s\u0000-\u001f]+|[\s\u0000-\u001f]+$/g, '');
  if (text === '') return null;
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      return url.protocol === 'http:' || url.protocol === 'https:'
        ? { kind: 'external', href: url.href }
        : null;
    } catch {
      return null;
    }
  }
  if (text.startsWith('//') || text.startsWith('\\')) return null;
  // Anything with a scheme (`javascript:`, `data:`, `mailto:`) before the first slash is refused.
  if (/^[^/?#]*:/.test(text)) return null;
  return { kind: 'site', path: text.startsWith('/') ? text : `/${text}` };
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
