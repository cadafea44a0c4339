import { expect, test } from '@playwright/test';
import { brandUrl, dismissNewsPopup, gotoHydrated, watchForBreakage } from './support';

/**
 * Sports pages say who they are: a title naming the sport, league or event; one address per
 * event (another name in the slug answers 308 to the event's own, locale and query kept); and a
 * slug that can name no event answers a real 404 with the friendly page in the frame. Operator
 * content is text where it is text and sanitised HTML where it is HTML.
 */

const LEAGUE = '/sports/competitions/football/england/premier-league';

test('sport, league and event pages have their own titles', async ({ page }) => {
  const problems = watchForBreakage(page);
  await dismissNewsPopup(page, 'zedbet');
  await gotoHydrated(page, brandUrl('zedbet', '/sports/1-FOOT'));
  await expect(page).toHaveTitle('Football betting – Zedbet');

  await gotoHydrated(page, brandUrl('zedbet', LEAGUE));
  await expect(page).toHaveTitle('Premier League – England – Football – Zedbet');
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveAttribute('content', /Premier League/);

  const eventLink = page.getByRole('main').locator('a[href*="/events/"]').first();
  const href = await eventLink.getAttribute('href');
  expect(href).toBeTruthy();
  await gotoHydrated(page, brandUrl('zedbet', new URL(href ?? '', 'http://x').pathname));
  await expect(page).toHaveTitle(/^.+ – Football – Zedbet$/);
  expect(await page.title()).not.toBe('Zedbet – Sports betting');
  expect(problems).toEqual([]);
});

test('an event asked for by another name answers 308 to its own slug', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, brandUrl('zedbet', LEAGUE));
  const href = await page
    .getByRole('main')
    .locator('a[href*="/events/"]')
    .first()
    .getAttribute('href');
  const own = new URL(href ?? '', 'http://x').pathname;
  const id = /\/events\/(\d+)/.exec(own)?.[1];
  expect(id).toBeTruthy();

  const wrong = await request.get(
    brandUrl('zedbet', `/events/${id}-stoke-city-vs-arsenal?backTo=%2Fsports&x=1`),
    { maxRedirects: 0 },
  );
  expect(wrong.status()).toBe(308);
  expect(new URL(wrong.headers()['location'] ?? '', 'http://x').pathname).toBe(own);
  expect(wrong.headers()['location']).toContain('backTo=%2Fsports');
  expect(wrong.headers()['location']).toContain('x=1');

  // Its own slug is served as is (asked before the Spanish one, which remembers Spanish).
  const right = await request.get(brandUrl('zedbet', own), { maxRedirects: 0 });
  expect(right.status()).toBe(200);

  const prefixed = await request.get(brandUrl('zedbet', `/es/events/${id}-wrong-name`), {
    maxRedirects: 0,
  });
  expect(prefixed.status()).toBe(308);
  expect(new URL(prefixed.headers()['location'] ?? '', 'http://x').pathname).toBe(`/es${own}`);
});

test('an event slug that names no event answers 404 with the friendly page', async ({ page }) => {
  await dismissNewsPopup(page, 'zedbet');
  const response = await gotoHydrated(page, brandUrl('zedbet', '/events/nope'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('operator content shows no markup as text, and the footer names each link once', async ({
  page,
}) => {
  await dismissNewsPopup(page, 'zedbet');
  await gotoHydrated(page, brandUrl('zedbet'));
  const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
  expect(text).not.toMatch(/<\s*(img|a|script|iframe|svg)\b/i);
  expect(text).not.toContain('TermsTerms');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Terms', exact: true })).toHaveCount(1);
  // The hostile link keeps its words but not its javascript: address.
  for (const href of await footer
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    expect(href.trim().toLowerCase()).not.toMatch(/^(javascript|data):/);
  }
});
