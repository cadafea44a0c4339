import { expect, test, type BrowserContext, type Cookie, type Page } from '@playwright/test';
import { brandUrl, ports, resetPlayer, watchForBreakage } from './support';

/**
 * Issue 25: the session token is out of reach of scripts (docs/security.md "The session"). For
 * each login style — zedbet (accounts/sessions), kasino (icore), dafabet (header_login with a
 * one-time code) — after login:
 * - the token is only in the brand app's HttpOnly, SameSite=Strict cookie, living as long as the
 *   token (the sandbox's tokens live an hour);
 * - no cookie a script can read and no localStorage value holds it (nor the external token);
 * - the player is logged in and authenticated calls work (the balance); a script sending the real
 *   token itself gets nothing (the proxy drops it);
 * - a reload keeps the session, and logout removes the cookies.
 */

test.describe.configure({ timeout: 90_000 });

const sandbox = `http://127.0.0.1:${ports.sandbox}`;
const PASSWORD = 'demo1234';
/** Over plain http (the e2e servers) the cookies have no `__Host-` prefix. */
const SESSION_COOKIE = 'clem_session';
const EXTERNAL_COOKIE = 'extToken';
const TOKEN_LIFETIME_S = 3600;

interface Style {
  brand: string;
  style: string;
  username: string;
  /** A call only a logged-in player gets an answer from. */
  balancePath: string;
  /** The style's token is checked at the platform after logout (icore has no logout call). */
  revokedOnLogout: boolean;
  login: (page: Page, username: string) => Promise<void>;
}

function accountMenuButton(page: Page, username: string) {
  return page.getByRole('button', { name: `Account menu for ${username}` });
}

async function submitCredentials(page: Page, username: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

const passwordLogin = async (page: Page, username: string) => {
  await submitCredentials(page, username);
};

const codeLogin = async (page: Page, username: string) => {
  await submitCredentials(page, username);
  const dialog = page.getByRole('dialog', { name: 'One-time code' });
  await expect(dialog).toBeVisible();
  // Between the two steps only the pending step's handle is in the page.
  const pending = await cookieNamed(page.context(), 'clem_login_pending');
  expect(pending?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain(pending?.value ?? '(none)');
  await dialog.getByLabel('One-time code').fill('123456');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
};

const styles: Style[] = [
  {
    brand: 'zedbet',
    style: 'accounts/sessions',
    username: 'demo',
    balancePath: '/auth/accounts/me/balance',
    revokedOnLogout: true,
    login: passwordLogin,
  },
  {
    brand: 'kasino',
    style: 'icore',
    username: 'demo',
    balancePath: '/xapi/icore/players/demo/balance/sportsbook?includeFullBalanceDetails=true',
    revokedOnLogout: false,
    login: passwordLogin,
  },
  {
    brand: 'dafabet',
    style: 'header_login with a one-time code',
    username: 'demo_otp',
    balancePath: '/xapi/icore/players/demo_otp/balance/sportsbook?includeFullBalanceDetails=true',
    revokedOnLogout: true,
    login: codeLogin,
  },
];

async function cookieNamed(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name);
}

/** Everything a script can read: `document.cookie` and every localStorage value. */
async function readableByScripts(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    document.cookie,
    ...Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key) ?? ''}`),
  ]);
}

/** A same-origin call from the page, as any script on it could make. */
async function callFromPage(page: Page, path: string, brand: string, authorization: string) {
  return page.evaluate(
    async ({ path, brand, authorization }) => {
      const response = await fetch(path, {
        headers: { Authorization: authorization, 'X-SB-Brand': brand, Accept: 'application/json' },
      });
      return { status: response.status, body: await response.text() };
    },
    { path, brand, authorization },
  );
}

for (const style of styles) {
  test(`${style.style} (${style.brand}): the token lives in an HttpOnly cookie only`, async ({
    page,
    context,
  }) => {
    const problems = watchForBreakage(page);
    const { brand, username } = style;
    await resetPlayer(page, username, brand);
    await page.goto(brandUrl(brand));
    await style.login(page, username);
    await expect(accountMenuButton(page, username)).toBeVisible();
    // Storage is written a moment later (debounced): it then holds the handle.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('jwt'))).toBe('httponly');

    const session = await cookieNamed(context, SESSION_COOKIE);
    expect(session, 'the session cookie').toBeDefined();
    const token = session?.value ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    // The cookie lives as long as the token (an hour in the sandbox), not until 2100.
    const lifetime = (session?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(TOKEN_LIFETIME_S - 120);
    expect(lifetime).toBeLessThanOrEqual(TOKEN_LIFETIME_S + 5);
    const secrets = [token];
    const external = await cookieNamed(context, EXTERNAL_COOKIE);
    if (style.brand !== 'zedbet') {
      // icore's externalSessionToken, header_login's icore_token: HttpOnly too.
      expect(external).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
      secrets.push(external?.value ?? '');
    }
    // The logged-in hint a script (and the server) may read is the handle, for the session.
    const hint = await cookieNamed(context, 'jwt');
    expect(hint).toMatchObject({ value: 'httponly', httpOnly: false });
    expect((hint?.expires ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(TOKEN_LIFETIME_S + 5);

    for (const secret of secrets) {
      for (const readable of await readableByScripts(page)) {
        expect(readable, 'what a script can read').not.toContain(secret);
      }
    }

    // The player is logged in: the page's own balance call and a script's call with the handle
    // work (the proxy adds the token); the real token sent by a script is dropped.
    await expect(page.getByRole('banner').getByText(/1,000\.00/)).toBeVisible();
    const withHandle = await callFromPage(page, style.balancePath, brand, 'Bearer httponly');
    expect(withHandle.status).toBe(200);
    expect(withHandle.body).toContain('balance');
    const withToken = await callFromPage(page, style.balancePath, brand, `Bearer ${token}`);
    expect(withToken.status).toBe(401);

    // A reload keeps the session (and the cookie).
    await page.reload();
    await expect(accountMenuButton(page, username)).toBeVisible();
    await expect(page.getByRole('banner').getByText(/1,000\.00/)).toBeVisible();
    expect((await cookieNamed(context, SESSION_COOKIE))?.value).toBeTruthy();

    // Logout removes the cookies (and, where the style has a logout call, ends the token).
    await accountMenuButton(page, username).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await reloaded;
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await cookieNamed(context, SESSION_COOKIE)).toBeUndefined();
    expect(await cookieNamed(context, EXTERNAL_COOKIE)).toBeUndefined();
    expect(await cookieNamed(context, 'jwt')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    if (style.revokedOnLogout) {
      const after = await page.request.get(
        `${sandbox}${style.balancePath.replace(/^\/auth/, '')}`,
        {
          headers: { Authorization: `Bearer ${token}`, 'X-SB-Brand': brand },
        },
      );
      expect(after.status()).toBe(401);
    }
    expect(problems).toEqual([]);
  });
}
