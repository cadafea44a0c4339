'use client';

import type { LoginApi } from '@clem/brand-config';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The brand and request facts every connected piece of the frame needs, built once on the server
 * from brand-config (small and serialisable: never the whole brand, whose logo SVG and theme
 * tokens would only weigh down the page). Settings are not here: they live in the store.
 */
export interface FrameConfig {
  brandId: string;
  displayName: string;
  logo: { src: string; alt: string };
  locale: string;
  defaultLocale: string;
  offeredLocales: readonly string[];
  /** '' for the default locale, else `/xx`. */
  localePrefix: string;
  plainAnchorPrefixes: readonly string[];
  allowedHosts: readonly string[];
  nativeAppOrigins: readonly string[];
  capabilities: {
    vipBadge: boolean;
    selfExclusionEntry: boolean;
    showSessionClock: boolean;
    showLastLogin: boolean;
    /** The default-stake setting is hidden (spec §5: dafaspain). */
    hideDefaultStake: boolean;
    /** Thai layout removed (spec §5 "restricted variants"). */
    restrictThaiLayout: boolean;
  };
  /** Which login call the brand uses (header_login, icore or accounts/sessions). */
  loginApi: LoginApi;
  showThemeSwitch: boolean;
}

const FrameConfigContext = createContext<FrameConfig | null>(null);
const LanguageFlagContext = createContext<ReactNode>(null);

/**
 * The frame's facts, and the current language's flag drawn on the server (the language
 * selector's trigger shows it; every flag's drawing stays out of the browser's code).
 */
export function FrameConfigProvider({
  config,
  languageFlag = null,
  children,
}: {
  config: FrameConfig;
  languageFlag?: ReactNode;
  children: ReactNode;
}) {
  return (
    <FrameConfigContext.Provider value={config}>
      <LanguageFlagContext.Provider value={languageFlag}>{children}</LanguageFlagContext.Provider>
    </FrameConfigContext.Provider>
  );
}

/** The current language's flag, as the frame drew it on the server (null outside a frame). */
export function useLanguageFlag(): ReactNode {
  return useContext(LanguageFlagContext);
}

export function useFrameConfig(): FrameConfig {
  const config = useContext(FrameConfigContext);
  if (!config) throw new Error('useFrameConfig needs a FrameConfigProvider (the locale layout)');
  return config;
}

/** A site path in the current locale (`/sports` → `/es/sports`); other values pass through. */
export function hrefInLocale(config: Pick<FrameConfig, 'localePrefix'>, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  if (config.localePrefix === '') return path;
  return path === '/' ? config.localePrefix : `${config.localePrefix}${path}`;
}
