import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signInThroughApi } from './sign-in';
import { DEMO, MEMBER } from './pages';

// Routing and keys change state, so they use Support; the playground only reads, on Storefront.
const SUPPORT = '/projects/proj_support/gateway';
const chain = (page: Page) => page.getByRole('list', { name: 'Fallback chain' }).locator('li[data-fallback]');
const textRoute = (page: Page) => page.locator('[data-route="text"]');

test('edit the routing, preview a failure, save after reviewing the difference, and find it kept after a reload', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto(`${SUPPORT}/routing`);
  await expect(page.getByRole('link', { name: 'Routing' })).toHaveAttribute('aria-current', 'page');
  await expect(chain(page)).toHaveText([/gpt-5/, /gemini-2\.5-pro/]);

  // ★ The effective chain: anthropic down sends the request to the first fallback.
  await expect(textRoute(page)).toContainText('A text request goes to claude-sonnet-4-5.');
  await page.getByRole('checkbox', { name: 'anthropic is down' }).check();
  await expect(textRoute(page)).toContainText('If anthropic is down, a text request goes to gpt-5 (attempt 2).');

  // Reorder with the keyboard on the drag handle, and add a fallback; a repeat cannot be picked.
  // Each key waits for what a screen reader hears (dnd-kit's live region): a key pressed before the drag has started
  // or moved is not part of it.
  const announced = page.locator('[id^="DndLiveRegion"]');
  await page.getByRole('button', { name: /Drag gemini-2\.5-pro/ }).focus();
  await page.keyboard.press('Space');
  // Picked up, then over its own place. Only the second means the drag has measured where things are: an arrow key
  // pressed after "Picked up" alone can find no rectangle to move from and is dropped.
  await expect(announced).toContainText('gemini-2.5-pro is over position 2');
  await page.keyboard.press('ArrowUp');
  await expect(announced).toContainText('gemini-2.5-pro is over position 1');
  await page.keyboard.press('Space');
  await expect(chain(page)).toHaveText([/gemini-2\.5-pro/, /gpt-5/]);
  await expect(textRoute(page)).toContainText('goes to gemini-2.5-pro (attempt 2)');
  const add = page.getByLabel('Add a fallback');
  // A model already in the chain cannot be picked again (issue 27 item 11): its option says so and is disabled.
  await expect(add.locator('option[value="gpt-5"]')).toBeDisabled();
  await expect(add.locator('option[value="gpt-5"]')).toHaveText(/already tried/);
  await add.selectOption('mistral-large-2411');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(chain(page)).toHaveText([/gemini-2\.5-pro/, /gpt-5/, /mistral-large-2411/]);

  await page.getByRole('button', { name: 'Review and save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the routing policy?' });
  await expect(dialog.locator('[data-change]')).toHaveCount(1);
  await expect(dialog).toContainText('Becomes: gemini-2.5-pro → gpt-5 → mistral-large-2411');
  await dialog.getByRole('button', { name: 'Save policy' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Saved. Requests use the new policy now.')).toBeVisible();

  await page.reload();
  await expect(chain(page)).toHaveText([/gemini-2\.5-pro/, /gpt-5/, /mistral-large-2411/]);
  await expect(page.getByRole('button', { name: 'Reset to default' })).toBeVisible();
});

test('run the playground on 3 models side by side; a seventh model cannot be picked', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto('/projects/proj_storefront/gateway/playground');
  await page.getByLabel('Prompt', { exact: true }).fill('Summarise our refund policy in two sentences.');
  for (const model of ['claude-sonnet-4-5', 'gpt-5', 'gemini-2.5-flash']) await page.locator(`input[data-model="${model}"]`).check();
  await page.getByRole('button', { name: 'Run on 3 models' }).click();
  const results = page.locator('[data-result]');
  await expect(results).toHaveCount(3);
  for (const [i, label] of ['Claude Sonnet 4.5', 'GPT-5', 'Gemini 2.5 Flash'].entries()) {
    await expect(results.nth(i)).toContainText(`Mock answer from ${label}`);
    await expect(results.nth(i).locator('[data-figure="latency"]')).toHaveText(/\d+(\.\d)? m?s$/);
    await expect(results.nth(i).locator('[data-figure="tokens"]')).toHaveText(/^\d+ \/ \d+$/);
    await expect(results.nth(i).locator('[data-figure="cost"]')).toHaveText(/^\$0\.\d{4}$|^\$\d+\.\d{2}$/);
  }

  for (const model of ['gpt-5-mini', 'claude-haiku-4-5', 'mistral-large-2411']) await page.locator(`input[data-model="${model}"]`).check();
  await expect(page.getByText('6 models picked: the playground runs at most 6 at once')).toBeVisible();
  await expect(page.locator('input[data-model="codestral-2501"]')).toBeDisabled();
});

test('create a gateway key (shown once) and revoke it after confirming', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto(`${SUPPORT}/keys`);
  await page.getByLabel('Key name').fill('e2e widget');
  await page.getByRole('button', { name: 'Create key' }).click();
  const secret = await page.locator('[data-secret]').innerText();
  expect(secret).toMatch(/^pgw_/);
  const row = page.locator('[role="row"][data-gateway-key]').filter({ hasText: 'e2e widget' });
  await expect(row).toContainText(`${secret.slice(0, 8)}…`);
  await page.getByRole('button', { name: 'Done' }).click();
  await page.reload();
  expect(await page.content()).not.toContain(secret);

  await row.getByRole('button', { name: 'Revoke e2e widget' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke e2e widget?' });
  await expect(confirm).toContainText('get 401 from the gateway');
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(row.locator('[data-key-status="revoked"]')).toBeVisible();
});

// Their three pages, and a manager's, have the shared page checks (e2e/pages.ts).
test('members see routing read-only and no keys', async ({ page }) => {
  await signInThroughApi(page.request, MEMBER);
  await page.goto('/projects/proj_storefront/gateway/keys');
  await expect(page.locator('[data-forbidden]')).toContainText('project.gateway.keys.manage');
  await page.goto('/projects/proj_storefront/gateway/routing');
  await expect(page.getByText(/Read-only/)).toBeVisible();
});

