/**
 * shell messages, one ICU catalogue per locale code. Loaded lazily so a page ships only the
 * locale it renders. English is the fallback for missing keys (see shell's loadMessages).
 */
const catalogues: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./en.json'),
  es: () => import('./es.json'),
  pt: () => import('./pt.json'),
  de: () => import('./de.json'),
  sc: () => import('./sc.json'),
  vn: () => import('./vn.json'),
  th: () => import('./th.json'),
  id: () => import('./id.json'),
  kr: () => import('./kr.json'),
  jp: () => import('./jp.json'),
  sw: () => import('./sw.json'),
};

export const shellLocales = Object.keys(catalogues);

export async function shellMessages(locale: string): Promise<Record<string, unknown>> {
  const load = catalogues[locale];
  return load ? (await load()).default : {};
}
