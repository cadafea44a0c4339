import { accountCatalogues, loginCatalogues, settingsCatalogues } from '@clem/account';
import { messageCatalogues, type MessageCatalogue } from '@clem/core';
import { headerCatalogues } from '../header/messages';
import { languageCatalogues } from '../language/messages';
import { layoutCatalogues } from '../layout/messages';
import { maintenanceCatalogues } from '../maintenance/messages';
import { menuCatalogues } from '../menu/messages';
import { toastsCatalogues } from '../toasts/messages';

/** The frame's own messages (skip link, theme, error states), one ICU catalogue per locale. */
const frameCatalogues = messageCatalogues({
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

/**
 * Every area of the shell keeps its messages beside its code (`src/<area>/messages`); each area
 * owns distinct top-level namespaces, so a shallow merge of the areas is the shell's catalogue.
 */
const areas = [
  frameCatalogues,
  headerCatalogues,
  menuCatalogues,
  layoutCatalogues,
  languageCatalogues,
  toastsCatalogues,
  maintenanceCatalogues,
  // The account package's screens (login dialogs, settings panel, account pages) live in the frame.
  loginCatalogues,
  settingsCatalogues,
  accountCatalogues,
];

export const shellLocales = frameCatalogues.locales;

export async function shellMessages(locale: string): Promise<MessageCatalogue> {
  const loaded = await Promise.all(areas.map((area) => area.load(locale)));
  return Object.assign({}, ...loaded) as MessageCatalogue;
}
