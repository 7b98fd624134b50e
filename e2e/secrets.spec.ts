import { test, expect } from './fixtures';
import { signInThroughApi } from './sign-in';
import { DEMO } from './pages';

test('a secret’s value never comes back; egress explains its flag until it is on', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto('/projects/proj_storefront/secrets');
  const value = 'sk_live_e2e_never_shown_again_31337';
  await page.getByLabel('Name').fill('E2E_TOKEN');
  await page.getByLabel('Value', { exact: true }).fill(value);
  await expect(page.locator('[data-egress-disabled]')).toContainText('secrets_egress');
  await expect(page.getByLabel('Policy', { exact: true }).locator('option[value="egress"]')).toBeDisabled();
  await page.getByRole('button', { name: 'Save secret' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved E2E_TOKEN' })).toBeVisible();
  await expect(page.getByLabel('Value', { exact: true })).toHaveValue('');
  await expect(page.locator('[data-secret-name="E2E_TOKEN"]')).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-secret-name="E2E_TOKEN"]')).toBeVisible();
  expect(await page.content()).not.toContain(value);
  await expect(page.locator('[data-secret-name="PAYMENTS_API_KEY"]')).toContainText('Agents that may read it: checkout');
});
