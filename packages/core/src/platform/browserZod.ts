import { config } from 'zod/v4/core';

/**
 * Zod compiles a fast parser with `new Function` when the page allows eval, and finds out by
 * trying it once. The brand pages' CSP has no 'unsafe-eval', so that probe is refused and, though
 * zod catches the error, the browser reports a `script-src` violation (one on the first parse of
 * a page, e.g. the first settings save). In the browser zod runs without that compiled path
 * (`jitless`), which skips the probe; servers keep it, where parsing large lists is hot and no
 * CSP applies.
 */
export function parseWithoutEvalInBrowser(): void {
  if (typeof window !== 'undefined') config({ jitless: true });
}
