import { getBrand, routesFor, type BrandId } from '@clem/brand-config';
import { expect, test, type Page } from '@playwright/test';
import {
  brandUrl,
  dismissNewsPopup,
  expectNoAxeViolations,
  expectNoIndex,
  gotoHydrated,
  watchForBreakage,
} from './support';

/** The frame's "page not found" heading in the languages these brands are visited in. */
const notFoundTitle: Record<string, string> = {
  en: 'Page not found',
  es: 'Página no encontrada',
  de: 'Seite nicht gefunden',
  sw: 'Ukurasa haukupatikana',
};

/** Brands with different default languages and capabilities (dafakenya has the jackpot flag). */
const cases: { brand: BrandId; prefixed: string }[] = [
  { brand: 'zedbet', prefixed: 'es' },
  { brand: 'dafakenya', prefixed: 'sw' },
  { brand: 'dafaspain', prefixed: 'en' },
  { brand: 'kasino', prefixed: 'de' },
];

/**
 * The friendly not-found page inside the frame, marked noindex, in the page's language (`locale`,
 * or the one the brand chose for the browser on an unprefixed path).
 */
async function expectFriendlyNotFound(page: Page, locale?: string): Promise<void> {
  const lang = locale ?? (await page.locator('html').getAttribute('lang'))?.slice(0, 2) ?? '';
  const title = notFoundTitle[lang];
  if (!title) throw new Error(`no not-found title for ${lang}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoIndex(page);
}

for (const { brand: id, prefixed } of cases) {
  const brand = getBrand(id);

  test(`${id}: an unknown path answers 404 with the friendly page in the frame`, async ({
    page,
  }) => {
    const problems = watchForBreakage(page);
    await dismissNewsPopup(page, id);
    for (const path of ['/live-scores', '/sports-typo', '/nonsense/deeper']) {
      const response = await gotoHydrated(page, brandUrl(id, path));
      expect(response?.status(), path).toBe(404);
      await expectFriendlyNotFound(page);
    }
    const response = await gotoHydrated(page, brandUrl(id, `/${prefixed}/nonsense`));
    expect(response?.status()).toBe(404);
    await expectFriendlyNotFound(page, prefixed);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${prefixed}`));
    // The page's styles and scripts carry the response's nonce: nothing is blocked.
    expect(problems).toEqual([]);
  });

  test(`${id}: /jackpot is a 404 exactly when the brand has no jackpot route`, async ({ page }) => {
    await dismissNewsPopup(page, id);
    const isRoute = routesFor(brand).some((route) => route.segment === 'jackpot');
    const response = await gotoHydrated(page, brandUrl(id, '/jackpot'));
    expect(response?.status()).toBe(isRoute ? 200 : 404);
    if (!isRoute) await expectFriendlyNotFound(page);
  });

  test(`${id}: known pages still answer 200`, async ({ page }) => {
    await dismissNewsPopup(page, id);
    for (const path of ['/sports', `/${prefixed}/sports`]) {
      const response = await page.goto(brandUrl(id, path));
      expect(response?.status(), path).toBe(200);
    }
  });
}

test('the not-found page is accessible (axe)', async ({ page }) => {
  await dismissNewsPopup(page, 'zedbet');
  const response = await gotoHydrated(page, brandUrl('zedbet', '/live-scores'));
  expect(response?.status()).toBe(404);
  await expectNoAxeViolations(page);
});
