import { expect, test, type Browser, type Page } from '@playwright/test';
import { brandUrl, gotoHydrated, logInAsDemo, ports } from './support';

const admin = `http://127.0.0.1:${ports.sandboxAdmin}/__admin`;

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
    // A request the browser gave up on (the page moved on) has no body left to read.
    const text = await response.text().catch(() => null);
    if (text === null) return;
    const body = text.replace(
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
    // (a returning visitor's cookies may pick a variant rendered once more). The page writes its
    // view cookie when the browser is first idle: the visits after it wait for it, so the second
    // and third carry the same cookies however late a busy machine got idle.
    const visitorPage = await visitor.newPage();
    const statuses: (string | undefined)[] = [];
    for (let visit = 0; visit < 3; visit += 1) {
      await visitorPage.goto('about:blank');
      const answer = await visitorPage.goto(brandUrl('zedbet', path));
      statuses.push(answer?.headers()['x-clem-cache']);
      if (visit === 0) {
        await expect
          .poll(async () => (await visitor.cookies()).some((c) => c.name === 'clem_view'))
          .toBe(true);
      }
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

/**
 * A player of their own on `url`, noting how each of the page's refreshes came. The page's clock
 * is held once it is hydrated (a held clock holds `performance` too, and with it the hydration
 * mark): `refreshNow` moves it past the refresh interval and brings the tab back, which refreshes
 * at once as a tab coming back after longer than the interval does (PageRefresher).
 */
async function playerOn(browser: Browser, url: string, logIn = false) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const refreshes: string[] = [];
  page.on('response', (response) => {
    const request = response.request();
    // The page's own flight (a link's prefetch asks for another page, with a prefetch header).
    const asked = new URL(request.url());
    asked.searchParams.delete('_rsc');
    const headers = request.headers();
    if (
      request.method() === 'GET' &&
      headers['rsc'] === '1' &&
      headers['next-router-prefetch'] === undefined &&
      asked.href === url
    ) {
      refreshes.push(response.headers()['x-clem-cache'] ?? 'rendered');
      void request
        .allHeaders()
        .then((h) =>
          console.log(
            'REQ',
            JSON.stringify(h.cookie),
            'RES',
            response.headers()['x-clem-cache'],
            response.headers()['set-cookie'],
            response.status(),
          ),
        );
    }
  });
  if (logIn) {
    await gotoHydrated(page, brandUrl('zedbet', '/sports'));
    await logInAsDemo(page);
  }
  await gotoHydrated(page, url);
  await page.clock.install();
  const refreshNow = async () => {
    await page.clock.fastForward(16_000);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => refreshes.length).toBeGreaterThan(0);
  };
  return { context, page, refreshes, refreshNow };
}

test("a logged-out page's 15 s refresh is rendered once for everyone on it, never for a logged-in player", async ({
  browser,
  page,
}) => {
  const url = brandUrl('zedbet', freshPath());
  const a = await playerOn(browser, url);
  const b = await playerOn(browser, url);
  // A prematch price moves; frozen, its event cannot go live meanwhile.
  const button = a.page.locator('li[data-event-id]:not([data-live]) button.cs-ob:not([disabled])');
  const outcomeId = await button.first().getAttribute('data-outcome-id');
  const eventId = await a.page
    .locator(`li[data-event-id]:has(button[data-outcome-id="${outcomeId}"])`)
    .first()
    .getAttribute('data-event-id');
  const others: Awaited<ReturnType<typeof playerOn>>[] = [];
  const price = (on: Page) =>
    on.locator(`button[data-outcome-id="${outcomeId}"]`).first().getByTestId('price');
  const before = Number(await price(a.page).textContent());
  const moved = (Math.round((before + 1.25) * 100) / 100).toFixed(2);
  const freeze = (frozen: boolean) =>
    page.request.post(`${admin}/live/events/${eventId}/freeze`, { data: { frozen } });
  expect((await freeze(true)).ok()).toBe(true);
  try {
    const set = await page.request.post(`${admin}/outcomes/${outcomeId}/price`, {
      data: { decimal: Number(moved) },
    });
    expect(set.ok()).toBe(true);
    // The first player's refresh is rendered and kept; the second's, seconds later, is that copy.
    for (const player of [a, b]) await player.refreshNow();
    expect(a.refreshes[0]).toBe('miss');
    expect(b.refreshes[0]).toBe('hit');
    // A logged-in player on the same page, at the same moment: their refresh is their own.
    const mine = await playerOn(browser, url, true);
    others.push(mine);
    await mine.refreshNow();
    expect(mine.refreshes).not.toContain('hit');
    expect(mine.refreshes[0]).toBe('bypass');
    // The copy is applied as the render was: the moved price on both logged-out pages. (The
    // player's own page lists by their settings, which may leave that event out.)
    for (const player of [a, b]) await expect(price(player.page)).toHaveText(moved);
    await expect(mine.page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(
      0,
    );
  } finally {
    await freeze(false);
    await Promise.all([a, b, ...others].map((player) => player.context.close()));
  }
});
