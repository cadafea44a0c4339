import { createPlatformClient, type PlatformClient, type PlatformContext } from './client';
import { installPlatformRedirects, type PlatformRedirectHandlers } from './maintenance';
import { installSessionGuards, type SessionGuardOptions } from './sessionGuards';

/**
 * The browser's platform client with everything it carries: the spec's headers and params, the
 * maintenance and blocked redirects, and the session guards. Loaded on demand by
 * `StoreProvider` through `lazyPlatformClient`, so axios stays out of a page's first JavaScript.
 */
export function createBrowserPlatformClient(
  context: PlatformContext,
  handlers: { redirects: PlatformRedirectHandlers; session: SessionGuardOptions },
): PlatformClient {
  const client = createPlatformClient(context);
  installPlatformRedirects(client, handlers.redirects);
  installSessionGuards(client, handlers.session);
  return client;
}
