import { expect, test } from '@playwright/test';
import { brandUrl, dismissNewsPopup, expectNoIndex, gotoHydrated, ports } from './support';

test('choosing a language goes to the same page in it and remembers it in NEXT_USER_LOCALE', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, brandUrl('zedbet'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('link', { name: /Español/ }).click();
  await expect(page).toHaveURL(/\/es\/sports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deportes' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_USER_LOCALE');
  expect(cookie?.value).toBe('es');
  expect(cookie?.sameSite).toBe('Lax');
  // The proxy asks for 2100 (spec); Chromium keeps cookies at most 400 days, so check the clamp.
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(390);

  // The unprefixed path now follows the remembered language.
  // Wait for the page to hydrate before opening the menu (a click before that does nothing).
  await gotoHydrated(page, brandUrl('zedbet'));
  await expect(page).toHaveURL(/\/es\/sports$/);

  // Back to English drops the prefix and updates the cookie.
  const english = page.getByRole('link', { name: /English/ });
  await expect(async () => {
    await page.getByRole('button', { name: /Idioma/ }).click();
    await expect(english).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await english.click();
  await expect(page).toHaveURL(`http://localhost:${ports.brand('zedbet')}/sports`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'NEXT_USER_LOCALE')?.value).toBe('en');
});

test('a brand with one language shows no language selector', async ({ page }) => {
  await dismissNewsPopup(page, 'dafaghana');
  await gotoHydrated(page, brandUrl('dafaghana'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Language/ })).toHaveCount(0);
});

test('Spain defaults to Spanish without a prefix; 777baby serves Japanese at /ja', async ({
  browser,
}) => {
  // A browser language the brand does not offer: the brand's default applies (next-intl would
  // otherwise pick an offered language from Accept-Language).
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await gotoHydrated(page, brandUrl('dafaspain'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Deportes' })).toBeVisible();
  await gotoHydrated(page, brandUrl('777baby', '/ja/sports'));
  await expect(page.getByRole('heading', { level: 1, name: 'スポーツ' })).toBeVisible();
  await context.close();
});

test('an unknown locale prefix is not served as a page', async ({ page }) => {
  // Not a locale: the path falls to the frame's "page not found" (a 404 marked noindex, see
  // createCatchAllPage) instead of serving /sports.
  const response = await gotoHydrated(page, brandUrl('zedbet', '/xx/sports'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectNoIndex(page);
});
