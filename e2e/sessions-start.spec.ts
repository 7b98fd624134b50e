import { test, expect } from './fixtures';
import { signInThroughApi } from './sign-in';
import { DEMO } from './pages';
import { feed, timelineReady } from './timeline-page';

test('start a session from the list and watch it run on its page', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto('/projects/proj_storefront/sessions');
  await page.getByRole('button', { name: 'New session' }).click();
  const dialog = page.getByRole('dialog', { name: 'New session' });
  await expect(dialog.getByLabel('Agent')).toHaveValue('checkout');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Write what the agent should do');
  await dialog.getByLabel('Prompt').fill('Round the cart totals half up');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/projects\/proj_storefront\/sessions\/ses_new_/);
  await timelineReady(page);
  await expect(feed(page).getByText('Round the cart totals half up').first()).toBeVisible();
  await expect(feed(page).getByText(/I read the manifest and looked at the workspace/)).toBeVisible({ timeout: 20_000 });
});
