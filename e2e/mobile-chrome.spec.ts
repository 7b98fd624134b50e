import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO } from './pages';

// Mobile chrome (issue 27, items 7 and 8), read from element boxes at 390 × 844: lists show their first row on the
// first screen, tab bars scroll (with a fade edge) rather than clip, and archiving lives in the project's settings.
const VIEWPORT = { width: 390, height: 844 };
const project = '/projects/proj_storefront';

test.use({ user: DEMO, viewport: VIEWPORT });

async function expectWithinFirstScreen(row: Locator) {
  await expect(row).toBeVisible();
  const box = await row.boundingBox();
  expect(box, 'the row has a box').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, 'the first row ends within the first screen').toBeLessThanOrEqual(VIEWPORT.height);
  expect(await row.page().evaluate(() => window.scrollY), 'nothing scrolled the page').toBe(0);
}

/** The scroller of the tab bar that holds `bar`: it either fits, or scrolls sideways; the active tab lies inside it. */
async function expectScrollableTabBar(page: Page, bar: Locator, active: Locator) {
  const row = bar.locator('xpath=ancestor-or-self::*[@data-scroll-row][1]');
  const scroller = row.locator('> div').first();
  const fits = await scroller.evaluate((el) => {
    const style = getComputedStyle(el);
    return { overflows: el.scrollWidth > el.clientWidth, scrollable: style.overflowX === 'auto' || style.overflowX === 'scroll', right: el.getBoundingClientRect().right };
  });
  if (fits.overflows) expect(fits.scrollable, 'an overflowing tab bar scrolls sideways').toBe(true);
  expect(fits.right, 'the tab bar itself stays inside the screen').toBeLessThanOrEqual(VIEWPORT.width);
  // The active tab is scrolled into the visible part of the bar (after hydration).
  await expect
    .poll(async () => {
      const [tab, area] = await Promise.all([active.boundingBox(), scroller.boundingBox()]);
      return tab && area ? tab.x >= area.x - 1 && tab.x + tab.width <= area.x + area.width + 1 : false;
    })
    .toBe(true);
  return { row, overflows: fits.overflows };
}

test('Gateway Logs: the filters fold behind a Filters button and the first request shows on the first screen', async ({ page }) => {
  await page.goto(`${project}/gateway/logs`);
  const first = page.getByRole('table', { name: 'Requests' }).locator('[data-log-row]').first();
  await expectWithinFirstScreen(first);

  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const form = page.getByRole('form', { name: 'Filter the logs' });
  await expect(form).toBeHidden();
  // Keyboard: focus the button, open with Enter, filter; the filter goes to the URL and the button counts it.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await form.getByLabel('Status').selectOption('error');
  await expect(page).toHaveURL(/[?&]status=error/);
  await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toHaveAttribute('aria-expanded', 'false');

  // At a desktop width the filters are open, and the toggle is gone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(form).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
});

test('Account Audit: the first event shows on the first screen, filters fold behind a Filters button', async ({ page }) => {
  await page.goto('/accounts/acc_demo/audit');
  await expectWithinFirstScreen(page.getByRole('table', { name: 'Audit events' }).locator('[data-event]').first());
  await expect(page.getByRole('form', { name: 'Filter the audit log' })).toBeHidden();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Filter the audit log' })).toBeVisible();
});

test('the gateway tab bar scrolls with a fade edge and keeps the active tab in view', async ({ page }) => {
  await page.goto(`${project}/gateway/playground`);
  const nav = page.getByRole('navigation', { name: 'Gateway sections' });
  const active = nav.getByRole('link', { name: 'Playground' });
  await expect(active).toHaveAttribute('aria-current', 'page');
  const { row, overflows } = await expectScrollableTabBar(page, nav.getByRole('list'), active);
  // Eight tabs do not fit in 390 px: the bar overflows, scrolled to its end, with the fade on the hidden (left) side.
  expect(overflows).toBe(true);
  await expect(row).toHaveAttribute('data-fade-start', 'true');
  await expect(row).not.toHaveAttribute('data-fade-end', 'true');

  await page.goto(`${project}/gateway`);
  const overview = page.getByRole('navigation', { name: 'Gateway sections' }).getByRole('link', { name: 'Overview' });
  await expect(overview).toHaveAttribute('aria-current', 'page');
  const start = await expectScrollableTabBar(page, page.getByRole('navigation', { name: 'Gateway sections' }).getByRole('list'), overview);
  await expect(start.row).toHaveAttribute('data-fade-end', 'true');
});

test('the account access tab bar and the connector tab bar keep their active tab in view', async ({ page }) => {
  await page.goto('/accounts/acc_demo/access?tab=service-accounts');
  const tablist = page.getByRole('tablist', { name: 'Access sections' });
  const selected = tablist.getByRole('tab', { selected: true });
  await expect(selected).toBeVisible();
  await expectScrollableTabBar(page, tablist, selected);

  await page.goto(`${project}/connectors/setup-links`);
  const nav = page.getByRole('navigation', { name: 'Connector sections' });
  await expectScrollableTabBar(page, nav.getByRole('list'), nav.getByRole('link', { name: 'Setup links' }));
});

test('archiving is in the project settings danger zone, confirmed, and no longer on the overview', async ({ page }) => {
  await page.goto(project);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Archive project' })).toHaveCount(0);

  await page.goto('/projects');
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByLabel('Project name').fill('Mobile chrome scratch');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/projects\/proj_\d+$/, { timeout: 20_000 });
  const base = new URL(page.url()).pathname;

  await page.goto(`${base}/settings`);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  // Rename and describe: a bad name is refused next to its field, a good one is saved.
  const form = page.getByRole('form', { name: 'Project details' });
  await form.getByLabel('Project name').fill('   ');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByLabel('Project name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('A project needs a name')).toBeVisible();
  await form.getByLabel('Project name').fill('Mobile chrome renamed');
  await form.getByLabel('Description').fill('Made by the mobile chrome spec.');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved');
  await expect(page.locator('header p').getByText('Mobile chrome renamed')).toBeVisible();

  const zone = page.locator('[data-danger-zone]');
  await expect(zone.getByRole('heading', { name: 'Danger zone' })).toBeVisible();
  await zone.getByRole('button', { name: 'Archive project' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Archive Mobile chrome renamed?' });
  await expect(confirm).toContainText('read-only');
  await confirm.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.locator('[data-archived]')).toContainText('read-only');
  await expect(page.locator('[data-danger-zone]')).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Project details' })).toHaveCount(0);

  await page.goto(base);
  await expect(page.locator('[data-archived]')).toContainText('The project is read-only');
  await expect(page.getByRole('button', { name: 'Archive project' })).toHaveCount(0);
});
