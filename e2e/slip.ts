import { expect, type Locator, type Page } from '@playwright/test';

/** The betslip helpers the specs share: found by role and name, as a player finds them. */

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;
export const slip = (page: Page) => page.getByRole('group', { name: /^Betslip/ });
// CSS, not roles: the phone's slip sheet is modal, so the page behind it is hidden from roles.
export const rows = (page: Page) => page.locator('main li[data-event-id]');

/** The odds button of the `index`-th bettable row (one pick per event). */
export function oddsButton(page: Page, index: number) {
  return rows(page)
    .filter({ has: page.locator('button.cs-ob:not([disabled])') })
    .nth(index)
    .locator('button.cs-ob:not([disabled])')
    .first();
}

/** Types a stake: the keypad on a phone, the keyboard on a desktop. */
export async function stake(page: Page, field: Locator, amount: string) {
  if (isMobile(page)) {
    await field.click();
    const keypad = slip(page).getByRole('group', { name: 'Stake keypad' });
    await expect(keypad).toBeVisible();
    for (let left = (await field.inputValue()).length; left > 0; left -= 1) {
      await keypad.getByRole('button', { name: 'Delete' }).click();
    }
    for (const key of amount) {
      await keypad
        .getByRole('button', { name: key === '.' ? 'Decimal point' : key, exact: true })
        .click();
    }
    await keypad.getByRole('button', { name: 'Done' }).click();
  } else {
    await field.fill(amount);
  }
  await expect(field).toHaveValue(amount);
}
