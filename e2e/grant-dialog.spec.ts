import { test, expect } from './fixtures';
import { signInThroughApi } from './sign-in';
import { DEMO } from './pages';

test('a new grant is confirmed in words and shown first in the table, in view', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/accounts/acc_demo/access');
  await expect(page.locator('[data-assignment]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Grant access' }).click();
  const dialog = page.getByRole('dialog', { name: 'Grant access' });
  await dialog.getByPlaceholder(/Search people/).fill('Casey');
  await dialog.getByRole('option', { name: /Casey Contractor/ }).click();
  await dialog.getByLabel('Project', { exact: true }).selectOption('proj_support');
  await dialog.getByRole('button', { name: 'Grant' }).click();
  await expect(dialog).toBeHidden();

  const confirmation = page.getByRole('status').filter({ hasText: /^Granted .* to Casey Contractor on Support/ });
  await expect(confirmation).toBeVisible();
  const id = await confirmation.getAttribute('data-created-assignment');
  const first = page.getByRole('table', { name: 'Assignments' }).locator('[data-assignment]').first();
  await expect(first).toHaveAttribute('data-assignment', id!);
  await expect(first).toBeInViewport();
});
