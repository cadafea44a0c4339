import {
  PROMOTION_AUDIENCES,
  advertsResponseSchema,
  tabsResponseSchema,
  type CmsMenuItem,
} from '@clem/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_IDS } from '../settings/brands';
import { createTestServer, type TestServer } from '../test-support/test-server';
import { contentCatalogue, THIRD_PARTY_TAGS } from './content-catalogue';
import { seedContent } from './content-repository';
import { HOSTILE_HTML, HOSTILE_MARKERS, type HostileFixture } from './hostile-fixtures';

describe('content routes', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  const get = (url: string, brand: string | null = 'zedbet', headers = {}) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: brand === null ? headers : { 'X-SB-Brand': brand, ...headers },
    });

  describe('GET /api/tabs', () => {
    it.each(BRAND_IDS)('answers the four sections for %s', async (brand) => {
      const response = await get('/api/tabs', brand);
      expect(response.statusCode).toBe(200);
      const tabs = tabsResponseSchema.parse(response.json());
      expect(tabs.sections.map((section) => section.section_name)).toEqual([
        'menu_top_icons',
        'menu_icons',
        'third_parties',
        'menu_bottom_icons',
      ]);
    });

    it('lists every third party of the spec and some logged-in-only items', async () => {
      const tabs = tabsResponseSchema.parse((await get('/api/tabs')).json());
      const thirdParties = tabs.sections.find((s) => s.section_name === 'third_parties');
      expect(thirdParties?.submenu_items.map((item) => item.tag)).toEqual(
        THIRD_PARTY_TAGS.map(([tag]) => tag),
      );
      const all: CmsMenuItem[] = tabs.sections.flatMap((s) => s.submenu_items);
      const loggedInOnly = all.filter((item) => item.logged_in_only);
      expect(loggedInOnly.length).toBeGreaterThanOrEqual(3);
      for (const item of loggedInOnly) expect(item.logged_out_link).toBeNull();
      expect(all.some((item) => item.submenu_items.length > 0)).toBe(true);
      expect(all.some((item) => !item.active)).toBe(true);
      expect(all.some((item) => item.open_in_parent_frame)).toBe(true);
    });

    it('differs per brand', async () => {
      const zedbet = (await get('/api/tabs', 'zedbet')).body;
      const kasino = (await get('/api/tabs', 'kasino')).body;
      expect(zedbet).toContain('About Zedbet');
      expect(kasino).toContain('About Kasino');
    });
  });

  describe('GET /api/submenus/:id', () => {
    it('answers links to live and to sports', async () => {
      const response = await get('/api/submenus/1');
      expect(response.statusCode).toBe(200);
      const urls = (response.json() as { submenu_links: { url: string }[] }).submenu_links.map(
        (link) => link.url,
      );
      expect(urls.some((url) => url.startsWith('/live/'))).toBe(true);
      expect(urls.some((url) => url.startsWith('/sports'))).toBe(true);
    });

    it('answers 404 for an unknown id and 400 for a bad one', async () => {
      expect((await get('/api/submenus/999')).statusCode).toBe(404);
      const bad = await get('/api/submenus/abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'invalid_id', message: expect.any(String) });
    });
  });

  describe('page layouts', () => {
    it('finds the layout for sports section 10001 by url, with a locale and query', async () => {
      for (const url of ['/sports/10001', '/en/sports/10001/?x=1']) {
        const response = await get(`/api/page_layouts?url=${encodeURIComponent(url)}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ name: 'Homepage', url: '/sports/10001' });
      }
    });

    it('matches wildcard patterns and answers 404 when nothing matches', async () => {
      expect((await get('/api/page_layouts?url=/live/sport/1-FOOT')).json()).toMatchObject({
        name: 'Live',
        column_type: 'triple_side_right',
      });
      expect((await get('/api/page_layouts?url=/nowhere')).statusCode).toBe(404);
      const missing = await get('/api/page_layouts');
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ error: 'invalid_query' });
    });

    it('answers the layout named Default, with branding', async () => {
      const response = await get('/api/page_layouts/Default', 'dafabet');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Default',
        branding: {
          branding_header: [{ id: 'dafabet-header' }],
          favicon_url: expect.stringMatching(/favicon/),
        },
      });
      expect((await get('/api/page_layouts/Nope')).statusCode).toBe(404);
      // A name with a NUL never reaches the database (which would refuse it with a 500).
      const nul = await get('/api/page_layouts/De%00fault');
      expect(nul.statusCode).toBe(400);
      expect(nul.json()).toMatchObject({ error: 'invalid_name' });
    });

    it('varies the home column type per brand', async () => {
      const layout = async (brand: string) =>
        (
          (await get('/api/page_layouts?url=/sports/10001', brand)).json() as {
            column_type: string;
          }
        ).column_type;
      expect(await layout('zedbet')).toBe('triple');
      expect(await layout('kasino')).toBe('side_left');
    });
  });

  describe('adverts', () => {
    it('covers every promotion audience with valid fields', async () => {
      const { adverts } = advertsResponseSchema.parse((await get('/api/adverts/1')).json());
      expect(new Set(adverts.map((advert) => advert.audience))).toEqual(
        new Set(PROMOTION_AUDIENCES),
      );
      for (const advert of adverts) {
        expect(advert.attachment_path).toMatch(/^\/api\/static\/images\/.+\.png$/);
        expect(advert.width_in_pixels).toBeGreaterThan(0);
      }
      expect(adverts.some((advert) => advert.popup && advert.popup_width !== null)).toBe(true);
    });

    it('filters by player_type', async () => {
      const shown = async (playerType: string) =>
        advertsResponseSchema
          .parse((await get(`/api/adverts/1?player_type=${playerType}&username=bob`)).json())
          .adverts.map((advert) => advert.audience);
      expect(await shown('logged_out')).toEqual(['all', 'logged_out']);
      expect(await shown('logged_in_deposited')).toEqual([
        'all',
        'logged_in',
        'logged_in_deposited',
      ]);
      const bad = await get('/api/adverts/1?player_type=whale');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'invalid_query', message: expect.any(String) });
    });

    it('answers the jackpot banner and jackpot bets', async () => {
      for (const slot of ['jackpot_banner', 'jackpot_bets']) {
        const response = await get(`/api/adverts/${slot}`, 'dafabet');
        expect(response.statusCode).toBe(200);
        expect(advertsResponseSchema.parse(response.json()).adverts.length).toBeGreaterThan(0);
      }
      expect((await get('/api/adverts/jackpot_other')).statusCode).toBe(400);
      expect((await get('/api/adverts/77')).statusCode).toBe(404);
    });
  });

  describe('HTML widgets and hostile fixtures', () => {
    it('answers { content } and honours active=true', async () => {
      const response = await get('/api/html_widgets/1?active=true', 'nextbet');
      expect(response.json()).toEqual({ content: expect.stringContaining('Nextbet') });
      expect((await get('/api/html_widgets/5')).statusCode).toBe(200);
      expect((await get('/api/html_widgets/5?active=true')).statusCode).toBe(404);
      expect((await get('/api/html_widgets/1?active=maybe')).statusCode).toBe(400);
      expect((await get('/api/html_widgets/x')).statusCode).toBe(400);
    });

    it.each(BRAND_IDS)('still serves every hostile fixture for %s', async (brand) => {
      const served = [
        (await get('/api/html_widgets/2', brand)).body,
        (await get('/api/html_widgets/3', brand)).body,
        (await get('/api/html_widgets/4', brand)).body,
      ].map((body) => (JSON.parse(body) as { content: string }).content);
      for (const [fixture, marker] of Object.entries(HOSTILE_MARKERS)) {
        expect(served[0], fixture).toContain(marker);
        expect(served[0], fixture).toContain(HOSTILE_HTML[fixture as HostileFixture]);
      }
      expect(served[1]).toContain('<script>');
      expect(served[2]).toContain('<style>body{display:none');
    });

    it('serves hostile advert links, news popup pages and footers too', async () => {
      const { adverts } = advertsResponseSchema.parse((await get('/api/adverts/2')).json());
      expect(adverts.map((advert) => advert.link)).toEqual(
        expect.arrayContaining(['JaVaScRiPt:alert(7)', expect.stringMatching(/^data:text\/html/)]),
      );
      const popup = (await get('/api/news_popup')).json() as { pages: { content: string }[] };
      expect(popup.pages.map((page) => page.content).join('')).toContain('href="javascript:');
      expect((await get('/api/operator_html/footer_mobile')).body).toContain('onerror=');
      expect((await get('/api/operator_html/footer_web')).body).toContain('JaVaScRiPt:');
    });

    it.each(BRAND_IDS)('keeps markup out of the text fields of adverts for %s', async (brand) => {
      for (const slot of ['1', '2', 'jackpot_banner', 'jackpot_bets']) {
        const { adverts } = advertsResponseSchema.parse(
          (await get(`/api/adverts/${slot}`, brand)).json(),
        );
        for (const advert of adverts) {
          for (const text of [advert.name, advert.link_name, advert.description]) {
            expect(text ?? '', `${brand} ${slot} ${advert.id}`).not.toMatch(/[<>]/);
          }
        }
      }
    });

    it.each(BRAND_IDS)('labels each footer link once for %s', async (brand) => {
      for (const slot of ['footer_web', 'footer_mobile']) {
        const { content } = (await get(`/api/operator_html/${slot}`, brand)).json() as {
          content: string;
        };
        const labels = [...content.matchAll(/<a\b[^>]*>([^<]*)<\/a>/gi)].map((m) => m[1]);
        expect(labels.length, `${brand} ${slot}`).toBeGreaterThan(0);
        expect(new Set(labels).size, `${brand} ${slot}: ${labels.join(', ')}`).toBe(labels.length);
      }
    });
  });

  describe('news popup, operator HTML, branding, seals', () => {
    it('answers the news popup', async () => {
      expect((await get('/api/news_popup', 'msw')).json()).toMatchObject({
        id: 1,
        title: expect.stringContaining('MSW'),
        pages: expect.arrayContaining([expect.objectContaining({ title: 'Faster cash out' })]),
      });
    });

    it('answers header and footer HTML per variant, with the seal requirement', async () => {
      expect((await get('/api/operator_html/footer_web', 'zedbet')).json()).toMatchObject({
        slot: 'footer_web',
        seal_required: true,
      });
      expect((await get('/api/operator_html/footer_web', 'kasino')).json()).toMatchObject({
        seal_required: false,
      });
      expect((await get('/api/operator_html/header_mobile')).statusCode).toBe(200);
      expect((await get('/api/operator_html/sidebar')).statusCode).toBe(400);
    });

    it('answers branding and a stable seal token per host', async () => {
      expect((await get('/api/branding')).json()).toMatchObject({
        favicon_url: '/api/static/images/favicon-32x32.png',
      });
      const token = (await get('/api/gcb_seals?host=www.zedbet.example')).json();
      expect(token).toEqual({ token: expect.stringMatching(/^[0-9a-f]{32}$/) });
      expect((await get('/api/gcb_seals?host=WWW.zedbet.example')).json()).toEqual(token);
      expect((await get('/api/gcb_seals?host=other.example')).json()).not.toEqual(token);
      expect((await get('/api/gcb_seals')).statusCode).toBe(400);
      expect((await get('/api/gcb_seals?host=<x>')).statusCode).toBe(400);
    });
  });

  describe('avaya tokens and metrics', () => {
    it('needs a bearer token and u', async () => {
      const auth = { authorization: 'Bearer abc' };
      expect((await get('/api/avaya_tokens?u=42', 'zedbet', auth)).json()).toEqual({
        token: expect.stringMatching(/^avaya-/),
      });
      const unauthorised = await get('/api/avaya_tokens?u=42');
      expect(unauthorised.statusCode).toBe(401);
      expect(unauthorised.json()).toMatchObject({ error: 'unauthorized' });
      expect(
        (await get('/api/avaya_tokens?u=42', 'zedbet', { authorization: 'Bearer ' })).statusCode,
      ).toBe(401);
      expect((await get('/api/avaya_tokens', 'zedbet', auth)).statusCode).toBe(400);
    });

    it('answers metrics with ok, and 400 without app', async () => {
      expect((await get('/api/metrics?app=web&l=en&x=1')).json()).toEqual({ ok: true });
      expect((await get('/api/metrics')).statusCode).toBe(400);
    });
  });

  it.each([
    '/api/tabs',
    '/api/submenus/1',
    '/api/page_layouts/Default',
    '/api/adverts/1',
    '/api/html_widgets/1',
    '/api/news_popup',
    '/api/operator_html/footer_web',
    '/api/branding',
    '/api/gcb_seals?host=a.example',
    '/api/metrics?app=web',
    '/api/video_streams',
  ])('%s answers 400 unknown_brand without a brand', async (url) => {
    const response = await get(url, null);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'unknown_brand', message: expect.any(String) });
    expect((await get(url, 'acme')).statusCode).toBe(400);
  });

  it('writes the content again on POST /__admin/reset', async () => {
    await server.db.deleteFrom('content_items').where('kind', '=', 'tabs').execute();
    expect((await get('/api/tabs')).statusCode).toBe(404);
    const reset = await server.admin.inject({ method: 'POST', url: '/__admin/reset' });
    expect(reset.statusCode).toBeLessThan(300);
    expect((await get('/api/tabs')).statusCode).toBe(200);
  });

  it('seeds the same catalogue every time, and seeding twice changes nothing', async () => {
    expect(JSON.stringify(contentCatalogue())).toBe(JSON.stringify(contentCatalogue()));
    const count = async () =>
      (
        await server.db
          .selectFrom('content_items')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    await seedContent(server.db);
    expect(await count()).toBe(before);
    expect(Number(before)).toBe(contentCatalogue().length);
  });
});
