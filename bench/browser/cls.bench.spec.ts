// Cumulative layout shift of the sessions list and the session timeline (production build): the sum of the
// layout-shift entries without recent input from navigation until the page has settled (3 s after it is ready),
// median of a few loads. A figure for docs/PERFORMANCE.md, never an assertion (goal: ≤ 0.05).
import { test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from '../../e2e/sign-in';

const RUNS = 3;
const PAGES = [
  { name: 'sessions list', path: '/projects/proj_storefront/sessions', ready: 'li[data-session-id]' },
  { name: 'timeline (ses_checkout_tax)', path: '/projects/proj_storefront/sessions/ses_checkout_tax', ready: '[role="feed"][data-ready="true"]' },
  { name: 'timeline (ses_long_2000)', path: '/projects/proj_storefront/sessions/ses_long_2000', ready: '[role="feed"][data-ready="true"]' },
  { name: 'timeline (ses_live)', path: '/projects/proj_storefront/sessions/ses_live', ready: '[role="feed"][data-ready="true"]' },
];

// Installed before the page's scripts: collects every layout shift from the start of the navigation.
const CLS_PROBE = `(() => {
  window.__cls = 0;
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__cls += entry.value;
      window.__shifts.push({ value: entry.value, at: entry.startTime, nodes: (entry.sources || []).map((s) => s.node && s.node.nodeName + (s.node.id ? '#' + s.node.id : '') + (s.node.className && typeof s.node.className === 'string' ? '.' + s.node.className.split(' ').slice(0, 3).join('.') : '')) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function measure(page: Page, path: string, ready: string): Promise<{ cls: number; shifts: unknown[] }> {
  await page.goto(path);
  await page.waitForSelector(ready, { timeout: 20_000 });
  await page.waitForTimeout(3_000);
  return page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: unknown[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
}

test('layout shift of the sessions list and the timeline', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.addInitScript(CLS_PROBE);
  for (const { name, path, ready } of PAGES) {
    const runs: number[] = [];
    let worst: unknown[] = [];
    for (let i = 0; i < RUNS; i++) {
      const { cls, shifts } = await measure(page, path, ready);
      runs.push(cls);
      if (cls >= Math.max(...runs)) worst = shifts;
    }
    console.log(`CLS ${name}: median ${median(runs).toFixed(3)} (${runs.map((r) => r.toFixed(3)).join(', ')})`);
    if (median(runs) > 0.05) console.log(`  shifts of the worst load: ${JSON.stringify(worst)}`);
  }
});
