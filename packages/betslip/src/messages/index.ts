import { messageCatalogues } from '@clem/core/domain';

/**
 * The betslip's messages (namespace `betslip`), one ICU catalogue per locale code: the same eleven
 * locales as the account and shell catalogues. The imports are lazy and literal, so each locale is
 * its own chunk and loads only when the betslip asks for it.
 */
export const betslipCatalogues = messageCatalogues({
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
