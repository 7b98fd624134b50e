import { test, expect } from './fixtures';
import { signIn } from './sign-in';

test('a setup link opened signed out takes one secret, then says it is spent', async ({ page, browser }) => {
  await signIn(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/projects/proj_storefront/connectors/setup-links');
  await page.getByLabel('Secret name').fill('SHIPPING_API_KEY');
  await page.getByLabel('Note for the recipient (optional)').fill('From the shipping dashboard');
  await page.getByRole('button', { name: 'Create link' }).click();
  const url = (await page.locator('[data-fresh-link] [data-secret]').textContent())!.trim();
  expect(url).toMatch(/\/setup\/sl_/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.locator('[data-fresh-link]')).toHaveCount(0);
  const row = page.locator('[data-setup-link]').first();
  await expect(row).toHaveAttribute('data-link-status', 'pending');

  // A fresh browser: no cookies, no session.
  const stranger = await browser.newContext();
  const recipient = await stranger.newPage();
  const response = await recipient.goto(url);
  expect(response?.status()).toBe(200);
  await expect(recipient.getByRole('heading', { name: 'Enter SHIPPING_API_KEY' })).toBeVisible();
  await expect(recipient.getByText('From the shipping dashboard')).toBeVisible();
  await recipient.getByLabel('Value').fill('shipping-secret-value-42');
  await recipient.getByRole('button', { name: 'Save' }).click();
  await expect(recipient.locator('[data-setup-link-status="used"]')).toContainText('is saved for Storefront');
  await recipient.goto(url);
  await expect(recipient.locator('[data-setup-link-status="used"]')).toContainText('already used');
  expect((await recipient.goto(url.replace(/sl_[^/]+$/, 'sl_unknownunknownunknown')))?.status()).toBe(404);
  await stranger.close();

  await page.reload();
  await expect(page.locator('[data-setup-link]').first()).toHaveAttribute('data-link-status', 'used');
  await page.goto('/projects/proj_storefront/secrets');
  await expect(page.locator('main')).toContainText('SHIPPING_API_KEY');
  await expect(page.locator('main')).not.toContainText('shipping-secret-value-42');
});
