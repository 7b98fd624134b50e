import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signIn } from './sign-in';
import { feed, timelineReady } from './timeline-page';

// Issue 27: what a person sees, read from element boxes at both widths.

type Box = { x: number; y: number; width: number; height: number };

async function boxes(locator: Locator): Promise<Box[]> {
  const found: Box[] = [];
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    if (box) found.push(box);
  }
  return found;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

/** Rows follow each other without overlapping, each as tall as what it holds. */
async function expectRowsStacked(rows: Locator) {
  const list = await boxes(rows);
  expect(list.length).toBeGreaterThan(1);
  const sorted = [...list].sort((a, b) => a.y - b.y);
  for (let i = 1; i < sorted.length; i++) expect(sorted[i].y, `row ${i} starts below row ${i - 1}`).toBeGreaterThanOrEqual(sorted[i - 1].y + sorted[i - 1].height - 0.5);
}

async function openAssignments(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/accounts/acc_demo/access?tab=assignments');
  const table = page.getByRole('table', { name: 'Assignments' });
  await expect(table.locator('[data-assignment]').first()).toBeVisible();
  return table;
}

test('Account access: rows never overlap at 390 px; at 1280 px header and cells line up, Why? sits on Revoke’s baseline, Scope names the project', async ({ page }) => {
  await signIn(page);
  const narrow = await openAssignments(page, 390);
  await expectRowsStacked(narrow.locator('[data-assignment]'));
  // Each card row stays inside the viewport: nothing is cut at the right edge.
  for (const box of await boxes(narrow.locator('[data-assignment]'))) expect(box.x + box.width).toBeLessThanOrEqual(390);

  const wide = await openAssignments(page, 1280);
  await expectRowsStacked(wide.locator('[data-assignment]'));
  const headers = wide.getByRole('columnheader');
  const firstRow = wide.locator('[data-assignment]').first();
  for (const column of ['principal', 'role', 'scope', 'granted-by', 'expiry']) {
    const [header] = await boxes(headers.and(wide.locator(`[data-column="${column}"]`)));
    const cells = await boxes(wide.getByRole('cell').and(wide.locator(`[data-column="${column}"]`)));
    expect(cells.length).toBeGreaterThan(1);
    for (const cell of cells) expect(Math.abs(cell.x - header.x), `${column} cell under its header`).toBeLessThanOrEqual(1);
  }
  const manageRow = wide.locator('[data-assignment]').filter({ has: page.getByRole('button', { name: /^Revoke/ }) }).first();
  const [why] = await boxes(manageRow.getByRole('link', { name: 'Why?' }));
  const [revoke] = await boxes(manageRow.getByRole('button', { name: /^Revoke/ }));
  expect(Math.abs(why.y + why.height - (revoke.y + revoke.height)), 'Why? and Revoke share a baseline').toBeLessThanOrEqual(1);
  await expect(firstRow).toBeVisible();
  const scoped = wide.locator('[data-assignment]').filter({ hasText: 'agent ' }).first();
  await expect(scoped.locator('[data-column="scope"]')).toContainText(/Storefront|Support|Marketing/);
  await expect(scoped.locator('[data-column="scope"]')).not.toContainText('proj_');
});

test('a trigger with a name that is taken says so next to Name (409 trigger_exists), and a bad cron says why', async ({ page }) => {
  await signIn(page);
  await page.goto('/projects/proj_storefront/triggers');
  await page.getByRole('button', { name: 'New trigger' }).click();
  const dialog = page.getByRole('dialog', { name: 'New trigger' });
  await dialog.getByLabel('Cron').fill('61 * * * *');
  await expect(dialog.getByText(/Not a valid cron expression: .*minute/)).toBeVisible();
  await dialog.getByLabel('Cron').fill('0 3 * * *');
  await expect(dialog.getByText(/^Next: /)).toBeVisible();
  await dialog.getByLabel('Name').fill('Nightly catalog sync');
  await dialog.getByLabel('Prompt template').fill('Sync again');
  await dialog.getByRole('button', { name: 'Create' }).click();
  const name = dialog.getByLabel('Name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/A trigger with this name already exists/);
  await expect(dialog).toBeVisible();
});

test('the timeline’s Copy link never lies over a part’s content, at 390 and 1280 px', async ({ page }) => {
  await signIn(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/projects/proj_storefront/sessions/ses_checkout_tax');
    await timelineReady(page);
    // Text-like parts (a tool call's link sits in its header row, in flow).
    const parts = feed(page).locator('[data-part-kind="text"], [data-part-kind="reasoning"], [data-part-kind="retry"], [data-part-kind="patch"]').filter({ has: page.getByRole('button', { name: /^Copy link to this/ }) });
    await expect(parts.first()).toBeVisible();
    let checked = 0;
    for (const part of (await parts.all()).slice(0, 8)) {
      const [button] = await boxes(part.getByRole('button', { name: /^Copy link to this/ }));
      const [content] = await boxes(part.locator(':scope > div > div:first-child'));
      if (!button || !content) continue;
      expect(overlaps(button, content), `Copy link over content at ${width} px`).toBe(false);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  }
});

test('a member’s project overview asks for nothing it is refused (no 403 from /v1)', async ({ browser }) => {
  const member = await browser.newPage();
  await signIn(member, 'member@example.com');
  const refused: string[] = [];
  member.on('response', (response) => {
    if (response.status() === 403 && new URL(response.url()).pathname.startsWith('/v1/')) refused.push(new URL(response.url()).pathname);
  });
  await member.goto('/projects/proj_storefront');
  await expect(member.getByRole('list', { name: 'At a glance' })).toBeVisible();
  await expect(member.getByRole('heading', { name: 'Who has access' })).toBeVisible();
  await member.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
});
