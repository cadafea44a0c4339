import * as z from 'zod/mini';
import type { BrandId } from '../brandIds';
import {
  type BrandColors,
  type BrandConfig,
  type NativeAppOrigin,
  brandColorsSchema,
  brandParseOptions,
  parseBrandConfig,
} from '../brandConfigSchema';
import { type Capabilities, capabilityDefaults } from '../capabilities/capabilities';
import type { CurrencyCode } from '../currencies/currencyFacts';
import type { LocaleCode } from '../locales/localeCodes';
import { type WordmarkInput, wordmarkSvg } from '../logo/wordmarkSvg';
import { routesFor } from '../routes/routesFor';
import { deriveTheme } from '../theme/deriveTheme';
import { ensureContrast, nonTextContrast } from '../theme/ensureContrast';
import type { Typography } from '../typography/fontStacks';

/** Where every app serves its logo from (`public/brand/logo.svg`). */
export const logoPath = '/brand/logo.svg';

/** What a brand file writes: colours and facts. Theme, routes, logo and defaults are derived. */
export interface BrandInput {
  id: BrandId;
  displayName: string;
  colors: BrandColors;
  typography: Typography;
  locales: { default: LocaleCode; offered: LocaleCode[] };
  localeOverrides?: Partial<Record<string, LocaleCode>>;
  currencies: { default: CurrencyCode; offered: CurrencyCode[] };
  platform: { portalId: string; pub: string };
  embed: { hosts: string[]; nativeAppOrigins: NativeAppOrigin[] };
  /** Only what differs from `capabilityDefaults`, plus the two choices every brand makes. */
  capabilities: Partial<Capabilities> & Pick<Capabilities, 'loginApi' | 'defaultThemeMode'>;
  /** Settings the brand's operator sets on its platform (see `operatorSettings` in the schema). */
  operatorSettings?: BrandConfig['operatorSettings'];
}

/**
 * What a brand's generated wordmark is drawn from (its name, colours and heading font). The
 * config carries it as `logo.svg` with `<text>`; `gen:apps` writes the file with outlines.
 */
export function brandWordmark(
  brand: Pick<BrandConfig, 'displayName' | 'theme' | 'typography'>,
): WordmarkInput {
  const colors = brand.theme.light.colors;
  return {
    name: brand.displayName,
    primary: colors.primary,
    onPrimary: colors.onPrimary,
    accent: colors.accent,
    ink: ensureContrast(colors.primary, ['#ffffff'], nonTextContrast),
    fontFamily: brand.typography.heading,
  };
}

/** Builds a full, validated BrandConfig from a brand file; throws a readable Error if invalid. */
export function defineBrand(input: BrandInput): BrandConfig {
  const colors = brandColorsSchema.safeParse(input.colors, brandParseOptions);
  if (!colors.success) {
    throw new Error(
      `Invalid brand config "${input.id}":\n${z.prettifyError(colors.error).replaceAll('→ at ', '→ at colors.')}`,
    );
  }
  const theme = deriveTheme(colors.data);
  const capabilities: Capabilities = { ...capabilityDefaults, ...input.capabilities };
  return parseBrandConfig({
    id: input.id,
    displayName: input.displayName,
    logo: {
      src: logoPath,
      alt: input.displayName,
      svg: wordmarkSvg(
        brandWordmark({ displayName: input.displayName, theme, typography: input.typography }),
      ),
    },
    colors: colors.data,
    theme,
    typography: input.typography,
    locales: input.locales,
    localeOverrides: input.localeOverrides ?? {},
    currencies: input.currencies,
    routes: routesFor({ capabilities }),
    platform: {
      brandHeader: input.id,
      portalId: input.platform.portalId,
      origin: 'MOBILE',
      pub: input.platform.pub,
    },
    embed: {
      // Production hosts only: test host pages are added by the test servers at start time
      // (`CLEM_EXTRA_EMBED_ORIGINS`, see packages/shell/src/embedding/embedOrigins.ts).
      allowedHosts: [...input.embed.hosts],
      nativeAppOrigins: input.embed.nativeAppOrigins,
    },
    capabilities,
    operatorSettings: input.operatorSettings ?? {},
  });
}
