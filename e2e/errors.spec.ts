import { expect, test } from '@playwright/test';
import { gotoHydrated, ports, watchForBreakage } from './support';

const faulty = (path = '/sports') => `http://localhost:${ports.faulty}${path}`;
const down = (path = '/sports') => `http://localhost:${ports.down}${path}`;
const faults = `http://127.0.0.1:${ports.faultSandboxAdmin}/__admin/faults`;

test.afterEach(async ({ request }) => {
  await request.delete(faults);
});

test('the platform down gives a friendly, translated error, not a crash', async ({ page }) => {
  const response = await gotoHydrated(page, down());
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'We are having connectivity issues',
  );
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await gotoHydrated(page, down('/es/sports'));
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Tenemos problemas de conexión',
  );
});

test('malformed JSON from the platform gives a friendly error, and retry recovers', async ({
  page,
  request,
}) => {
  // A refresh renders under a new nonce: no style or script may be blocked by the page's CSP.
  const problems = watchForBreakage(page);
  await request.post(faults, { data: { match: '/xapi/rest/eventpathtree', kind: 'malformed' } });
  await gotoHydrated(page, faulty());
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'We received data we could not read',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  await request.delete(faults);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  const football = page.getByRole('navigation', { name: 'Top sports' }).getByRole('link', {
    name: /^Football/,
  });
  await expect(football).toBeVisible();
  await football.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football');
  expect(problems).toEqual([]);
});

test('a 500 from the platform shows the spec message for 500', async ({ page, request }) => {
  await request.post(faults, {
    data: { match: '/xapi/rest/eventpathtree', kind: 'status', status: 500 },
  });
  await gotoHydrated(page, faulty('/pt/sports'));
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Estamos com dificuldades no momento',
  );
});
