import {
  advertsResponseSchema,
  avayaTokenResponseSchema,
  brandingResponseSchema,
  esportsScheduleResponseSchema,
  gcbSealResponseSchema,
  htmlWidgetResponseSchema,
  metricsResponseSchema,
  newsPopupResponseSchema,
  operatorHtmlResponseSchema,
  pageLayoutResponseSchema,
  submenuResponseSchema,
  tabsResponseSchema,
  videoStreamResponseSchema,
  videoStreamsResponseSchema,
} from '@clem/core/schemas';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_IDS } from '../settings/brands';
import { createTestServer, type TestServer } from '../test-support/test-server';

/**
 * Every content answer, for every brand, parsed with the front end's schemas from @clem/core.
 * Parsing must give back exactly what was sent: the sandbox never leans on schema defaults.
 */
describe('content contract (@clem/core/schemas)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  const CALLS: readonly (readonly [string, z.core.$ZodType])[] = [
    ['/api/tabs', tabsResponseSchema],
    ['/api/submenus/1', submenuResponseSchema],
    ['/api/submenus/2', submenuResponseSchema],
    ['/api/page_layouts?url=/sports/10001', pageLayoutResponseSchema],
    ['/api/page_layouts?url=/live/sport/', pageLayoutResponseSchema],
    ['/api/page_layouts?url=/promotions', pageLayoutResponseSchema],
    ['/api/page_layouts/Default', pageLayoutResponseSchema],
    ['/api/adverts/1?player_type=logged_in&username=bob', advertsResponseSchema],
    ['/api/adverts/1', advertsResponseSchema],
    ['/api/adverts/2', advertsResponseSchema],
    ['/api/adverts/jackpot_banner', advertsResponseSchema],
    ['/api/adverts/jackpot_bets', advertsResponseSchema],
    ['/api/html_widgets/1?active=true', htmlWidgetResponseSchema],
    ['/api/html_widgets/2', htmlWidgetResponseSchema],
    ['/api/news_popup', newsPopupResponseSchema],
    ['/api/operator_html/header_web', operatorHtmlResponseSchema],
    ['/api/operator_html/header_mobile', operatorHtmlResponseSchema],
    ['/api/operator_html/footer_web', operatorHtmlResponseSchema],
    ['/api/operator_html/footer_mobile', operatorHtmlResponseSchema],
    ['/api/branding', brandingResponseSchema],
    ['/api/gcb_seals?host=www.example.com', gcbSealResponseSchema],
    ['/api/metrics?app=web', metricsResponseSchema],
    ['/api/video_streams', videoStreamsResponseSchema],
    ['/api/video_streams?event_ids=1000001,5&betradar_ids=50000008,9', videoStreamsResponseSchema],
    ['/api/video_streams/stream-1000001', videoStreamResponseSchema],
    ['/api/video_streams/stream-42', videoStreamResponseSchema],
    ['/api/video_streams/betradar_esports_schedule', esportsScheduleResponseSchema],
  ];

  it.each(BRAND_IDS)('every content call for %s parses unchanged', async (brand) => {
    for (const [url, schema] of CALLS) {
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { 'X-SB-Brand': brand },
      });
      expect(response.statusCode, url).toBe(200);
      const raw: unknown = response.json();
      expect(z.parse(schema, raw), url).toEqual(raw);
    }
  });

  it('the avaya token parses', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/avaya_tokens?u=1001',
      headers: { 'X-SB-Brand': 'dafabet', authorization: 'Bearer test' },
    });
    const raw: unknown = response.json();
    expect(avayaTokenResponseSchema.parse(raw)).toEqual(raw);
  });
});
