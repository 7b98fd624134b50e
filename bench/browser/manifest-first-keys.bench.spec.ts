// How soon the manifest editor takes keys after the first click on its read-only first view (production build): from
// the click's pointerdown to the moment Monaco's input has focus, and to the moment "abc" typed right after the click
// is in the local draft. Fresh page each run (Monaco's chunks from the HTTP cache after the first). A figure for
// docs/PERFORMANCE.md, never an assertion (goal: ≤ 1 s on the shared 2-core machine).
import { test } from '@playwright/test';
import { signIn } from '../../e2e/sign-in';

const RUNS = 5;

// Installed before the page's scripts: the first pointerdown on the first view, and the first time Monaco's input is focused.
const PROBE = `(() => {
  window.__firstKeys = {};
  document.addEventListener('pointerdown', (event) => {
    if (window.__firstKeys.click === undefined && event.target.closest && event.target.closest('[data-editor-preview]')) window.__firstKeys.click = performance.now();
  }, true);
  document.addEventListener('focusin', (event) => {
    if (window.__firstKeys.ready === undefined && event.target.closest && event.target.closest('[data-editor="monaco"]')) window.__firstKeys.ready = performance.now();
  }, true);
})();`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

test('manifest editor: first click to keys accepted', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.addInitScript(PROBE);
  const ready: number[] = [];
  const landed: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.evaluate(() => localStorage.removeItem('console.manifest-drafts'));
    await page.goto('/projects/proj_storefront/manifest');
    const row = page.locator('[data-editor-preview][data-interactive] [data-line="2"]');
    await row.waitFor();
    await row.click();
    await page.keyboard.type('abc');
    await page.waitForFunction(() => (window as unknown as { __firstKeys: { ready?: number } }).__firstKeys.ready !== undefined, null, { timeout: 30_000 });
    await page.waitForFunction(() => (localStorage.getItem('console.manifest-drafts') ?? '').includes('abc'), null, { timeout: 30_000 });
    const at = await page.evaluate(() => ({ ...(window as unknown as { __firstKeys: { click: number; ready: number } }).__firstKeys, now: performance.now() }));
    ready.push(at.ready - at.click);
    landed.push(at.now - at.click);
  }
  console.log(`manifest first click → Monaco input focused: median ${Math.round(median(ready))} ms (${ready.map(Math.round).join(', ')})`);
  console.log(`manifest first click → "abc" in the draft (upper bound, polled): median ${Math.round(median(landed))} ms (${landed.map(Math.round).join(', ')})`);
});
