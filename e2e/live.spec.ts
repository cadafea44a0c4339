import { expect, test, type Page } from '@playwright/test';
import {
  adminPost,
  decimalText,
  liveEvent,
  matchResult,
  openStreams,
  prematchFootballMatches,
  quietFootballMatch,
  setInPlayDelay,
  type LiveEvent,
} from './live';
import { isMobile, slip } from './slip';
import {
  brandUrl,
  dismissNewsPopup,
  expectNoAxeViolations,
  logInAsDemo,
  resetPlayer,
  watchForBreakage,
} from './support';

/**
 * In-Play against the sandbox's live engine, on a phone and a desktop, in three brands: the list
 * leads to a live event page; the sandbox then drives the match (clock, goal, card, corner, a
 * suspended market, a price move, a dropped stream, the end) and the page follows each change in
 * place; after the stream is cut mid-match the page matches the sandbox again (nothing missed,
 * nothing doubled); leaving the page leaves no stream open. A live bet goes through the in-play
 * delay once at an unchanged price and once with a price move, and the phone's and the
 * desktop's slip work by touch and by keyboard alone.
 */

test.describe.configure({ timeout: 120_000 });

const BRANDS = ['zedbet', 'kasino', 'dafabet'] as const;

/** The scoreboard's cells of one side: score, then red cards, yellow cards, corners. */
async function sideCells(page: Page, event: LiveEvent, side: number): Promise<string[]> {
  const [home, away] = event.opponents;
  const board = page.getByRole('table', {
    name: `Scoreboard: ${home?.description} v ${away?.description}`,
  });
  const name = event.opponents[side]?.description ?? '';
  const row = board.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  return (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
}

/** What the sandbox says the side's cells are. */
function expectedCells(event: LiveEvent, side: number): string[] {
  const score = event.scores?.find((entry) => entry.opponentId === event.opponents[side]?.id);
  const s = score as
    { points: number; redCards?: number; yellowCards?: number; corners?: number } | undefined;
  return [s?.points ?? 0, s?.redCards ?? 0, s?.yellowCards ?? 0, s?.corners ?? 0].map(String);
}

async function expectPageMatchesSandbox(page: Page, id: number) {
  await expect(async () => {
    const event = await liveEvent(page.request, id);
    expect(await sideCells(page, event, 0)).toEqual(expectedCells(event, 0));
    expect(await sideCells(page, event, 1)).toEqual(expectedCells(event, 1));
    const market = matchResult(event);
    for (const outcome of market.outcomes) {
      await expect(
        page.locator(`button[data-outcome-id="${outcome.id}"] [data-testid=price]`),
      ).toHaveText(decimalText(outcome.currentPrice.decimal), { timeout: 1_000 });
    }
  }).toPass({ timeout: 15_000 });
}

for (const brand of BRANDS) {
  test(`${brand}: In-Play leads to a live match that follows the sandbox, also across a dropped stream`, async ({
    page,
  }) => {
    const problems = watchForBreakage(page);
    await dismissNewsPopup(page, brand);
    const event = await quietFootballMatch(page.request);
    const [home, away] = event.opponents;
    if (!home || !away) throw new Error('a match has two sides');

    await page.goto(brandUrl(brand, '/live'));
    await expect(page.getByRole('heading', { level: 1, name: 'In-Play' })).toBeVisible();
    // Nothing sticks out sideways (the filter chips scroll inside their own row).
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await expectNoAxeViolations(page);
    await page
      .getByRole('navigation', { name: 'Sports in play' })
      .getByRole('link', { name: /^Football/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Football in play' })).toBeVisible();
    await page
      .getByRole('main')
      .locator(`li[data-event-id="${event.id}"]`)
      .getByRole('link', { name: new RegExp(home.description) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/live/${event.id}-`));
    await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    await expectPageMatchesSandbox(page, event.id);
    await expectNoAxeViolations(page);

    // The clock moves on.
    const before = (await liveEvent(page.request, event.id)).clock?.minutes ?? 0;
    await adminPost(page.request, `/live/events/${event.id}/clock`, { minutes: 3 });
    await expect(page.locator('.cs-sb')).toContainText(`${before + 3}'`);

    // A goal (markets not suspended for it), a yellow card and a corner.
    await adminPost(page.request, `/live/events/${event.id}/goal`, {
      opponentId: home.id,
      suspendMs: 0,
    });
    await adminPost(page.request, `/live/events/${event.id}/card`, {
      opponentId: away.id,
      colour: 'yellow',
    });
    await adminPost(page.request, `/live/events/${event.id}/corner`, { opponentId: home.id });
    await expectPageMatchesSandbox(page, event.id);

    // A suspended market: its prices cannot be picked, and come back when it reopens.
    const market = matchResult(await liveEvent(page.request, event.id));
    const first = page.locator(`button[data-outcome-id="${market.outcomes[0]?.id}"]`);
    await adminPost(page.request, `/live/markets/${market.id}/status`, { status: 'suspended' });
    await expect(first).toBeDisabled();
    await expect(first).toHaveAccessibleName(/suspended/);
    await adminPost(page.request, `/live/markets/${market.id}/status`, { status: 'open' });
    await expect(first).toBeEnabled();

    // A price move reaches its button.
    const outcome = market.outcomes[1];
    if (!outcome) throw new Error('three outcomes');
    const moved = Math.round((outcome.currentPrice.decimal + 0.37) * 100) / 100;
    await adminPost(page.request, `/outcomes/${outcome.id}/price`, {
      decimal: moved,
    });
    await expect(
      page.locator(`button[data-outcome-id="${outcome.id}"] [data-testid=price]`),
    ).toHaveText(decimalText(moved));

    // The stream is cut mid-match; what happens meanwhile still reaches the page, once.
    await adminPost(page.request, '/live/stream/drop');
    await adminPost(page.request, `/live/events/${event.id}/goal`, {
      opponentId: away.id,
      suspendMs: 0,
    });
    await adminPost(page.request, `/outcomes/${outcome.id}/price`, {
      decimal: Math.round((moved + 0.21) * 100) / 100,
    });
    await expectPageMatchesSandbox(page, event.id);
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as { __clemLive?: { openStreams: number } }).__clemLive?.openStreams,
        ),
      )
      .toBe(1);

    // The end: the page says so, with the toast, and its markets go.
    await adminPost(page.request, `/live/events/${event.id}/end`);
    await expect(
      page.getByRole('status').filter({ hasText: 'This event has finished.' }).first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(
      'This event has finished.',
    );
    await expect(page.locator(`button[data-outcome-id="${outcome.id}"]`)).toHaveCount(0);

    // Leaving the page leaves no stream behind.
    await page.goto(brandUrl(brand, '/sports'));
    await expect.poll(() => openStreams(page.request), { timeout: 15_000 }).toBe(0);
    expect(problems).toEqual([]);
  });
}

test('a live event page opened directly follows the stream from its own data, with no validation library or platform client', async ({
  page,
}) => {
  const event = await quietFootballMatch(page.request);
  const outcome = matchResult(event).outcomes[0];
  if (!outcome) throw new Error('three outcomes');
  const scripts: Promise<string>[] = [];
  const snapshotCalls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  page.on('request', (request) => {
    if (/\/xapi\/marketdata\/v1\/livepage/.test(request.url())) snapshotCalls.push(request.url());
  });
  await page.goto(brandUrl('zedbet', `/live/${event.id}`));
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect.poll(() => openStreams(page.request)).toBeGreaterThan(0);
  const moved = Math.round((outcome.currentPrice.decimal + 0.29) * 100) / 100;
  await adminPost(page.request, `/outcomes/${outcome.id}/price`, { decimal: moved });
  await expect(
    page.locator(`button[data-outcome-id="${outcome.id}"] [data-testid=price]`),
  ).toHaveText(decimalText(moved));
  // The page's live data started from what the server rendered (its seed): the browser asked
  // the platform for no snapshot, and loaded neither zod nor axios.
  expect(snapshotCalls).toEqual([]);
  const bodies = await Promise.all(scripts);
  expect(bodies.filter((body) => body.includes('$ZodType'))).toEqual([]);
  expect(bodies.filter((body) => body.includes('AxiosError'))).toEqual([]);
  await adminPost(page.request, `/live/events/${event.id}/freeze`, { frozen: false });
});

test('a live event page in the dark theme has no accessibility violations', async ({ page }) => {
  await dismissNewsPopup(page, 'zedbet');
  const event = await quietFootballMatch(page.request);
  await page.goto(brandUrl('zedbet', `/live/${event.slug}?theme=dark`));
  await expect(page.getByRole('table', { name: /^Scoreboard:/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await adminPost(page.request, `/live/events/${event.id}/freeze`, { frozen: false });
});

test('an event that goes live while a player is on its prematch page moves to its live page', async ({
  page,
}) => {
  const prematch = await prematchFootballMatches(page.request);
  // A football match (it has a scoreboard) far down the list, so no other test is looking at it.
  const event = prematch[prematch.length - 1 - (isMobile(page) ? 1 : 0)];
  if (!event) throw new Error('no prematch match');
  await dismissNewsPopup(page, 'zedbet');
  // Its live address sends a player to its prematch page while it has not started.
  await page.goto(brandUrl('zedbet', `/live/${event.slug}`));
  await expect(page).toHaveURL(new RegExp(`/events/${event.slug}$`));
  await adminPost(page.request, `/live/events/${event.id}/start`);
  await expect(page).toHaveURL(new RegExp(`/live/${event.slug}$`), { timeout: 25_000 });
  await expect(page.getByRole('table', { name: /^Scoreboard:/ })).toBeVisible();
  // And its prematch address now sends a player to the live page.
  await page.goto(brandUrl('zedbet', `/events/${event.slug}`));
  await expect(page).toHaveURL(new RegExp(`/live/${event.slug}$`));
});

test('an event that goes live while In-Play is open is offered, and shows when asked for', async ({
  page,
}) => {
  const prematch = await prematchFootballMatches(page.request);
  // Not the matches the going-live test starts (the last two).
  const event = prematch[prematch.length - 3 - (isMobile(page) ? 1 : 0)];
  if (!event) throw new Error('no prematch match');
  await dismissNewsPopup(page, 'zedbet');
  await page.goto(brandUrl('zedbet', '/live'));
  await expect(page.locator('main li[data-event-id]').first()).toBeVisible();
  await adminPost(page.request, `/live/events/${event.id}/start`);
  // Other matches of the sandbox's world may go live meanwhile: at least this one is counted.
  const offer = page
    .getByRole('status')
    .getByRole('button', { name: /^Show \d+ new events? in play$/ });
  await expect(offer).toBeVisible({ timeout: 20_000 });
  await offer.click();
  await expect(offer).toBeHidden();
  // The new rows come from the server; the match shows unless this page of the list ends before it.
  if ((await page.getByRole('link', { name: /^Show more/ }).count()) === 0) {
    await expect(page.locator(`main li[data-event-id="${event.id}"]`)).toBeVisible();
  }
});

for (const brand of BRANDS) {
  test(`${brand}: every frame link to a live page lands on a real page`, async ({ page }) => {
    await dismissNewsPopup(page, brand);
    await page.goto(brandUrl(brand, '/sports'));
    const hrefs = await page.evaluate(() => {
      const main = document.querySelector('main');
      return [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
        .filter((anchor) => !main?.contains(anchor))
        .map((anchor) => new URL(anchor.href))
        .filter(
          (url) =>
            url.origin === location.origin && /^(?:\/[a-z]{2})?\/live(?:\/|$)/.test(url.pathname),
        )
        .map((url) => `${url.pathname}${url.search}`);
    });
    const unique = [...new Set(hrefs)];
    expect(unique.length).toBeGreaterThan(0);
    for (const href of unique) {
      const answer = await page.goto(brandUrl(brand, href));
      expect(answer?.status(), href).toBeLessThan(400);
      await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page not found' }), href).toHaveCount(0);
    }
  });
}

for (const brand of ['zedbet', 'dafabet'] as const) {
  test(`${brand}: a live bet goes through the in-play delay, once as priced and once after a price move`, async ({
    page,
  }) => {
    await resetPlayer(page, 'demo', brand);
    await dismissNewsPopup(page, brand);
    // The brand holds in-play bets 3 s (football's own 5 s made the three delays here 15 s).
    await setInPlayDelay(page.request, brand, 3);
    const event = await quietFootballMatch(page.request);
    const market = matchResult(event);
    // The longest price, so a drop stays a valid price.
    const outcome = [...market.outcomes].sort(
      (a, b) => b.currentPrice.decimal - a.currentPrice.decimal,
    )[0];
    if (!outcome) throw new Error('an outcome');
    await page.goto(brandUrl(brand, `/live/${event.slug}`));
    await logInAsDemo(page);
    const price = page.locator(`button[data-outcome-id="${outcome.id}"]`);
    const betslip = slip(page);

    const pickAndStake = async () => {
      if (isMobile(page)) {
        await price.click();
        await expect(betslip).toBeVisible();
        const field = betslip.getByRole('textbox', { name: /^Stake for/ }).first();
        await field.click();
        const keypad = betslip.getByRole('group', { name: 'Stake keypad' });
        await keypad.getByRole('button', { name: '1', exact: true }).click();
        await keypad.getByRole('button', { name: 'Done' }).click();
      } else {
        // Desktop: by keyboard alone, from the price to the placed bet.
        await expect(price).toHaveAttribute('aria-pressed', 'false');
        await price.focus();
        await page.keyboard.press('Enter');
        await expect(price).toHaveAttribute('aria-pressed', 'true');
        await page.keyboard.press('Tab');
        await expect(page.getByRole('button', { name: 'Go to betslip' })).toBeFocused();
        await page.keyboard.press('Enter');
        const field = betslip.getByRole('textbox', { name: /^Stake for/ }).first();
        await expect(field).toBeFocused();
        await page.keyboard.type('1');
      }
    };
    const place = async (name: 'Place bet' | 'Accept changes') => {
      const button = betslip.getByRole('button', { name });
      if (isMobile(page)) {
        await button.click();
        return;
      }
      for (let step = 0; step < 30; step += 1) {
        if (await button.evaluate((node) => node === document.activeElement)) break;
        await page.keyboard.press('Tab');
      }
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
    };

    // As priced: the countdown, then the bet is placed.
    await pickAndStake();
    await place('Place bet');
    await expect(betslip.getByText(/Placing in-play bet…/)).toBeVisible();
    await expect(betslip.getByText(/Bet placed/)).toBeVisible({ timeout: 15_000 });
    await betslip.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(price).toHaveAttribute('aria-pressed', 'false');

    // The price drops during the delay: the slip offers the new price, and places at it.
    await pickAndStake();
    await place('Place bet');
    await expect(betslip.getByText(/Placing in-play bet…/)).toBeVisible();
    const lower = Math.floor(outcome.currentPrice.decimal * 90) / 100;
    await adminPost(page.request, `/outcomes/${outcome.id}/price`, { decimal: lower });
    await expect(betslip.getByRole('button', { name: 'Accept changes' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(betslip).toContainText(decimalText(lower));
    await place('Accept changes');
    await place('Place bet');
    await expect(betslip.getByText(/Bet placed/)).toBeVisible({ timeout: 15_000 });
    await adminPost(page.request, `/live/events/${event.id}/freeze`, { frozen: false });
    await setInPlayDelay(page.request, brand, null);
  });
}
