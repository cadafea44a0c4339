import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/test-server';

/**
 * The brand apps rewrite `/auth/:path*` on their own origin to the platform root, so the sandbox
 * sees `/en/api/plugins/…` and `/accounts/…` without the prefix. The pending-step cookie must then
 * reach the app's `/auth/…` calls: Path=/ (not a path under /en/api/…).
 */
describe('the /auth rewrite', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  const authenticate = (headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/en/api/plugins/component/route/header_login/authenticate',
      payload: 'username=demo_otp&password=demo1234',
      headers: {
        'X-SB-Brand': 'zedbet',
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
    });

  it('sets the header_login pending cookie with Path=/, HttpOnly, SameSite=Lax', async () => {
    const response = await authenticate();
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^sb_login_pending=[^;]+; /);
    const attributes = cookie.split(';').map((part) => part.trim());
    expect(attributes).toContain('Path=/');
    expect(attributes).toContain('HttpOnly');
    expect(attributes).toContain('SameSite=Lax');
    expect(attributes).toContain('Max-Age=600');
    // Plain http (the local sandbox): no Secure, or the browser would drop it.
    expect(attributes).not.toContain('Secure');
  });

  it('adds Secure when the proxy says the browser used https', async () => {
    const response = await authenticate({ 'x-forwarded-proto': 'https' });
    const attributes = String(response.headers['set-cookie'])
      .split(';')
      .map((part) => part.trim());
    expect(attributes).toContain('Path=/');
    expect(attributes).toContain('Secure');
  });

  it('does not serve the /auth prefix itself: the rewrite must strip it', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/auth/accounts/sessions',
      payload: { username: 'demo', password: 'demo1234' },
      headers: { 'X-SB-Brand': 'zedbet' },
    });
    expect(response.statusCode).toBe(404);
  });
});
