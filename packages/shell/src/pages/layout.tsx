import { brandStylesheet, type BrandConfig } from '@clem/brand-config';
import { StoreProvider } from '@clem/core';
import { ClemThemeProvider } from '@clem/ui';
import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { AppFrame } from '../frame/AppFrame';
import { languageDisplay } from '../i18n/languages';
import { loadSettings, platformContextFor } from '../platform/serverPlatform';
import { baseStyles } from '../theme/baseStyles';
import { StyledComponentsRegistry } from '../theme/StyledComponentsRegistry';
import { themeScript } from '../theme/themeScript';

export interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

/**
 * The root layout of every brand app (`app/[locale]/layout.tsx`). It renders <html> with the
 * brand's CSS variables and the theme script in <head> (both carrying the CSP nonce), so the
 * first paint already has the right brand and light/dark mode.
 */
export function createLocaleLayout(brand: BrandConfig) {
  const stylesheet = brandStylesheet(brand) + baseStyles;

  return async function LocaleLayout({ children, params }: LocaleLayoutProps) {
    const { locale } = await params;
    if (!hasLocale(brand.locales.offered, locale)) notFound();
    const nonce = (await headers()).get('x-nonce') ?? undefined;
    const [messages, settings] = await Promise.all([getMessages(), loadSettings(brand, locale)]);
    const defaultMode = settings.ok
      ? settings.data.default_theme_mode
      : brand.capabilities.defaultThemeMode;
    const showThemeSwitch = settings.ok ? settings.data.enable_switching_theme_modes : true;

    return (
      <html
        lang={languageDisplay(locale).htmlLang}
        data-theme={defaultMode}
        data-brand={brand.id}
        suppressHydrationWarning
      >
        <head>
          {/* styled-components reads the nonce for the styles it injects in the browser from here. */}
          <meta property="csp-nonce" nonce={nonce} />
          <script nonce={nonce}>{themeScript()}</script>
          <style nonce={nonce}>{stylesheet}</style>
        </head>
        <body>
          <StyledComponentsRegistry nonce={nonce}>
            <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
              <StoreProvider
                platform={platformContextFor(brand, locale)}
                settings={settings.ok ? settings.data : undefined}
              >
                <ClemThemeProvider>
                  <AppFrame brand={brand} locale={locale} showThemeSwitch={showThemeSwitch}>
                    {children}
                  </AppFrame>
                </ClemThemeProvider>
              </StoreProvider>
            </NextIntlClientProvider>
          </StyledComponentsRegistry>
        </body>
      </html>
    );
  };
}

export function createLayoutMetadata(brand: BrandConfig) {
  return async function generateMetadata({
    params,
  }: {
    params: Promise<{ locale: string }>;
  }): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: 'sports' });
    return {
      title: t('metaTitle', { brand: brand.displayName }),
      icons: { icon: brand.logo.src },
      applicationName: brand.displayName,
    };
  };
}
