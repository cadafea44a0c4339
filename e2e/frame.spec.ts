import { expect, test, type Page } from '@playwright/test';
import { testHostPageHtml } from '../packages/shell/src/embedding/testHostPage';
import {
  brandUrl,
  expectNoAxeViolations,
  gotoHydrated,
  ports,
  reloadHydrated,
  watchForBreakage,
} from './support';

/**
 * The frame (issue 6) in three brands that differ: zedbet (prematch root, menu left, classic
 * header), dafabet (live root, menu right, rebranded header) and kasino (virtuals in the footer,
 * promotions hidden there, floating betslip). Every test runs on a phone and on a desktop.
 */

test.describe.configure({ timeout: 60_000 });

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

function footer(page: Page) {
  return page.getByRole('navigation', { name: 'Footer navigation' });
}

/** The labels of the footer items the player can see, in order. */
async function footerLabels(page: Page): Promise<string[]> {
  const items = footer(page).locator('li:visible');
  return (await items.allInnerTexts()).map((text) => text.split('\n')[0]?.trim() ?? '');
}

test.describe('footer navigation follows the brand rules', () => {
  const expected: Record<string, { mobile: string[]; desktop: string[] }> = {
    // Prematch root: menu, pre-events, live, then the rest; five at most (promos is cut).
    zedbet: {
      mobile: ['Menu', 'Upcoming', 'Live', 'Betslip', 'My bets'],
      desktop: ['Betslip', 'My bets'],
    },
    // Live root, menu on the right.
    dafabet: {
      mobile: ['Upcoming', 'Live', 'Betslip', 'My bets', 'Menu'],
      desktop: ['Betslip', 'My bets'],
    },
    // Virtuals enabled, promos hidden; the floating betslip drops betslip on desktop.
    kasino: {
      mobile: ['Menu', 'Upcoming', 'Live', 'Virtuals', 'Betslip'],
      desktop: ['My bets'],
    },
  };
  for (const [brand, items] of Object.entries(expected)) {
    test(`${brand}: items and order`, async ({ page }) => {
      await gotoHydrated(page, brandUrl(brand));
      expect(await footerLabels(page)).toEqual(isMobile(page) ? items.mobile : items.desktop);
    });
  }
});

test('navigating by the side menu and the footer marks where the player is', async ({ page }) => {
  const problems = watchForBreakage(page);
  await gotoHydrated(page, brandUrl('zedbet'));
  if (isMobile(page)) {
    const menuButton = footer(page).getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // Scroll is locked while the drawer is open; Escape closes it and focus comes back.
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /\d/);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await drawer.getByRole('link', { name: 'Fixtures' }).click();
    await expect(page).toHaveURL(/\/sports\/fixtures$/);
    await expect(drawer).toBeHidden();
    await expect(footer(page).getByRole('link', { name: 'Upcoming' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await footer(page).getByRole('link', { name: 'Live' }).click();
    await expect(page).toHaveURL(/\/live\/sport\/?$/);
    await expect(footer(page).getByRole('link', { name: 'Live' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  } else {
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Fixtures' }).click();
    await expect(page).toHaveURL(/\/sports\/fixtures$/);
    await expect(menu.getByRole('link', { name: 'Fixtures' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The desktop menu collapses to icons and back (the collapsed column widens under the
    // pointer, so the way back is taken with the keyboard).
    const toggle = page.getByRole('button', { name: 'Collapse menu' });
    await toggle.click();
    const expand = page.getByRole('button', { name: 'Expand menu' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expand.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The sub-header leads to prematch pages on a prematch-root brand.
    await page.getByRole('link', { name: 'Live Football' }).click();
    await expect(page).toHaveURL(/\/sports\/1-FOOT$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
  }
  if (isMobile(page)) {
    // The footer's Live leads to the In-Play home.
    await expect(page.getByRole('heading', { level: 1, name: 'In-Play' })).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('anonymous players see the logged-out menu only and Login opens a dialog', async ({
  page,
}) => {
  await gotoHydrated(page, brandUrl('zedbet'));
  if (isMobile(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Play Safe' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Bet History' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Transactions' })).toHaveCount(0);
  await expect(menu.getByRole('heading', { name: 'AZ Sports' })).toBeVisible();
  if (isMobile(page)) await page.keyboard.press('Escape');

  const login = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await login.click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();
});

test('the language switch keeps the page and sets NEXT_USER_LOCALE', async ({ page, context }) => {
  await gotoHydrated(page, brandUrl('dafabet', '/promotions'));
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Language/ })
    .click();
  await page.getByRole('link', { name: /Tiếng Việt/ }).click();
  await expect(page).toHaveURL(/\/vn\/promotions$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_USER_LOCALE');
  expect(cookie?.value).toBe('vn');
});

test('choosing a theme applies it and says so in a toast', async ({ page }) => {
  await gotoHydrated(page, brandUrl('zedbet'));
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
  }
  await page
    .locator('label:visible')
    .filter({ hasText: /^Dark$/ })
    .first()
    .click();
  // Phones choose it in the settings panel, which applies on Save; the desktop header switch
  // applies at once.
  if (isMobile(page))
    await page
      .getByRole('form', { name: 'Settings' })
      .getByRole('button', { name: 'Save' })
      .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const toast = page.getByText('Your choice has been saved.');
  await expect(toast).toBeVisible();
  // Alt+T moves focus to the notifications.
  await page.keyboard.press('Alt+KeyT');
  await expect(page.locator('[data-sonner-toaster]')).toBeFocused();
});

test('content-embedded pages show the content without the frame, from the first paint', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __headerAtBody?: string | null };
    new MutationObserver((_, observer) => {
      if (document.body) {
        w.__headerAtBody = document.documentElement.getAttribute('data-content-only');
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await gotoHydrated(page, brandUrl('zedbet', '/sports?content-embedded=true'));
  expect(
    await page.evaluate(() => (window as unknown as { __headerAtBody?: string }).__headerAtBody),
  ).toBe('true');
  await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(footer(page)).toBeHidden();
  // The flag is kept for the tab: a link without the query stays content-only.
  await page.goto(brandUrl('zedbet', '/sports/fixtures'));
  await expect(page.getByRole('banner')).toBeHidden();
});

test('embedded: posts ready and size to the host and ignores a foreign origin', async ({
  page,
}) => {
  const host = 'https://www.zedbet.com';
  const frameSrc = `http://localhost:${ports.brand('zedbet')}/sports?embedded=true`;
  const html = testHostPageHtml({ frameSrc }).replace(
    '</body>',
    // A foreign frame on the same host page tries to steer the app.
    `<iframe id="evil" src="https://evil.example/attack.html" title="Other"></iframe></body>`,
  );
  await page.route(`${host}/host.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: html }),
  );
  await page.route('https://evil.example/attack.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<script>window.attack = () => parent.frames[0].postMessage({ type: 'navigate', path: '/maintenance' }, '*');</script>`,
    }),
  );
  await page.goto(`${host}/host.html`);
  const messages = () =>
    page.evaluate(
      () =>
        (window as unknown as { __hostMessages: { origin: string; data: { type: string } }[] })
          .__hostMessages,
    );
  await expect
    .poll(async () => (await messages()).map((m) => m.data.type))
    .toEqual(expect.arrayContaining(['ready', 'language', 'size']));
  const appOrigin = `http://localhost:${ports.brand('zedbet')}`;
  expect((await messages()).every((m) => m.origin === appOrigin)).toBe(true);
  const size = (await messages()).find((m) => m.data.type === 'size') as unknown as {
    data: { payload: { width: number; height: number } };
  };
  expect(size.data.payload.height).toBeGreaterThan(100);

  const app = page.frameLocator('#clem-frame');
  await expect(app.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
  const evil = page.frames().find((frame) => frame.url().startsWith('https://evil.example'));
  await evil?.evaluate(() => (window as unknown as { attack: () => void }).attack());
  await page.waitForTimeout(1000);
  const appFrame = page.frames().find((frame) => frame.url().startsWith(appOrigin));
  expect(appFrame?.url()).toMatch(/\/sports\?embedded=true$/);

  // The allowed host can steer it.
  await page.evaluate(
    (origin) =>
      (
        window as unknown as { __sendToFrame: (data: unknown, target: string) => void }
      ).__sendToFrame({ type: 'navigate', path: '/sports/fixtures' }, origin),
    appOrigin,
  );
  await expect
    .poll(() =>
      page
        .frames()
        .find((frame) => frame.url().startsWith(appOrigin))
        ?.url(),
    )
    .toMatch(/\/sports\/fixtures$/);
});

test('hostile operator HTML renders harmlessly: no script, handler, dialog or foreign call', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`http://localhost:${ports.brand('zedbet')}/`) && !url.startsWith('data:'))
      problems.push(`request: ${url}`);
  });
  // /sports carries the home layout's HTML widgets (one serves every hostile sample), the
  // adverts and the operator footer.
  await gotoHydrated(page, brandUrl('zedbet'));
  const operatorHtml = page.locator('[data-safe-html]');
  await expect(operatorHtml.first()).toBeAttached();
  expect(await operatorHtml.count()).toBeGreaterThan(1);
  for (const text of await operatorHtml.allInnerTexts()) expect(text).not.toContain('<script');
  const dangerous = await page.evaluate(() =>
    [...document.querySelectorAll('[data-safe-html] *')].flatMap((element) => [
      ...(element.tagName === 'SCRIPT' || element.tagName === 'IFRAME' ? [element.tagName] : []),
      ...[...element.attributes]
        .filter(
          (attribute) =>
            attribute.name.startsWith('on') || /^\s*(javascript|data):/i.test(attribute.value),
        )
        .map((attribute) => `${element.tagName} ${attribute.name}=${attribute.value}`),
    ]),
  );
  expect(dangerous).toEqual([]);
  // Clicking what looks like a link does nothing harmful.
  const claim = page.getByText('Claim now').first();
  if (await claim.isVisible()) await claim.click();
  expect(
    await page.evaluate(() => (window as unknown as { __clemHostile?: string }).__clemHostile),
  ).toBeUndefined();
  await expect(page.locator('body')).toBeVisible();
  expect(problems).toEqual([]);
});

test('operator HTML of the server-rendered widgets arrives sanitised in the HTML itself', async ({
  request,
}) => {
  // No browser: what the server sends, before any script runs.
  const html = await (await request.get(brandUrl('zedbet'))).text();
  const widgets = [
    ...html.matchAll(/<section class="cu-html[^"]*" data-safe-html="">([\s\S]*?)<\/section>/g),
  ];
  expect(widgets.length).toBeGreaterThan(0);
  const content = widgets.map((match) => match[1]).join('\n');
  expect(content).toContain('Welcome bonus');
  expect(content).not.toMatch(/<script|<iframe|<svg|<style|\son[a-z]+=|javascript:|data:text/i);
  // Operator images wait until they come near the viewport (they sit in widgets, menus and the
  // footer, and must not compete with the page's scripts on a slow connection).
  const images = content.match(/<img\b[^>]*>/g) ?? [];
  expect(images.length).toBeGreaterThan(0);
  expect(images.filter((img) => !img.includes('loading="lazy"'))).toEqual([]);
});

test('the first load of the sports home fetches no operator image far below the fold', async ({
  page,
}) => {
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, brandUrl('zedbet'));
  // The sandbox's footer and widgets carry an <img src=x> (a DOMPurify fixture): loaded eagerly
  // it costs a whole 404 page per copy. The brand's own logo is the only image of the first view.
  expect(images.filter((path) => path === '/x')).toEqual([]);
});

test('the header fits narrow phones on one line: no sideways scroll from 320 px up', async ({
  page,
}) => {
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto(brandUrl('zedbet'));
    const header = page.locator('[data-frame-part="header"]');
    await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
    const sizes = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
      login: document.querySelector('.ch-anonymous')?.getBoundingClientRect().height ?? 0,
    }));
    expect(sizes.scroll, `page width at ${width} px`).toBeLessThanOrEqual(sizes.client);
    // One line of text in the buttons: no taller than a button.
    expect(sizes.login, `Login and Join at ${width} px`).toBeLessThanOrEqual(48);
  }
});

test('a platform answer that goes to maintenance sends the player to /maintenance', async ({
  page,
  request,
}) => {
  const faults = `http://127.0.0.1:${ports.faultSandboxAdmin}/__admin/faults`;
  await request.delete(faults);
  await request.post(faults, { data: { match: '/xapi/rest/eventpathtree', kind: 'maintenance' } });
  try {
    await gotoHydrated(page, `http://localhost:${ports.faulty}/sports`);
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await request.delete(faults);
  }
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/sports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
});

test('the flutter maintenance page is static HTML without scripts', async ({ request }) => {
  const response = await request.get(brandUrl('dafabet', '/flutter-maintenance.html'));
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toMatch(/<meta name="robots" content="noindex"\s*\/?>/);
  expect(body).not.toMatch(/<script/i);
});

for (const brand of ['zedbet', 'dafabet', 'kasino']) {
  test(`${brand}: the frame is accessible with the menu open (axe)`, async ({ page }) => {
    await gotoHydrated(page, brandUrl(brand));
    await expectNoAxeViolations(page);
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

test('keyboard only: the menu, the language list and the account dialog', async ({ page }) => {
  await gotoHydrated(page, brandUrl('dafabet'));
  const language = page.getByRole('banner').getByRole('button', { name: /^Language/ });
  await language.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: /Tiếng Việt/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(language).toBeFocused();
  if (isMobile(page)) {
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // Focus moved into the drawer (the dialog itself or a control in it).
    await expect
      .poll(() => drawer.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(open).toBeFocused();
  } else {
    const az = page.getByRole('navigation', { name: 'Main menu' });
    const football = az.getByRole('button', { name: /^Football/ });
    await football.focus();
    await page.keyboard.press('Enter');
    await expect(football).toHaveAttribute('aria-expanded', 'true');
  }
});

test('the news popup shows once, pages, and stays away after "Don\'t show again"', async ({
  page,
}) => {
  await gotoHydrated(page, brandUrl('dafaghana'));
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Next page' }).click();
  await expect(popup).toContainText('2 /');
  await popup.getByRole('button', { name: "Don't show again" }).click();
  await expect(popup).toBeHidden();
  await reloadHydrated(page);
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('toasts by key: a catalogue key and an unknown key (built Storybook)', async ({ page }) => {
  // `npm test` builds Storybook before the end-to-end run; e2e/servers.mjs serves it.
  await page.goto(
    `http://127.0.0.1:${ports.storybook}/iframe.html?id=shell-toasts-toasts--catalogue&viewMode=story`,
  );
  await page.getByRole('button', { name: 'event-finished' }).click();
  await expect(page.getByText('This event has finished.')).toBeVisible();
  await page.getByRole('button', { name: 'unknown key' }).click();
  await expect(page.getByText('Notification does not exist')).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
});

test('page titles and descriptions come from settings by URL pattern', async ({ page }) => {
  await gotoHydrated(page, brandUrl('zedbet'));
  await expect(page).toHaveTitle('Sports – Zedbet');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Prematch sports betting.',
  );
  // A page that knows what it shows says so; the operator's `/live/*` pattern is its fallback.
  await gotoHydrated(page, brandUrl('zedbet', '/live/sport/1-FOOT'));
  await expect(page).toHaveTitle('Football in play – Zedbet');
  await gotoHydrated(page, brandUrl('zedbet', '/live/sport/99-XXXX'));
  await expect(page).toHaveTitle('Live betting – Zedbet');
  await gotoHydrated(page, brandUrl('zedbet', '/es/promotions'));
  await expect(page).toHaveTitle('Promotions – Zedbet');
});
