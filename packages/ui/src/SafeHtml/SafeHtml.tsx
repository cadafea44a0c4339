'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { styled } from 'styled-components';
import type {} from '../theme/theme';
import { sanitizeOperatorHtml } from './sanitizeOperatorHtml';

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
   * advert's width and height), so the empty server-rendered box already takes its place.
   */
  className?: string;
}

/**
 * Operator HTML arrives unstyled (no `style`, no `<style>`: see sanitizeOperatorHtml), so the
 * container gives the allowed elements sensible defaults in the brand's colours and fonts.
 */
const Root = styled.div`
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  line-height: 1.5;
  overflow-wrap: anywhere;

  img {
    max-width: 100%;
    height: auto;
  }

  a {
    color: inherit;
    text-decoration: underline;
  }

  a:focus-visible,
  summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }

  pre {
    overflow-x: auto;
  }

  code,
  kbd,
  pre {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

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

/**
 * Renders operator HTML, sanitised by `sanitizeOperatorHtml` (DOMPurify). This is the one
 * component in Clem that sets inner HTML: every piece of operator HTML goes through it.
 *
 * DOMPurify needs a DOM, and ui adds no server-side DOM library, so sanitising happens in the
 * browser only: the server renders the empty container (sized by `className`, marked
 * `aria-busy`), and the browser fills it after hydration. Operator HTML is therefore not in the
 * server-rendered page (search engines that do not run scripts do not see it); it never reaches
 * the page unsanitised. If sanitising fails (no usable DOM), the error propagates to the nearest
 * error boundary rather than showing raw HTML.
 */
export function SafeHtml({ html, as = 'div', className }: SafeHtmlProps) {
  const inBrowser = useInBrowser();
  const clean = useMemo(() => (inBrowser ? sanitizeOperatorHtml(html) : ''), [inBrowser, html]);
  return (
    <Root
      as={as}
      className={className}
      aria-busy={inBrowser ? undefined : true}
      data-safe-html=""
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
