import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { signInThroughApi } from './sign-in';
import { DEMO } from './pages';

// Issue 27: the project Access page's "Add by email" form. Its role field sits on the email field's line (wide) or on
// its grid (narrow: same left edge and width, below it), read from element boxes, with and without an error under
// the email field.
const box = async (l: Locator) => (await l.boundingBox())!;

async function expectAligned(email: Locator, role: Locator, width: number) {
  const e = await box(email);
  const r = await box(role);
  const sameLine = Math.abs(r.y - e.y) <= 1 && Math.abs(r.y + r.height - (e.y + e.height)) <= 1 && r.x >= e.x + e.width;
  const sameGrid = Math.abs(r.x - e.x) <= 1 && Math.abs(r.width - e.width) <= 1 && r.y >= e.y + e.height;
  const where = `email ${JSON.stringify(e)}, role ${JSON.stringify(r)}`;
  if (width >= 640) expect(sameLine, `at ${width} px the role field is on the email field's line: ${where}`).toBe(true);
  else expect(sameGrid, `at ${width} px the role field is on the email field's grid: ${where}`).toBe(true);
}

for (const width of [1280, 390]) {
  test(`the Add by email form's role field lines up with the email field at ${width} px`, async ({ page }) => {
    await signInThroughApi(page.request, DEMO);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/projects/proj_storefront/access');
    const form = page.getByRole('form', { name: 'Add to the project' });
    const email = form.getByLabel('Add by email');
    const role = form.getByLabel('Project role');
    await expect(role).toBeVisible();
    await expectAligned(email, role, width);
    const add = form.getByRole('button', { name: 'Add' });
    if (width >= 640) {
      const e = await box(email);
      const a = await box(add);
      expect(Math.abs(a.y + a.height / 2 - (e.y + e.height / 2)), 'the button is centred on the email line').toBeLessThanOrEqual(3);
    }

    await email.fill('not an email');
    await add.click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectAligned(email, role, width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
