import { expect, test } from './fixtures';
import { signIn } from './sign-in';
import { feed, timelineReady } from './timeline-page';

test("the server preview keeps the newest turns on screen after hydration, until the rows' code has arrived", async ({ page }) => {
  await signIn(page, 'demo@example.com');
  // Hold back the chunk that draws a turn (the one with the turn's copy-link label) until the test lets it go.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldBack = 0;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('Copy link to turn')) {
        heldBack += 1;
        await held;
      }
      await route.fulfill({ response, body });
    } catch {
      // The page went away while a chunk was in flight.
    }
  });
  await page.goto('/projects/proj_storefront/sessions/ses_checkout_tax');
  const preview = page.getByTestId('timeline-preview');
  await expect(preview.getByRole('article').first()).toBeVisible();
  const shown = await preview.getByRole('article').count();
  expect(shown).toBeGreaterThan(0);

  // The list has hydrated (its sizer takes the virtualizer's height), and the rows' chunk is still held back.
  await expect.poll(() => feed(page).locator(':scope > div').first().evaluate((el) => (el as HTMLElement).style.height)).not.toBe('0px');
  await expect.poll(() => heldBack).toBe(1);
  // The preview still shows the same turns: React did not drop the server's HTML for the empty fallback.
  await expect(preview.getByRole('article')).toHaveCount(shown);
  await expect(preview.getByRole('article').last()).toBeVisible();

  release();
  await timelineReady(page);
  await expect(feed(page).getByRole('article').last()).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
