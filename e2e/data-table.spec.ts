import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signInThroughApi } from './sign-in';
import { DEMO } from './pages';

// Issue 27 item 1: every data table is components/ui/data-table.tsx. Read from element boxes: at 1280 px each column's
// header and body cells start at the same x; at 390 px (cards) no row overlaps the next, whatever its cells wrap to.
const TABLES = [
  { path: '/accounts/acc_demo/access', table: 'Assignments' },
  { path: '/accounts/acc_demo/access?tab=members', table: 'Account members' },
  { path: '/accounts/acc_demo/audit', table: 'Audit events' },
  { path: '/projects/proj_storefront/secrets', table: 'Secrets' },
  { path: '/projects/proj_storefront/gateway/keys', table: 'Gateway keys' },
  { path: '/projects/proj_storefront/gateway/logs', table: 'Requests' },
  { path: '/accounts/acc_demo/billing/sessions', table: 'Sessions by cost' },
  { path: '/accounts/acc_demo/billing', table: 'Transactions' },
  { path: '/accounts/acc_demo/billing', table: 'Spend per project' },
  { path: '/accounts/acc_demo/access?tab=roles', table: 'Permissions of each role' },
  { path: '/projects/proj_storefront/connectors/policies', table: 'Effect of the rules' },
  { path: '/projects/proj_storefront/gateway/breakdown?range=7d', table: 'Totals by model' },
  { path: '/projects/proj_storefront/models', table: 'Models the gateway offers' },
  { path: '/projects/proj_storefront/access', table: 'Members' },
  { path: '/projects/proj_storefront/access', table: 'Pending invites' },
  { path: '/projects/proj_storefront/access', table: 'Resource grants' },
  { path: '/projects/proj_support/access', table: 'Group grants' },
  { path: '/projects/proj_support/access', table: 'Access requests' },
];

async function boxes(page: Page, table: string) {
  return page.getByRole('table', { name: table }).evaluate((el) => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, top: r.top, bottom: r.bottom, width: r.width };
    };
    const headers = [...el.querySelectorAll('[role="columnheader"]')].map((h) => ({ column: h.getAttribute('data-column'), ...box(h) }));
    const rows = [...el.querySelectorAll('[role="rowgroup"] [role="row"]')].filter((r) => r.getBoundingClientRect().height > 0 && !r.closest('.sticky'));
    return {
      headers,
      rows: rows.map((r) => ({ ...box(r), cells: [...r.querySelectorAll('[role="cell"][data-column]')].map((c) => ({ column: c.getAttribute('data-column'), ...box(c) })) })),
    };
  });
}

for (const { path, table } of TABLES) {
  test(`${table} (${path}): columns line up at 1280 px, rows never overlap at 390 px`, async ({ page }) => {
    await signInThroughApi(page.request, DEMO);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const t = page.getByRole('table', { name: table });
    await expect(t.locator('[role="row"][aria-rowindex="2"]:not([aria-busy])')).toBeVisible();
    const wide = await boxes(page, table);
    expect(wide.headers.length).toBeGreaterThan(1);
    for (const row of wide.rows.slice(0, 10)) {
      for (const cell of row.cells) {
        const header = wide.headers.find((h) => h.column === cell.column)!;
        expect(Math.abs(cell.left - header.left), `${table} ${cell.column}: body ${cell.left}, header ${header.left}`).toBeLessThanOrEqual(1);
      }
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(t.locator('[role="columnheader"]').first()).toBeHidden();
    // Virtualized rows are re-measured after the resize (ResizeObserver): wait until the table says so by its boxes.
    await expect
      .poll(async () => {
        const narrow = await boxes(page, table);
        if (narrow.rows.length === 0) return 'no rows';
        const sorted = [...narrow.rows].sort((a, b) => a.top - b.top);
        const overlaps = sorted.slice(1).filter((row, i) => row.top < sorted[i].bottom - 0.5).length;
        return `${overlaps} overlapping`;
      })
      .toBe('0 overlapping');
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
