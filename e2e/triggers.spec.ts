import { test, expect } from './fixtures';
import { signIn } from './sign-in';
import { expectAccessibleAt390 } from './axe';

test('create a cron trigger with field errors first, fire it, and open the session it started', async ({ page }) => {
  await signIn(page);
  await page.goto('/projects/proj_storefront/triggers');
  await expect(page.locator('[data-trigger="nightly-catalog-sync"]')).toContainText('Europe/Berlin');
  await page.getByRole('button', { name: 'New trigger' }).click();
  const dialog = page.getByRole('dialog', { name: 'New trigger' });
  await dialog.getByLabel('Cron').fill('every day');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Name the trigger')).toBeVisible();
  await expect(dialog.getByText(/Not a valid cron expression: .*five/)).toBeVisible();
  await dialog.getByLabel('Name').fill('Morning digest');
  await dialog.getByLabel('Prompt template').fill('Summarise yesterday’s orders');
  await dialog.getByLabel('Cron').fill('0 7 * * *');
  await dialog.getByLabel('Time zone').fill('Asia/Tokyo');
  await expect(dialog.getByText(/^Next: /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator('[data-trigger="morning-digest"]');
  await expect(row).toContainText('Asia/Tokyo');
  await row.getByRole('button', { name: 'Fire now' }).click();
  await page.getByRole('link', { name: 'Open the session it started' }).click();
  await expect(page).toHaveURL(/\/sessions\/ses_trg_/);
  await expect(page.getByText('Summarise yesterday’s orders').first()).toBeVisible();
});

test('the triggers page works at 390 px with no serious axe violations', async ({ page }) => {
  await signIn(page);
  await expectAccessibleAt390(page, ['/projects/proj_storefront/triggers']);
});
