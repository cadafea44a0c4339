import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Response } from '@playwright/test';
import { HYDRATED_MARK } from '../packages/shell/src/frame/hydratedMark';
import { ports } from './ports.mjs';

export { ports };

/**
 * Waits until the page in the tab has hydrated: its frame's controls answer to clicks and keys.
 * Cheaper than waiting for a quiet network (half a second after the last request, on every page)
 * and it says what the test needs. Pages without the frame (the root 404) never set it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark, 'mark').length > 0,
    HYDRATED_MARK,
  );
}

/** `page.goto` that resolves once the page has loaded and hydrated; returns the main response. */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page);
  return response;
}

/** `page.reload` that resolves once the reloaded page has loaded and hydrated. */
export async function reloadHydrated(page: Page): Promise<Response | null> {
  const response = await page.reload({ waitUntil: 'load' });
  await waitForHydration(page);
  return response;
}

export function brandUrl(brand: string, path = '/sports'): string {
  return `http://localhost:${ports.brand(brand)}${path}`;
}

/**
 * Fails on any WCAG 2.2 A/AA violation axe finds on the page as it is now, once its running CSS
 * transitions and finite animations have ended: axe reads colours as drawn, and a colour halfway
 * through a transition belongs to neither state (a test that sets `data-theme` itself, bypassing
 * the theme switch that holds transitions, would otherwise judge a half-faded button).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await expectNoViolations(
    page,
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']),
  );
}

/**
 * The page in the other theme, checked by axe after a full check (all WCAG 2.2 A/AA tags) in the
 * first: only the rules of those tags whose result depends on colour (text contrast, links told
 * apart from text by colour alone; axe runs either a list of tags or a list of rules). A theme
 * changes colours and nothing else (the same markup, names, roles and sizes), so the full check's
 * other rules would only repeat themselves, and they are two thirds of its time (on /sports:
 * 4.3 s for all rules, 1.5 s for these).
 */
export async function expectNoAxeViolationsInTheme(
  page: Page,
  theme: 'light' | 'dark',
): Promise<void> {
  await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
  await expectNoViolations(
    page,
    new AxeBuilder({ page }).withRules(['color-contrast', 'link-in-text-block']),
  );
}

async function expectNoViolations(page: Page, builder: AxeBuilder): Promise<void> {
  // Parts far from the viewport skip their rendering (`content-visibility: auto`) and take an
  // estimated size that is never painted; axe would measure that estimate (a skipped row's content
  // laid over the next row's link). Render them for the check, as a player scrolling would.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
        element.dataset['axeRendered'] = '';
      }
    }
  });
  // Then let finite animations and transitions end (a colour fading in would be read half way).
  // After the step above: parts rendered only now start their own transitions (a theme changed
  // while they were skipped fades their odds buttons in), and `getAnimations()` sees them, since
  // it brings styles up to date first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await builder.analyze();
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-axe-rendered]')) {
      element.style.contentVisibility = '';
      delete element.dataset['axeRendered'];
    }
  });
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.any.map((check) => check.message).join('; ')})`).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * The page is marked noindex: at least one robots meta, and every one says noindex (a 404 carries
 * Next's own tag next to the page's).
 */
export async function expectNoIndex(page: Page): Promise<void> {
  const robots = await page
    .locator('meta[name="robots"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
  expect(robots.length).toBeGreaterThan(0);
  expect(new Set(robots)).toEqual(new Set(['noindex']));
}

/** Collects CSP violations and page errors so a test can assert there were none. */
export function watchForBreakage(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(text))
      problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Brands whose operator greets players with a news popup (dafaghana in the sandbox) open it over
 * the page on the first visit. Tests about other things mark it as already dismissed, the way a
 * returning player has it (its id in `clem-news-popup-dismissed`).
 */
export async function dismissNewsPopup(page: Page, brand: string): Promise<void> {
  const response = await page.request.get(`http://127.0.0.1:${ports.sandbox}/api/news_popup`, {
    headers: { 'X-SB-Brand': brand },
  });
  const { id } = (await response.json()) as { id: string | number };
  await page.addInitScript((newsId) => {
    localStorage.setItem('clem-news-popup-dismissed', JSON.stringify([newsId]));
  }, id);
}

/** Puts a sandbox player back as seeded (balance, bets, flags) through the admin port. */
export async function resetPlayer(page: Page, username: string, brand: string): Promise<void> {
  const response = await page.request.post(
    `http://127.0.0.1:${ports.sandboxAdmin}/__admin/players/${username}/reset`,
    { data: { brand } },
  );
  expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
}

/** Logs the sandbox's demo player in through the header's login dialog (English words). */
export async function logInAsDemo(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill('demo1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();
}
