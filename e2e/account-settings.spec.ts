import { test, expect } from './fixtures';
import { signIn, signInThroughApi } from './sign-in';
import { MEMBER } from './pages';
import { expectAccessible, expectAccessibleAt390 } from './axe';

// Globex, not Acme: other specs find the account switcher by Acme's name.
test('an owner renames the account from its settings; the switcher shows the new name at once', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: /Account: Acme/ }).click();
  await page.getByRole('menuitemradio', { name: /Globex/ }).click();
  await page.getByRole('button', { name: /Account: Globex/ }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/accounts\/acc_globex\/settings$/);
  await expect(page).toHaveTitle(/Account settings · Globex/);
  const name = page.getByLabel('Account name');
  await name.fill('   ');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Give the account a name')).toBeVisible();
  await expectAccessible(page);
  await name.fill('Globex Corporation');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings · Globex Corporation');
  await expect(page.getByRole('button', { name: /Account: Globex Corporation/ })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Account name')).toHaveValue('Globex Corporation');
  await expectAccessibleAt390(page, ['/accounts/acc_globex/settings']);
});

test('a member reads the settings without a rename form; an account they are not in answers 403, an unknown one 404', async ({ page }) => {
  await signInThroughApi(page.request, MEMBER);
  await page.goto('/accounts/acc_demo/settings');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Settings · Acme');
  await expect(page.getByText('Owners and admins rename the account.')).toBeVisible();
  await expect(page.getByLabel('Account name')).toHaveCount(0);
  expect((await page.goto('/accounts/acc_initech/settings'))?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'You do not belong to this account' })).toBeVisible();
  expect((await page.goto('/accounts/acc_nowhere/audit'))?.status()).toBe(404);
});
