import { expect, test, type Locator, type Page } from '@playwright/test';
import { words } from './catalogue';
import { isMobile, oddsButton } from './slip';
import {
  brandUrl,
  dismissNewsPopup,
  expectNoAxeViolations,
  expectNoAxeViolationsInTheme,
  gotoHydrated,
  ports,
  resetPlayer,
} from './support';

/**
 * The whole prematch loop as a new player plays it, in three brands and two languages, on a phone
 * and a desktop: log in, pick four events, stake the accumulator, the Doubles, the Trebles and a
 * system, place once, and find each bet in My Bets with the odds and returns the slip showed.
 * Every name comes from the player's own catalogue, so an untranslated label fails here.
 */

test.describe.configure({ timeout: 150_000 });

const sandbox = `http://127.0.0.1:${ports.sandbox}`;
const LEAGUE = '/sports/competitions/football/england/premier-league';

/**
 * Three brands on each device, each device in two languages, each of zedbet and dafabet in both
 * of its languages. (kasino's phone footer has no My Bets entry, so its phone case is dafaspain's,
 * whose default language is Spanish: English is its prefixed one.)
 */
const CASES = [
  { project: 'mobile', brand: 'zedbet', locale: 'es', prefix: '/es' },
  { project: 'mobile', brand: 'dafaspain', locale: 'en', prefix: '/en' },
  { project: 'mobile', brand: 'dafabet', locale: 'sc', prefix: '/sc' },
  { project: 'desktop', brand: 'zedbet', locale: 'en', prefix: '' },
  { project: 'desktop', brand: 'kasino', locale: 'de', prefix: '/de' },
  { project: 'desktop', brand: 'dafabet', locale: 'en', prefix: '' },
] as const;

interface SandboxBet {
  reference: string;
  kind: string;
  betTypeId: number;
  numberOfBets: number;
  potentialReturns: number;
}

async function openBets(page: Page, brand: string): Promise<SandboxBet[]> {
  const token = (await page.context().cookies()).find((c) => c.name === 'clem_session')?.value;
  const details = await page.evaluate(() => localStorage.getItem('clem-loginDetails'));
  const accountId = (
    JSON.parse(details ?? '{}') as { state?: { loginDetails?: { alsPlayerId?: number } } }
  ).state?.loginDetails?.alsPlayerId;
  expect(token && accountId).toBeTruthy();
  const response = await page.request.get(`${sandbox}/xapi/bet/account/${accountId}/openbets`, {
    headers: { Authorization: `Bearer ${token}`, 'X-SB-Brand': brand },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { bets: SandboxBet[] }).bets;
}

/** The figure a `dt` labels, in a slip line or a My Bets card. */
function figure(scope: Locator, label: string): Locator {
  return scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

for (const { project, brand, locale, prefix } of CASES) {
  test(
    `${brand} in ${locale}: doubles, trebles, the accumulator and a system, placed once, seen in My Bets`,
    { tag: `@${project}-only` },
    async ({ page }) => {
      const t = words(locale);
      await resetPlayer(page, 'demo', brand);
      await dismissNewsPopup(page, brand);
      await gotoHydrated(page, brandUrl(brand, `${prefix}${LEAGUE}`));

      await page
        .getByRole('banner')
        .getByRole('button', { name: t('header.login') })
        .click();
      const dialog = page.getByRole('dialog', { name: t('login.title') });
      await dialog.getByLabel(t('login.username')).fill('demo');
      await dialog.getByLabel(t('login.password'), { exact: true }).fill('demo1234');
      await dialog.getByRole('button', { name: t('login.submit') }).click();
      await expect(dialog).toBeHidden();
      // Focus lands somewhere a keyboard player can go on from, never the page body.
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();
      const before = (await openBets(page, brand)).length;

      const slip = page.getByRole('group', { name: new RegExp(`^${t('betslip.ui.title')}`) });
      const closeSheet = async () => {
        if (!isMobile(page) || !(await slip.isVisible())) return;
        await slip.getByRole('button', { name: t('betslip.ui.close') }).click();
        await expect(slip).toBeHidden();
      };
      for (let index = 0; index < 4; index += 1) {
        // A phone's sheet opens on a pick (at once or a moment later): close it before the next.
        await closeSheet();
        await oddsButton(page, index).click();
        await expect(oddsButton(page, index)).toHaveAttribute('aria-pressed', 'true');
        // The first pick opens the phone's sheet.
        if (index === 0 && isMobile(page)) await expect(slip).toBeVisible();
      }
      // Open the slip (it may already be opening by itself after the last pick).
      await expect(async () => {
        if (!(await slip.isVisible())) {
          await (
            isMobile(page)
              ? page
                  .getByRole('navigation', { name: t('layout.footerNav') })
                  .getByRole('button', { name: new RegExp(t('layout.betslip')) })
              : page.getByRole('button', {
                  name: new RegExp(t('layout.openBetslip', { count: 4 })),
                })
          ).click({ timeout: 2_000 });
        }
        await expect(slip).toBeVisible({ timeout: 2_000 });
      }).toPass();

      // Four events: the 4-Fold (one bet), Trebles (4 bets), Doubles (6 bets), and the systems.
      const fold = t('betslip.betType.fold', { legs: 4 });
      const trebles = t('betslip.betType.trebles');
      const doubles = t('betslip.betType.doubles');
      const line = (name: string) => slip.locator('[data-kind="multiple"]', { hasText: name });
      await expect(line(trebles).getByText(t('betslip.ui.lineBets', { count: 4 }))).toBeVisible();
      await expect(line(doubles).getByText(t('betslip.ui.lineBets', { count: 6 }))).toBeVisible();
      const stakes = [
        t('betslip.ui.stakeFor', { name: fold }),
        t('betslip.ui.stakePerLineFor', { name: trebles }),
        t('betslip.ui.stakePerLineFor', { name: doubles }),
        t('betslip.ui.stakePerLineFor', { name: 'Yankee' }),
      ];
      for (const name of stakes) {
        const field = slip.getByRole('textbox', { name, exact: true });
        if (isMobile(page)) {
          await field.click();
          const keypad = slip.getByRole('group', { name: t('betslip.ui.keypad') });
          await keypad.getByRole('button', { name: '1', exact: true }).click();
          await keypad.getByRole('button', { name: t('betslip.ui.done') }).click();
        } else {
          await field.fill('1');
        }
        await expect(field).toHaveValue('1');
      }
      // 1 + 4 + 6 + 11 bets at 1 each.
      await expect(figure(slip, t('betslip.ui.totalStake')).last()).toContainText('22');
      const returnsOf = async (name: string) =>
        (await figure(line(name), t('betslip.ui.potentialReturns')).textContent())?.trim() ?? '';
      const slipReturns = {
        fold: await returnsOf(fold),
        trebles: await returnsOf(trebles),
        doubles: await returnsOf(doubles),
      };
      const foldOdds = (
        await line(fold)
          .getByText(/^[\d,]+\.\d{2,3}$/)
          .first()
          .textContent()
      )?.trim();

      const place = slip.getByRole('button', { name: t('betslip.ui.placeBet') });
      await place.click();
      await expect(
        slip.getByRole('heading', { name: t('betslip.ui.betPlaced', { count: 4 }) }),
      ).toBeVisible();
      // Placed once: exactly four bets, whatever else was pressed.
      const placed = (await openBets(page, brand)).slice(0, 4);
      expect((await openBets(page, brand)).length).toBe(before + 4);
      expect(placed.map((bet) => bet.numberOfBets).sort((a, b) => a - b)).toEqual([1, 4, 6, 11]);

      await slip.getByRole('button', { name: t('betslip.ui.done') }).click();
      if (isMobile(page) && (await slip.isVisible())) {
        await slip.getByRole('button', { name: t('betslip.ui.close') }).click();
      }
      await page
        .getByRole('navigation', { name: t('layout.footerNav') })
        .getByRole('button', { name: new RegExp(t('layout.myBets')) })
        .click();
      const card = (bets: number) => {
        const bet = placed.find(
          (entry) => entry.numberOfBets === bets && entry.kind === 'multiple',
        );
        return page.locator('article', { hasText: bet?.reference ?? 'none' });
      };
      const returnsLabel = t('betslip.myBets.potentialReturns');
      await expect(figure(card(1), returnsLabel)).toContainText(slipReturns.fold);
      await expect(figure(card(4), returnsLabel)).toContainText(slipReturns.trebles);
      await expect(figure(card(6), returnsLabel)).toContainText(slipReturns.doubles);
      if (foldOdds) await expect(figure(card(1), t('betslip.myBets.odds'))).toHaveText(foldOdds);
      await expect(card(6)).toContainText(`${doubles} ${t('betslip.ui.lineBets', { count: 6 })}`);
      // My Bets passes axe in both themes.
      await expectNoAxeViolations(page);
      await expectNoAxeViolationsInTheme(page, 'dark');
    },
  );
}
