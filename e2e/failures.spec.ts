import { expect, test, type Page } from '@playwright/test';
import { oddsButton, slip, stake } from './slip';
import { ports } from './support';

/**
 * Failures that must say something (issue 25), on the faulty brand (zedbet against the fault
 * sandbox), on a phone and a desktop:
 *
 * - a failed balance call keeps the last balance in the header, marked as possibly out of date
 *   (after a reload too: the last balance is kept with the session), until a call succeeds;
 * - a failed selections refresh says so in the slip, politely, with "Try again", and keeps the
 *   player's selection and stake.
 */

test.describe.configure({ timeout: 120_000 });

const faulty = (path = '/sports') => `http://localhost:${ports.faulty}${path}`;
const admin = `http://127.0.0.1:${ports.faultSandboxAdmin}/__admin`;
const faults = `${admin}/faults`;
const LEAGUE = '/sports/competitions/football/england/premier-league';
const PASSWORD = 'demo1234';
const STALE = 'Balance may be out of date';

test.beforeEach(async ({ page }) => {
  await page.request.delete(faults);
  const reset = await page.request.post(`${admin}/players/demo/reset`, {
    data: { brand: 'zedbet' },
  });
  expect(reset.ok(), `${reset.status()} ${await reset.text()}`).toBe(true);
});

test.afterEach(async ({ request }) => {
  await request.delete(faults);
});

async function addFault(page: Page, data: Record<string, unknown>) {
  const response = await page.request.post(faults, { data });
  expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
}

async function login(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu for demo' })).toBeVisible();
}

test('a failed balance call keeps the last balance in the header, marked as out of date', async ({
  page,
}) => {
  await page.goto(faulty());
  await login(page);
  const banner = page.getByRole('banner');
  await expect(banner.getByText('EUR 1,000.00')).toBeVisible();
  await expect(banner).not.toContainText(STALE);
  // The last balance is kept with the session (writes are debounced).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('clem-wallet'))).toBeTruthy();

  await addFault(page, {
    match: '/xapi/icore/players/demo/balance',
    kind: 'status',
    status: 500,
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu for demo' })).toBeVisible();
  // Not gone: the last balance, said (and shown) to be possibly out of date.
  await expect(banner.getByText('EUR 1,000.00')).toBeVisible();
  await expect(banner).toContainText(STALE);
  await expect(banner.getByTitle(STALE)).toBeVisible();

  // The next successful call (user_wallet_poll_time, 10 s) makes it current again.
  await page.request.delete(faults);
  await expect(banner).not.toContainText(STALE, { timeout: 25_000 });
  await expect(banner.getByText('EUR 1,000.00')).toBeVisible();
});

test('a failed selections refresh says so in the slip, keeps the stake, and Try again recovers', async ({
  page,
}) => {
  await page.goto(faulty(LEAGUE));
  await login(page);
  const pick = oddsButton(page, 0);
  await pick.click();
  await expect(pick).toHaveAttribute('aria-pressed', 'true');
  await expect(slip(page)).toBeVisible();
  const field = slip(page).getByRole('textbox', { name: /^Stake for / });
  await stake(page, field, '1');

  await addFault(page, {
    match: '/xapi/rest/betslips/selections',
    kind: 'status',
    status: 503,
  });
  await stake(page, field, '2');
  const messages = slip(page).getByRole('status');
  await expect(messages).toContainText("We couldn't update your betslip");
  await expect(messages).toContainText('Your selections and stakes are kept');
  await expect(field).toHaveValue('2');
  await expect(slip(page).getByRole('textbox', { name: /^Stake for / })).toHaveCount(1);

  // Still failing: the message stays, once.
  const retry = messages.getByRole('button', { name: 'Try again' });
  await retry.click();
  await expect(messages.getByRole('listitem')).toHaveCount(1);
  await expect(messages).toContainText("We couldn't update your betslip");

  await page.request.delete(faults);
  // Try again asks at once. The slip also asks again by itself when its selection's price moves
  // on the page's 15 s refresh, which can clear the message between finding the button and
  // clicking it (the button then leaves the page): click while it is there, until it is gone.
  await expect(async () => {
    if (await retry.isVisible()) await retry.click({ timeout: 1000 });
    await expect(messages).not.toContainText("We couldn't update your betslip", {
      timeout: 2000,
    });
  }).toPass({ timeout: 15_000 });
  await expect(field).toHaveValue('2');
  await expect(slip(page).getByRole('button', { name: 'Place bet' })).toBeEnabled();
});
