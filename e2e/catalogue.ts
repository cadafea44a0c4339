import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The words a player reads, in their language, from the catalogues the brand apps ship: a spec
 * that plays the loop in Spanish or Chinese finds its buttons by the same names the player sees,
 * so a missing or English-only string fails the spec.
 */
const CATALOGUES = [
  'packages/betslip/src/messages',
  'packages/shell/src/layout/messages',
  'packages/shell/src/header/messages',
  'packages/account/src/login/messages',
];

type Tree = { [key: string]: string | Tree };

function merge(into: Tree, from: Tree): Tree {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    into[key] =
      typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
  }
  return into;
}

/** Read from the repository root, where Playwright runs. */
function load(locale: string): Tree {
  return CATALOGUES.reduce<Tree>(
    (all, folder) =>
      merge(all, JSON.parse(readFileSync(resolve(folder, `${locale}.json`), 'utf8')) as Tree),
    {},
  );
}

/** Enough ICU for the slip's messages: `{name}` arguments and `{count, plural, …}` with `#`. */
function render(pattern: string, values: Record<string, string | number>, locale: string): string {
  const plural = /\{(\w+), plural, ((?:\w+|=\d+) \{[^{}]*\}\s*)+\}/g;
  const withPlurals = pattern.replace(plural, (whole, name: string) => {
    const count = Number(values[name]);
    const forms = new Map(
      [...whole.matchAll(/(\w+|=\d+) \{([^{}]*)\}/g)].map((match) => [match[1], match[2] ?? '']),
    );
    const form =
      forms.get(`=${count}`) ??
      forms.get(new Intl.PluralRules(locale === 'sc' ? 'zh' : locale).select(count)) ??
      forms.get('other') ??
      '';
    return form.replace(/#/g, String(count));
  });
  return withPlurals.replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values[name] ?? `{${name}}`),
  );
}

/** `words('es')('betslip.ui.placeBet')` is "Realizar apuesta". */
export function words(locale: string) {
  const tree = load(locale);
  return (key: string, values: Record<string, string | number> = {}): string => {
    let node: string | Tree | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`No message ${key} in ${locale}`);
    return render(node, values, locale);
  };
}
