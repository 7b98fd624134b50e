import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { signIn, signInThroughApi } from './sign-in';
import { DEMO } from './pages';
import { feed, timelineReady } from './timeline-page';

const PROMPT = 'Refund orders 1042 and 1043: they never shipped.';

// The inbox page itself has the shared page checks (e2e/pages.ts).
test('at 390 px the inbox lists the pending call, and the inline controls in the timeline pass axe in light and dark', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/projects/proj_storefront/approvals');
  await expect(page.locator('li[data-approval="exe_orders_backfill_2"]')).toBeVisible();
  await page.goto('/projects/proj_storefront/sessions/ses_orders_backfill');
  await timelineReady(page);
  await expect(feed(page).locator('[data-inline-approval="exe_orders_backfill_2"]')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  // The rest of the timeline is another page's concern; this checks the part this feature adds.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    const { violations } = await new AxeBuilder({ page }).include('[data-inline-approval]').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id), `axe (${colorScheme})`).toEqual([]);
  }
});

test('approve a pending tool call with scope session from the inbox, and watch the session go on', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto('/projects/proj_storefront/sessions');
  await page.getByRole('button', { name: 'New session' }).click();
  const dialog = page.getByRole('dialog', { name: 'New session' });
  await dialog.getByLabel('Prompt').fill(PROMPT);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/sessions\/ses_new_/);
  const sessionId = page.url().split('/').pop()!;
  // The payments connector's refund_* policy is require_approval: the call waits, inline in the timeline.
  await expect(page.getByRole('region', { name: 'Approval for payments.refund_order' })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: /Approvals/ }).click();
  await expect(page.getByRole('heading', { name: /Approvals/ })).toBeVisible();
  const entry = page.locator('li[data-approval]', { has: page.locator(`a[href$="/sessions/${sessionId}"]`) });
  await expect(entry.locator('[data-tool="payments.refund_order"]')).toBeVisible();
  await entry.getByRole('radio', { name: 'Every payments.refund_order call in this session' }).check();
  await entry.getByRole('button', { name: 'Approve' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Approved payments.refund_order' });
  await expect(status).toContainText('for this tool in the session: the session goes on');
  await status.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${sessionId}$`));
  await timelineReady(page);
  // The second refund runs without asking (scope session), then the agent answers and the session ends.
  await expect(feed(page).getByText('Done: payments.refund_order ran for orders 1042 and 1043.')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-inline-approval]')).toHaveCount(0);
});

test('approve once inline in the timeline: the call runs and the next call of the same tool asks again', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto('/projects/proj_storefront/sessions/ses_deploy_staging');
  await timelineReady(page);
  const inline = feed(page).locator('[data-inline-approval="exe_deploy_staging_2"]');
  await expect(inline).toContainText("The agent's bash permission is set to ask");
  await inline.getByRole('button', { name: 'Approve' }).click();
  await expect(feed(page).locator('[data-inline-approval="exe_deploy_staging_3"]')).toBeVisible({ timeout: 20_000 });
  await expect(inline).toHaveCount(0);
});
