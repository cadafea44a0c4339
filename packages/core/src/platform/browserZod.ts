/**
 * Zod compiles a fast parser with `new Function` when the page allows eval, and finds out by
 * trying it once. The brand pages' CSP has no 'unsafe-eval', so that probe is refused and, though
 * zod catches the error, the browser reports a `script-src` violation (one on the first parse of
 * a page, e.g. the first settings save). In the browser zod runs without that compiled path
 * (`jitless`), which skips the probe; servers keep it, where parsing large lists is hot and no
 * CSP applies.
 *
 * The front end's schemas are `zod/mini`, whose objects have no compiled path, so they never
 * probe; the setting stays as the guard for any zod code that would (classic zod, `zod/compile`).
 *
 * This sets zod's global configuration object (`globalThis.__zod_globalConfig`, the object
 * `z.config()` changes) without importing zod: a page's first load ships no validation library,
 * and zod, loaded later, reads the same object. The test beside this file checks it against
 * zod's own `config()`, so a zod release that moves it fails there.
 */
interface ZodGlobalConfigHolder {
  __zod_globalConfig?: { jitless?: boolean };
}

export function parseWithoutEvalInBrowser(): void {
  if (typeof window === 'undefined') return;
  const holder = globalThis as ZodGlobalConfigHolder;
  // Mutate in place: a zod already loaded holds this very object.
  (holder.__zod_globalConfig ??= {}).jitless = true;
}
