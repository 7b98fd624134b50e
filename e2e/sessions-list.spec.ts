import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { signIn, signInThroughApi } from './sign-in';
import { DEMO, MEMBER } from './pages';

const sessions = (page: Page) => page.getByRole('list', { name: 'Sessions' });
const row = (page: Page, id: string): Locator => page.locator(`li[data-session-id="${id}"] > div`).first();

/** A small agent-runtime export written by the test (never a copy of real data). */
function writeExport(dir: string, name: string, id: string): string {
  const file = join(dir, name);
  const user = 'msg_e2e_0001';
  const assistant = 'msg_e2e_0002';
  writeFileSync(
    file,
    JSON.stringify({
      info: { id, title: `E2E import ${id}`, time: { created: 1_760_000_000_000, updated: 1_760_000_060_000 } },
      messages: [
        { info: { id: user, sessionID: id, role: 'user', time: { created: 1_760_000_000_000 } }, parts: [{ id: 'prt_e2e_1', sessionID: id, messageID: user, type: 'text', text: 'Hello from e2e' }] },
        {
          info: { id: assistant, sessionID: id, role: 'assistant', parentID: user, time: { created: 1_760_000_001_000, completed: 1_760_000_060_000 }, modelID: 'gpt-5', providerID: 'openai', finish: 'stop' },
          parts: [{ id: 'prt_e2e_2', sessionID: id, messageID: assistant, type: 'text', text: 'Hello back' }],
        },
      ],
    }),
  );
  return file;
}

test('the list shows seeded sessions with statuses and nested children; filters narrow it', async ({ page }) => {
  await signIn(page, 'demo@example.com');
  await page.getByRole('link', { name: /Storefront/ }).click();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Sessions' }).click();
  await expect(page).toHaveURL(/\/projects\/proj_storefront\/sessions$/);
  await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();

  await expect(row(page, 'ses_checkout_tax').getByRole('link', { name: 'Fix tax rounding in checkout' })).toHaveAttribute('href', '/projects/proj_storefront/sessions/ses_checkout_tax');
  await expect(row(page, 'ses_checkout_tax').getByText('Idle')).toBeVisible();
  await expect(row(page, 'ses_provider_auth').getByText('Error', { exact: true })).toBeVisible();
  await expect(row(page, 'ses_live').locator('[data-status]')).toHaveText(/Running|Retrying|Idle/);
  await expect(row(page, 'ses_long_2000').locator('[data-cell="cost"]')).toHaveText(/\$\d+\.\d{2}(?!\d)/);

  // Nested children, opened from the keyboard.
  const toggle = row(page, 'ses_release_notes').getByRole('button', { name: /Show 2 child sessions/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(row(page, 'ses_release_notes_changelog')).toBeVisible();
  await expect(page.locator('li[data-session-id="ses_release_notes_changelog"]')).toHaveAttribute('data-depth', '1');
  await expect(row(page, 'ses_release_notes_screens').getByText('Error', { exact: true })).toBeVisible();
  await row(page, 'ses_release_notes_changelog').getByRole('button', { name: /Show 1 child session/ }).click();
  await expect(page.getByRole('link', { name: /Check the PR links/ })).toBeVisible();

  // Text filter keeps matching children with their parents; status filter narrows to errors.
  await page.getByRole('searchbox', { name: 'Filter' }).fill('screenshots');
  await expect(page.getByRole('link', { name: 'Fix tax rounding in checkout' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Refresh the release screenshots/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write the 3.2 release notes' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter' }).fill('');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('error');
  await expect(page.getByRole('link', { name: 'Translate checkout strings to Italian' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fix tax rounding in checkout' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
  await expect(page.getByRole('link', { name: 'Fix tax rounding in checkout' })).toBeVisible();
});

test('the running session refreshes in the list without a reload', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto('/projects/proj_storefront/sessions');
  const cost = row(page, 'ses_live').locator('[data-cell="cost"]');
  await expect(cost).toHaveText(/\$/);
  const first = await cost.textContent();
  await expect(cost).not.toHaveText(first ?? '', { timeout: 20_000 });
});

test('managers see the inventory with lifecycle badges; members do not', async ({ page, browser }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto('/projects/proj_storefront/sessions');
  await expect(sessions(page)).toBeVisible();
  await expect(page.locator('li[data-session-id="ses_warm_standby"]')).toHaveCount(0);
  await page.getByRole('switch', { name: /Project inventory/ }).check();
  await expect(row(page, 'ses_warm_standby').getByText('Warm', { exact: true })).toBeVisible();
  await expect(row(page, 'ses_nightly_seo').getByText('Unavailable', { exact: true })).toBeVisible();
  await expect(row(page, 'ses_deleted_spike').getByText('Deleted', { exact: true })).toBeVisible();

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInThroughApi(member.request, MEMBER);
  await member.goto('/projects/proj_storefront/sessions');
  await expect(sessions(member)).toBeVisible();
  await expect(member.getByRole('link', { name: 'Improve catalog search relevance' })).toBeVisible();
  await expect(member.getByRole('switch')).toHaveCount(0);
  await expect(member.getByRole('button', { name: 'Import session' })).toHaveCount(0);
  await memberContext.close();
});

test('import a generated export: it appears; a broken file is refused and nothing changes', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'sessions-e2e-'));
  const id = `ses_e2e_${Date.now()}`;
  const good = writeExport(dir, 'good.json', id);
  const broken = join(dir, 'broken.json');
  writeFileSync(broken, JSON.stringify({ info: { title: 'no id here' }, messages: [] }));

  await signInThroughApi(page.request, DEMO);
  await page.goto('/projects/proj_storefront/sessions');
  await expect(sessions(page)).toBeVisible();
  const before = await page.locator('li[data-session-id]').count();

  await page.getByRole('button', { name: 'Import session' }).click();
  let dialog = page.getByRole('dialog', { name: 'Import session' });
  await dialog.getByLabel('Export file').setInputFiles(broken);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('alert')).toContainText('not an agent-runtime export: missing info.id');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('li[data-session-id]')).toHaveCount(before);

  await page.getByRole('button', { name: 'Import session' }).click();
  dialog = page.getByRole('dialog', { name: 'Import session' });
  await dialog.getByLabel('Export file').setInputFiles(good);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText(`E2E import ${id}`);
  await expect(row(page, id).getByRole('link', { name: `E2E import ${id}` })).toBeVisible();
  await expect(page.locator('li[data-session-id]')).toHaveCount(before + 1);
});
