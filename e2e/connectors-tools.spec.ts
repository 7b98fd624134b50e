import { test, expect } from './fixtures';
import { signIn } from './sign-in';

const KEY = 'demo_E2eAcmeCrmKey0123456789';

test('add a connector from the catalog with a checked API key, then call one of its tools from the tool browser', async ({ page }) => {
  await signIn(page);
  await page.goto('/projects/proj_storefront/connectors');
  await page.getByRole('button', { name: 'Add connector' }).click();
  await page.locator('[data-catalog-app="acme_crm"]').click();
  await page.getByLabel('API key').fill('not-a-key');
  await page.getByRole('button', { name: 'Check key' }).click();
  await expect(page.locator('[data-add-connector]')).toContainText('Not a key of this provider');
  await page.getByLabel('API key').fill(KEY);
  await page.getByRole('button', { name: 'Check key' }).click();
  await expect(page.locator('[data-key-valid]')).toBeVisible();
  await page.getByRole('button', { name: 'Add connector' }).click();
  const crm = page.locator('[data-connector="acme-crm"]');
  await expect(crm.locator('[data-connection-status]')).toHaveAttribute('data-connection-status', 'active');
  await expect(crm).toContainText('API key set');
  // The key is never shown back.
  await expect(page.locator('body')).not.toContainText(KEY);

  await page.getByRole('navigation', { name: 'Connector sections' }).getByRole('link', { name: 'Tools' }).click();
  await page.getByLabel('Search tools').fill('ticket');
  await page.locator('[data-tool="acme-crm.create_ticket"]').click();
  const detail = page.locator('[data-tool-detail="acme-crm.create_ticket"]');
  await expect(detail).toContainText('Open a support ticket.');
  await detail.getByRole('button', { name: 'Call tool' }).click();
  await expect(detail.getByText('Required', { exact: true }).first()).toBeVisible();
  await detail.getByLabel('subject').fill('Checkout totals drift');
  await detail.getByLabel('priority').selectOption('high');
  await detail.getByRole('button', { name: 'Call tool' }).click();
  await expect(page.locator('[data-call-result]')).toHaveAttribute('data-call-result', 'done');
  await expect(page.locator('[data-call-result]')).toContainText('"status": "open"');

  // A failed call (success: false) shows as an error, like in the timeline.
  await page.getByLabel('Search tools').fill('close');
  await page.locator('[data-tool="acme-crm.close_ticket"]').click();
  const close = page.locator('[data-tool-detail="acme-crm.close_ticket"]');
  await close.getByLabel('ticket_id').fill('nope');
  await close.getByRole('button', { name: 'Call tool' }).click();
  await expect(page.locator('[data-call-result]')).toHaveAttribute('data-call-result', 'error');
});

test('a per-agent policy that asks for approval makes a session call wait for it, with the effect shown first', async ({ page }) => {
  await signIn(page);
  await page.goto('/projects/proj_storefront/connectors/policies');
  await page.getByRole('button', { name: 'Add rule' }).click();
  const rule = page.locator('[data-policy-rule="0"]');
  await rule.getByLabel('Agent').selectOption('checkout');
  await rule.getByLabel('Tool').fill('catalog-api.update_price');
  await rule.getByLabel('Action').selectOption('require_approval');
  await page.getByLabel('Agent').last().selectOption('checkout');
  await expect(page.locator('[data-effect-tool="catalog-api.update_price"]')).toHaveAttribute('data-effect', 'require_approval');
  await expect(page.locator('[data-effect-tool="catalog-api.search_products"]')).toHaveAttribute('data-effect', 'always_run');
  await page.locator('[data-save-policies]').click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await page.goto('/projects/proj_storefront/sessions');
  await page.getByRole('button', { name: 'New session' }).click();
  const dialog = page.getByRole('dialog', { name: 'New session' });
  await dialog.getByLabel('Prompt').fill('Update price of SKU-1042 to 19 euros');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/sessions\/ses_new_/);
  await expect(page.getByRole('region', { name: 'Approval for catalog-api.update_price' })).toBeVisible({ timeout: 20_000 });
});

// The four connector pages at 390 px (a heading, axe in light and dark, no sideways scroll) are in e2e/pages.ts.
