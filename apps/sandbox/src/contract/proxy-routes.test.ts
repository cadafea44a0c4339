import { PROXY_ROUTES } from '@clem/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../server';
import { createTestServer, type TestServer } from '../test-support/test-server';

/**
 * The brand apps forward a browser's call only when it is on core's allowlist (PROXY_ROUTES).
 * Every entry must be a route this platform serves, with the same method and path pattern, so
 * the list cannot name a call that does not exist; and the list never reaches the admin surface.
 */
describe("the brand apps' proxy allowlist", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  it('names only routes the platform serves', () => {
    const served = new Set(routesOf(server.app).map((route) => `${route.method} ${route.url}`));
    const missing = PROXY_ROUTES.flatMap((route) =>
      route.methods.map((method) => `${method} ${route.path}`),
    ).filter((entry) => !served.has(entry));
    expect(missing).toEqual([]);
  });

  it('never names the admin surface or the health check', () => {
    for (const route of PROXY_ROUTES) {
      expect(route.path).not.toMatch(/__admin|^\/health/);
    }
  });
});
