import { expect, test, type Page } from '@playwright/test';
import {
  brandUrl,
  expectNoAxeViolations,
  gotoHydrated,
  ports,
  resetPlayer,
  watchForBreakage,
} from './support';

/**
 * Account and session (issue 7) against the sandbox, on a phone and a desktop: the three login
 * styles (zedbet: accounts/sessions; dafabet: header_login with its code and question steps;
 * kasino: icore), every login error, logout, token expiry, a 401 mid-session, the wallet poll,
 * settings that survive a reload and a new login, and tampered storage.
 */

test.describe.configure({ timeout: 90_000 });

const admin = `http://127.0.0.1:${ports.sandboxAdmin}/__admin`;
const PASSWORD = 'demo1234';

function loginDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Log in' });
}

function accountMenuButton(page: Page, username: string) {
  return page.getByRole('button', { name: `Account menu for ${username}` });
}

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(loginDialog(page)).toBeVisible();
}

async function submitCredentials(page: Page, username: string, password = PASSWORD) {
  const dialog = loginDialog(page);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

async function login(page: Page, username: string) {
  await openLogin(page);
  await submitCredentials(page, username);
  await expect(accountMenuButton(page, username)).toBeVisible();
}

/** Logs out through the account menu and waits for the reload that ends every logout. */
async function logout(page: Page, username: string) {
  await accountMenuButton(page, username).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await reloaded;
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
}

/** A fresh player on every run: the sandbox resets its sessions, wallet and preferences. */
test('accounts/sessions login (zedbet): balance in the header, survives a reload, logout clears it', async ({
  page,
}) => {
  const problems = watchForBreakage(page);
  await resetPlayer(page, 'demo', 'zedbet');
  await page.goto(brandUrl('zedbet'));
  await login(page, 'demo');
  await expect(page.getByRole('banner').getByText('EUR 1,000.00')).toBeVisible();
  // Nothing about the session in the address bar (the token is in an HttpOnly cookie: session.spec).
  expect(page.url()).not.toMatch(/token|jwt/i);
  // Stored a moment later (writes are debounced).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();

  await page.reload();
  await expect(accountMenuButton(page, 'demo')).toBeVisible();
  await expect(page.getByRole('banner').getByText('EUR 1,000.00')).toBeVisible();

  await logout(page, 'demo');
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('clem-loginDetails'))).toBeNull();
  expect(problems).toEqual([]);
});

test('icore login (kasino) and the balance after the sandbox credits the wallet', async ({
  page,
}) => {
  await resetPlayer(page, 'demo', 'kasino');
  await page.clock.install();
  await page.goto(brandUrl('kasino'));
  await login(page, 'demo');
  const header = page.getByRole('banner');
  await expect(header.getByText('EUR 1,000.00')).toBeVisible();
  const credit = await page.request.post(`${admin}/wallets/demo/credit`, {
    data: { brand: 'kasino', amount_minor: 2550 },
  });
  expect(credit.ok()).toBe(true);
  // user_wallet_poll_time is 10 s.
  await page.clock.fastForward(11_000);
  await expect(header.getByText('EUR 1,025.50')).toBeVisible();
  await logout(page, 'demo');
});

test('header_login with a one-time code (dafabet): validation, then the code logs in', async ({
  page,
}) => {
  await resetPlayer(page, 'demo_otp', 'dafabet');
  await page.goto(brandUrl('dafabet'));
  await openLogin(page);
  await submitCredentials(page, 'demo_otp');
  const dialog = page.getByRole('dialog', { name: 'One-time code' });
  await expect(dialog).toBeVisible();
  await expect(loginDialog(page)).toBeHidden();
  const code = dialog.getByLabel('One-time code');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  // Checked as typed; Confirm stays disabled until the code is exactly six digits.
  await code.fill('12ab');
  await expect(dialog.getByText('Field should be numeric')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await code.fill('123');
  await expect(dialog.getByText('Minimum requirement not met')).toBeVisible();
  await code.fill('1234567');
  await expect(dialog.getByText('Maximum requirement not met')).toBeVisible();
  await code.fill('');
  await expect(dialog.getByText('Field should be required')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await code.fill('123456');
  await confirm.click();
  await expect(accountMenuButton(page, 'demo_otp')).toBeVisible();
  await logout(page, 'demo_otp');
});

test('header_login with a security question (dafabet)', async ({ page }) => {
  await resetPlayer(page, 'demo_question', 'dafabet');
  await page.goto(brandUrl('dafabet'));
  await openLogin(page);
  await submitCredentials(page, 'demo_question');
  const dialog = page.getByRole('dialog', { name: 'Security question' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  // The answer field is labelled with the player's own question.
  await dialog.getByRole('textbox', { name: 'What is your favourite colour?' }).fill('  Blue ');
  await confirm.click();
  await expect(accountMenuButton(page, 'demo_question')).toBeVisible();
  await logout(page, 'demo_question');
});

test.describe('every login error shows its translated message', () => {
  const cases: { username: string; password?: string; message: string }[] = [
    { username: 'demo', password: 'wrong-password', message: 'Invalid login credentials.' },
    { username: 'demo_suspended', message: 'Your player account is suspended.' },
    { username: 'demo_locked', message: 'Your player account is locked.' },
    { username: 'demo_pending', message: 'Your account is pending activation.' },
  ];
  for (const brand of ['zedbet', 'dafabet', 'kasino']) {
    test(`${brand}: empty fields, wrong password, suspended, locked, pending`, async ({ page }) => {
      await page.goto(brandUrl(brand));
      await openLogin(page);
      const dialog = loginDialog(page);
      await dialog.getByLabel('Username').fill('   ');
      await dialog.getByLabel('Password', { exact: true }).fill('x');
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('The provided credential is invalid.');
      for (const { username, password, message } of cases) {
        await submitCredentials(page, username, password);
        await expect(dialog.getByRole('alert')).toHaveText(message);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    });
  }

  test('Spanish players read the same errors in Spanish', async ({ page }) => {
    await page.goto(brandUrl('zedbet', '/es/sports'));
    await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await dialog.getByLabel('Nombre de usuario').fill('demo_locked');
    await dialog.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Tu cuenta de jugador está bloqueada.');
  });
});

test('the session ends itself 30 s before the token expires', async ({ page }) => {
  await resetPlayer(page, 'demo_gold', 'zedbet');
  await page.clock.install();
  await page.goto(brandUrl('zedbet'));
  await login(page, 'demo_gold');
  // Tokens live an hour: at 59:30 the expiry rule logs the player out and the page reloads.
  const reloaded = page.waitForEvent('load');
  await page.clock.fastForward('59:35');
  await reloaded;
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
});

test('a 401 mid-session logs the player out', async ({ page }) => {
  await resetPlayer(page, 'demo_silver', 'zedbet');
  await page.clock.install();
  await page.goto(brandUrl('zedbet'));
  await login(page, 'demo_silver');
  // The platform drops the player's sessions; the next wallet poll gets a 401.
  await resetPlayer(page, 'demo_silver', 'zedbet');
  await page.clock.fastForward(11_000);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

async function openSettings(page: Page) {
  if ((page.viewportSize()?.width ?? 0) < 1024) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Settings' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  }
  const form = page.getByRole('form', { name: 'Settings' });
  await expect(form).toBeVisible();
  return form;
}

test('settings survive a reload and a new login', async ({ page }) => {
  await resetPlayer(page, 'demo_bronze', 'zedbet');
  await page.goto(brandUrl('zedbet'));
  await login(page, 'demo_bronze');
  let form = await openSettings(page);
  await form.getByLabel('Odds format').selectOption('hk');
  await form.getByRole('radio', { name: 'Time' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your choice has been saved')).toBeVisible();

  await page.reload();
  form = await openSettings(page);
  await expect(form.getByLabel('Odds format')).toHaveValue('hk');
  await expect(form.getByRole('radio', { name: 'Time' })).toBeChecked();
  await page.keyboard.press('Escape');

  // A new login on a clean browser gets the choices back from the platform.
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto(brandUrl('zedbet'));
  await login(page, 'demo_bronze');
  form = await openSettings(page);
  await expect(form.getByLabel('Odds format')).toHaveValue('hk');
  await expect(form.getByRole('radio', { name: 'Time' })).toBeChecked();
});

test('saving settings reports no CSP violation (the toast library gets the page nonce)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const problems = watchForBreakage(page);
  await resetPlayer(page, 'demo_bronze', 'zedbet');
  await gotoHydrated(page, brandUrl('zedbet'));
  await login(page, 'demo_bronze');
  for (const format of ['hk', 'euro']) {
    const form = await openSettings(page);
    await form.getByLabel('Odds format').selectOption(format);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your choice has been saved').first()).toBeVisible();
    // Close the settings (on a phone they live in the menu drawer) before the next round.
    for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i += 1) {
      await page.keyboard.press('Escape');
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
  );
  expect(violations).toEqual([]);
  expect(problems).toEqual([]);
});

test('tampered storage is thrown away, never breaks the page', async ({ page }) => {
  const problems = watchForBreakage(page);
  await page.addInitScript(() => {
    localStorage.setItem('clem-loginDetails', '{"version":1,"state":{"jweToken":42');
    localStorage.setItem('jwt', 'forged');
    localStorage.setItem(
      'clem-playerSettings',
      JSON.stringify({ version: 1, state: { oddsType: '<script>', defaultStake: -5 } }),
    );
    localStorage.setItem('clem-playerDetails', JSON.stringify({ version: 99, state: {} }));
  });
  await page.goto(brandUrl('zedbet'));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test('keyboard only: log in with focus kept in the dialog and given back', async ({ page }) => {
  await resetPlayer(page, 'demo_platinum', 'kasino');
  await page.goto(brandUrl('kasino'));
  const loginButton = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await loginButton.focus();
  await page.keyboard.press('Enter');
  const dialog = loginDialog(page);
  await expect(dialog.getByLabel('Username')).toBeFocused();
  // Tab never leaves the dialog.
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(loginButton).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await page.keyboard.type('demo_platinum');
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(accountMenuButton(page, 'demo_platinum')).toBeVisible();
  await logout(page, 'demo_platinum');
});

test('the login, code, question and settings dialogs are accessible (axe)', async ({ page }) => {
  await page.goto(brandUrl('dafabet'));
  await openLogin(page);
  await expectNoAxeViolations(page);
  await submitCredentials(page, 'demo_otp');
  await expect(page.getByRole('dialog', { name: 'One-time code' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await openLogin(page);
  await submitCredentials(page, 'demo_question');
  await expect(page.getByRole('dialog', { name: 'Security question' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await openSettings(page);
  await expectNoAxeViolations(page);
});

test('single allowed session, session clock and last login (dafaspain, in English)', async ({
  page,
  browser,
}) => {
  await resetPlayer(page, 'demo', 'dafaspain');
  await page.goto(brandUrl('dafaspain', '/en/sports'));
  await login(page, 'demo');
  if ((page.viewportSize()?.width ?? 0) < 1024) {
    await page.getByRole('button', { name: 'Open menu' }).click();
  }
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByText('Session', { exact: true })).toBeVisible();
  await expect(menu.locator('time[datetime^="PT"]')).toHaveText(/^00:0\d:\d\d$/);
  await expect(menu.getByText('Last login', { exact: true })).toBeVisible();

  // The same player on another device: the platform asks, the player continues there.
  const other = await browser.newContext({ viewport: page.viewportSize() });
  const second = await other.newPage();
  await second.goto(brandUrl('dafaspain', '/en/sports'));
  await openLogin(second);
  await submitCredentials(second, 'demo');
  const confirm = second.getByRole('dialog', { name: 'Already logged in' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Continue here' }).click();
  await expect(accountMenuButton(second, 'demo')).toBeVisible();
  await other.close();
});

test('accounts/sessions asks for the terms first (zedbet, demo_terms)', async ({ page }) => {
  await resetPlayer(page, 'demo_terms', 'zedbet');
  await page.goto(brandUrl('zedbet'));
  await openLogin(page);
  await submitCredentials(page, 'demo_terms');
  const terms = page.getByRole('dialog', { name: 'Terms of use' });
  await expect(terms).toBeVisible();
  await expectNoAxeViolations(page);
  await terms.getByRole('button', { name: 'Accept' }).click();
  await expect(accountMenuButton(page, 'demo_terms')).toBeVisible();
  await logout(page, 'demo_terms');
});
