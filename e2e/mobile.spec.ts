import { test, expect } from './fixtures';
import { DEMO } from './pages';

// Every page's status, title, width at 390 px and axe checks are in pages.spec.ts (one list: e2e/pages.ts).
test.describe(() => {
  test.use({ user: DEMO, viewport: { width: 390, height: 844 } });

  test('at 390 px the navigation is a drawer', async ({ page }) => {
    await page.goto('/settings/profile');
    await expect(page.getByRole('navigation', { name: 'Console' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Projects', exact: true }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden();
  });
});

test('an unknown URL answers 404 with the console’s page; the favicon is served', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  const icon = await page.request.get('/icon.svg');
  expect(icon.status()).toBe(200);
  // Browsers and crawlers still ask for /favicon.ico whatever the page's <link rel="icon"> says.
  const favicon = await page.request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toBe('image/x-icon');
  expect((await favicon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});
