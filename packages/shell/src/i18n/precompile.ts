import compile from 'icu-minify/compile';
import type { Messages } from './messages';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A copy made of plain arrays and objects: the compiler builds its option maps without a
 * prototype, and React refuses those in props (the messages go to the client provider).
 */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, plain(child)]));
  }
  return value;
}

/**
 * Every ICU message of the tree compiled on the server (icu-minify, next-intl's own compiler), so
 * the browser formats them with next-intl's small "format-only" runtime and never ships the ICU
 * parser (about 9 KB gzipped). The brand apps alias `use-intl/format-message` to that runtime
 * (see createNextConfig): with the alias, messages must reach next-intl compiled, on the server as
 * well as in the client provider; this is the only place they are compiled.
 *
 * A message that does not compile (a translator's typo) is kept as its text without its
 * placeholders rather than breaking the page, and reported once.
 */
export function precompileMessages(messages: Messages, path = ''): Messages {
  const out: Messages = {};
  for (const [key, value] of Object.entries(messages)) {
    const at = path ? `${path}.${key}` : key;
    if (typeof value === 'string') {
      try {
        out[key] = plain(compile(value));
      } catch {
        console.error(`[i18n] message ${at} is not valid ICU; shown as plain text`);
        out[key] = value.replace(/[{}]/g, '');
      }
    } else if (isRecord(value)) {
      out[key] = precompileMessages(value, at);
    } else {
      out[key] = value;
    }
  }
  return out;
}

const cache = new Map<string, Promise<Messages>>();

/**
 * `precompileMessages` of `messages()`, once per catalogue (locale, and whether keys are shown):
 * a request after the first neither loads nor compiles. A failed load is not kept.
 */
export function precompiledOnce(id: string, messages: () => Promise<Messages>): Promise<Messages> {
  let compiled = cache.get(id);
  if (!compiled) {
    compiled = messages().then(precompileMessages);
    compiled.catch(() => cache.delete(id));
    cache.set(id, compiled);
  }
  return compiled;
}
