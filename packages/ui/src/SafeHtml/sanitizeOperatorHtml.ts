import { IMAGE_URL_POLICY, LINK_URL_POLICY, safeUrl } from '@clem/core/domain';
import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';

/**
 * Operator HTML (HTML widgets, adverts, the news popup, operator header/footer, spec
 * account-and-shell §2 and §3 "HTML widget: content") is untrusted: the platform serves it raw
 * and never cleans it (`packages/core/src/platform/schemas/content.ts`). This is the one place
 * that cleans it, with DOMPurify and an allow-list, before `<SafeHtml>` puts it in the page.
 *
 * What survives:
 * - Text-level and block elements of ordinary rich text: paragraphs, headings, lists, tables,
 *   links, images, `<figure>`, `<details>`, sectioning elements (`<footer>` for the operator
 *   footer). Anything else is dropped, its text kept.
 * - Attributes: `href`, `src`, `alt`, `title`, `width`, `height`, `target`, `rel`, `class`,
 *   table and list attributes, `lang`, `dir`, `datetime`, `cite`, `loading`, and `aria-*`.
 *
 * What never survives (decisions where the spec is silent, the safe side in each case):
 * - `script`, `style`, `iframe`, `frame`, `object`, `embed`, `form` and every form control,
 *   `meta`, `base`, `link`, `noscript`, `template`, `dialog`; SVG and MathML as a whole (inline
 *   SVG and MathML are where mutation-XSS lives, and operator content gets by with `<img>`,
 *   which may point at an SVG file: an image-loaded SVG runs no script).
 * - Every event-handler attribute (`on…`), `style` (no overlays hiding or faking the page: the
 *   container styles the elements), `srcdoc`, `action`/`formaction`, `data-*`, `id` and `name`
 *   (no clashes with the app's own ids and no DOM clobbering; so in-page `#anchors` inside
 *   operator HTML have nothing to jump to).
 * - URLs in `href`/`src`/`cite` other than `http:`, `https:`, `mailto:`, `tel:` and relative ones
 *   (`/terms`, `#top`, `?x=1`, `terms.html`). DOMPurify decodes entities (the HTML parser does),
 *   trims, and strips whitespace and control characters before the scheme check, so
 *   `java&#x0A;script:`, ` javascript:`, `JaVaScRiPt:` and `javascript&colon;` are all removed.
 * - Links and images that core's one URL rule (`safeUrl`) refuses: `/\host`, `/%2F%2Fhost`,
 *   `/\t/host` and the like, which look like paths but leave the site; and images from another
 *   host (`https://…`, `//…`): the CSP's `img-src` allows none, so they are not even requested.
 * - `data:` URLs, except raster images (`data:image/png|jpeg|gif|webp|avif;base64,…`) in
 *   `<img src>`, because rich-text editors paste small inline images that way. Never `data:` in a
 *   link and never `data:image/svg+xml`.
 * - `target` other than `_blank`, and `target` on anything but `<a>`. A link with
 *   `target="_blank"` always gets `rel="noopener noreferrer"`; from an operator's own `rel` only
 *   `nofollow`, `sponsored`, `ugc` and `external` are kept (never `opener`).
 *
 * Needs a DOM: `window` defaults to the global one. Without a DOM (on the server) it throws rather
 * than hand back the input, because DOMPurify without a DOM returns its input unchanged.
 * `<SafeHtml>` therefore calls it in the browser only.
 */
export function sanitizeOperatorHtml(html: string, window?: WindowLike): string {
  const purifier = purifierFor(window ?? globalWindow());
  return purifier.sanitize(withoutStyleElements(html), SANITIZE_CONFIG);
}

/**
 * `<style>` elements are dropped before DOMPurify parses the HTML. DOMPurify would remove them
 * anyway (forbidden tag); but the document it parses into inherits the page's CSP, so Chromium
 * reports a blocked inline style for each one — console noise on every page that shows such
 * operator HTML. This is not a sanitiser (DOMPurify still sees whatever is left, including any
 * spelling of `<style` this misses); it only keeps the console clean for the common case.
 */
export function withoutStyleElements(html: string): string {
  return html.replace(/<style\b[^>]*>(?:[\s\S]*?<\/style\s*>|[\s\S]*$)/gi, '');
}

const ALLOWED_TAGS = [
  'a',
  'abbr',
  'article',
  'aside',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'nav',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
];

/**
 * Never allowed, even if someone later widens ALLOWED_TAGS: DOMPurify removes these whatever
 * the allow-list says.
 */
const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'meta',
  'base',
  'link',
  'noscript',
  'template',
  'dialog',
  'portal',
  'svg',
  'math',
];

const ALLOWED_ATTR = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'target',
  'rel',
  'class',
  'colspan',
  'rowspan',
  'scope',
  'headers',
  'start',
  'reversed',
  'type',
  'lang',
  'dir',
  'datetime',
  'cite',
  'loading',
  'open',
];

const FORBID_ATTR = ['style', 'srcdoc', 'action', 'formaction', 'id', 'name', 'xlink:href'];

/** http, https, mailto, tel, or a relative URL (no scheme before the first `/`, `?` or `#`). */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Inline raster images only; no SVG, no HTML, no parameters other than base64. */
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/]*={0,2}$/i;

/** `rel` tokens an operator may set; `noopener noreferrer` are added where needed. */
const KEPT_REL_TOKENS = new Set(['nofollow', 'sponsored', 'ugc', 'external']);

const SANITIZE_CONFIG = {
  ALLOWED_TAGS,
  FORBID_TAGS,
  ALLOWED_ATTR,
  FORBID_ATTR,
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_XML: true,
  SANITIZE_DOM: true,
  KEEP_CONTENT: true,
  WHOLE_DOCUMENT: false,
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
  RETURN_TRUSTED_TYPE: false,
} satisfies Config;

/** One configured DOMPurify per window, its hooks registered once when it is made. */
const purifiers = new WeakMap<WindowLike, Purifier>();

function globalWindow(): WindowLike | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

function purifierFor(win: WindowLike | undefined): Purifier {
  if (win === undefined) {
    throw new Error(
      'sanitizeOperatorHtml needs a DOM window: call it in the browser (SafeHtml does so after mount) or pass a window.',
    );
  }
  const known = purifiers.get(win);
  if (known) return known;
  // Our own instance, not the shared default export: our hooks must not leak into other users of
  // DOMPurify, and theirs not into ours.
  const purifier = DOMPurify(win);
  if (!purifier.isSupported) {
    throw new Error('sanitizeOperatorHtml: DOMPurify does not support this window.');
  }
  purifier.addHook('uponSanitizeAttribute', (node, event) => {
    const name = event.attrName;
    const value = event.attrValue;
    const isUrl = name === 'src' || name === 'href' || name === 'cite';
    const isImageSrc = name === 'src' && node.nodeName === 'IMG';
    if (isUrl && /^data:/i.test(compact(value))) {
      if (!(isImageSrc && SAFE_DATA_IMAGE.test(compact(value)))) event.keepAttr = false;
    } else if (isUrl && !operatorUrlAllowed(value, isImageSrc)) {
      event.keepAttr = false;
    } else if (name === 'target') {
      if (node.nodeName === 'A' && value.toLowerCase() === '_blank') event.attrValue = '_blank';
      else event.keepAttr = false;
    } else if (name === 'rel') {
      const tokens = relTokens(value);
      if (tokens.length === 0) event.keepAttr = false;
      else event.attrValue = tokens.join(' ');
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') {
      const tokens = relTokens(node.getAttribute('rel') ?? '');
      node.setAttribute('rel', [...tokens, 'noopener', 'noreferrer'].join(' '));
    }
    // An image the operator gave no text alternative is treated as decorative (alt=""), so
    // screen readers skip it instead of reading its file name.
    if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    // Operator images load when they come near the viewport, and decode off the main thread,
    // unless the operator asked for `loading="eager"` (a hero banner at the top of a page).
    // Widgets, the footer and adverts are mostly below the fold or in closed menus; fetched at
    // once, they compete with the page's own scripts on a slow connection.
    if (node.nodeName === 'IMG') {
      if (node.getAttribute('loading')?.toLowerCase() !== 'eager')
        node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  purifiers.set(win, purifier);
  return purifier;
}

/**
 * Core's one URL rule (`safeUrl`, packages/core/src/domain/links.ts) for an operator URL that is
 * not a `data:` image: links may be site paths or http(s) URLs, images site paths only (the CSP
 * allows no other image host). Same-page values (`#top`, `?x=1`), `mailto:` and `tel:` links are
 * left to DOMPurify's own pattern; a protocol-relative link (`//host/x`) counts as external. The value is kept as written when allowed (a relative
 * `help.html` stays relative); only unsafe ones (`/\host`, `/%2F%2Fhost`, `/\t/host`) are dropped.
 */
function operatorUrlAllowed(value: string, isImageSrc: boolean): boolean {
  const text = value.trim();
  if (text === '' || text.startsWith('#') || text.startsWith('?')) return true;
  if (/^(?:mailto|tel):/i.test(text)) return !isImageSrc;
  const policy = isImageSrc ? IMAGE_URL_POLICY : LINK_URL_POLICY;
  // A protocol-relative `//host/x` is an external URL written short: judged as `https://host/x`.
  const judged = text.startsWith('//') ? `https:${text}` : text;
  return safeUrl(judged, policy) !== null;
}

/** What DOMPurify itself compares its URL patterns against: no whitespace or control chars. */
function compact(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g, '');
}

function relTokens(value: string): string[] {
  const tokens = value.toLowerCase().split(/\s+/);
  return [...new Set(tokens.filter((token) => KEPT_REL_TOKENS.has(token)))];
}
