import { getBrand } from '@clem/brand-config';
import { expect, test } from '@playwright/test';
import { brandUrl, gotoHydrated, ports, watchForBreakage } from './support';

test('pages carry a nonce-based CSP and security headers, and still hydrate', async ({ page }) => {
  const problems = watchForBreakage(page);
  const response = await gotoHydrated(page, brandUrl('zedbet'));
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  for (const host of getBrand('zedbet').embed.allowedHosts) expect(csp).toContain(host);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('camera=()');

  // Every script and style the server sent carries this response's nonce.
  const html = (await response?.text()) ?? '';
  const sent = html.match(/<(script|style)\b[^>]*>/g) ?? [];
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
  // In the page as it runs: inline scripts and every style element (styled-components adds them)
  // carry it too. Chunks the runtime loads later (lazy islands) are trusted through
  // 'strict-dynamic'; a refused one would be a CSP report in `problems`.
  const untagged = await page.evaluate((expected) => {
    return [...document.querySelectorAll('script:not([src]), style')]
      .filter((el) => (el as HTMLElement).nonce !== expected)
      .map((el) => el.outerHTML.slice(0, 80));
  }, nonce);
  expect(untagged).toEqual([]);

  // Hydrated: a click is handled by React.
  const star = page.getByRole('button', { name: /^Favourite: / }).first();
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  expect(problems).toEqual([]);

  // A fresh nonce per response.
  const again = await page.request.get(brandUrl('zedbet'));
  expect(again.headers()['content-security-policy']).not.toContain(nonce);
});

test('/api, /xapi and /auth reach the platform through the app; nothing else is proxied', async ({
  request,
}) => {
  const settings = await request.get(brandUrl('dafakenya', '/api/all_cached_settings'), {
    headers: { 'X-SB-Brand': 'dafakenya' },
  });
  expect(settings.status()).toBe(200);
  expect((await settings.json()).currencyCode).toBe('KES');
  const tree = await request.get(brandUrl('dafakenya', '/xapi/rest/eventpathtree'), {
    headers: { 'X-SB-Brand': 'dafakenya' },
  });
  expect(tree.status()).toBe(200);
  // The sandbox's admin calls are not proxied: the app answers with its own "page not found".
  const admin = await request.get(brandUrl('dafakenya', '/__admin/faults'), { maxRedirects: 0 });
  expect(admin.headers()['content-type']).toContain('text/html');
  expect(await admin.text()).toContain('Page not found');
});

test('the sandbox admin and unknown platform paths are unreachable through every brand app', async ({
  request,
}) => {
  const probes: [method: 'GET' | 'POST' | 'DELETE', path: string][] = [
    ['GET', '/auth/__admin/faults'],
    ['POST', '/auth/__admin/faults'],
    ['DELETE', '/auth/__admin/faults'],
    ['POST', '/auth/__admin/wallets/demo/credit'],
    ['GET', '/auth/__admin/one-time-codes'],
    ['POST', '/auth/__admin/reset'],
    ['GET', '/api/__admin/faults'],
    ['GET', '/xapi/__admin/faults'],
    ['GET', '/auth/health'],
    ['GET', '/api/health'],
    ['GET', '/auth/xapi/rest/eventpathtree'],
    ['GET', '/xapi/rest/betslips/retailcodes/ABCDEF'],
    ['GET', '/api/unknown'],
    ['POST', '/api/all_cached_settings'],
    ['DELETE', '/xapi/rest/events'],
    ['GET', '/xapi/rest/events/%2e%2e%2f__admin%2ffaults'],
  ];
  for (const brand of ['zedbet', 'dafabet', 'dafakenya']) {
    for (const [method, path] of probes) {
      const response = await request.fetch(brandUrl(brand, path), {
        method,
        headers: { 'X-SB-Brand': brand, 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { data: { amount: 1000 } }),
        maxRedirects: 0,
      });
      expect(response.status(), `${brand} ${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ error: 'not_found' });
    }
  }
  // The allowlisted auth calls still get through: a wrong password is the platform's own answer.
  const login = await request.post(brandUrl('zedbet', '/xapi/icore/players/login'), {
    headers: { 'X-SB-Brand': 'zedbet' },
    data: { username: 'nobody', password: 'wrong' },
  });
  expect(login.status()).toBe(401);
});

test('bad requests get the right 4xx from the app, with no internals', async ({ request }) => {
  for (const path of ['/sports/%ff', '/events/%ZZ', '/es/sports/%E0%A4%A']) {
    const response = await request.get(brandUrl('zedbet', path));
    expect(response.status(), path).toBe(400);
    expect(await response.text()).toBe('Bad request');
  }
  for (const method of ['TRACE', 'PUT', 'DELETE', 'OPTIONS']) {
    const response = await request.fetch(brandUrl('zedbet', '/sports'), { method });
    expect(response.status(), method).toBe(405);
    expect(response.headers()['allow']).toBe('GET, HEAD, POST');
  }
  // A page path loaded as an image (a broken relative image in operator HTML): a plain 404 at
  // once, not a not-found page rendered for a browser that cannot show it.
  const image = await request.get(brandUrl('zedbet', '/live/x'), {
    headers: { 'sec-fetch-dest': 'image' },
  });
  expect(image.status()).toBe(404);
  expect(image.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await image.text()).toBe('Not found');
  // A body over the platform's limit is refused by the app, never cut short and forwarded.
  const big = await request.post(brandUrl('zedbet', '/xapi/rest/betslips/selections'), {
    headers: { 'content-type': 'application/json' },
    data: 'x'.repeat(1024 * 1024 + 1),
  });
  expect(big.status()).toBe(413);
  expect(await big.json()).toEqual({ error: 'payload_too_large' });
});

test('test origins may frame the app only where the test servers add them', async ({ request }) => {
  const testOrigin = 'http://127.0.0.1:4100';
  const withHook = await request.get(brandUrl('zedbet'));
  expect(withHook.headers()['content-security-policy']).toContain(
    `frame-ancestors 'self' ${getBrand('zedbet').embed.allowedHosts.join(' ')} ${testOrigin}`,
  );
  // The faulty app is started as production is, without CLEM_EXTRA_EMBED_ORIGINS.
  const production = await request.get(`http://localhost:${ports.faulty}/sports`);
  const csp = production.headers()['content-security-policy'] ?? '';
  const frameAncestors = /frame-ancestors ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(frameAncestors).toContain("'self'");
  expect(csp).not.toContain(testOrigin);
  expect(frameAncestors).not.toMatch(/127\.0\.0\.1|localhost/);
  // Connections: its own origin and its platform's push service (the live stream), nothing else.
  expect(csp).toContain(`connect-src 'self' http://127.0.0.1:${ports.faultSandbox};`);
});

test('30 wrong passwords, then the right one: the account is locked, and the player is told', async ({
  page,
}) => {
  // The faulty app and its own sandbox, so no other test meets the lock.
  const faulty = (path: string) => `http://localhost:${ports.faulty}${path}`;
  const admin = `http://127.0.0.1:${ports.faultSandboxAdmin}/__admin`;
  const player = 'demo_gold';
  await page.request.post(`${admin}/players/${player}/reset`, { data: { brand: 'zedbet' } });
  try {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await page.request.post(faulty('/auth/accounts/sessions?l=en&mc=mobile'), {
        headers: { 'X-SB-Brand': 'zedbet' },
        data: {
          username: player,
          password: `wrong${attempt}`,
          device: { clientType: 'Browser', deviceId: 'e2e-throttle', deviceType: 'Mobile' },
        },
      });
      statuses.push(response.status());
    }
    // Five wrong passwords, then every attempt is refused before the password is checked.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([403]));

    await page.goto(faulty('/sports'));
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Username').fill(player);
    await dialog.getByLabel('Password', { exact: true }).fill('demo1234');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Your player account is locked.');
    await expect(page.getByRole('button', { name: `Account menu for ${player}` })).toHaveCount(0);
  } finally {
    await page.request.post(`${admin}/players/${player}/reset`, { data: { brand: 'zedbet' } });
  }
});
