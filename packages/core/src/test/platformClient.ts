import {
  createPlatformClient,
  type PlatformClient,
  type PlatformContext,
} from '../platform/client';

/** A platform context for tests: the zedbet brand, English, euro odds, a fake base URL. */
export const testPlatformContext: PlatformContext = {
  baseURL: 'http://platform.test',
  brandHeader: 'zedbet',
  portalId: 'p',
  origin: 'MOBILE',
  pub: 'z',
  locale: 'en',
  priceFormat: 'euro',
  channel: 'web',
};

/** A real platform client (headers, params, JSON parsing) whose every call answers 200 `body`. */
export function clientAnswering(
  body: string,
  context: PlatformContext = testPlatformContext,
): PlatformClient {
  const client = createPlatformClient(context);
  client.defaults.adapter = async (config) => ({
    status: 200,
    data: body,
    headers: {},
    config,
    statusText: 'OK',
  });
  return client;
}
