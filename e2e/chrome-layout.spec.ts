import { expect, test, type Locator, type Page } from '@playwright/test';
import { isMobile, oddsButton, slip } from './slip';
import { brandUrl, dismissNewsPopup, gotoHydrated, resetPlayer } from './support';

/**
 * What floats and what wraps, as a player sees it on a phone (320–430 px) and a desktop: the
 * header bar stays one row in every language, logged in or not; nothing scrolls sideways; the
 * login dialog's fields sit inside the dialog and the screen; Back to top never covers a
 * control; the desktop slip stays open across a navigation and a reload.
 */

const PASSWORD = 'demo1234';
const LEAGUE = '/sports/competitions/football/england/premier-league';
/** One bar row: 3.5 rem plus its border, with room to spare, never two rows. */
const ONE_ROW_PX = 64;
const widths = [320, 390, 430];
const cases = [
  { brand: 'zedbet', username: 'demo', locales: ['en', 'es', 'pt'], code: false },
  { brand: 'dafabet', username: 'demo_otp', locales: ['sc', 'th', 'vn'], code: true },
];

const path = (locale: string, rest = '/sports') => (locale === 'en' ? rest : `/${locale}${rest}`);

/** Logs in through the English dialog (the fields by their names hold in every language). */
async function login(page: Page, username: string, code: boolean) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  if (code) {
    const step = page.getByRole('dialog', { name: 'One-time code' });
    await step.getByLabel('One-time code').fill('123456');
    await step.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect.poll(() => page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();
}

async function expectOneRowAndNoSideScroll(page: Page, what: string) {
  const bar = page.locator('header [data-variant]').first();
  await expect(bar).toBeVisible();
  const box = await bar.boundingBox();
  expect(box?.height ?? 0, `${what}: header bar height`).toBeLessThanOrEqual(ONE_ROW_PX);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what}: sideways scroll`).toBeLessThanOrEqual(innerWidth);
  // A control clipped by the bar does not scroll the page, but the player cannot reach it.
  const outside = await bar.evaluate((element) =>
    [...element.querySelectorAll('a, button')]
      .map((control) => ({ name: control.textContent?.trim(), r: control.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.left < -0.5 || r.right > window.innerWidth + 0.5))
      .map(({ name }) => name),
  );
  expect(outside, `${what}: controls past the screen's edge`).toEqual([]);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** No visible control in `controls` shares a pixel with `floating`. */
async function expectClearOf(floating: Locator, controls: Locator, what: string) {
  const over = await floating.boundingBox();
  if (!over) throw new Error(`${what}: the floating control is not on screen`);
  for (const box of await controls.evaluateAll((elements) =>
    elements.map((element) => {
      const r = element.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  )) {
    if (box.width === 0 || box.height === 0) continue;
    expect(overlaps(over, box), `${what}: covers a control at ${JSON.stringify(box)}`).toBe(false);
  }
}

test.describe('the phone header and login dialog', { tag: '@mobile-only' }, () => {
  for (const { brand, username, locales, code } of cases) {
    test(`${brand}: one row and no sideways scroll at 320–430 px, logged out and in`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await dismissNewsPopup(page, brand);
      await resetPlayer(page, username, brand);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 844 });
        for (const locale of locales) {
          await page.goto(brandUrl(brand, path(locale)));
          await expectOneRowAndNoSideScroll(page, `${brand} ${locale} ${width}px logged out`);
        }
        // The login dialog at this width: every field and button inside its box and the screen
        // (in English: forget the language the last page remembered).
        await page.context().clearCookies({ name: 'NEXT_USER_LOCALE' });
        await page.goto(brandUrl(brand, path('en')));
        await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
        const dialog = page.getByRole('dialog', { name: 'Log in' });
        await expect(dialog).toBeVisible();
        const outer = await dialog.boundingBox();
        if (!outer) throw new Error('no dialog box');
        expect(outer.x).toBeGreaterThanOrEqual(0);
        expect(outer.x + outer.width).toBeLessThanOrEqual(width);
        for (const control of await dialog.locator('input, button, a').all()) {
          const box = await control.boundingBox();
          if (!box) continue;
          expect(box.x, 'control starts inside the dialog').toBeGreaterThanOrEqual(outer.x);
          expect(box.x + box.width, 'control ends inside the dialog').toBeLessThanOrEqual(
            outer.x + outer.width + 0.5,
          );
        }
        const sideways = await dialog.evaluate(
          (element) => element.scrollWidth > element.clientWidth,
        );
        expect(sideways, 'the dialog scrolls sideways').toBe(false);
        await page.keyboard.press('Escape');
      }

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(brandUrl(brand, path('en')));
      await login(page, username, code);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 844 });
        for (const locale of locales) {
          await page.goto(brandUrl(brand, path(locale)));
          await expect(page.locator('header .ch-account')).toBeVisible();
          await expectOneRowAndNoSideScroll(page, `${brand} ${locale} ${width}px logged in`);
        }
      }
      await page.context().clearCookies({ name: 'NEXT_USER_LOCALE' });
      await page.goto(brandUrl(brand, path('en')));
      await expect(
        page.getByRole('banner').getByRole('button', { name: `Account menu for ${username}` }),
      ).toBeVisible();
    });
  }
});

test('Back to top never covers a control', async ({ page }) => {
  await dismissNewsPopup(page, 'zedbet');
  await gotoHydrated(page, brandUrl('zedbet', LEAGUE));
  if (isMobile(page)) {
    const back = page.getByRole('button', { name: 'Back to top' });
    // Scroll until the button shows (a scroll before hydration has no listener yet).
    await expect(async () => {
      await page.mouse.wheel(0, -300);
      await page.mouse.wheel(0, 100_000);
      await expect(back).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expectClearOf(back, page.locator('main button, main a, footer a'), 'at the page end');
  } else {
    // A logged-out pick asks to log in first: log in so the price lands on the slip.
    await resetPlayer(page, 'demo', 'zedbet');
    await login(page, 'demo', false);
    await oddsButton(page, 0).click();
    const place = slip(page).getByRole('button', { name: /^Place bet|^Log in to place/ });
    await expect(place).toBeVisible();
    for (const y of [400, 100_000]) {
      await page.mouse.wheel(0, y);
      const back = page.getByRole('button', { name: 'Back to top' });
      await expect(back).toBeVisible();
      await expectClearOf(back, slip(page).locator('button'), 'over the betslip column');
    }
  }
});

test(
  'the desktop slip stays as the player left it across a navigation and a reload',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await dismissNewsPopup(page, 'zedbet');
    await page.goto(brandUrl('zedbet', LEAGUE));
    await resetPlayer(page, 'demo', 'zedbet');
    await login(page, 'demo', false);
    await oddsButton(page, 0).click();
    await expect(slip(page)).toBeVisible();

    await page
      .getByRole('link', { name: /^Arsenal|^Chelsea|All markets/ })
      .first()
      .click();
    await page.waitForURL((url) => !url.pathname.endsWith('premier-league'));
    await expect(slip(page)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Open betslip/ })).toHaveCount(0);

    await page.reload();
    await expect(slip(page)).toBeVisible();

    await slip(page).getByRole('button', { name: 'Close betslip' }).click();
    await expect(slip(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: /^Open betslip/ })).toBeVisible();
    await expect(slip(page)).toBeHidden();
  },
);
