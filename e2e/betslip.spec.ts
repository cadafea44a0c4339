import { expect, test, type Page } from '@playwright/test';
import { isMobile, oddsButton, rows, slip, stake } from './slip';
import {
  brandUrl,
  dismissNewsPopup,
  expectNoAxeViolations,
  expectNoAxeViolationsInTheme,
  ports,
  resetPlayer,
  watchForBreakage,
} from './support';

/**
 * The betslip (issue 9) against the sandbox, on a phone (touch: the on-screen keypad) and a
 * desktop (the layout's betslip column, typed stakes): singles, a treble and a system bet placed
 * and seen by the platform with the balance down by exactly the stake; a real price change
 * accepted and placed once; refusals that keep the slip; a dropped connection and a second tap
 * that place exactly one bet; a closed selection going after its message; anonymous add and
 * login; the slip across a reload.
 */

test.describe.configure({ timeout: 120_000 });

const admin = `http://127.0.0.1:${ports.sandboxAdmin}/__admin`;
const sandbox = `http://127.0.0.1:${ports.sandbox}`;
const LEAGUE = '/sports/competitions/football/england/premier-league';
/** Tests that change the world (a price, a finished event) use a league no other spec reads. */
const OWN_LEAGUE = '/sports/competitions/football/england/championship';
const PASSWORD = 'demo1234';

/** The header's balance (by text: the banner role is hidden while the phone's sheet is open). */
const balance = (page: Page, text: string) => page.locator('header').getByText(text).first();

async function login(page: Page, username = 'demo') {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await submitLogin(page, username);
}

async function submitLogin(page: Page, username: string) {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  // Logged in once the session is stored (a slip sheet may already cover the header's roles).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();
}

/** Closes the phone's slip sheet so the page can be used again (the desktop column stays). */
async function closeSlipOnPhone(page: Page) {
  if (!isMobile(page) || !(await slip(page).isVisible())) return;
  await slip(page).getByRole('button', { name: 'Close betslip' }).click();
  await expect(slip(page)).toBeHidden();
}

async function openSlip(page: Page) {
  // The slip may be opening by itself (a first pick, a desktop slip left open before a reload):
  // press its opener only while it is still closed.
  await expect(async () => {
    if (await slip(page).isVisible()) return;
    const opener = isMobile(page)
      ? page
          .getByRole('navigation', { name: 'Footer navigation' })
          .getByRole('button', { name: /Betslip/ })
      : page.getByRole('button', { name: /Open betslip/ });
    await opener.click({ timeout: 2_000 });
    await expect(slip(page)).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

/** Picks one outcome on each of the first `count` bettable events; the slip is open after. */
async function pick(page: Page, count: number, from = 0) {
  for (let index = from; index < from + count; index += 1) {
    await oddsButton(page, index).click();
    await expect(oddsButton(page, index)).toHaveAttribute('aria-pressed', 'true');
    if (index === from && from === 0) await expect(slip(page)).toBeVisible();
    await closeSlipOnPhone(page);
  }
  await openSlip(page);
}

async function place(page: Page) {
  const button = slip(page).getByRole('button', { name: 'Place bet' });
  await expect(button).toBeEnabled();
  await button.click();
}

/** The logged-in player's token and account id, once the session is stored (writes are debounced). */
async function account(page: Page) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();
  // Storage holds a handle; the token is in the brand app's HttpOnly cookie (docs/security.md).
  const token = (await page.context().cookies()).find(
    (cookie) => cookie.name === 'clem_session',
  )?.value;
  expect(token).toBeTruthy();
  const details = await page.evaluate(() => localStorage.getItem('clem-loginDetails'));
  const accountId = (
    JSON.parse(details ?? '{}') as { state?: { loginDetails?: { alsPlayerId?: number } } }
  ).state?.loginDetails?.alsPlayerId;
  expect(accountId).toBeTruthy();
  return { token, accountId };
}

/** The player's open bets as the sandbox has them. */
async function openBets(page: Page, brand = 'zedbet') {
  const { token, accountId } = await account(page);
  const response = await page.request.get(`${sandbox}/xapi/bet/account/${accountId}/openbets`, {
    headers: { Authorization: `Bearer ${token}`, 'X-SB-Brand': brand },
  });
  expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
  return (
    (await response.json()) as {
      bets: { reference: string; totalStake: number; kind: string; eachWay: boolean }[];
    }
  ).bets;
}

test('a single with the keypad or keyboard: placed once, seen by the platform, balance down by the stake', async ({
  page,
}) => {
  const problems = watchForBreakage(page);
  await resetPlayer(page, 'demo', 'zedbet');
  await page.goto(brandUrl('zedbet', LEAGUE));
  await login(page);
  await expect(balance(page, 'EUR 1,000.00')).toBeVisible();
  const before = (await openBets(page)).length;

  await pick(page, 1);
  const field = slip(page).getByRole('textbox', { name: /^Stake for / });
  await stake(page, field, '2.5');
  await expect(slip(page).getByText('Potential returns').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await place(page);

  await expect(slip(page).getByRole('heading', { name: 'Bet placed' })).toBeVisible();
  const reference = await slip(page)
    .getByText(/^BS\d{8}$/)
    .first()
    .textContent();
  await expect(balance(page, 'EUR 997.50')).toBeVisible();
  const bets = await openBets(page);
  expect(bets).toHaveLength(before + 1);
  expect(bets[0]).toMatchObject({ kind: 'single', totalStake: 250 });
  expect(bets[0]?.reference.startsWith(reference ?? '?')).toBe(true);

  // Done starts a new slip; the odds button is no longer pressed.
  await slip(page).getByRole('button', { name: 'Done' }).click();
  await expect(oddsButton(page, 0)).toHaveAttribute('aria-pressed', 'false');

  // The bet is in My Bets: the modal on a phone (from the footer), the /open_bets page anywhere.
  const betReference = `Ref. ${bets[0]?.reference ?? '?'}`;
  await page
    .getByRole('navigation', { name: 'Footer navigation' })
    .getByRole('button', { name: /My bets/ })
    .click();
  if (isMobile(page)) {
    // The modal replaces the page's content.
    await expect(page.getByText(betReference)).toBeVisible();
  } else {
    // A desktop has no modal: the footer's My bets goes to the page.
    await expect(page).toHaveURL(/\/open_bets$/);
    await expect(page.getByRole('main').getByText(betReference)).toBeVisible();
  }
  await page.goto(brandUrl('zedbet', '/open_bets'));
  await expect(page.getByRole('main').getByText(betReference)).toBeVisible();
  expect(problems).toEqual([]);
});

test('the open slip sits in the betslip column on a desktop, is a sheet on a phone, and moves when the window narrows', async ({
  page,
}) => {
  const problems = watchForBreakage(page);
  await page.goto(brandUrl('zedbet', LEAGUE));
  await login(page);
  await oddsButton(page, 0).click();
  await expect(slip(page)).toBeVisible();
  const column = page.locator('[data-betslip-dock]');
  const sheet = page.getByRole('dialog');
  if (isMobile(page)) {
    await expect(sheet.getByRole('group', { name: /^Betslip/ })).toBeVisible();
    await expect(column.getByRole('group')).toHaveCount(0);
  } else {
    // In the page, not over it: the column holds the slip and no dialog covers the list.
    await expect(column.getByRole('group', { name: /^Betslip/ })).toBeVisible();
    await expect(sheet).toHaveCount(0);
    await oddsButton(page, 1).click();
    await expect(column.getByRole('group', { name: /^Betslip/ })).toContainText('2');

    // A narrow window hides the column: the open slip becomes the sheet, then comes back.
    await page.setViewportSize({ width: 700, height: 900 });
    await expect(sheet.getByRole('group', { name: /^Betslip/ })).toBeVisible();
    await expect(column.getByRole('group')).toHaveCount(0);
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(column.getByRole('group', { name: /^Betslip/ })).toBeVisible();
    await expect(sheet).toHaveCount(0);
  }
  expect(problems).toEqual([]);
});

test('keyboard only (a hardware keyboard on a phone too): pick, type a stake, place', async ({
  page,
}) => {
  await resetPlayer(page, 'demo', 'zedbet');
  await page.goto(brandUrl('zedbet', LEAGUE));
  await login(page);
  // Enter on the focused odds button. The login dialog gives focus back to what opened it as it
  // closes, which can take the focus away again: try until the pick is on the slip.
  const button = oddsButton(page, 0);
  await expect(async () => {
    if ((await button.getAttribute('aria-pressed')) === 'true') return;
    await button.focus();
    await expect(button).toBeFocused({ timeout: 1000 });
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const field = slip(page).getByRole('textbox', { name: /^Stake for / });
  await expect(field).toBeVisible();
  await field.focus();
  await page.keyboard.type('1.5');
  await expect(field).toHaveValue('1.5');
  const placeButton = slip(page).getByRole('button', { name: 'Place bet' });
  await expect(placeButton).toBeEnabled();
  // Place is reached with Tab from the stake field (through the keypad on a touch screen).
  for (let step = 0; step < 30; step += 1) {
    if (await placeButton.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(placeButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(slip(page).getByRole('heading', { name: 'Bet placed' })).toBeFocused();
});

test('the African betslip (Kenya): the stake after tax and the tax on returns', async ({
  page,
}) => {
  await resetPlayer(page, 'demo_kes', 'dafakenya');
  await dismissNewsPopup(page, 'dafakenya');
  await page.goto(brandUrl('dafakenya', LEAGUE));
  await login(page, 'demo_kes');
  await pick(page, 1);
  await stake(page, slip(page).getByRole('textbox', { name: /^Stake for / }), '112.50');
  // 112.50 with the 12.5% excise duty inside it: 100.00 is bet.
  await expect(slip(page).getByText('Stake after tax')).toBeVisible();
  await expect(slip(page).getByText('100.00', { exact: true })).toBeVisible();
  await expect(slip(page).getByText('Tax', { exact: true })).toBeVisible();
  await place(page);
  await expect(slip(page).getByRole('heading', { name: 'Bet placed' })).toBeVisible();
});

test('each way on an outright (nextbet): the place terms, the stake twice, placed each way', async ({
  page,
}) => {
  await resetPlayer(page, 'demo', 'nextbet');
  await page.goto(brandUrl('nextbet', '/sports/outrights'));
  // Picked before logging in: the login dialog, then the pick on the slip.
  await oddsButton(page, 0).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await submitLogin(page, 'demo');
  await expect(slip(page)).toBeVisible();
  const before = (await openBets(page, 'nextbet')).length;
  await stake(page, slip(page).getByRole('textbox', { name: /^Stake for / }), '2');
  const eachWay = slip(page).getByRole('checkbox', { name: /Each way/ });
  await expect(eachWay).toBeVisible();
  await expect(slip(page).getByText('1/4 odds, places 1-2-3')).toBeVisible();
  await eachWay.check();
  // Two bets of 2.00: the win and the place.
  await expect(slip(page).getByText('4.00').first()).toBeVisible();
  await place(page);
  await expect(slip(page).getByRole('heading', { name: /Bets? placed/ })).toBeVisible();
  const bets = await openBets(page, 'nextbet');
  expect(bets).toHaveLength(before + 1);
  expect(bets[0]).toMatchObject({ eachWay: true, totalStake: 400 });
});

test('the floating betslip button (kasino): the count, open or closed, and it opens the slip', async ({
  page,
}) => {
  await resetPlayer(page, 'demo', 'kasino');
  await page.goto(brandUrl('kasino', LEAGUE));
  await login(page);
  const floating = page.locator('[data-floating-betslip]');
  await expect(floating).toBeVisible();
  await expect(floating).toHaveAttribute('aria-expanded', 'false');
  await pick(page, 2);
  await expect(floating).toHaveAttribute('aria-expanded', 'true');
  await slip(page).getByRole('button', { name: 'Close betslip' }).click();
  await expect(slip(page)).toBeHidden();
  await expect(floating).toHaveAttribute('aria-expanded', 'false');
  await expect(floating).toHaveAccessibleName('Open betslip, 2 selections');
  await expect(floating.locator('.cl-fbs-badge')).toHaveText('2');
  await floating.click();
  await expect(slip(page)).toBeVisible();
  // Both singles and their double.
  await expect(slip(page).getByRole('textbox', { name: /^Stake for / })).toHaveCount(3);
  await expect(slip(page).getByRole('textbox', { name: 'Stake for Double' })).toBeVisible();
});

test('a free bet (demo_freebet): used on a single, placed, taken from the free-bet balance only', async ({
  page,
}) => {
  await resetPlayer(page, 'demo_freebet', 'zedbet');
  await page.goto(brandUrl('zedbet', LEAGUE));
  await login(page, 'demo_freebet');
  await expect(balance(page, 'EUR 1,000.00')).toBeVisible();
  const before = (await openBets(page)).length;
  await pick(page, 1);
  const use = slip(page).getByRole('checkbox', { name: /^Use free bet \(.*5\.00\)$/ });
  await expect(use).toBeVisible();
  await use.check();
  // Staked with the free bet: no cash stake to type, the free-bet stake in the totals.
  await expect(slip(page).getByRole('textbox', { name: /^Stake for / })).toBeHidden();
  await expect(slip(page).getByText('Free bet stake').first()).toBeVisible();
  await place(page);
  await expect(slip(page).getByRole('heading', { name: 'Bet placed' })).toBeVisible();
  const bets = (await openBets(page)) as unknown as { freeStake: number; totalStake: number }[];
  expect(bets).toHaveLength(before + 1);
  expect(bets[0]).toMatchObject({ freeStake: 500, totalStake: 500 });
  // The cash balance has not moved.
  await expect(balance(page, 'EUR 1,000.00')).toBeVisible();
});

test('My Bets counts down to an approval decision and sees it land; closed meanwhile, it keeps watching', async ({
  page,
}) => {
  await resetPlayer(page, 'demo', 'zedbet');
  await page.goto(brandUrl('zedbet', LEAGUE));
  await login(page);
  // A bet big enough to wait for the attendant (over 500.00 EUR), placed on the platform directly.
  const { token, accountId } = await account(page);
  const outcomeId = Number(await oddsButton(page, 0).getAttribute('data-outcome-id'));
  const placed = await page.request.post(
    `${sandbox}/xapi/rest/accounts/${accountId}/betslips?uuid=${crypto.randomUUID()}`,
    {
      headers: { Authorization: `Bearer ${token}`, 'X-SB-Brand': 'zedbet' },
      data: {
        singles: [{ outcomeId, unitStake: '600.00' }],
        multiples: [],
        systems: [],
        outcomeIds: [outcomeId],
        userAcceptOdds: 'D',
        originId: 11,
        accountId,
      },
    },
  );
  expect(placed.status(), await placed.text()).toBe(202);
  const { model } = (await placed.json()) as { model: { bets: { reference: string }[] } };
  const card = page.locator('article', { hasText: `Ref. ${model.bets[0]?.reference ?? '?'}` });

  const myBets = page
    .getByRole('navigation', { name: 'Footer navigation' })
    .getByRole('button', { name: /My bets/ });
  await myBets.click();
  await expect(card).toHaveAttribute('data-bet-status', 'pending_approval');
  await expect(card.getByRole('timer')).toHaveText(/^(Decision in 0:0\d|Deciding now…)$/);
  if (isMobile(page)) {
    // Closed while the bet counts down, the modal is only hidden: My Bets keeps asking about it.
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/openbets')) calls.push(request.url());
    });
    await page.getByRole('button', { name: 'Close My bets' }).click();
    await expect(page.getByRole('button', { name: 'Close My bets' })).toBeHidden();
    await expect.poll(() => calls.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await myBets.click();
  }
  // The sandbox decides once the 5 s are up: the bet turns open without a reload.
  await expect(card).toHaveAttribute('data-bet-status', 'open', { timeout: 20_000 });
  await expect(card.getByRole('timer')).toHaveCount(0);
});

test('a treble and a Trixie on three events', async ({ page }) => {
  await resetPlayer(page, 'demo', 'zedbet');
  await page.goto(brandUrl('zedbet', LEAGUE));
  await login(page);
  const before = (await openBets(page)).length;
  await pick(page, 3);
  const treble = slip(page).getByRole('textbox', { name: 'Stake for Treble' });
  await stake(page, treble, '1');
  const trixie = slip(page).getByRole('textbox', { name: 'Stake per line for Trixie' });
  await stake(page, trixie, '1');
  // 1.00 on the treble and 4 × 1.00 on the Trixie.
  await expect(slip(page).getByText('5.00').first()).toBeVisible();
  await place(page);
  await expect(slip(page).getByRole('heading', { name: /Bets? placed/ })).toBeVisible();
  await expect(balance(page, 'EUR 995.00')).toBeVisible();
  const placed = (await openBets(page)).slice(0, 2);
  expect(placed.map((bet) => bet.kind).sort()).toEqual(['multiple', 'system']);
  expect((await openBets(page)).length).toBe(before + 2);

  // Both in My Bets (the phone's modal, the desktop's page), as Multiple and System.
  await slip(page).getByRole('button', { name: 'Done' }).click();
  await closeSlipOnPhone(page);
  await page
    .getByRole('navigation', { name: 'Footer navigation' })
    .getByRole('button', { name: /My bets/ })
    .click();
  for (const bet of placed) {
    const card = page.locator('article', { hasText: `Ref. ${bet.reference}` });
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading')).toHaveText(
      bet.kind === 'multiple' ? 'Multiple' : 'System',
    );
  }
});

test('doubles and trebles beside the accumulator and a system: placed once, seen in My Bets with matching odds and returns', async ({
  page,
}) => {
  await resetPlayer(page, 'demo', 'zedbet');
  await page.goto(brandUrl('zedbet', LEAGUE));
  await login(page);
  const before = (await openBets(page)).length;
  await pick(page, 3);
  // Three events: the Treble (one bet, its own odds) and the Doubles (three bets) as multiples.
  const trebleRow = slip(page).locator('[data-kind="multiple"]', { hasText: 'Treble' });
  const doublesRow = slip(page).locator('[data-kind="multiple"]', { hasText: 'Doubles' });
  await expect(doublesRow.getByText('× 3 bets')).toBeVisible();
  await stake(page, slip(page).getByRole('textbox', { name: 'Stake for Treble' }), '1');
  await stake(page, slip(page).getByRole('textbox', { name: 'Stake per line for Doubles' }), '1');
  await stake(page, slip(page).getByRole('textbox', { name: 'Stake per line for Trixie' }), '1');
  // 1.00 on the treble, 3 × 1.00 on the doubles and 4 × 1.00 on the Trixie.
  await expect(slip(page).getByText('8.00').first()).toBeVisible();
  // Several kinds staked: each line shows its own figure, the summary no single total odds.
  await expect(slip(page).getByText('Total odds')).toHaveCount(0);
  const number = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
  const trebleOdds = number(
    await trebleRow
      .getByText(/^\d+\.\d{2,3}$/)
      .first()
      .textContent(),
  );
  const doublesReturns = number(
    await doublesRow
      .getByText('Potential returns')
      .locator('xpath=following-sibling::*[1]')
      .textContent(),
  );
  await place(page);
  await expect(slip(page).getByRole('heading', { name: /Bets? placed/ })).toBeVisible();
  await expect(balance(page, 'EUR 992.00')).toBeVisible();
  const all = (await openBets(page)) as unknown as {
    reference: string;
    kind: string;
    description: string;
    numberOfBets: number;
    decimal: number | null;
    potentialReturns: number;
  }[];
  expect(all.length).toBe(before + 3);
  const placed = all.slice(0, 3);
  const byName = (name: string) => placed.find((bet) => bet.description.startsWith(name));
  expect(byName('Treble')).toMatchObject({ kind: 'multiple', numberOfBets: 1 });
  expect(byName('Doubles')).toMatchObject({
    kind: 'multiple',
    numberOfBets: 3,
    decimal: null,
    description: 'Doubles (3 bets from 3 selections)',
  });
  expect(byName('Trixie')).toMatchObject({ kind: 'system', numberOfBets: 4 });
  // The slip's figures are the platform's: the treble's odds, the doubles' returns.
  expect(Math.abs((byName('Treble')?.decimal ?? 0) - trebleOdds)).toBeLessThan(0.01);
  expect((byName('Doubles')?.potentialReturns ?? 0) / 100).toBe(doublesReturns);

  // In My Bets, the doubles as a multiple of three bets with the name the slip gave it.
  await slip(page).getByRole('button', { name: 'Done' }).click();
  await closeSlipOnPhone(page);
  await page
    .getByRole('navigation', { name: 'Footer navigation' })
    .getByRole('button', { name: /My bets/ })
    .click();
  const doublesBet = byName('Doubles');
  const card = page.locator('article', { hasText: `Ref. ${doublesBet?.reference ?? ''}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading')).toHaveText('Multiple');
  await expect(card.getByText('Doubles × 3 bets')).toBeVisible();
});

test('a price that drops before placing is shown old → new, accepted, and placed once', async ({
  page,
}) => {
  await resetPlayer(page, 'demo', 'zedbet');
  await page.goto(brandUrl('zedbet', OWN_LEAGUE));
  // A known price on screen first (the sandbox is shared by runs), then a lower one.
  const outcomeId = Number(await oddsButton(page, 0).getAttribute('data-outcome-id'));
  const set = (decimal: number) =>
    page.request.post(`${admin}/outcomes/${outcomeId}/price`, { data: { decimal } });
  expect((await set(3)).ok()).toBe(true);
  await page.reload();
  await expect(oddsButton(page, 0).getByTestId('price')).toHaveText('3.00');
  await login(page);
  const before = (await openBets(page)).length;
  await pick(page, 1);
  const field = slip(page).getByRole('textbox', { name: /^Stake for / });
  await stake(page, field, '1');
  expect((await set(2.4)).ok()).toBe(true);
  await place(page);
  // Refused (the price fell), then the slip shows old → new and asks to accept it.
  await expect(slip(page).getByText('Odds changed from 3.00 to 2.40')).toBeAttached();
  // Said politely to screen readers: the slip's status region carries it.
  await expect(slip(page).getByRole('status')).toContainText('Some odds have changed');
  const accept = slip(page).getByRole('button', { name: 'Accept changes' });
  await expect(accept).toBeVisible();
  await accept.click();
  await place(page);
  await expect(slip(page).getByRole('heading', { name: 'Bet placed' })).toBeVisible();
  expect((await openBets(page)).length).toBe(before + 1);
});

test('refusals show their message and keep the slip: balance, max stake, min stake', async ({
  page,
}) => {
  await resetPlayer(page, 'demo', 'zedbet');
  await page.goto(brandUrl('zedbet', LEAGUE));
  await login(page);
  await pick(page, 1);
  const field = slip(page).getByRole('textbox', { name: /^Stake for / });

  await stake(page, field, '2000');
  await place(page);
  await expect(slip(page).getByText(/more than your balance of 1,000\.00/)).toBeVisible();
  await slip(page)
    .getByRole('button', { name: /Use my balance/ })
    .click();
  await expect(field).toHaveValue('1000.00');

  await stake(page, field, '10001');
  await expect(slip(page).getByText(/above the maximum of 10,000\.00/)).toBeVisible();
  await expect(slip(page).getByRole('button', { name: 'Place bet' })).toBeDisabled();
  await expect(slip(page).getByRole('textbox', { name: /^Stake for / })).toHaveCount(1);
});

test.describe('when placement fails', () => {
  // The faults go to the main sandbox, on this player's placement path only, once: nothing else
  // (other specs, other calls of this page) can meet them.
  test.beforeEach(async ({ page }) => {
    await resetPlayer(page, 'demo', 'zedbet');
  });
  test.afterEach(async ({ page }) => {
    await page.request.delete(`${admin}/faults`);
  });

  async function ready(page: Page) {
    await page.goto(brandUrl('zedbet', LEAGUE));
    await login(page);
    await pick(page, 1);
    await stake(page, slip(page).getByRole('textbox', { name: /^Stake for / }), '1');
  }

  /** The placement call of the logged-in player (other account calls must not take the fault). */
  const placement = async (page: Page) =>
    `/xapi/rest/accounts/${(await account(page)).accountId}/betslips`;

  test('a dropped connection, then a second tap: exactly one bet', async ({ page }) => {
    await ready(page);
    const before = (await openBets(page)).length;
    await page.request.post(`${admin}/faults`, {
      data: { match: await placement(page), kind: 'drop', times: 1 },
    });
    await place(page);
    await expect(slip(page).getByText(/couldn't confirm your bet/)).toBeVisible();
    await expect(slip(page).getByRole('textbox', { name: /^Stake for / })).toHaveValue('1');
    await place(page);
    await expect(slip(page).getByRole('heading', { name: 'Bet placed' })).toBeVisible();
    expect((await openBets(page)).length).toBe(before + 1);
  });

  test('a 500 shows the betslip toast with a reference and keeps the slip', async ({ page }) => {
    await ready(page);
    await page.request.post(`${admin}/faults`, {
      data: { match: await placement(page), kind: 'status', status: 500, times: 1 },
    });
    await place(page);
    await expect(
      page.getByText(/Betslip: Something went wrong \(reference [0-9A-F]{10}\)/),
    ).toBeVisible();
    await expect(slip(page).getByRole('textbox', { name: /^Stake for / })).toHaveValue('1');
  });

  for (const code of ['RES-00108', 'RES-00140', 'RES-00034', 'RES-00056']) {
    test(`${code} from the platform shows its message and keeps the slip`, async ({ page }) => {
      await ready(page);
      await page.request.post(`${admin}/faults`, {
        data: { match: await placement(page), kind: 'code', code, times: 1 },
      });
      await place(page);
      const texts: Record<string, RegExp> = {
        'RES-00108': /is suspended/,
        'RES-00140': /below the minimum/,
        'RES-00034': /above the maximum/,
        'RES-00056': /more than your balance/,
      };
      await expect(
        slip(page)
          .getByText(texts[code] ?? /./)
          .first(),
      ).toBeVisible();
      await expect(slip(page).getByRole('textbox', { name: /^Stake for / })).toHaveValue('1');
      await expect(slip(page).getByRole('button', { name: 'Place bet' })).toBeVisible();
    });
  }
});

test('retail codes (Ghana): an anonymous slip saved under a code the sandbox knows, or logged in and placed', async ({
  page,
}) => {
  await resetPlayer(page, 'demo_ghs', 'dafaghana');
  await dismissNewsPopup(page, 'dafaghana');
  await page.goto(brandUrl('dafaghana', LEAGUE));
  // Anonymous: no login prompt, the picks go on the slip.
  await pick(page, 2);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
  await expect(slip(page).getByRole('button', { name: 'Place bet' })).toBeHidden();
  const first = slip(page)
    .getByRole('textbox', { name: /^Stake for / })
    .first();
  await stake(page, first, '5');
  const get = slip(page).getByRole('button', { name: 'Get a retail code' });
  await expect(get).toBeEnabled();
  await get.click();
  const shown = slip(page).locator('[data-retail-code]');
  await expect(shown).toBeVisible();
  const code = (await shown.getAttribute('data-retail-code')) ?? '';
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  await expect(slip(page).getByRole('heading', { name: 'Your retail code' })).toBeFocused();
  await expectNoAxeViolations(page);

  // The platform holds that slip under the code: both selections, the stake typed.
  const stored = await page.request.get(`${sandbox}/xapi/rest/betslips/retailcodes/${code}`, {
    headers: { 'X-SB-Brand': 'dafaghana' },
  });
  expect(stored.ok(), `${stored.status()} ${await stored.text()}`).toBe(true);
  const saved = (await stored.json()) as {
    singles: { outcomeId: number; unitStake: number }[];
  };
  expect(saved.singles).toHaveLength(2);
  expect(saved.singles[0]?.unitStake).toBe(500);

  // A change to the slip takes the code away: it stood for the slip as it was.
  await stake(page, first, '6');
  await expect(shown).toBeHidden();

  // Or log in and place it here.
  await slip(page).getByRole('button', { name: 'Log in to place' }).click();
  await submitLogin(page, 'demo_ghs');
  await openSlip(page);
  await place(page);
  await expect(slip(page).getByRole('heading', { name: 'Bet placed' })).toBeVisible();
});

test('anonymous add asks to log in, and the selection is on the slip after logging in', async ({
  page,
}) => {
  await resetPlayer(page, 'demo', 'zedbet');
  await page.goto(brandUrl('zedbet', LEAGUE));
  await oddsButton(page, 0).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await submitLogin(page, 'demo');
  await expect(oddsButton(page, 0)).toHaveAttribute('aria-pressed', 'true');
  await expect(slip(page)).toBeVisible();
});

test('a logged-out pick says why login is asked, offers Join, stays pending when closed, and is on the slip after logging in', async ({
  page,
}) => {
  await resetPlayer(page, 'demo', 'zedbet');
  await page.goto(brandUrl('zedbet', LEAGUE));
  const price = oddsButton(page, 0);
  await price.click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Log in or join to bet on .+ at \d/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Join' })).toHaveAttribute(
    'href',
    'https://example.invalid/register',
  );
  await expect(dialog.getByRole('button', { name: 'Log in' })).toBeVisible();
  // The prompt passes axe in both themes (the page behind it is inert while it is open).
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsInTheme(page, 'dark');
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));

  // Closed without logging in: the pick waits, pressed and marked, named as waiting.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  await expect(price).toHaveAttribute('data-pending', '');
  await expect(price).toHaveAccessibleName(/waiting for login$/);

  // Logging in later puts it on the slip.
  await login(page);
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  await expect(price).not.toHaveAttribute('data-pending', '');
  // The pick lands as a first pick does, opening the slip (a phone's sheet a moment later).
  await expect(slip(page)).toBeVisible();
  await expect(slip(page).getByRole('textbox', { name: /^Stake for / })).toHaveCount(1);
  await slip(page).getByRole('button', { name: 'Remove all' }).click();
});

test('the slip survives a reload with its stake', async ({ page }) => {
  await resetPlayer(page, 'demo', 'zedbet');
  await page.goto(brandUrl('zedbet', LEAGUE));
  await login(page);
  await pick(page, 2);
  const field = slip(page)
    .getByRole('textbox', { name: /^Stake for / })
    .first();
  await stake(page, field, '3');
  await page.waitForTimeout(400); // The storage write is debounced.
  await page.reload();
  await expect(oddsButton(page, 0)).toHaveAttribute('aria-pressed', 'true');
  await expect(oddsButton(page, 1)).toHaveAttribute('aria-pressed', 'true');
  await openSlip(page);
  await expect(
    slip(page)
      .getByRole('textbox', { name: /^Stake for / })
      .first(),
  ).toHaveValue('3');
  await slip(page).getByRole('button', { name: 'Remove all' }).click();
});

test('a closed selection says it is not available, then goes', async ({ page }) => {
  await resetPlayer(page, 'demo', 'zedbet');
  await page.goto(brandUrl('zedbet', OWN_LEAGUE));
  await login(page);
  await pick(page, 2);
  const eventId = await rows(page)
    .filter({ has: page.locator('button.cs-ob[aria-pressed="true"]') })
    .nth(1)
    .getAttribute('data-event-id');
  const outcomeId = await rows(page)
    .locator('button.cs-ob[aria-pressed="true"]')
    .nth(1)
    .getAttribute('data-outcome-id');
  const result = await page.request.post(`${admin}/events/${eventId}/result`, { data: {} });
  expect(result.ok()).toBe(true);
  // The platform finishes the event on its next step: wait until it calls the selection closed.
  await expect
    .poll(async () => {
      const answer = await page.request.put(`${sandbox}/xapi/rest/betslips/selections`, {
        headers: { 'X-SB-Brand': 'zedbet' },
        data: { outcomeIds: String(outcomeId) },
      });
      const body = (await answer.json()) as { model: { singles: { outcomeState: string }[] } };
      return body.model.singles[0]?.outcomeState;
    })
    .toBe('C');
  // The next refresh (a stake change) learns the selection is closed.
  await stake(
    page,
    slip(page)
      .getByRole('textbox', { name: /^Stake for / })
      .first(),
    '1',
  );
  await expect(slip(page).getByText('Your selection is not available anymore')).toBeVisible();
  await expect(slip(page).getByRole('textbox', { name: /^Stake for / })).toHaveCount(1, {
    timeout: 8000,
  });
});
