import { expect, test } from '@playwright/test';
import { FAULTY_CONTENT_MAX_AGE_MS } from './ports.mjs';
import { ports } from './support';

/**
 * Issue 25: a slow platform must not hold pages hostage. The server bounds every platform call
 * (3 s), asks once per request, remembers a timeout for a few seconds, keeps the last good
 * settings when a refresh fails, and sends the frame before a page's slow content.
 *
 * Each test has a modest time limit: before the fix a hanging settings call cost about 16 s per
 * page and a timing-out events call 8 s, so a regression fails here on time as well as on what
 * the page shows.
 */

const faulty = (path: string) => `http://localhost:${ports.faulty}${path}`;
/** The fault sandbox's admin API, on its own port. */
const admin = `http://127.0.0.1:${ports.faultSandboxAdmin}/__admin`;
const faults = `${admin}/faults`;
const PASSWORD = 'demo1234';
/** A call that hangs: far longer than the app's bound (and than any test here). */
const HANG_MS = 60_000;
/**
 * How long the faulty app reuses good settings without asking (its CLEM_CONTENT_MAX_AGE_MS in
 * e2e/servers.mjs; 30 s by default, see contentMaxAgeMs in serverPlatform.ts).
 */
const SETTINGS_MAX_AGE_MS = FAULTY_CONTENT_MAX_AGE_MS;

test.afterEach(async ({ request }) => {
  await request.delete(faults);
});

test('with the events call timing out, the frame comes first and the league shows its notice', async ({
  page,
  request,
}) => {
  test.setTimeout(20_000);
  await request.post(faults, {
    data: { match: '/xapi/rest/events', kind: 'latency', ms: HANG_MS },
  });
  // A league no other test of the fault sandbox opens (a timeout is remembered for a while).
  await page.goto(faulty('/sports/competitions/football/germany/bundesliga'), {
    waitUntil: 'commit',
  });
  // The header is there while the content area still waits for its events.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('[data-content-pending]')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'No events found for this event path.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bundesliga');
  await expect(page.locator('[data-content-pending]')).toHaveCount(0);
});

test.describe('with the settings call hanging', () => {
  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(SETTINGS_MAX_AGE_MS + 30_000);
    const api = await playwright.request.newContext();
    try {
      await api.delete(faults);
      // Once healthy: the app holds these settings as its last good ones…
      const healthy = await api.get(faulty('/sports'));
      expect(healthy.ok()).toBe(true);
    } finally {
      await api.dispose();
    }
    // …and they grow older than their max age, so the next page has to ask the platform again.
    await new Promise((resolve) => setTimeout(resolve, SETTINGS_MAX_AGE_MS + 1000));
  });

  test('a page keeps the last good settings: header links, quick links and Deposit', async ({
    page,
    request,
  }) => {
    test.setTimeout(20_000);
    const reset = await request.post(`${admin}/players/demo/reset`, { data: { brand: 'zedbet' } });
    expect(reset.ok()).toBe(true);
    await request.post(faults, {
      data: { match: '/api/all_cached_settings', kind: 'latency', ms: HANG_MS },
    });

    await page.goto(faulty('/sports'));
    const banner = page.getByRole('banner');
    await expect(banner).toBeVisible();
    // The sub-header (subheader_id) and the quick links (quick_links_coupon_group_id) come from
    // the settings: without the last good ones both would be missing.
    const headerLinks = page.getByRole('navigation', { name: 'Sections', exact: true });
    const quickLinks = page.getByRole('navigation', { name: 'Coupons', exact: true });
    await expect(headerLinks.getByRole('link', { name: 'Live Football' })).toBeVisible();
    await expect(quickLinks.getByRole('link', { name: 'Weekend specials' })).toBeVisible();

    // Deposit (the cashier targets of the settings) for a logged-in player.
    await banner.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Username').fill('demo');
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Deposit' })).toBeVisible();

    // Again while the failure is remembered: answered at once, with the same frame.
    await page.reload();
    await expect(banner.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(headerLinks.getByRole('link', { name: 'Live Football' })).toBeVisible();
    await expect(quickLinks.getByRole('link', { name: 'Weekend specials' })).toBeVisible();
  });
});
