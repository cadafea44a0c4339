import type { BrandConfig } from '@clem/brand-config';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { localisedPath } from '../i18n/paths';
import { ThemeControl } from '../theme/ThemeControl';
import { BrandLink, HeaderBar, HeaderTools, Main, SkipLink } from './FrameStyles';
import { LanguageMenu } from './LanguageMenu';

export interface AppFrameProps {
  brand: BrandConfig;
  locale: string;
  showThemeSwitch: boolean;
  children: ReactNode;
}

/**
 * The page frame of the foundation: skip link, header (logo, language, theme) and the content
 * area. The header variants, menus and footer navigation of the spec arrive with issue 6.
 */
export function AppFrame({ brand, locale, showThemeSwitch, children }: AppFrameProps) {
  const t = useTranslations('shell');
  return (
    <>
      <SkipLink href="#content">{t('skipToContent')}</SkipLink>
      <HeaderBar>
        <BrandLink
          href={localisedPath(brand.locales, locale, '/sports')}
          aria-label={`${brand.displayName} – ${t('home')}`}
        >
          <img src={brand.logo.src} alt={brand.logo.alt} width={120} height={32} />
        </BrandLink>
        <HeaderTools>
          {brand.locales.offered.length > 1 ? (
            <LanguageMenu
              current={locale}
              defaultLocale={brand.locales.default}
              offered={[...brand.locales.offered]}
            />
          ) : null}
          {showThemeSwitch ? <ThemeControl /> : null}
        </HeaderTools>
      </HeaderBar>
      <Main id="content" tabIndex={-1}>
        {children}
      </Main>
    </>
  );
}
