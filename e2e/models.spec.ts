import { test, expect } from './fixtures';
import { signInThroughApi } from './sign-in';
import { DEMO } from './pages';

// Storefront's agent `catalog` gets a default of its own and loses it again: the page checks see the project as seeded.
const PROJECT = '/projects/proj_storefront';

test("set an agent's default model, see the routing preview start there and say why, then clear it", async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto(`${PROJECT}/models`);
  const catalog = page.locator('li[data-agent="catalog"]');
  await expect(catalog).toHaveAttribute('data-effective-source', 'routing');
  await expect(page.locator('[role="row"][data-picker-model="codestral-2501"]')).toBeVisible();

  await catalog.getByRole('combobox', { name: 'Default model of agent catalog' }).selectOption('codestral-2501');
  await catalog.getByRole('button', { name: 'Save default' }).click();
  await expect(catalog).toHaveAttribute('data-effective-model', 'codestral-2501');
  await expect(catalog).toHaveAttribute('data-effective-source', 'agent');
  await expect(catalog).toContainText('Agent catalog has its own default model, codestral-2501.');
  // Other agents keep the routing policy's default.
  await expect(page.locator('li[data-agent="checkout"]')).toHaveAttribute('data-effective-source', 'routing');

  await page.goto(`${PROJECT}/gateway/routing`);
  await expect(page.locator('[data-route="text"]')).toHaveAttribute('data-answered-by', 'claude-sonnet-4-5');
  await page.getByLabel('Request of').selectOption('catalog');
  await expect(page).toHaveURL(/agent=catalog/);
  const applied = page.locator('[data-model-default]');
  await expect(applied).toHaveAttribute('data-model-default', 'codestral-2501');
  await expect(applied).toHaveAttribute('data-model-default-source', 'agent');
  await expect(page.locator('[data-route="text"]')).toHaveAttribute('data-answered-by', 'codestral-2501');
  // The routing policy applies after the default: codestral down falls back along the chain.
  await page.getByRole('checkbox', { name: 'mistral is down' }).check();
  await expect(page.locator('[data-route="text"]')).toHaveAttribute('data-answered-by', 'gpt-5');

  await page.goto(`${PROJECT}/models`);
  await catalog.getByRole('button', { name: 'Clear' }).click();
  await expect(catalog).toHaveAttribute('data-effective-source', 'routing');
  await expect(catalog).toHaveAttribute('data-effective-model', 'claude-sonnet-4-5');
});
