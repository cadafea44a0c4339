import { GATING_CURRENCIES, type GatingContext } from '../featureGating';
import {
  SPECIAL_PAGES,
  specialPageByPath,
  specialPageVisible,
  type SpecialPageId,
} from './specialPages';

const player = (currency: string, settings: Record<string, unknown> = {}): GatingContext => ({
  currency,
  loggedIn: true,
  settings,
});

const visibleIds = (context: GatingContext): SpecialPageId[] =>
  SPECIAL_PAGES.filter((page) => specialPageVisible(page, context)).map((page) => page.id);

describe('SPECIAL_PAGES', () => {
  it('lists the §2 special pages with unique ids and paths', () => {
    expect(SPECIAL_PAGES.map((page) => page.path)).toEqual([
      '/sports/betradar-virtuals',
      '/sports/edge',
      '/sports/esports',
      '/sports/esportsbull',
      '/sports/exchange',
      '/sports/kiron',
      '/sports/parlaybay',
      '/sports/soccerbet',
      '/sports/vir2al-games',
      '/sports/leap',
      '/cryptoblast',
      '/powerball',
      '/lotto',
    ]);
    expect(new Set(SPECIAL_PAGES.map((page) => page.id)).size).toBe(SPECIAL_PAGES.length);
  });

  it('maps each page to its gate', () => {
    expect(Object.fromEntries(SPECIAL_PAGES.map((page) => [page.id, page.gate]))).toEqual({
      'betradar-virtuals': 'betradar-virtuals',
      edge: 'edge',
      esports: 'pinnacle',
      esportsbull: 'esportsbull',
      exchange: 'exchange',
      kiron: 'kiron-virtuals',
      parlaybay: 'parlaybay',
      soccerbet: 'soccerbet',
      'vir2al-games': 'vir2al-games',
      leap: 'leap-virtuals',
      cryptoblast: 'cryptoblast',
      powerball: 'powerball',
      lotto: 'live-lottery',
    });
    expect(SPECIAL_PAGES.find((page) => page.id === 'esports')?.name).toBe('Pinnacle Esports');
  });
});

describe('specialPageByPath', () => {
  it('finds pages by path', () => {
    expect(specialPageByPath('/sports/edge')?.id).toBe('edge');
    expect(specialPageByPath('/powerball')?.id).toBe('powerball');
    expect(specialPageByPath('/sports/kiron/')?.id).toBe('kiron');
    expect(specialPageByPath('/lotto?draw=1#x')?.id).toBe('lotto');
    expect(specialPageByPath('/sports/leap')?.id).toBe('leap');
    expect(specialPageByPath('/sports/leap/123')?.id).toBe('leap');
  });

  it('finds nothing elsewhere', () => {
    expect(specialPageByPath('/sports')).toBeUndefined();
    expect(specialPageByPath('/sports/1-FOOT')).toBeUndefined();
    expect(specialPageByPath('/sports/edge/x')).toBeUndefined();
    expect(specialPageByPath('/sports/leapfrog')).toBeUndefined();
    expect(specialPageByPath('/es/powerball')).toBeUndefined();
    expect(specialPageByPath('/Powerball')).toBeUndefined();
    expect(specialPageByPath('')).toBeUndefined();
  });
});

describe('specialPageVisible', () => {
  const page = (id: SpecialPageId) => {
    const found = SPECIAL_PAGES.find((p) => p.id === id);
    if (!found) throw new Error(`no page ${id}`);
    return found;
  };

  it('KRW sees cryptoblast, and powerball with show_powerball', () => {
    expect(visibleIds(player('KRW'))).toContain('cryptoblast');
    expect(visibleIds(player('KRW'))).not.toContain('powerball');
    expect(visibleIds(player('krw', { show_powerball: 'true' }))).toContain('powerball');
  });

  it('USDT does not see leap, esportsbull nor betradar-virtuals', () => {
    const usdt = visibleIds(player('USDT', { show_embedded_betradar_virtuals: true }));
    expect(usdt).not.toContain('leap');
    expect(usdt).not.toContain('esportsbull');
    expect(usdt).not.toContain('betradar-virtuals');
    expect(usdt).toContain('esports');
  });

  it('EUR does not see cryptoblast nor powerball', () => {
    const eur = visibleIds(
      player('EUR', { show_powerball: true, show_embedded_betradar_virtuals: true }),
    );
    expect(eur).not.toContain('cryptoblast');
    expect(eur).not.toContain('powerball');
    expect(eur).toEqual(
      expect.arrayContaining(['leap', 'esportsbull', 'betradar-virtuals', 'parlaybay']),
    );
  });

  it('parlaybay only for its currency list', () => {
    for (const currency of GATING_CURRENCIES.parlayBayOnly) {
      expect(specialPageVisible(page('parlaybay'), player(currency))).toBe(true);
    }
    for (const currency of ['USDT', 'MBTC', 'CAD', 'VES']) {
      expect(specialPageVisible(page('parlaybay'), player(currency))).toBe(false);
    }
  });

  it('lotto needs show_lotto; the CMS-only tags are visible', () => {
    expect(specialPageVisible(page('lotto'), player('EUR'))).toBe(false);
    expect(specialPageVisible(page('lotto'), player('EUR', { show_lotto: '1' }))).toBe(true);
    for (const id of ['edge', 'exchange', 'kiron', 'soccerbet', 'vir2al-games'] as const) {
      expect(specialPageVisible(page(id), player('EUR'))).toBe(true);
    }
  });

  it('an ungated page is always visible', () => {
    expect(
      specialPageVisible(
        { id: 'edge', path: '/sports/edge', name: 'Edge', gate: null },
        player('USDT'),
      ),
    ).toBe(true);
  });
});
