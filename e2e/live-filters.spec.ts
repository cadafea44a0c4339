import { expect, test, type Locator, type Page } from '@playwright/test';
import { brandUrl, dismissNewsPopup, expectNoAxeViolations, watchForBreakage } from './support';

/**
 * The In-Play filters against the sandbox's live world, in three brands: on a phone the
 * competition and league chips narrow the list and Reset brings it back; on a desktop the side
 * panel's tri-state boxes do the same (a league makes its competition mixed). The counts on the
 * chips and boxes are the live list's own, so the rows shown must match them.
 */

test.describe.configure({ timeout: 90_000 });

const BRANDS = ['zedbet', 'kasino', 'dafabet'] as const;

/** The live rows a player sees (hidden rows are filtered out). */
const visibleRows = (page: Page) => page.getByRole('main').locator('li[data-event-id]:visible');

/** The live event count a chip shows beside its name. */
async function shownCount(chip: Locator): Promise<number> {
  return Number((await chip.locator('.cs-lf-count').innerText()).trim());
}

for (const brand of BRANDS) {
  test.describe(`${brand}`, () => {
    test.beforeEach(async ({ page }) => {
      await dismissNewsPopup(page, brand);
    });

    test(
      'the phone filter narrows In-Play by competition and league, and resets',
      {
        tag: '@mobile-only',
      },
      async ({ page }) => {
        const problems = watchForBreakage(page);
        await page.goto(brandUrl(brand, '/live'));
        const filter = page.getByRole('region', { name: 'Filter live events' });
        const competitions = filter.getByRole('group', { name: 'Competitions' });
        const all = competitions.getByRole('button', { name: /^All/ });
        await expect(all).toHaveAttribute('aria-pressed', 'true');

        const competition = competitions.getByRole('button').nth(1);
        const inCompetition = await shownCount(competition);
        await competition.click();
        await expect(competition).toHaveAttribute('aria-pressed', 'true');
        await expect(all).toHaveAttribute('aria-pressed', 'false');
        await expect(filter.getByRole('status')).toHaveText(
          new RegExp(`^${inCompetition} live events? shown$`),
        );
        await expect(visibleRows(page)).toHaveCount(inCompetition);

        const league = filter
          .getByRole('group', { name: /^Leagues of / })
          .getByRole('button')
          .first();
        const inLeague = await shownCount(league);
        await league.click();
        await expect(league).toHaveAttribute('aria-pressed', 'true');
        await expect(filter.getByRole('status')).toHaveText(
          new RegExp(`^${inLeague} live events? shown$`),
        );
        await expect(visibleRows(page)).toHaveCount(inLeague);
        await expectNoAxeViolations(page);

        await filter.getByRole('button', { name: 'Reset filter' }).click();
        await expect(all).toBeFocused();
        await expect(all).toHaveAttribute('aria-pressed', 'true');
        expect(problems).toEqual([]);
      },
    );

    test(
      'the desktop filter clears a competition, mixes it by league, and resets',
      {
        tag: '@desktop-only',
      },
      async ({ page }) => {
        const problems = watchForBreakage(page);
        await page.goto(brandUrl(brand, '/live'));
        // The panel folds away on a desktop, so the events come first.
        await page.getByText('Filter live events', { exact: true }).click();
        const panel = page.getByRole('region', { name: 'Competitions' });
        const all = panel.getByRole('checkbox', { name: /^All competitions/ });
        await expect(all).toBeChecked();
        const before = await visibleRows(page).count();

        const first = panel.getByRole('checkbox').nth(1);
        await first.uncheck();
        await expect(first).not.toBeChecked();
        await expect(all).not.toBeChecked();
        await expect.poll(() => visibleRows(page).count()).toBeLessThan(before);
        await first.check();
        await expect(all).toBeChecked();
        // Everything selected hides nothing (the live world may have ended a match meanwhile, so
        // the count is not compared with the one before).
        await expect(page.getByRole('main').locator('li[data-event-id][hidden]')).toHaveCount(0);

        // The international competition has several live leagues in the sandbox's world.
        const international = panel.getByRole('checkbox', { name: /^International/ }).first();
        await panel.getByRole('button', { name: 'Leagues of International' }).click();
        const leagues = panel.getByRole('list', { name: 'Leagues of International' });
        await leagues.getByRole('checkbox').first().uncheck();
        await expect(international).toBeChecked({ indeterminate: true });
        await expectNoAxeViolations(page);

        await all.check();
        await expect(international).toBeChecked();
        await expect(page.getByRole('main').locator('li[data-event-id][hidden]')).toHaveCount(0);
        expect(problems).toEqual([]);
      },
    );
  });
}
