import { expect, test, type Locator, type Page } from '@playwright/test';
import { oddsButton, rows, slip } from './slip';
import { brandUrl, dismissNewsPopup, ports, resetPlayer } from './support';

/**
 * Betting by keyboard on a desktop (1366×900): the skip link, first in the tab order, lands on the
 * main content, past the header's links and the sports menu (its own landmark beside main); a
 * few Tabs reach the first price; Enter picks it; the "Go to betslip" button right after the
 * picked price takes the player to its stake; logging in by keyboard leaves focus on the page.
 *
 * Tab counts, from the markup in order. Before: 56 Tabs from the top of /sports to the first
 * price, 40 after "Skip to content" (it focused the main landmark, which held the sports menu),
 * and 23 from a picked price to the slip's stake. After: Tab and Enter on "Skip to content", then
 * 4 Tabs from the Highlights heading (the league's title link, the event link, its markets link,
 * the first price), and 1 Tab and Enter from the picked price to its stake.
 */

const PASSWORD = 'demo1234';
/** Tabs after "Skip to content" to the first price: 4 measured, room for a longer row. */
const MAX_TABS_AFTER_SKIP = 8;
/** Tabs from a picked price to its stake ("Go to betslip" is the next stop; Enter goes there). */
const MAX_TABS_TO_STAKE = 3;

test.describe.configure({ timeout: 120_000 });

/** Whether `locator` has focus; an element not on the page (yet) has not, without waiting for it. */
const isFocused = (locator: Locator) =>
  locator
    .evaluate((element) => element === document.activeElement, undefined, { timeout: 1000 })
    .catch(() => false);

const admin = `http://127.0.0.1:${ports.sandboxAdmin}/__admin`;

/** Presses Tab until `target` has focus; answers how many presses it took (or max + 1). */
async function tabUntil(page: Page, target: Locator, max: number): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return presses;
  }
  return max + 1;
}

const focusIsOnBody = (page: Page) =>
  page.evaluate(() => document.activeElement === null || document.activeElement === document.body);

test(
  'a keyboard player logs in, skips to the prices, picks one and stakes it',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await resetPlayer(page, 'demo', 'zedbet');
    await page.goto(brandUrl('zedbet', '/sports'));
    await dismissNewsPopup(page, 'zedbet');

    // Logging in by keyboard: focus comes back to the page, not to its body.
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog.getByLabel('Username')).toBeFocused();
    await page.keyboard.type('demo');
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect.poll(() => focusIsOnBody(page)).toBe(false);
    // The header's account control, or the page's main heading while the header swaps its controls.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const focused = document.activeElement;
          return Boolean(focused?.closest('header') ?? focused?.matches('main h1, main h2'));
        }),
      )
      .toBe(true);

    // From the top of the page: the skip link first, then a few Tabs to the first price.
    await page.reload();
    // The session restored: the logged-in header in place (not its placeholder) before the first
    // Tab, so the header's swap cannot move focus under the keys.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
    // The first priced row's event stays prematch while the test runs: one that kicks off meanwhile
    // (the sandbox starts events at their time) leaves the list, with the focused price in it.
    const eventId = await rows(page)
      .filter({ has: page.locator('button.cs-ob:not([disabled])') })
      .first()
      .getAttribute('data-event-id');
    const freeze = (frozen: boolean) =>
      page.request.post(`${admin}/live/events/${eventId}/freeze`, { data: { frozen } });
    expect((await freeze(true)).ok()).toBe(true);
    try {
      await pickAndStakeByKeyboard(page);
    } finally {
      await freeze(false);
    }
  },
);

/** From the top of a logged-in /sports: skip link, Tabs to the first price, Enter, its stake. */
async function pickAndStakeByKeyboard(page: Page) {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  const price = oddsButton(page, 0);
  const tabs = await tabUntil(page, price, 60);
  test.info().annotations.push({ type: 'tabs after skip link', description: String(tabs) });
  expect(tabs).toBeLessThanOrEqual(MAX_TABS_AFTER_SKIP);

  // Enter picks it; focus stays on the price.
  await page.keyboard.press('Enter');
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  await expect(price).toBeFocused();
  await expect(slip(page)).toBeVisible();

  // The next stop is "Go to betslip"; Enter puts focus on the new selection's stake.
  const go = page.getByRole('button', { name: 'Go to betslip' });
  const toGo = await tabUntil(page, go, MAX_TABS_TO_STAKE);
  expect(toGo).toBeLessThanOrEqual(MAX_TABS_TO_STAKE);
  await page.keyboard.press('Enter');
  const stakeField = slip(page)
    .getByRole('textbox', { name: /^Stake for / })
    .first();
  await expect(stakeField).toBeFocused();
  await page.keyboard.type('2');
  await expect(stakeField).toHaveValue('2');

  await slip(page).getByRole('button', { name: 'Remove all' }).click();
}

test(
  'the sports menu is its own landmark beside main, and the slip is the Betslip region',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto(brandUrl('zedbet', '/sports'));
    await dismissNewsPopup(page, 'zedbet');
    const main = page.getByRole('main');
    await expect(page.getByRole('complementary', { name: 'Side menu' })).toBeVisible();
    await expect(main.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Betslip' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Betslip' })).toHaveCount(0);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  },
);
