import { describe, expect, it } from 'vitest';
import { routeCatalogue } from '../routes/routeCatalogue';
import { deriveTheme } from '../theme/deriveTheme';
import { fontStacks } from '../typography/fontStacks';
import { type BrandInput, defineBrand, logoPath } from './defineBrand';

const input: BrandInput = {
  id: 'kasino',
  displayName: 'Test & Co',
  colors: { primary: '#123456', accent: '#fedcba' },
  typography: { body: fontStacks.systemSans, heading: fontStacks.slab, mono: fontStacks.monospace },
  locales: { default: 'en', offered: ['en'] },
  currencies: { default: 'EUR', offered: ['EUR'] },
  platform: { portalId: '1', pub: 'test' },
  embed: { hosts: ['https://www.example.com'], nativeAppOrigins: [] },
  capabilities: { loginApi: 'icore', defaultThemeMode: 'dark', vipBadge: true },
};

describe('defineBrand', () => {
  const brand = defineBrand(input);

  it('derives the theme from the colours', () => {
    expect(brand.theme).toEqual(deriveTheme(input.colors));
  });

  it('fills every capability, keeping what the file says', () => {
    expect(brand.capabilities).toEqual({
      jackpot: false,
      plainAnchorPrefixes: [],
      hideDefaultStake: false,
      hideRememberStake: false,
      showSessionClock: false,
      showLastLogin: false,
      vipBadge: true,
      selfExclusionEntry: false,
      loginApi: 'icore',
      restrictThaiLayout: false,
      defaultThemeMode: 'dark',
    });
  });

  it("sets platform defaults, routes, logo and only the brand's own embedding hosts", () => {
    expect(brand.platform).toEqual({
      brandHeader: 'kasino',
      portalId: '1',
      origin: 'MOBILE',
      pub: 'test',
    });
    expect(brand.routes).toEqual(routeCatalogue);
    expect(brand.logo.src).toBe(logoPath);
    expect(brand.logo.alt).toBe('Test & Co');
    expect(brand.logo.svg).toContain('Test &amp; Co');
    expect(brand.embed.allowedHosts).toEqual(['https://www.example.com']);
    expect(brand.localeOverrides).toEqual({});
  });

  it('rejects a bad colour with a readable error', () => {
    expect(() =>
      defineBrand({ ...input, colors: { primary: 'blue', accent: '#000' } }),
    ).toThrowError(/Invalid brand config "kasino":[\s\S]*hex colour[\s\S]*colors\.primary/);
  });

  it('rejects bad facts with a readable error', () => {
    expect(() =>
      defineBrand({ ...input, currencies: { default: 'USD', offered: ['EUR'] } }),
    ).toThrowError(/Invalid brand config "kasino":[\s\S]*currencies\.default/);
  });
});
