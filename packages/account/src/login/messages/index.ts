import { messageCatalogues } from '@clem/core';

/** The login area's messages (namespace `login`), one ICU catalogue per locale code. */
export const loginCatalogues = messageCatalogues({
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
