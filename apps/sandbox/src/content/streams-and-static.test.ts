import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isCountryAllowedToStream, videoStreamsResponseSchema } from '@clem/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_ROOT, safeStaticPath } from '../routes/static-routes';
import { createTestServer, type TestServer } from '../test-support/test-server';
import { TEST_STREAM_URL } from './content-catalogue';

describe('video streams and static files', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  const get = (url: string, brand = 'zedbet') =>
    server.app.inject({ method: 'GET', url, headers: { 'X-SB-Brand': brand } });

  describe('GET /api/video_streams', () => {
    it('answers every candidate, each provider, pointing at the local HLS stream', async () => {
      const body = videoStreamsResponseSchema.parse((await get('/api/video_streams')).json());
      expect(body.video_streams).toHaveLength(8);
      expect(new Set(body.video_streams.map((stream) => stream.provider))).toEqual(
        new Set(['perform_mobile', 'perform_desktop', 'perform_v2', 'betgenius_v3', 'oddin']),
      );
      for (const stream of body.video_streams) expect(stream.url).toBe(TEST_STREAM_URL);
    });

    it('answers one candidate per requested event id or betradar id', async () => {
      const ids = async (query: string) =>
        videoStreamsResponseSchema
          .parse((await get(`/api/video_streams?${query}`)).json())
          .video_streams.map((stream) => stream.stream_id);
      expect(await ids('event_ids=1000001,1000003')).toEqual(['stream-1000001', 'stream-1000003']);
      expect(await ids('betradar_ids=50000002')).toEqual(['stream-1000002']);
      expect(await ids('event_ids=1000002&betradar_ids=50000002')).toEqual(['stream-1000002']);
      expect(await ids('event_ids=1234567')).toEqual(['stream-1234567']);
      expect(await ids('betradar_ids=77')).toEqual(['betradar-77']);
      const bad = await get('/api/video_streams?event_ids=1,x');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'invalid_query', message: expect.any(String) });
      expect((await get('/api/video_streams?event_ids=')).statusCode).toBe(400);
    });

    it('carries the brand’s livestream countries', async () => {
      const config = async (brand: string) =>
        videoStreamsResponseSchema.parse((await get('/api/video_streams', brand)).json())
          .livestream_config;
      const zedbet = await config('zedbet');
      expect(zedbet.blocked_countries).toContain('US');
      expect(isCountryAllowedToStream(zedbet, 'de')).toBe(true);
      expect(isCountryAllowedToStream(zedbet, 'US')).toBe(false);
      const msw = await config('msw');
      expect(msw.allowed_countries).toEqual(['PH']);
      expect(isCountryAllowedToStream(msw, 'JP')).toBe(false);
    });

    it('answers one stream by id', async () => {
      const response = await get('/api/video_streams/stream-1000005');
      expect(response.json()).toMatchObject({
        video_stream: { stream_id: 'stream-1000005', betradar_id: 50000005, url: TEST_STREAM_URL },
        livestream_config: { allowed_countries: [] },
      });
      expect((await get('/api/video_streams/stream-2000000')).json()).toMatchObject({
        video_stream: { stream_id: 'stream-2000000', event_id: 2000000, betradar_id: null },
      });
      expect((await get('/api/video_streams/other-1')).statusCode).toBe(404);
      expect((await get('/api/video_streams/a%20b')).statusCode).toBe(400);
    });

    it('answers the esports schedule, cached for 6600 s', async () => {
      const response = await get('/api/video_streams/betradar_esports_schedule');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=6600');
      const { schedule } = response.json() as { schedule: { url: string }[] };
      expect(schedule.length).toBeGreaterThan(0);
    });
  });

  describe('the committed test stream', () => {
    const dir = join(STATIC_ROOT, 'streams', 'test');

    it('is a small VOD playlist of 2-second segments', () => {
      const files = readdirSync(dir);
      const segments = files.filter((file) => file.endsWith('.mp2t'));
      expect(files).toContain('index.m3u8');
      expect(segments.length).toBeGreaterThanOrEqual(3);
      const total = files.reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
      expect(total).toBeLessThan(1024 * 1024);
    });
  });

  describe('GET /static/* and /api/static/*', () => {
    it('serves the playlist and segments with HLS content types', async () => {
      const playlist = await get('/static/streams/test/index.m3u8');
      expect(playlist.statusCode).toBe(200);
      expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(playlist.body).toMatch(/^#EXTM3U/);
      const segmentName = playlist.body.split('\n').find((line) => line.endsWith('.mp2t'));
      expect(segmentName).toBeDefined();
      const segment = await get(`/api/static/streams/test/${segmentName}`);
      expect(segment.statusCode).toBe(200);
      expect(segment.headers['content-type']).toBe('video/mp2t');
      expect(segment.rawPayload[0]).toBe(0x47);
      expect(Number(segment.headers['content-length'])).toBe(segment.rawPayload.length);
    });

    it('serves images', async () => {
      const image = await get('/api/static/images/favicon-32x32.png');
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    });

    it.each([
      '/static/../package.json',
      '/static/%2e%2e/package.json',
      '/static/..%2fpackage.json',
      '/static/streams/..%2f..%2fpackage.json',
      '/api/static/%2e%2e/%2e%2e/src/server.ts',
      '/static/streams/test/',
      '/static/streams',
      '/static/streams/test/missing.mp2t',
      '/static/streams/test/../../../src/server.ts',
      '/static/.hidden.png',
      '/static/streams/test/index.m3u8%00.png',
    ])('answers 404 for %s', async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('"name"');
    });

    it('rejects unsafe names before touching the disk', () => {
      expect(safeStaticPath('/root', '../etc/passwd')).toBeUndefined();
      expect(safeStaticPath('/root', 'a/../../b')).toBeUndefined();
      expect(safeStaticPath('/root', 'a\\b')).toBeUndefined();
      expect(safeStaticPath('/root', '/etc/passwd')).toBeUndefined();
      expect(safeStaticPath('/root', 'a/b.png')).toBe('/root/a/b.png');
    });
  });
});
