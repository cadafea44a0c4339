/**
 * How each locale code is shown in the language selector: its own name and its language tag.
 * Its flag comes from ui's `LanguageFlag` (the spec's flag overrides live there).
 */
export interface LanguageDisplay {
  title: string;
  /** BCP 47 tag for <html lang> and Intl. */
  htmlLang: string;
}

const table: Record<string, LanguageDisplay> = {
  en: { title: 'English', htmlLang: 'en' },
  es: { title: 'Español', htmlLang: 'es' },
  pt: { title: 'Português', htmlLang: 'pt-BR' },
  de: { title: 'Deutsch', htmlLang: 'de' },
  fr: { title: 'Français', htmlLang: 'fr' },
  sc: { title: '简体中文', htmlLang: 'zh-Hans' },
  vn: { title: 'Tiếng Việt', htmlLang: 'vi' },
  th: { title: 'ไทย', htmlLang: 'th' },
  id: { title: 'Bahasa Indonesia', htmlLang: 'id' },
  kr: { title: '한국어', htmlLang: 'ko' },
  jp: { title: '日本語', htmlLang: 'ja' },
  ja: { title: '日本語', htmlLang: 'ja' },
  sw: { title: 'Kiswahili', htmlLang: 'sw' },
};

export function languageDisplay(locale: string): LanguageDisplay {
  return table[locale] ?? { title: locale.toUpperCase(), htmlLang: locale };
}
