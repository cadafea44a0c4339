import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { brandIds } from './brandIds';
import { capabilitiesSchema } from './capabilities/capabilities';
import { currencyCodeSchema } from './currencies/currencyFacts';
import { localeCodeSchema } from './locales/localeCodes';
import { routeEntrySchema } from './routes/routeCatalogue';
import { brandThemeSchema, hexColorSchema } from './theme/themeTokens';
import { typographySchema } from './typography/fontStacks';

/** The `betslip-origin` query values that mark a native app host. */
export const nativeAppOrigins = ['dafa_native_app', 'msw-maya'] as const;

const originSchema = z.string().check(
  z.refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
      } catch {
        return false;
      }
    },
    { error: 'Expected an origin like https://www.example.com (scheme and host, no path)' },
  ),
);

function unique<T>(values: readonly T[]): boolean {
  return new Set(values).size === values.length;
}

export const brandColorsSchema = z.strictObject({
  primary: hexColorSchema,
  accent: hexColorSchema,
  neutral: z.optional(hexColorSchema),
});

/** One brand as data. Every brand passes through this schema when the module loads. */
export const brandConfigSchema = z
  .strictObject({
    id: z.enum(brandIds),
    displayName: z.string().check(z.minLength(1)),
    logo: z.strictObject({
      /** Path under the app's `public/`. */
      src: z
        .string()
        .check(z.regex(/^\/[\w./-]+$/, { error: 'A logo src is an absolute public path' })),
      alt: z.string().check(z.minLength(1)),
      /**
       * Inline SVG wordmark, its text as `<text>` (stories use it). The app generator writes the
       * same wordmark to `public/brand/logo.svg` with its text as outlines, under this rule too.
       */
      svg: z.string().check(
        z.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'),
        z.endsWith('</svg>'),
        z.refine((svg) => !/<script|\son[a-z]+\s*=/i.test(svg), {
          error: 'The logo SVG may not contain scripts or event handlers',
        }),
      ),
    }),
    colors: brandColorsSchema,
    theme: brandThemeSchema,
    typography: typographySchema,
    locales: z.strictObject({
      default: localeCodeSchema,
      offered: z.array(localeCodeSchema).check(z.minLength(1)),
    }),
    /** Locale code -> locale code, applied after the spec's language map (777baby: jp -> ja). */
    localeOverrides: z.partialRecord(z.string(), localeCodeSchema),
    currencies: z.strictObject({
      default: currencyCodeSchema,
      offered: z.array(currencyCodeSchema).check(z.minLength(1)),
    }),
    routes: z.array(routeEntrySchema),
    platform: z.strictObject({
      /** X-SB-Brand. */
      brandHeader: z.string().check(z.minLength(1)),
      /** X-SB-PORTALID. */
      portalId: z.string().check(z.minLength(1)),
      /** X-SB-Origin. */
      origin: z.literal('MOBILE'),
      /** The `pub` query parameter. */
      pub: z.string().check(z.minLength(1)),
    }),
    embed: z.strictObject({
      /** Host page origins: CSP frame-ancestors and the only postMessage partners. */
      allowedHosts: z.array(originSchema).check(z.minLength(1)),
      /** `betslip-origin` values this brand accepts as a native app. */
      nativeAppOrigins: z.array(z.enum(nativeAppOrigins)),
    }),
    capabilities: capabilitiesSchema,
    /**
     * Platform settings this brand's operator sets (snake_case keys of the settings call, JSON
     * values). The sandbox serves them over its shared defaults; a real platform serves its own.
     */
    operatorSettings: z.record(z.string().check(z.regex(/^[a-z][a-z0-9_]*$/)), z.json()),
  })
  .check(
    z.superRefine((brand, context) => {
      const problem = (path: PropertyKey[], message: string): void => {
        context.addIssue({ code: 'custom', path, message });
      };
      if (!brand.locales.offered.includes(brand.locales.default)) {
        problem(['locales', 'default'], 'The default locale must be one of the offered locales');
      }
      if (!unique(brand.locales.offered)) {
        problem(['locales', 'offered'], 'Offered locales must not repeat');
      }
      for (const [from, to] of Object.entries(brand.localeOverrides)) {
        if (to !== undefined && !brand.locales.offered.includes(to)) {
          problem(['localeOverrides', from], `Override target "${to}" is not an offered locale`);
        }
      }
      if (!brand.currencies.offered.includes(brand.currencies.default)) {
        problem(['currencies', 'default'], 'The default currency must be one of the offered ones');
      }
      if (!unique(brand.currencies.offered)) {
        problem(['currencies', 'offered'], 'Offered currencies must not repeat');
      }
      if (!unique(brand.routes.map((route) => route.id))) {
        problem(['routes'], 'Route ids must not repeat');
      }
      if (!unique(brand.routes.map((route) => route.segment))) {
        problem(['routes'], 'Route segments must not repeat');
      }
      if (brand.platform.brandHeader !== brand.id) {
        problem(['platform', 'brandHeader'], 'X-SB-Brand must be the brand id');
      }
      if (!unique(brand.embed.allowedHosts)) {
        problem(['embed', 'allowedHosts'], 'Allowed hosts must not repeat');
      }
    }),
  );

export type BrandConfig = z.infer<typeof brandConfigSchema>;
export type BrandColors = z.infer<typeof brandColorsSchema>;
export type NativeAppOrigin = (typeof nativeAppOrigins)[number];

/**
 * Parse options that word a brand's problems in English. zod/mini installs no message locale (its
 * own text is "Invalid input" for every built-in check) and the front end sets none; brands are
 * parsed on the server and at build time, for developers, so their parses bring zod's English
 * messages along, for these parses only (no global `z.config`).
 */
export const brandParseOptions = { error: en().localeError };

/** Parses a brand, or throws an Error that names the brand and lists each problem with its path. */
export function parseBrandConfig(value: unknown): BrandConfig {
  const result = brandConfigSchema.safeParse(value, brandParseOptions);
  if (result.success) {
    return result.data;
  }
  const id = typeof value === 'object' && value !== null && 'id' in value ? String(value.id) : '?';
  throw new Error(`Invalid brand config "${id}":\n${z.prettifyError(result.error)}`);
}
