import { describe, expect, it } from 'vitest';
import { type BrandId, brandIds } from '../brandIds';
import { brandConfigSchema } from '../brandConfigSchema';
import { contrastRatio, parseHex } from '../theme/color';
import { guaranteedContrastPairs } from '../theme/themeTokens';
import { brands, getBrand } from './brands';

const all = brandIds.map((id) => brands[id]);
const idsWhere = (test: (id: BrandId) => boolean): BrandId[] => brandIds.filter(test);

describe('brands', () => {
  it('has one valid config per brand id, under its own id', () => {
    expect(Object.keys(brands).sort()).toEqual([...brandIds].sort());
    for (const id of brandIds) {
      expect(brands[id].id).toBe(id);
      expect(brandConfigSchema.safeParse(brands[id]).success).toBe(true);
    }
  });

  it('is frozen all the way down', () => {
    expect(Object.isFrozen(brands)).toBe(true);
    expect(Object.isFrozen(brands.dafabet.theme.dark.colors)).toBe(true);
    expect(Object.isFrozen(brands.dafabet.currencies.offered)).toBe(true);
  });

  it('getBrand returns the brand and refuses unknown ids', () => {
    expect(getBrand('777baby')).toBe(brands['777baby']);
    expect(() => getBrand('nobrand' as BrandId)).toThrow(/Unknown brand "nobrand"/);
    expect(() => getBrand('toString' as BrandId)).toThrow(/Unknown brand/);
  });

  it('meets every guaranteed contrast pair in both modes', () => {
    for (const brand of all) {
      for (const mode of ['light', 'dark'] as const) {
        const colors = brand.theme[mode].colors;
        for (const [foreground, background, minimum] of guaranteedContrastPairs) {
          const ratio = contrastRatio(colors[foreground], colors[background]);
          expect(ratio, `${brand.id} ${mode} ${foreground}/${background}`).toBeGreaterThanOrEqual(
            minimum,
          );
        }
      }
    }
  });

  it('are visibly distinct: light primaries differ pairwise by more than 40 in RGB', () => {
    for (const [index, a] of all.entries()) {
      for (const b of all.slice(index + 1)) {
        const x = parseHex(a.theme.light.colors.primary);
        const y = parseHex(b.theme.light.colors.primary);
        const distance = Math.hypot(x.r - y.r, x.g - y.g, x.b - y.b);
        expect(distance, `${a.id} vs ${b.id}`).toBeGreaterThan(40);
      }
    }
  });

  it('use system font stacks with some variety', () => {
    expect(new Set(all.map((brand) => brand.typography.heading)).size).toBeGreaterThanOrEqual(4);
    expect(all.some((brand) => brand.typography.heading.startsWith('ui-serif'))).toBe(true);
    expect(all.some((brand) => brand.typography.body.startsWith('ui-rounded'))).toBe(true);
  });

  it('vary the default theme mode', () => {
    expect(new Set(all.map((brand) => brand.capabilities.defaultThemeMode))).toEqual(
      new Set(['light', 'dark', 'system']),
    );
  });
});

describe('brand facts', () => {
  it('locales', () => {
    expect(brands.zedbet.locales).toEqual({ default: 'en', offered: ['en', 'es', 'pt'] });
    expect(brands.dafabet.locales.offered).toEqual(['en', 'sc', 'vn', 'th', 'id', 'kr', 'jp']);
    expect(brands.dafaspain.locales).toEqual({ default: 'es', offered: ['es', 'en'] });
    expect(brands['777baby'].locales.offered).toEqual(['en', 'ja']);
    expect(brands['777baby'].localeOverrides).toEqual({ jp: 'ja' });
    expect(idsWhere((id) => Object.keys(brands[id].localeOverrides).length > 0)).toEqual([
      '777baby',
    ]);
    expect(brands.dafakenya.locales.offered).toEqual(['en', 'sw']);
    expect(brands.dafaghana.locales.offered).toEqual(['en']);
  });

  it('currencies, default first', () => {
    for (const brand of all) {
      expect(brand.currencies.offered[0]).toBe(brand.currencies.default);
    }
    expect(brands.dafabet.currencies.offered).toEqual([
      'USD',
      'CNY',
      'VND',
      'THB',
      'IDR',
      'KRW',
      'JPY',
      'MYR',
      'INR',
    ]);
    expect(brands.dafakenya.currencies.offered).toEqual(['KES']);
    expect(brands.dafaghana.currencies.offered).toEqual(['GHS']);
    expect(brands.msw.currencies.offered).toEqual(['PHP', 'USD']);
  });

  it('capabilities', () => {
    expect(idsWhere((id) => brands[id].capabilities.jackpot)).toEqual(['dafakenya']);
    expect(idsWhere((id) => brands[id].capabilities.plainAnchorPrefixes.length > 0)).toEqual([
      'dafaspain',
    ]);
    expect(brands.dafaspain.capabilities.plainAnchorPrefixes).toEqual(['app/']);
    for (const flag of [
      'hideDefaultStake',
      'hideRememberStake',
      'showSessionClock',
      'showLastLogin',
    ] as const) {
      expect(idsWhere((id) => brands[id].capabilities[flag])).toEqual(['dafaspain']);
    }
    expect(idsWhere((id) => brands[id].capabilities.vipBadge)).toEqual(['dafabet']);
    expect(idsWhere((id) => brands[id].capabilities.selfExclusionEntry)).toEqual([
      'dafabet',
      'dafaspain',
    ]);
    expect(idsWhere((id) => brands[id].capabilities.restrictThaiLayout)).toEqual([
      'dafaspain',
      'dafakenya',
      'dafaghana',
    ]);
  });

  it('login APIs', () => {
    const by = (api: string): BrandId[] =>
      idsWhere((id) => brands[id].capabilities.loginApi === api);
    expect(by('header_login')).toEqual(['dafabet', 'dafaspain', 'dafakenya', 'dafaghana']);
    expect(by('sessions')).toEqual(['zedbet', 'nextbet']);
    expect(by('icore')).toEqual(['msw', 'kasino', '777baby']);
  });

  it('routes: jackpot is not in the catalogue yet, so every brand has the same pages', () => {
    for (const brand of all) {
      expect(brand.routes.map((route) => route.id)).toEqual([
        'root',
        'sports',
        'sports-fixtures',
        'sports-outrights',
        'sport',
        'country',
        'league',
        'event',
        'live',
        'live-sports',
        'live-sport',
        'live-event',
        'cryptoblast',
        'powerball',
        'lotto',
        'maintenance',
        'blocked',
        'account',
        'account-bets',
        'account-balances',
        'account-transactions',
        'open-bets',
        'not-found',
      ]);
    }
  });

  it('platform headers', () => {
    for (const brand of all) {
      expect(brand.platform.brandHeader).toBe(brand.id);
      expect(brand.platform.origin).toBe('MOBILE');
    }
    expect(new Set(all.map((brand) => brand.platform.portalId)).size).toBe(all.length);
  });

  it('embedding: https brand hosts only, never a loopback or test origin; native app origins', () => {
    // Test host pages are added by the test servers at start (CLEM_EXTRA_EMBED_ORIGINS), never
    // here: production data must never be framed by, or talk to, a page on 127.0.0.1.
    const testHost =
      /^(localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[[0-9a-f:.]*\])$|\.(localhost|local|test|example|invalid)$/i;
    for (const brand of all) {
      expect(brand.embed.allowedHosts.length).toBeGreaterThan(0);
      for (const host of brand.embed.allowedHosts) {
        const url = new URL(host);
        expect(url.protocol, `${brand.id}: ${host}`).toBe('https:');
        expect(url.port, `${brand.id}: ${host}`).toBe('');
        expect(url.hostname, `${brand.id}: ${host}`).not.toMatch(testHost);
      }
      expect(brand.embed.allowedHosts.join(' ')).not.toMatch(/127\.0\.0\.1|localhost|:4100/);
    }
    expect(idsWhere((id) => brands[id].embed.nativeAppOrigins.includes('dafa_native_app'))).toEqual(
      ['dafabet', 'dafaspain', 'dafakenya', 'dafaghana'],
    );
    expect(idsWhere((id) => brands[id].embed.nativeAppOrigins.includes('msw-maya'))).toEqual([
      'msw',
    ]);
  });

  it('logos: a public path and an inline SVG wordmark with the display name', () => {
    for (const brand of all) {
      expect(brand.logo.src).toBe('/brand/logo.svg');
      expect(brand.logo.alt).toBe(brand.displayName);
      expect(brand.logo.svg).toContain(`<title>${brand.displayName}</title>`);
      expect(brand.logo.svg).toContain(brand.theme.light.colors.primary);
    }
  });
});
