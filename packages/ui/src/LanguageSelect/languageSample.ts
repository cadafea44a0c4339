import type { LanguageOption } from './LanguageSelect';

/** Languages for stories and tests (hrefs for an event page). */
export const sampleLanguages: LanguageOption[] = [
  { locale: 'en', title: 'English', href: '/en/sports/football', flag: '🇬🇧' },
  { locale: 'es', title: 'Español', href: '/es/sports/football', flag: '🇪🇸' },
  { locale: 'pt', title: 'Português', href: '/pt/sports/football', flag: '🇵🇹' },
  { locale: 'de', title: 'Deutsch', href: '/de/sports/football', flag: '🇩🇪' },
  { locale: 'fr', title: 'Français', href: '/fr/sports/football', flag: '🇫🇷' },
  { locale: 'it', title: 'Italiano', href: '/it/sports/football', flag: '🇮🇹' },
  { locale: 'ja', title: '日本語', href: '/ja/sports/football', flag: '🇯🇵' },
  { locale: 'ko', title: '한국어', href: '/ko/sports/football', flag: '🇰🇷' },
  { locale: 'zh', title: '中文', href: '/zh/sports/football', flag: '🇨🇳' },
  { locale: 'th', title: 'ไทย', href: '/th/sports/football', flag: '🇹🇭' },
  { locale: 'vi', title: 'Tiếng Việt', href: '/vi/sports/football', flag: '🇻🇳' },
  { locale: 'id', title: 'Bahasa Indonesia', href: '/id/sports/football', flag: '🇮🇩' },
];
