import { expect, test, type Page } from '@playwright/test';
import { brandUrl, gotoHydrated } from './support';

/**
 * Records <html data-theme> at the moment <body> is first parsed: if it is already the player's
 * choice then, the first paint has the right theme (no flash).
 */
async function recordThemeAtFirstBody(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __themeAtBody?: string | null };
    new MutationObserver((_, observer) => {
      if (document.body) {
        w.__themeAtBody = document.documentElement.getAttribute('data-theme');
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test('a stored dark choice is applied before the first paint', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('clem-theme', 'dark'));
  await recordThemeAtFirstBody(page);
  await page.goto(brandUrl('zedbet'));
  expect(
    await page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody),
  ).toBe('dark');
});

test('?theme=light overrides the default before the first paint', async ({ page }) => {
  await recordThemeAtFirstBody(page);
  await page.goto(brandUrl('dafabet', '/sports?theme=light'));
  expect(
    await page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody),
  ).toBe('light');
});

test('switching light/dark/system changes colours at once and survives a reload', async ({
  page,
}) => {
  await gotoHydrated(page, brandUrl('zedbet'));
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  // The radios are drawn by their labels; a player taps the label. On a phone the switch lives
  // in the menu's settings popup (tier 5, the settings panel), on a desktop in the header.
  const showControls = async () => {
    if (
      await page
        .locator('label:visible')
        .filter({ hasText: /^Dark$/ })
        .count()
    )
      return;
    if (!(await page.getByRole('dialog', { name: 'Menu' }).isVisible())) {
      await page.getByRole('button', { name: 'Open menu' }).click();
    }
    await page.getByRole('button', { name: 'Settings' }).click();
  };
  // The header switch applies at once; the menu's settings panel applies on Save.
  const choose = async (name: string) => {
    await showControls();
    await page
      .locator('label:visible')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .first()
      .click();
    const panel = page.getByRole('form', { name: 'Settings' });
    if (await panel.isVisible()) await panel.getByRole('button', { name: 'Save' }).click();
  };
  await choose('Light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const light = await background();

  await choose('Dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await background();
  expect(dark).not.toBe(light);
  expect(await page.evaluate(() => localStorage.getItem('clem-theme'))).toBe('dark');

  await recordThemeAtFirstBody(page);
  await page.reload();
  expect(
    await page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody),
  ).toBe('dark');
  await showControls();
  await expect(page.getByRole('radio', { name: 'Dark' }).first()).toBeChecked();
  await page.keyboard.press('Escape');

  await page.emulateMedia({ colorScheme: 'dark' });
  await choose('System');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
  expect(await background()).toBe(dark);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await background()).toBe(light);
});
