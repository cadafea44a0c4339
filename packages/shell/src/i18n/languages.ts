/**
 * How each locale code is shown in the language selector: its own name, and the flag code per
 * the spec's overrides where they apply (en shows gb, pt shows br). The selector shows a small
 * locale badge for now: emoji flags do not render on Windows nor in headless Chromium, so flag
 * images arrive with the shell issue's flag assets.
 */
export interface LanguageDisplay {
  title: string;
  flag: string;
  /** BCP 47 tag for <html lang> and Intl. */
  htmlLang: string;
}

const table: Record<string, LanguageDisplay> = {
  en: { title: 'English', flag: '🇬🇧', htmlLang: 'en' },
  es: { title: 'Español', flag: '🇪🇸', htmlLang: 'es' },
  pt: { title: 'Português', flag: '🇧🇷', htmlLang: 'pt-BR' },
  de: { title: 'Deutsch', flag: '🇩🇪', htmlLang: 'de' },
  fr: { title: 'Français', flag: '🇫🇷', htmlLang: 'fr' },
  sc: { title: '简体中文', flag: '🇨🇳', htmlLang: 'zh-Hans' },
  vn: { title: 'Tiếng Việt', flag: '🇻🇳', htmlLang: 'vi' },
  th: { title: 'ไทย', flag: '🇹🇭', htmlLang: 'th' },
  id: { title: 'Bahasa Indonesia', flag: '🇮🇩', htmlLang: 'id' },
  kr: { title: '한국어', flag: '🇰🇷', htmlLang: 'ko' },
  jp: { title: '日本語', flag: '🇯🇵', htmlLang: 'ja' },
  ja: { title: '日本語', flag: '🇯🇵', htmlLang: 'ja' },
  sw: { title: 'Kiswahili', flag: '🇰🇪', htmlLang: 'sw' },
};

export function languageDisplay(locale: string): LanguageDisplay {
  return table[locale] ?? { title: locale.toUpperCase(), flag: '🏳️', htmlLang: locale };
}
