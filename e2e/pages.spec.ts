// The shared checks, for every page in e2e/pages.ts: one test a page, spread over the workers (the pages only read).
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { DEMO, PAGES } from './pages';

test.describe.configure({ mode: 'parallel' });

for (const { path, title, user = DEMO, status = 200, ready } of PAGES) {
  test.describe(() => {
    test.use({ user, viewport: { width: 390, height: 844 } });

    test(`${path} (${user ?? 'signed out'}): ${status}, its title, nothing sideways at 390 px, axe in light and dark, no script error`, async ({ page }) => {
      // An uncaught error, a hydration mismatch among them (the server's HTML and the browser's first render differ).
      const scriptErrors: string[] = [];
      page.on('pageerror', (error) => scriptErrors.push(error.message));
      const res = await page.goto(path);
      expect(res?.status(), 'status code').toBe(status);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (ready) await expect(page.locator(ready).first()).toBeVisible();
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      expect(scrollWidth, 'no sideways scroll at 390 px').toBeLessThanOrEqual(clientWidth);
      await expectAccessible(page);
      expect(scriptErrors, 'uncaught script errors').toEqual([]);
    });
  });
}
