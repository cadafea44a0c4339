import { catalogueLocale } from '@clem/brand-config';
import { createTranslator } from 'next-intl';
import { languageDisplay } from '../i18n/languages';
import de from './messages/de.json';
import en from './messages/en.json';
import es from './messages/es.json';
import id from './messages/id.json';
import jp from './messages/jp.json';
import kr from './messages/kr.json';
import pt from './messages/pt.json';
import sc from './messages/sc.json';
import sw from './messages/sw.json';
import th from './messages/th.json';
import vn from './messages/vn.json';

type MaintenanceMessages = typeof en;

const catalogues: Record<string, MaintenanceMessages> = {
  en,
  es,
  pt,
  de,
  sc,
  vn,
  th,
  id,
  kr,
  jp,
  sw,
};

export interface FlutterMaintenanceOptions {
  /** The brand's display name. */
  brandName: string;
  /** The locale to write the page in (the brand's default); unknown locales fall back to English. */
  locale: string;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The static "flutter-maintenance" page (account-and-shell §2: "A static flutter-maintenance page
 * exists"), written by the app generator to `public/flutter-maintenance.html`. It must work when
 * nothing else does, so it is one self-contained document: no scripts, no stylesheets or fonts,
 * only inline style attributes (allowed by our CSP's `style-src-attr`), and `noindex`.
 *
 * Decisions where the spec is silent: one page per app in the brand's default locale (a static
 * file cannot negotiate language); colours are the browser's system colours (`Canvas`,
 * `CanvasText`) with `color-scheme: light dark`, as brand CSS variables are not available here;
 * no "Try again" link, since the native app that shows this page owns its own navigation.
 */
export function flutterMaintenanceHtml({ brandName, locale }: FlutterMaintenanceOptions): string {
  const code = catalogueLocale(locale);
  const known = Object.hasOwn(catalogues, code);
  const messages = known ? catalogues[code] : catalogues.en;
  const t = createTranslator({
    locale: known ? code : 'en',
    messages: messages ?? en,
    namespace: 'maintenance',
  });
  const brand = brandName;
  const lang = languageDisplay(known ? locale : 'en').htmlLang;
  const title = escapeHtml(t('maintenanceDocumentTitle', { brand }));
  const heading = escapeHtml(t('maintenanceTitle'));
  const message = escapeHtml(t('maintenanceMessage', { brand }));
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" style="color-scheme:light dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<title>${title}</title>
</head>
<body style="margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:Canvas;color:CanvasText;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.5">
<main style="max-width:32rem;padding:2rem 1rem;text-align:center">
<h1 style="margin:0 0 1rem;font-size:1.75rem;line-height:1.25">${heading}</h1>
<p style="margin:0;opacity:0.8">${message}</p>
</main>
</body>
</html>
`;
}
