import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/test-server';

describe('GET /api/all_cached_settings', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  const getSettings = (brand: string | undefined, query = '') =>
    server.app.inject({
      method: 'GET',
      url: `/api/all_cached_settings${query}`,
      headers: brand === undefined ? {} : { 'X-SB-Brand': brand },
    });

  it.each([
    ['zedbet', 'EUR'],
    ['dafabet', 'USD'],
    ['msw', 'PHP'],
    ['777baby', 'JPY'],
    ['dafakenya', 'KES'],
    ['dafaghana', 'GHS'],
  ])('answers %s in %s', async (brand, currencyCode) => {
    const response = await getSettings(brand);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ currencyCode, max_bets_on_betslip: 15 });
  });

  it('answers a flat object of setting keys', async () => {
    const settings: Record<string, unknown> = (await getSettings('nextbet')).json();
    expect(Object.keys(settings).length).toBeGreaterThan(40);
    expect(settings.odds_types).toEqual(['euro', 'hk', 'us', 'malay', 'indo']);
    expect(typeof settings.quick_bet_values).toBe('string');
    expect(settings.currency_precision).toBe(2);
    expect((await getSettings('777baby')).json()).toMatchObject({ currency_precision: 0 });
  });

  it('accepts cached, all and the spec’s global params', async () => {
    const response = await getSettings('kasino', '?cached=true&all=true&l=en&mc=mobile&pub=1');
    expect(response.statusCode).toBe(200);
  });

  it('lets c override the currency, with its precision', async () => {
    expect((await getSettings('zedbet', '?c=usd')).json()).toMatchObject({
      currencyCode: 'USD',
      currency_precision: 2,
    });
    expect((await getSettings('zedbet', '?c=JPY')).json()).toMatchObject({
      currencyCode: 'JPY',
      currency_precision: 0,
    });
    expect((await getSettings('zedbet', '?c=')).json()).toMatchObject({ currencyCode: 'EUR' });
    const invalid = await getSettings('zedbet', '?c=euros');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: 'invalid_currency' });
  });

  it.each([
    ['an unknown brand', 'acme'],
    ['a brand in the wrong case', 'ZEDBET'],
    ['no brand', undefined],
  ])('answers 400 unknown_brand for %s', async (_case, brand) => {
    const response = await getSettings(brand);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'unknown_brand' });
  });

  it('shows changes made through the admin surface, for that brand only', async () => {
    const patch = await server.admin.inject({
      method: 'PATCH',
      url: '/__admin/brands/dafaspain/settings',
      payload: { default_theme_mode: 'dark', bet_stake_max_amount: 500 },
    });
    expect(patch.json()).toEqual({
      brand: 'dafaspain',
      updated: ['bet_stake_max_amount', 'default_theme_mode'],
    });
    expect((await getSettings('dafaspain')).json()).toMatchObject({
      default_theme_mode: 'dark',
      bet_stake_max_amount: 500,
    });
    expect((await getSettings('zedbet')).json()).toMatchObject({
      default_theme_mode: 'system',
      bet_stake_max_amount: 10000,
    });
  });
});
