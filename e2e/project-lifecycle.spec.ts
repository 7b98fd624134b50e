import { test, expect } from './fixtures';
import { signIn } from './sign-in';

test('finish onboarding, then archive a project after confirming: it shows as archived and read-only', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByLabel('Project name').fill('Old experiments');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/projects\/proj_\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Old experiments' })).toBeVisible();

  await page.getByRole('button', { name: 'Mark onboarding complete' }).click();
  await expect(page.getByText(/Onboarding completed on/)).toBeVisible();

  // Archiving lives in the project's settings, in the danger zone; the overview no longer offers it.
  await expect(page.getByRole('button', { name: 'Archive project' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/projects\/proj_\d+\/settings$/);
  await page.locator('[data-danger-zone]').getByRole('button', { name: 'Archive project' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Archive Old experiments?' });
  await expect(confirm).toContainText('read-only');
  await confirm.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.locator('[data-archived]')).toContainText('The project is read-only');
  await expect(page.getByRole('button', { name: 'Archive project' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page.getByRole('link', { name: /Old experiments/ })).toContainText('Archived');
});
