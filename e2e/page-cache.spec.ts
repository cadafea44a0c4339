import { expect, test, type Page } from '@playwright/test';
import { brandUrl, logInAsDemo } from './support';

/**
 * The brand server's shared page cache (packages/shell/src/server/pageCache.mjs), on the
 * standalone server every test runs against: a logged-out visitor's prematch page comes from
 * memory with a nonce of its own, the CSP still refuses a script the server did not stamp, and a
 * logged-in player's page is never taken from it nor put in it.
 */

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

/** A path of its own per test run, so the first answer is the render and the next the copy. */
function freshPath(): string {
  return `/sports?cache-check=${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Records the CSP violations the page reports (an init script runs outside the CSP). */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.sample}`);
    });
  });
}

test('a logged-out visitor gets /sports from the cache, with its own nonce, and injected scripts stay refused', async ({
  page,
}) => {
  const url = brandUrl('zedbet', freshPath());
  const first = await page.request.get(url);
  expect(first.headers()['x-clem-cache']).toBe('miss');
  const firstNonce = nonceOf(first.headers()['content-security-policy']);
  expect(firstNonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(first.headers()).not.toHaveProperty('x-clem-page-cache');

  const second = await page.request.get(url);
  expect(['hit', 'stale']).toContain(second.headers()['x-clem-cache']);
  expect(second.headers()).not.toHaveProperty('x-clem-page-cache');
  expect(second.headers()['cache-control']).toContain('private');
  // Its age, for the page's first price refresh (sports' PageRefresher).
  expect(second.headers()['server-timing']).toMatch(/age;dur=\d+/);
  const secondNonce = nonceOf(second.headers()['content-security-policy']);
  expect(secondNonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(secondNonce).not.toBe(firstNonce);
  const html = await second.text();
  expect(html).not.toContain(firstNonce);
  const tags = html.match(/<(script|style)\b[^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThan(0);
  expect(tags.filter((tag) => !tag.includes(`nonce="${secondNonce}"`))).toEqual([]);

  // The browser's copy, with two scripts slipped into it on the way: one without a nonce and one
  // with the nonce an earlier answer carried. Neither runs; the page's own scripts do.
  await recordViolations(page);
  let cacheStatus: string | undefined;
  await page.route(url, async (route) => {
    const response = await route.fetch();
    cacheStatus = response.headers()['x-clem-cache'];
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    const body = (await response.text()).replace(
      '<head>',
      `<head><script>window.injected = 1</script><script nonce="${firstNonce}">window.replayed = 1</script>`,
    );
    await route.fulfill({ status: response.status(), headers, body });
  });
  await page.goto(url);
  expect(['hit', 'stale']).toContain(cacheStatus);
  const star = page.getByRole('button', { name: /^Favourite: / }).first();
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  expect(
    await page.evaluate(() => [
      (window as unknown as { injected?: number }).injected,
      (window as unknown as { replayed?: number }).replayed,
    ]),
  ).toEqual([undefined, undefined]);
  const violations = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );
  expect(violations.filter((v) => v.startsWith('script-src-elem'))).toHaveLength(2);
});

test('a logged-in player is never served from the cache, and their page is never stored', async ({
  page,
  browser,
}) => {
  const path = freshPath();
  await page.goto(brandUrl('zedbet', '/sports'));
  await logInAsDemo(page);
  const logIn = (on: Page) => on.getByRole('banner').getByRole('button', { name: 'Log in' });

  // The player's own page first: rendered for them, not stored.
  const mine = await page.goto(brandUrl('zedbet', path));
  expect(mine?.headers()['x-clem-cache']).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(logIn(page)).toHaveCount(0);

  // A visitor without cookies: the page is rendered for them (nothing was stored), then shared.
  const visitor = await browser.newContext();
  try {
    const first = await visitor.request.get(brandUrl('zedbet', path));
    expect(first.headers()['x-clem-cache']).toBe('miss');
    const visitorPage = await visitor.newPage();
    const copy = await visitorPage.goto(brandUrl('zedbet', path));
    expect(['hit', 'stale']).toContain(copy?.headers()['x-clem-cache']);
    await expect(logIn(visitorPage)).toBeVisible();
  } finally {
    await visitor.close();
  }

  // The player, asking again, still gets their own render, never the visitor's copy.
  const again = await page.goto(brandUrl('zedbet', path));
  expect(again?.headers()['x-clem-cache']).toBe('bypass');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(logIn(page)).toHaveCount(0);
});
