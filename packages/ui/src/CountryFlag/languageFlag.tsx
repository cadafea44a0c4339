import { catalogueLocale } from '@clem/brand-config';
import { CountryFlag, type CountryFlagKey } from './CountryFlag';

/**
 * Which flag a locale shows in the language picker (spec §9 "Flag overrides"): en shows gb, sc
 * shows scc, hi/te/bg show in, bn shows bd, ch shows chh, km shows kmm, pt shows br, ru shows kz.
 * Every other locale shows the flag of its own code (jp, kr, vn, th, id, de, es, sw …).
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
]);

/**
 * The spec's flag code for a locale code. The code is matched case-insensitively on its primary
 * subtag (`pt-BR` → br), and a locale sharing another's catalogue shows that locale's flag
 * (777baby's `ja` shows the flag of `jp`).
 */
export function flagCodeFor(locale: string): string {
  const code = catalogueLocale(locale.trim().toLowerCase().split(/[-_]/)[0] ?? '');
  return flagOverrides.get(code) ?? code;
}

/**
 * The country whose flag each drawn spec flag code is. Codes without a country here (chh, kmm,
 * kz …) show the neutral globe: `ru` shows kz by the spec, so it must not fall back to Russia.
 */
const flagCountries: ReadonlyMap<string, CountryFlagKey> = new Map([
  ['gb', 'great-britain'],
  ['es', 'spain'],
  ['br', 'brazil'],
  ['de', 'germany'],
  ['fr', 'france'],
  ['scc', 'china'],
  ['vn', 'vietnam'],
  ['th', 'thailand'],
  ['id', 'indonesia'],
  ['kr', 'korea'],
  ['jp', 'japan'],
  ['ke', 'kenya'],
  ['sw', 'kenya'],
  ['in', 'india'],
  ['bd', 'bangladesh'],
]);

/** The country flag a locale shows, or undefined for the neutral globe. */
export function languageFlagKey(locale: string): CountryFlagKey | undefined {
  return flagCountries.get(flagCodeFor(locale));
}

export interface LanguageFlagProps {
  /** A locale code (en, sc, jp, ja, pt-BR …). */
  locale: string;
  className?: string;
}

/**
 * A language's flag in the same 24×16 px box as every country flag. Decorative (`aria-hidden`):
 * the language's name is always written beside it or names the button it sits in.
 */
export function LanguageFlag({ locale, className }: LanguageFlagProps) {
  return <CountryFlag slug={languageFlagKey(locale) ?? ''} className={className} />;
}
