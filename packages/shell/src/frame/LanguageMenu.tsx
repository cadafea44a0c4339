'use client';

import { LanguageSelect } from '@clem/ui';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { languageDisplay } from '../i18n/languages';
import { languageHref } from '../i18n/paths';

export interface LanguageMenuProps {
  current: string;
  defaultLocale: string;
  offered: string[];
}

export function LanguageMenu({ current, defaultLocale, offered }: LanguageMenuProps) {
  const t = useTranslations('shell');
  const pathname = usePathname();
  return (
    <LanguageSelect
      label={t('language')}
      value={current}
      options={offered.map((locale) => {
        const display = languageDisplay(locale);
        return {
          locale,
          title: display.title,
          href: languageHref({ default: defaultLocale, offered }, pathname, locale),
        };
      })}
    />
  );
}
