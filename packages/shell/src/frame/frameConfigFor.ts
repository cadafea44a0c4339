import type { BrandConfig } from '@clem/brand-config';
import { embedOrigins, type EmbedEnv } from '../embedding/embedOrigins';
import { localePrefix } from '../i18n/paths';
import type { FrameConfig } from './frameConfig';

/**
 * The frame's client facts for a brand and locale (small and serialisable: never the whole brand
 * config). Plain module, so the server layout and the stories build it the same way.
 *
 * `allowedHosts` (the HostBridge's postMessage partners) is `embedOrigins(brand, embedEnv)`: the
 * server layout passes `process.env`, read per request, so the e2e servers' test origins
 * (`CLEM_EXTRA_EMBED_ORIGINS`) reach the client without being built into it.
 */
export function frameConfigFor(
  brand: BrandConfig,
  locale: string,
  { showThemeSwitch, embedEnv = {} }: { showThemeSwitch: boolean; embedEnv?: EmbedEnv },
): FrameConfig {
  return {
    brandId: brand.id,
    displayName: brand.displayName,
    logo: { src: brand.logo.src, alt: brand.logo.alt },
    locale,
    defaultLocale: brand.locales.default,
    offeredLocales: brand.locales.offered,
    localePrefix: localePrefix(brand.locales, locale),
    plainAnchorPrefixes: brand.capabilities.plainAnchorPrefixes,
    allowedHosts: embedOrigins(brand, embedEnv),
    nativeAppOrigins: brand.embed.nativeAppOrigins,
    capabilities: {
      vipBadge: brand.capabilities.vipBadge,
      selfExclusionEntry: brand.capabilities.selfExclusionEntry,
      showSessionClock: brand.capabilities.showSessionClock,
      showLastLogin: brand.capabilities.showLastLogin,
      hideDefaultStake: brand.capabilities.hideDefaultStake,
      restrictThaiLayout: brand.capabilities.restrictThaiLayout,
    },
    loginApi: brand.capabilities.loginApi,
    showThemeSwitch,
  };
}
