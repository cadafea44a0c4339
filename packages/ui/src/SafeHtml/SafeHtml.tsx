'use client';

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { withClass } from '../theme/theme';

/** The elements the container may be rendered as. */
export type SafeHtmlElement =
  'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'span';

export interface SafeHtmlProps {
  /** Raw, untrusted operator HTML (HTML widget, advert, news popup, operator header/footer). */
  html: string;
  /** The container element. Default `div`. */
  as?: SafeHtmlElement;
  /**
   * For the container's size and layout (e.g. `styled(SafeHtml)` with a `min-height` or an
   * advert's width and height), so the empty server-rendered box already takes its place. Added
   * after the container's own `cu-html` class.
   */
  className?: string;
}

const noSubscription = () => () => {};

/**
 * `false` while rendering on the server and while hydrating what the server rendered, `true`
 * afterwards and on every render that starts in the browser (no extra effect pass, so content
 * that mounts during client navigation shows at once).
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

type Sanitizer = (html: string) => string;

/**
 * DOMPurify is about 14 KB of gzipped JavaScript that no page needs before it has hydrated, so
 * it is loaded on first use and kept: the first SafeHtml on a page asks for it after hydration,
 * later ones (client navigation) find it loaded and render at once.
 */
let sanitizerLoaded: Sanitizer | null = null;
let sanitizerLoading: Promise<Sanitizer> | null = null;

/** Loads the sanitiser ahead of the first SafeHtml (tests; a page that knows it will need it). */
export function preloadSafeHtml(): Promise<unknown> {
  return loadSanitizer();
}

function loadSanitizer(): Promise<Sanitizer> {
  sanitizerLoading ??= import('./sanitizeOperatorHtml').then((module) => {
    sanitizerLoaded = module.sanitizeOperatorHtml;
    return module.sanitizeOperatorHtml;
  });
  return sanitizerLoading;
}

/**
 * Renders operator HTML, sanitised by `sanitizeOperatorHtml` (DOMPurify). This is the one
 * component in Clem that sets inner HTML: every piece of operator HTML goes through it.
 *
 * DOMPurify needs a DOM, and ui adds no server-side DOM library, so sanitising happens in the
 * browser only: the server renders the empty container (sized by `className`, marked
 * `aria-busy`), and the browser fills it once the sanitiser has loaded (lazily, see
 * `loadSanitizer`). Operator HTML is therefore not in the server-rendered page (search engines
 * that do not run scripts do not see it); it never reaches the page unsanitised. If the
 * sanitiser cannot load, the container stays empty rather than showing raw HTML.
 *
 * Operator HTML arrives unstyled (no `style`, no `<style>`: see sanitizeOperatorHtml), so the
 * container's static `cu-html` class (theme/uiCss.ts) gives the allowed elements sensible defaults
 * in the brand's colours and fonts.
 */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const inBrowser = useInBrowser();
  const [sanitize, setSanitize] = useState<Sanitizer | null>(() => sanitizerLoaded);
  useEffect(() => {
    if (sanitize) return;
    let live = true;
    loadSanitizer().then(
      (loaded) => {
        if (live) setSanitize(() => loaded);
      },
      () => {
        // Offline or a failed chunk: the box stays empty; never raw HTML.
      },
    );
    return () => {
      live = false;
    };
  }, [sanitize]);
  const ready = inBrowser && sanitize !== null;
  const clean = useMemo(() => (ready ? sanitize(html) : ''), [ready, sanitize, html]);
  return (
    <Tag
      className={withClass('cu-html', className)}
      aria-busy={ready ? undefined : true}
      data-safe-html=""
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
