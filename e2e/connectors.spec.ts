import { test, expect } from './fixtures';
import { signInThroughApi } from './sign-in';
import { DEMO } from './pages';

test('revoke and restore a connection, with the agents that need it named first', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto('/projects/proj_storefront/connectors');
  const payments = page.locator('[data-connector="payments"]');
  await expect(payments).toContainText('required by checkout');
  await payments.getByRole('button', { name: /Revoke/ }).click();
  await expect(page.getByRole('alertdialog')).toContainText('checkout cannot start sessions');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(payments.locator('[data-connection-status]')).toHaveAttribute('data-connection-status', 'revoked');
  await payments.getByRole('button', { name: /Restore/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
  await expect(payments.locator('[data-connection-status]')).toHaveAttribute('data-connection-status', 'active');
});
