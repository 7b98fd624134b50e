import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** No serious or critical axe violation, in light and in dark (with reduced motion, so no colour is mid-fade). */
export async function expectAccessible(page: Page) {
  // Two axe runs take up to 15 s each on a loaded two-core machine (four pages once took over the default 60 s in CI),
  // so each check adds 30 s to the test's budget, whichever test calls it and however often.
  test.info().setTimeout(test.info().timeout + 30_000);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    // Only violations are read, so axe keeps no node lists for what passed (the same findings, less work per run).
    const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
    expect(serious, `axe (${colorScheme})`).toEqual([]);
  }
  // Back to the scheme the test had; motion stays reduced, as playwright.config.ts sets it for every test.
  await page.emulateMedia({ colorScheme: null, reducedMotion: 'reduce' });
}

/** Each page at 390 px shows its heading and passes axe in light and dark. */
export async function expectAccessibleAt390(page: Page, paths: readonly string[]) {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectAccessible(page);
  }
}
