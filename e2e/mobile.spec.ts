import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signIn } from './sign-in';

const project = '/projects/proj_storefront';
// Every page of the console (app/**/page.tsx), signed in.
const PAGES = [
  '/projects',
  project,
  `${project}/sessions`,
  `${project}/sessions/ses_checkout_tax`,
  `${project}/manifest`,
  `${project}/approvals`,
  `${project}/triggers`,
  `${project}/connectors`,
  `${project}/secrets`,
  `${project}/access`,
  ...['', '/breakdown', '/logs', '/errors', '/budgets', '/keys', '/routing', '/playground'].map((tab) => `${project}/gateway${tab}`),
  '/accounts/acc_demo/settings',
  '/accounts/acc_demo/access',
  '/accounts/acc_demo/audit',
  '/accounts/acc_demo/billing',
  '/accounts/acc_demo/billing/sessions',
  '/settings/tokens',
  '/settings/profile',
];
const SIGNED_OUT_PAGES = ['/sign-in', '/sign-up', '/reset-password'];

async function expectNoSidewaysScroll(page: Page, paths: readonly string[]) {
  // Up to a few seconds a page on a loaded machine: 28 pages took 51 s of the default 60 in a passing CI run.
  test.info().setTimeout(test.info().timeout + 5_000 * paths.length);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
  }
}

test('at 390 px nothing scrolls sideways, and the navigation is a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, SIGNED_OUT_PAGES);
  await signIn(page);
  await expectNoSidewaysScroll(page, PAGES);
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden();
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
