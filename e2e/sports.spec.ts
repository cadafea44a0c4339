import { brandIds, getBrand } from '@clem/brand-config';
import { expect, test } from '@playwright/test';
import {
  brandUrl,
  dismissNewsPopup,
  expectNoAxeViolations,
  expectNoAxeViolationsInTheme,
  gotoHydrated,
  watchForBreakage,
} from './support';

/** Chromium reports computed colours as rgb(); brand-config speaks hex. */
function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

for (const id of brandIds) {
  const brand = getBrand(id);

  test(`${id}: /sports shows the sandbox's sport tree in the brand's own theme`, async ({
    page,
  }, testInfo) => {
    const problems = watchForBreakage(page);
    await dismissNewsPopup(page, id);
    await gotoHydrated(page, brandUrl(id));
    await expect(page.locator('html')).toHaveAttribute('data-brand', id);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The sandbox serves at least 12 sports; the home lists every one (A–Z) with a link.
    const allSports = page.getByRole('main').locator('.cs-az a');
    await expect(allSports.first()).toBeVisible();
    expect(await allSports.count()).toBeGreaterThanOrEqual(12);

    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    const colours = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { background: style.backgroundColor, text: style.color };
    });
    expect(colours.background).toBe(hexToRgb(brand.theme.light.colors.background));
    expect(colours.text).toBe(hexToRgb(brand.theme.light.colors.text));
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      hexToRgb(brand.theme.dark.colors.background),
    );

    if (['zedbet', 'dafabet', 'dafaspain'].includes(id)) {
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
      await testInfo.attach(`${id}-${testInfo.project.name}-sports.png`, {
        body: await page.screenshot({ fullPage: false }),
        contentType: 'image/png',
      });
    }
    expect(problems).toEqual([]);
  });

  test(`${id}: /sports is accessible (axe) and keyboard reachable`, async ({ page }) => {
    await dismissNewsPopup(page, id);
    await gotoHydrated(page, brandUrl(id));
    await expectNoAxeViolations(page);
    await expectNoAxeViolationsInTheme(page, 'dark');
  });
}

test('keyboard: the skip link, then a top sport opens with Enter', async ({ page }) => {
  await gotoHydrated(page, brandUrl('zedbet'));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /Skip to content/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const football = page
    .getByRole('navigation', { name: 'Top sports' })
    .getByRole('link', { name: /^Football/ });
  await football.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sports\/1-FOOT$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football');
});

test('/sports ships no validation library to the browser (zod stays on the server)', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await gotoHydrated(page, brandUrl('zedbet'));
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('$ZodType'))).toEqual([]);
});
