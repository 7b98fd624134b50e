import { test, expect } from './fixtures';
import { signInThroughApi } from './sign-in';
import { DEMO } from './pages';

test('Why? offers the permission catalog and keeps the chosen action in the URL', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto('/accounts/acc_demo/access?tab=why&who=user:usr_member');
  const action = page.getByRole('combobox', { name: 'Action' });
  await expect(action.locator('optgroup[label="Project permissions"] option[value="project.trigger.read"]')).toHaveCount(1);
  await action.selectOption('project.trigger.read');
  await expect(page).toHaveURL(/[?&]action=project\.trigger\.read/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Action' })).toHaveValue('project.trigger.read');
  await expect(page.getByRole('status').filter({ hasText: 'project.trigger.read' })).toBeVisible();
});
