import {
  DEFAULT_PLATFORM_URL,
  allCachedSettingsResponseSchema,
  eventPathTreeResponseSchema,
  platformSettingsSchema,
} from '@clem/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_DEFAULT_PORT, sandboxUrl } from '../config';
import { BRAND_IDS } from '../settings/brands';
import { createTestServer, type TestServer } from '../test-support/test-server';

/**
 * The sandbox's answers, parsed with the front end's schemas from @clem/core. Parsing must not
 * only succeed: every setting the schema knows must come through unchanged, so the sandbox never
 * leans on the front end's fallbacks.
 */
describe('platform contract (@clem/core/schemas)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  const get = (url: string, brand: string) =>
    server.app.inject({ method: 'GET', url, headers: { 'X-SB-Brand': brand } });

  it('listens where the front end looks for it by default', () => {
    expect(sandboxUrl(SANDBOX_DEFAULT_PORT)).toBe(DEFAULT_PLATFORM_URL);
  });

  it.each(BRAND_IDS)('all_cached_settings for %s parses without fallbacks', async (brand) => {
    const raw: Record<string, unknown> = (await get('/api/all_cached_settings', brand)).json();
    const parsed = allCachedSettingsResponseSchema.parse(raw);
    for (const key of Object.keys(platformSettingsSchema.shape)) {
      expect(raw, key).toHaveProperty(key);
      expect(parsed[key], key).toEqual(raw[key]);
    }
  });

  it('eventpathtree parses as it is, for the whole tree and for one sport', async () => {
    for (const url of ['/xapi/rest/eventpathtree', '/xapi/rest/eventpathtree?sportCode=TENN']) {
      const raw: unknown = (await get(url, 'zedbet')).json();
      expect(eventPathTreeResponseSchema.parse(raw)).toEqual(raw);
    }
  });

  it('a malformed fault is not a valid eventpathtree', async () => {
    await server.admin.inject({
      method: 'POST',
      url: '/__admin/faults',
      payload: { match: '/xapi/rest/eventpathtree', kind: 'malformed', times: 1 },
    });
    const response = await get('/xapi/rest/eventpathtree', 'zedbet');
    const parsed = (() => {
      try {
        return eventPathTreeResponseSchema.safeParse(JSON.parse(response.body)).success;
      } catch {
        return false;
      }
    })();
    expect(parsed).toBe(false);
  });
});
