import { describe, expect, it } from 'vitest';
import { type BrandConfig, brandConfigSchema, parseBrandConfig } from './brandConfigSchema';
import { brands } from './brands/brands';

/** A mutable deep copy of a real brand to break in one place. */
function zedbetCopy(): BrandConfig {
  return structuredClone(brands.zedbet);
}

describe('brandConfigSchema', () => {
  it('parses every brand', () => {
    for (const brand of Object.values(brands)) {
      expect(brandConfigSchema.safeParse(brand).success).toBe(true);
    }
  });

  it('rejects a bad colour with a readable error naming the brand and the path', () => {
    const bad = zedbetCopy();
    bad.colors.primary = 'teal';
    expect(() => parseBrandConfig(bad)).toThrowError(
      /Invalid brand config "zedbet":[\s\S]*hex colour[\s\S]*colors\.primary/,
    );
  });

  it('rejects a default locale or currency that is not offered', () => {
    const bad = zedbetCopy();
    bad.locales.default = 'de';
    bad.currencies.default = 'GBP';
    const message = (() => {
      try {
        parseBrandConfig(bad);
        return '';
      } catch (error) {
        return error instanceof Error ? error.message : '';
      }
    })();
    expect(message).toMatch(
      /default locale must be one of the offered locales[\s\S]*locales\.default/,
    );
    expect(message).toMatch(/default currency must be one of the offered/);
  });

  it("words zod's own problems in English (zod/mini has no locale of its own)", () => {
    const bad = { ...zedbetCopy(), colour: '#fff', displayName: '' };
    expect(() => parseBrandConfig(bad)).toThrowError(
      /Unrecognized key: "colour"[\s\S]*Too small: expected string to have >=1 characters\n {2}→ at displayName/,
    );
  });

  it('rejects unknown fields, unknown codes and non-origin hosts', () => {
    const extra = { ...zedbetCopy(), colour: '#fff' };
    expect(brandConfigSchema.safeParse(extra).success).toBe(false);

    const locale = zedbetCopy();
    locale.locales.offered = ['en', 'xx' as 'en'];
    expect(brandConfigSchema.safeParse(locale).success).toBe(false);

    const host = zedbetCopy();
    host.embed.allowedHosts = ['https://www.zedbet.com/path'];
    expect(brandConfigSchema.safeParse(host).success).toBe(false);

    const header = zedbetCopy();
    header.platform.brandHeader = 'other';
    expect(brandConfigSchema.safeParse(header).success).toBe(false);

    const override = zedbetCopy();
    override.localeOverrides = { jp: 'ja' };
    expect(brandConfigSchema.safeParse(override).success).toBe(false);
  });

  it('rejects a logo with a script', () => {
    const bad = zedbetCopy();
    bad.logo.svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(brandConfigSchema.safeParse(bad).success).toBe(false);
    bad.logo.svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="x()"></svg>';
    expect(brandConfigSchema.safeParse(bad).success).toBe(false);
  });
});
