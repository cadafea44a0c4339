import { expect, test, type Page } from '@playwright/test';
import { oddsButton, rows, slip, stake } from './slip';
import { brandUrl, dismissNewsPopup, resetPlayer, watchForBreakage } from './support';

/**
 * One formatter for prices and dates, as a player sees it on a phone and a desktop:
 * - negative odds follow the operator's `betslip_negative_odds_enabled`: off on zedbet (no US
 *   price below 2.00 shows a minus sign, in the lists, on an event page or in the slip), on for
 *   dafabet (US −200 style prices appear);
 * - My Bets dates a bet like the event lists (Today/Tomorrow or DD/MM/YYYY, then HH:mm).
 */

test.describe.configure({ timeout: 120_000 });

const LEAGUE = '/sports/competitions/football/england/premier-league';
const PASSWORD = 'demo1234';
/** The event date label of the lists, and of My Bets' selections. */
const DATE_LABEL = /^(Today|Tomorrow|\d{2}\/\d{2}\/\d{4}) \d{2}:\d{2}$/;

/** US odds chosen before the first page, as the player's view cookie carries the choice. */
async function chooseUsOdds(page: Page, brand: string) {
  await page
    .context()
    .addCookies([{ name: 'clem_view', value: 'o.us', url: brandUrl(brand, '/') }]);
}

/** Every price text on the page's odds buttons, once some are shown. */
async function prices(page: Page, scope = page.locator('main')): Promise<string[]> {
  const shown = scope.locator('button.cs-ob [data-testid="price"]');
  await expect(shown.first()).toBeVisible();
  return shown.allTextContents();
}

async function login(page: Page, username = 'demo') {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();
}

test('zedbet with US odds: no negative price in the list, on the event page or in the slip', async ({
  page,
}) => {
  const problems = watchForBreakage(page);
  await chooseUsOdds(page, 'zedbet');
  await page.goto(brandUrl('zedbet', LEAGUE));
  const listed = await prices(page);
  expect(listed.filter((text) => text.startsWith('-'))).toEqual([]);
  // Short prices show as decimal prices, long ones as +US.
  expect(listed.some((text) => /^\d+\.\d{2}$/.test(text))).toBe(true);
  expect(listed.some((text) => /^\+\d/.test(text))).toBe(true);

  await rows(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/events\/\d+-/);
  const onEventPage = await prices(page);
  expect(onEventPage.filter((text) => text.startsWith('-'))).toEqual([]);

  await page.goto(brandUrl('zedbet', LEAGUE));
  await login(page);
  await oddsButton(page, 0).click();
  await expect(slip(page)).toBeVisible();
  await expect(slip(page)).not.toContainText(/(^|\s)-\d{3}/);
  expect(problems).toEqual([]);
});

test('dafabet with US odds: negative prices appear where the operator turns them on', async ({
  page,
}) => {
  await dismissNewsPopup(page, 'dafabet');
  await chooseUsOdds(page, 'dafabet');
  await page.goto(brandUrl('dafabet', LEAGUE));
  const listed = await prices(page);
  expect(listed.some((text) => /^-\d{3,}/.test(text))).toBe(true);
  expect(listed.filter((text) => /^\d+\.\d{2}$/.test(text))).toEqual([]);
});

test('My Bets dates a bet the way the event lists date events', async ({ page }) => {
  await resetPlayer(page, 'demo', 'zedbet');
  await page.goto(brandUrl('zedbet', LEAGUE));
  const listDates = await page.locator('main time[data-date-label]').allTextContents();
  expect(listDates.length).toBeGreaterThan(0);
  for (const text of listDates) expect(text.trim()).toMatch(DATE_LABEL);

  await login(page);
  await oddsButton(page, 0).click();
  await expect(slip(page)).toBeVisible();
  await stake(page, slip(page).getByRole('textbox', { name: /^Stake for / }), '1');
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  await expect(slip(page).getByRole('heading', { name: 'Bet placed' })).toBeVisible();

  await page.goto(brandUrl('zedbet', '/open_bets'));
  const card = page.getByRole('main').getByRole('article').first();
  await expect(card).toBeVisible();
  // A selection's kick-off: "<event> · <date label>".
  const kickOff = card.getByText(/ · /).first();
  const [, label = ''] = (await kickOff.innerText()).split(' · ');
  expect(label.trim()).toMatch(DATE_LABEL);
  await expect(card.getByText(/^Placed \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
});
