import { test, expect } from './fixtures';
import { signInThroughApi } from './sign-in';
import { DEMO } from './pages';

test('the audit log filters down to access changes, opens an event and exports the filter', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto('/accounts/acc_demo/access?tab=service-accounts');
  await page.getByLabel('New service account').fill('audit-e2e-bot');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('audit-e2e-bot')).toBeVisible();

  await page.goto('/accounts/acc_demo/audit');
  await page.getByLabel('Action starts with').fill('iam.service_account');
  await expect(page).toHaveURL(/action=iam\.service_account/);
  const row = page.locator('[data-event="iam.service_account.create"]').first();
  await expect(row).toBeVisible();
  await expect(page.locator('[data-event]').filter({ hasNotText: 'iam.service_account' })).toHaveCount(0);
  await row.getByRole('button').click();
  await expect(page.getByRole('dialog', { name: 'iam.service_account.create' })).toContainText('usr_demo');
  await page.keyboard.press('Escape');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-acc_demo-.*\.csv$/);
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const lines = text.trim().split('\r\n');
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((l) => l.split(',')[2].startsWith('iam.service_account'))).toBe(true);
});
