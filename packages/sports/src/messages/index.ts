import { messageCatalogues } from '@clem/core';

/** sports messages, one ICU catalogue per locale code, loaded lazily per locale. */
const catalogues = messageCatalogues({
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
});

export const sportsLocales = catalogues.locales;
export const sportsMessages = catalogues.load;

/** The English catalogue, synchronously, for stories and tests of screens that embed sports. */
export { default as sportsMessagesEnglish } from './en.json';
