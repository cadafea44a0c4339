/**
 * Which flag a locale shows in the language dropdown (spec §9 "Flag overrides"): en shows gb,
 * sc shows scc, hi/te/bg show in, bn shows bd, ch shows chh, km shows kmm, pt shows br, ru shows
 * kz. Every other locale shows the flag of its own code (jp, kr, vn, th, id, de, es, sw …).
 * Choice where the spec is silent: `ja` (the 777baby override of jp) shows the same flag as jp,
 * and the code is matched case-insensitively on its primary subtag (`pt-BR` → br).
 */
export const flagOverrides: ReadonlyMap<string, string> = new Map([
  ['en', 'gb'],
  ['sc', 'scc'],
  ['hi', 'in'],
  ['te', 'in'],
  ['bn', 'bd'],
  ['bg', 'in'],
  ['ch', 'chh'],
  ['km', 'kmm'],
  ['pt', 'br'],
  ['ru', 'kz'],
  ['ja', 'jp'],
]);

/** The flag code for a locale code. */
export function flagCodeFor(locale: string): string {
  const code = locale.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return flagOverrides.get(code) ?? code;
}
