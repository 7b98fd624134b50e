import { test, expect } from './fixtures';
import { DEMO } from './pages';

test.use({ user: DEMO });

const SANDBOXES = '/projects/proj_storefront/sandboxes';

test('switch the sandbox provider and watch the switch go step by step to activated', async ({ page }) => {
  await page.goto(SANDBOXES);
  const provider = page.locator('section[data-transition-state]');
  await expect(provider).toBeVisible();
  const switchTo = provider.getByLabel('Switch to');
  // A retried run finds the last switch done: going back to the default applies at once, with no preparation.
  if ((await provider.getAttribute('data-serving')) !== 'platform') {
    await switchTo.selectOption('platform');
    await provider.getByRole('button', { name: 'Switch provider' }).click();
    await expect(provider).toHaveAttribute('data-serving', 'platform');
  }
  await switchTo.selectOption('microvm');
  await provider.getByRole('button', { name: 'Switch provider' }).click();
  // The current provider keeps serving while the steps run.
  await expect(provider.locator('[data-step="preparing"]')).toBeVisible();
  await expect(provider).toHaveAttribute('data-transition-state', /preparing|verifying|activating|activated/);
  await expect(provider).toHaveAttribute('data-transition-state', 'activated');
  for (const step of ['preparing', 'verifying', 'activating']) await expect(provider.locator(`[data-step="${step}"]`)).toHaveAttribute('data-step-state', 'done');
  await expect(provider).toHaveAttribute('data-serving', 'microvm');
  await expect(page.getByTestId('serving-provider')).toHaveText('MicroVM pool');
});

test('share a sandbox port, open the link once made, and see it stop after revoke', async ({ page, browser }) => {
  await page.goto(SANDBOXES);
  const shares = page.locator('section', { has: page.getByRole('heading', { name: 'Shares' }) });
  await shares.getByLabel('Sandbox').selectOption('sbx_checkout_tax');
  await shares.getByLabel('Port').fill('7331');
  await shares.getByRole('button', { name: 'Share port' }).click();
  await expect(shares.getByText('Ports 7331 (agent runtime) and 8080 (platform proxy) cannot be shared')).toBeVisible();
  await shares.getByLabel('Port').fill('5173');
  await shares.getByLabel('Label (optional)').fill('Vite preview');
  await shares.getByRole('button', { name: 'Share port' }).click();
  const url = (await shares.locator('[data-share-url]').textContent())!;
  expect(url).toMatch(/\/share\/shr_[\w-]+\/[\w-]+$/);

  // A visitor with no session opens it.
  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  const open = await visit.goto(url);
  expect(open?.status()).toBe(200);
  await expect(visit.locator('[data-share-page="active"]')).toContainText('Hello from port 5173');

  const token = url.split('/').at(-2)!;
  const row = shares.locator(`[data-share="${token}"]`);
  await expect(row).toHaveAttribute('data-share-state', 'active');
  await row.getByRole('button', { name: 'Revoke the share of port 5173' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toHaveAttribute('data-share-state', 'revoked');
  const gone = await visit.goto(url);
  expect(gone?.status()).toBe(410);
  await expect(visit.locator('[data-share-page="revoked"]')).toBeVisible();
  await visitor.close();
});

test("browse a session's sandbox files: folders, a highlighted file, and search", async ({ page }) => {
  await page.goto('/projects/proj_storefront/sessions/ses_checkout_tax');
  await page.getByRole('button', { name: 'Files', exact: true }).click();
  const panel = page.locator('[data-files-panel]');
  await panel.locator('[data-folder="src"]').click();
  await panel.locator('[data-file="src/cart.ts"]').click();
  const view = panel.locator('[data-file-view="src/cart.ts"]');
  await expect(view).toContainText('export function cartTotal');
  await expect(view.locator('pre[data-highlighted="true"]')).toBeVisible();
  await panel.getByLabel('Search the files').fill('todo');
  await expect(panel.locator('[data-search-results]')).toHaveAttribute('data-search-results', '2');
  await panel.getByRole('button', { name: /notes\/TODO\.md:1/ }).click();
  await expect(panel.locator('[data-file-view="notes/TODO.md"]')).toContainText('match on line 1');
});
