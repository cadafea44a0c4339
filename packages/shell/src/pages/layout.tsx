import type { BrandConfig } from '@clem/brand-config';
import {
  defaultPlatformSettings,
  FAVOURITES_COOKIE,
  parseFavouritesCookie,
  parseViewPrefs,
  sessionHintFromCookies,
  VIEW_PREFS_COOKIE,
} from '@clem/core';
import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { AppFrame } from '../frame/AppFrame';
import { ClemStoreProvider } from '../frame/connected/ClemStoreProvider';
import { frameConfigFor } from '../frame/frameConfigFor';
import { frameFlagsScript } from '../frame/frameFlags';
import { languageDisplay } from '../i18n/languages';
import { stripLocale } from '../i18n/paths';
import { pageMetaFor } from '../layout/pageMeta';
import { PATHNAME_HEADER } from '../proxy/requestHeaders';
import { loadFrameData } from '../platform/frameData';
import { loadSettings, platformContextFor } from '@clem/core/server';
import { DocumentHead } from '../theme/DocumentHead';
import { StyleRegistry } from '../theme/StyleRegistry';
import { themeScript } from '../theme/themeScript';

export interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

/**
 * The root layout of every brand app (`app/[locale]/layout.tsx`). It renders <html> with the
 * theme script in <head>, and the style registry inserts the brand's page stylesheet there (both
 * carrying the CSP nonce), so the first paint already has the right brand and light/dark mode.
 */
export function createLocaleLayout(brand: BrandConfig) {
  return async function LocaleLayout({ children, params }: LocaleLayoutProps) {
    const { locale } = await params;
    if (!hasLocale(brand.locales.offered, locale)) notFound();
    const [requestHeaders, cookieStore] = await Promise.all([headers(), cookies()]);
    // Whether a session cookie exists (never the token itself): the header renders its
    // logged-in shape at once, and the client restores the session from storage after mount.
    const sessionHint = sessionHintFromCookies((name) => cookieStore.get(name)?.value);
    const nonce = requestHeaders.get('x-nonce') ?? undefined;
    // The display choices and favourites this browser mirrored into cookies: the first render
    // shows prices in the chosen format and the stars as they are.
    const view = parseViewPrefs(cookieStore.get(VIEW_PREFS_COOKIE)?.value);
    const viewHint = {
      oddsFormat: view.oddsFormat,
      sortBy: view.sortBy,
      layout: view.layout,
      favouriteIds: parseFavouritesCookie(cookieStore.get(FAVOURITES_COOKIE)?.value),
    };
    const [messages, settings] = await Promise.all([getMessages(), loadSettings(brand, locale)]);
    // The layout never redirects on a platform failure (the maintenance page renders inside it):
    // without settings the spec's defaults apply.
    const values = settings.ok ? settings.data : defaultPlatformSettings;
    const data = await loadFrameData(brand, locale, values, requestHeaders.get('host'));
    const defaultMode = settings.ok
      ? values.default_theme_mode
      : brand.capabilities.defaultThemeMode;
    const config = frameConfigFor(brand, locale, {
      showThemeSwitch: settings.ok ? values.enable_switching_theme_modes : true,
      embedEnv: process.env,
    });

    return (
      <html
        lang={languageDisplay(locale).htmlLang}
        data-theme={defaultMode}
        data-brand={brand.id}
        suppressHydrationWarning
      >
        <head>
          <DocumentHead
            nonce={nonce}
            scripts={[themeScript(), frameFlagsScript(brand.embed.nativeAppOrigins)]}
          />
        </head>
        <body>
          <StyleRegistry nonce={nonce} brandId={brand.id}>
            <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
              <ClemStoreProvider
                platform={platformContextFor(brand, locale)}
                settings={settings.ok ? settings.data : undefined}
                sessionHint={sessionHint}
                viewHint={viewHint}
                loginApi={brand.capabilities.loginApi}
                locale={locale}
              >
                <AppFrame config={config} settings={values} data={data}>
                  {children}
                </AppFrame>
              </ClemStoreProvider>
            </NextIntlClientProvider>
          </StyleRegistry>
        </body>
      </html>
    );
  };
}

/**
 * Title and meta tags by URL pattern from the `page_meta_tags` setting (spec §2), for the path the
 * proxy forwards; without a matching entry (or settings) the brand's default title.
 */
export function createLayoutMetadata(brand: BrandConfig) {
  return async function generateMetadata({
    params,
  }: {
    params: Promise<{ locale: string }>;
  }): Promise<Metadata> {
    const { locale } = await params;
    const [t, settings, requestHeaders] = await Promise.all([
      getTranslations({ locale, namespace: 'sports' }),
      loadSettings(brand, locale),
      headers(),
    ]);
    const path = stripLocale(brand.locales, requestHeaders.get(PATHNAME_HEADER) ?? '/');
    const meta = settings.ok
      ? pageMetaFor(path, settings.data['page_meta_tags'], brand.displayName)
      : null;
    return {
      title: meta?.title ?? t('metaTitle', { brand: brand.displayName }),
      ...(meta?.description ? { description: meta.description } : {}),
      ...(meta?.keywords ? { keywords: meta.keywords } : {}),
      icons: { icon: brand.logo.src },
      applicationName: brand.displayName,
    };
  };
}
