import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { test, expect } from './fixtures';
import { DEMO } from './pages';
import { signInThroughApi } from './sign-in';

/** A project of its own (provisioned through the BFF), so the shared seeded projects stay as the page checks expect. */
async function freshProject(page: Page, name: string): Promise<string> {
  await page.goto('/projects');
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/v1/projects/provision', { headers: { origin }, data: { name, starter_template: 'coding-agent' } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { project_id: string }).project_id;
}

test('install an item after reviewing its manifest change, and see it in the manifest and in the history', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  const projectId = await freshProject(page, 'Marketplace e2e');
  await page.goto(`/projects/${projectId}/marketplace`);
  await expect(page.getByRole('heading', { name: 'Featured' })).toBeVisible();

  await page.getByLabel('Search the marketplace').fill('reviewer');
  await expect(page).toHaveURL(/q=reviewer/);
  await page.getByRole('group', { name: 'Kind' }).getByRole('button', { name: 'Agent' }).click();
  await expect(page).toHaveURL(/kind=agent/);
  await page.locator('[data-catalog-ready] [data-item="code-reviewer"] button').click();
  await expect(page).toHaveURL(/item=code-reviewer/);
  await expect(page.getByRole('heading', { name: 'Code reviewer', level: 2 })).toBeVisible();
  // The README is rendered as Markdown; a skill file is highlighted code.
  await expect(page.locator('[data-item-file="marketplace/code-reviewer/README.md"]').getByRole('heading', { name: 'Code reviewer' })).toBeVisible();
  await page.getByRole('button', { name: 'skills/code-review/SKILL.md' }).click();
  await expect(page.locator('[data-item-file="skills/code-review/SKILL.md"] pre[data-highlighted="true"]')).toContainText('migration');

  await page.getByRole('button', { name: 'Review install' }).click();
  const preview = page.locator('[data-preview="code-reviewer"][data-preview-blocked="false"]');
  await expect(preview.getByLabel('Changes to platform.yaml')).toContainText('code-reviewer:');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Install 1.1.0' }).click();
  const done = page.locator('[data-installed-commit]');
  await expect(done).toContainText('Installed code-reviewer 1.1.0');
  const sha = (await done.getAttribute('data-installed-commit'))!;

  await page.getByRole('link', { name: 'See it in the manifest' }).click();
  await expect(page.getByRole('heading', { name: 'Manifest' })).toBeVisible();
  await expect(page.locator('[data-editor="preview"]')).toContainText('code-reviewer:');
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('navigation', { name: 'History of platform.yaml' });
  await history.getByRole('button', { name: /Install Code reviewer 1\.1\.0 from the marketplace/ }).click();
  await expect(page).toHaveURL(new RegExp(`commit=${sha}`));

  await page.goto(`/projects/${projectId}/marketplace?tab=installed`);
  await expect(page.locator('[data-installed="code-reviewer"]')).toHaveAttribute('data-version', '1.1.0');
});

test('a source URL to a private host is refused with the reason; an unknown item answers 404 in the error shape', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto('/projects/proj_storefront/marketplace?tab=sources');
  await page.getByLabel('Source URL').fill('https://10.0.0.8/feed');
  await page.getByRole('button', { name: 'Add source' }).click();
  await expect(page.getByLabel('Source URL')).toHaveAttribute('aria-invalid', 'true');
  const res = await page.request.get('/v1/marketplace/items/no-such-item');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ code: 'not_found', error: expect.any(String) });
});
