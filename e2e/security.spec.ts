import { getBrand } from '@clem/brand-config';
import { expect, test } from '@playwright/test';
import { brandUrl, watchForBreakage } from './support';

test('pages carry a nonce-based CSP and security headers, and still hydrate', async ({ page }) => {
  const problems = watchForBreakage(page);
  const response = await page.goto(brandUrl('zedbet'), { waitUntil: 'networkidle' });
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

test('/api and /xapi reach the platform through the app; nothing else is proxied', async ({
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
