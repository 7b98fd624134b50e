import { expect, test } from './fixtures';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { signIn } from './sign-in';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Records (and blocks) every request that would leave this machine; the test fails if there is one. */
function guardExternalRequests(context: BrowserContext): string[] {
  const external: string[] = [];
  const isExternal = (url: string) => /^(https?|wss?):/.test(url) && !LOCAL_HOSTS.has(new URL(url).hostname);
  context.on('request', (request) => {
    if (isExternal(request.url())) external.push(request.url());
  });
  void context.route(
    (url) => isExternal(url.href),
    (route) => route.abort('blockedbyclient'),
  );
  return external;
}

async function openEditor(page: Page, projectId: string) {
  await page.goto(`/projects/${projectId}/manifest`);
  await expect(page.getByRole('heading', { name: 'Manifest' })).toBeVisible();
  // Monaco replaces the plain editor once its chunks and workers are loaded from this origin.
  await expect(page.locator('[data-editor="monaco"] .monaco-editor')).toBeVisible({ timeout: 30_000 });
  await page.locator('.monaco-editor .view-lines').click();
}

async function goToLine(page: Page, line: number) {
  await page.keyboard.press('Control+G');
  await page.keyboard.type(String(line));
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
}

/** The vertical centre of an element, to match a squiggle with its line number. */
async function middleY(locator: Locator): Promise<number> {
  // Monaco re-renders its overlays as the cursor moves: read the box until one is there (a settled state, no sleep).
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect.poll(async () => (box = await locator.boundingBox()) !== null).toBe(true);
  const settled = box as unknown as { y: number; height: number };
  return settled.y + settled.height / 2;
}

async function portLine(page: Page): Promise<number> {
  const response = await page.request.get('/v1/projects/proj_storefront/files/content?path=platform.yaml');
  expect(response.ok()).toBe(true);
  const { content } = (await response.json()) as { content: string };
  return content.split('\n').findIndex((l) => /^\s+port: \d+$/.test(l)) + 1;
}

test('edit the manifest with live validation, completion, a change request and a merge; nothing leaves localhost', async ({ page, context }) => {
  const external = guardExternalRequests(context);
  const workers: string[] = [];
  const warnings: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await signIn(page, 'demo@example.com');
  const line = await portLine(page);
  expect(line).toBeGreaterThan(1);
  await openEditor(page, 'proj_storefront');
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems.getByText('No problems')).toBeVisible();
  await expect(page.getByText('v2', { exact: true })).toBeVisible();

  // An invalid port: a marker at that line and a problem in the panel.
  await goToLine(page, line);
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('8080');
  const problem = problems.getByRole('button', { name: new RegExp(`Line ${line}, column`) });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText('8080');
  await expect(page.getByText('1 error', { exact: true })).toBeVisible();
  const squiggle = page.locator('.monaco-editor .squiggly-error');
  await expect(squiggle).toHaveCount(1);
  const lineNumber = page.locator('.monaco-editor .line-numbers', { hasText: new RegExp(`^${line}$`) });
  expect(Math.abs((await middleY(squiggle)) - (await middleY(lineNumber)))).toBeLessThan(8);

  // Click the problem: the cursor jumps to it (Monaco's status of the cursor is its selection).
  await page.keyboard.press('Control+Home');
  await problem.click();
  const cursorLine = page.locator('.monaco-editor .view-overlays .current-line');
  await expect(cursorLine).toBeVisible();
  expect(Math.abs((await middleY(cursorLine)) - (await middleY(lineNumber)))).toBeLessThan(8);

  // Fix it: marker and problem clear.
  await goToLine(page, line);
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Backspace');
  await page.keyboard.type('3001');
  await expect(problems.getByText('No problems')).toBeVisible();
  await expect(squiggle).toHaveCount(0);
  await expect(page.getByText('Unsaved local edits')).toBeVisible();

  // Unsaved edits survive a reload.
  await page.reload();
  await expect(page.locator('[data-editor="monaco"] .monaco-editor')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Unsaved local edits')).toBeVisible();

  // Propose the change: a change request with its diff.
  await page.getByRole('button', { name: 'Save as change request…' }).click();
  await page.getByLabel('Title').fill('Preview app on port 3001');
  await page.getByRole('button', { name: 'Propose change request' }).click();
  const cr = page.getByRole('article', { name: /Change request #1/ });
  await expect(cr).toBeVisible();
  await expect(cr.getByText('Preview app on port 3001')).toBeVisible();
  const diff = cr.getByLabel('Diff of platform.yaml');
  await expect(diff.locator('[data-diff="removed"]', { hasText: 'port: 3000' })).toBeVisible();
  await expect(diff.locator('[data-diff="added"]', { hasText: 'port: 3001' })).toBeVisible();

  // Merge: the default branch has the new file and the editor shows it, with no local edits left.
  await cr.getByRole('button', { name: 'Merge' }).click();
  await expect(cr.getByText('merged', { exact: true })).toBeVisible();
  expect(await portLine(page)).toBe(line);
  const after = await page.request.get('/v1/projects/proj_storefront/files/content?path=platform.yaml');
  expect(((await after.json()) as { content: string }).content).toContain('port: 3001');
  await expect(page.getByText('Unsaved local edits')).toHaveCount(0);
  await page.locator('.monaco-editor .view-lines').click();
  await goToLine(page, line);
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('port: 3001');

  // Hover explains a key from the schema's descriptions.
  await page.keyboard.press('Control+Home');
  await page.locator('.monaco-editor .view-line span', { hasText: /^default_agent$/ }).first().hover();
  await expect(page.locator('.monaco-editor .monaco-hover:not(.hidden)')).toContainText('Agent used when a session names none');

  // Completion offers the top-level keys from the manifest's JSON Schema.
  await page.keyboard.press('Control+A');
  // insertText, not type: a typed Enter could accept a value suggestion Monaco pops up for "2".
  await page.keyboard.insertText('platform_version: 2\n');
  const suggestions = page.locator('.monaco-editor .suggest-widget');
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Space');
    await expect(suggestions.getByRole('option', { name: /default_agent/ })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(suggestions.getByRole('option', { name: /^agents/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Discard local edits' }).click();
  await expect(page.getByText('Unsaved local edits')).toHaveCount(0);

  expect(external).toEqual([]);
  // The editor and YAML language services ran in real workers served from this origin, not on the main thread.
  expect(workers.length).toBeGreaterThanOrEqual(2);
  expect(workers.every((url) => new URL(url).hostname === 'localhost')).toBe(true);
  expect(warnings.filter((w) => /web worker|Falling back|Could not create/i.test(w))).toEqual([]);
});

test('a member can propose a change but a manager must merge it', async ({ page, context }) => {
  const external = guardExternalRequests(context);
  await signIn(page, 'member@example.com');
  await openEditor(page, 'proj_storefront');
  await page.keyboard.press('Control+End');
  await page.keyboard.type('# proposed by a member\n');
  await page.getByRole('button', { name: 'Save as change request…' }).click();
  await page.getByLabel('Title').fill('Note from a member');
  await page.getByRole('button', { name: 'Propose change request' }).click();
  const cr = page.getByRole('article', { name: /Change request #\d+/ });
  await expect(cr.getByText('A manager must merge this change request.')).toBeVisible();
  await expect(cr.getByRole('button', { name: 'Merge' })).toHaveCount(0);
  expect(external).toEqual([]);
});

test('Monaco is loaded by the manifest page only', async ({ page, context }) => {
  const external = guardExternalRequests(context);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await signIn(page, 'demo@example.com');
  await page.goto('/projects/proj_support');
  await expect(page.getByRole('heading', { name: 'Support Desk' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const overview = await Promise.all(scripts.splice(0));
  expect(overview.length).toBeGreaterThan(0);
  expect(overview.filter((code) => code.includes('MonacoEnvironment'))).toEqual([]);

  await page.getByRole('link', { name: 'Manifest' }).click();
  await expect(page.locator('[data-editor="monaco"] .monaco-editor')).toBeVisible({ timeout: 30_000 });
  const manifest = await Promise.all(scripts.splice(0));
  expect(manifest.some((code) => code.includes('MonacoEnvironment'))).toBe(true);
  expect(external).toEqual([]);
});
