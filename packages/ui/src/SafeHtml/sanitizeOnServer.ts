import type { WindowLike } from 'dompurify';
import { sanitizeOperatorHtml } from './sanitizeOperatorHtml';

/**
 * Operator HTML sanitised on the server: the same `sanitizeOperatorHtml` (DOMPurify, the same
 * allow-list) the browser uses, over a jsdom window, so a server-rendered widget arrives in the
 * HTML already clean. The page then needs no sanitiser in the browser, shows the content in its
 * first paint (no empty box filled after hydration) and search engines see it.
 *
 * jsdom is DOMPurify's documented server DOM. It loads on the first call (about a fifth of a
 * second, once per server process) and one window serves every call. Results are kept by input
 * (operator content is a handful of widgets that change rarely), at most `MAX_CACHED`.
 *
 * Answers `null` when jsdom cannot load: the caller falls back to sanitising in the browser,
 * never to raw HTML.
 */
const MAX_CACHED = 200;
const cache = new Map<string, string>();
let windowLoading: Promise<WindowLike | null> | null = null;

function serverWindow(): Promise<WindowLike | null> {
  windowLoading ??= import('jsdom').then(
    ({ JSDOM }) =>
      new JSDOM('<!doctype html><html><body></body></html>').window as unknown as WindowLike,
    () => null,
  );
  return windowLoading;
}

export async function sanitizeOnServer(html: string): Promise<string | null> {
  const known = cache.get(html);
  if (known !== undefined) return known;
  const window = await serverWindow();
  if (!window) return null;
  const clean = sanitizeOperatorHtml(html, window);
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(html, clean);
  return clean;
}
