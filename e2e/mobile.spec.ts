import { test, expect } from './fixtures';
import { signIn } from './sign-in';

const PAGES = [
  '/projects',
  '/projects/proj_storefront',
  '/projects/proj_storefront/sessions',
  '/projects/proj_storefront/triggers',
  '/projects/proj_storefront/secrets',
  '/projects/proj_storefront/access',
  '/accounts/acc_demo/access',
  '/accounts/acc_demo/audit',
  '/settings/tokens',
  '/settings/profile',
];

test('at 390 px nothing scrolls sideways, and the navigation is a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
  }
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden();
});

test('an unknown URL answers 404 with the console’s page', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  const icon = await page.request.get('/icon.svg');
  expect(icon.status()).toBe(200);
});
