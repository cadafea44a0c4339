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
  // A first visit sets the language cookie, and with it the visitor asks for the variant of
  // returning visitors (the cookie picks the variant): rendered once each.
  for (const visit of ['first visit', 'returning']) {
    const rendered = await page.request.get(url);
    expect(rendered.headers()['x-clem-cache'], visit).toBe('miss');
    expect(rendered.headers()).not.toHaveProperty('x-clem-page-cache');
  }
  const first = await page.request.get(url);
  expect(first.headers()['x-clem-cache']).toBe('hit');
  const firstNonce = nonceOf(first.headers()['content-security-policy']);
  expect(firstNonce).toMatch(/^[A-Za-z0-9_-]{22}$/);

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
  let cacheStatus: string | undefined = undefined;
  await page.route(url, async (route) => {
    const response = await route.fetch();
    cacheStatus = response.headers()['x-clem-cache'];
    if (cacheStatus === 'miss') return route.fulfill({ response });
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    const body = (await response.text()).replace(
      '<head>',
      `<head><script>window.injected = 1</script><script nonce="${firstNonce}">window.replayed = 1</script>`,
    );
    await route.fulfill({ status: response.status(), headers, body });
  });
  // The browser's own variant is rendered once, then copied: its Accept-Language, and the view
  // cookie the page writes on a first visit (the time zone), each pick a variant of their own.
  for (let visit = 0; visit < 4 && !['hit', 'stale'].includes(cacheStatus ?? ''); visit += 1) {
    // (Elsewhere first: Chromium turns a navigation to the page it shows into a reload.)
    await page.goto('about:blank');
    await page.goto(url);
  }
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
    // The first visit is rendered (nothing of the player's was stored); the next ones are copies
    // (a returning visitor's language cookie may pick a variant rendered once more).
    const visitorPage = await visitor.newPage();
    const statuses: (string | undefined)[] = [];
    for (let visit = 0; visit < 3; visit += 1) {
      await visitorPage.goto('about:blank');
      const answer = await visitorPage.goto(brandUrl('zedbet', path));
      statuses.push(answer?.headers()['x-clem-cache']);
    }
    expect(statuses[0]).toBe('miss');
    expect(['hit', 'stale']).toContain(statuses[2]);
    await expect(logIn(visitorPage)).toBeVisible();
  } finally {
    await visitor.close();
  }

  // The player, asking again, still gets their own render, never the visitor's copy.
  await page.goto('about:blank');
  const again = await page.goto(brandUrl('zedbet', path));
  expect(again?.headers()['x-clem-cache']).toBe('bypass');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(logIn(page)).toHaveCount(0);
});
