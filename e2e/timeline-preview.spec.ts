import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, signInThroughApi } from './sign-in';
import { DEMO } from './pages';
import { feed, timelineReady } from './timeline-page';

/**
 * Opens the checkout session with the script chunk whose code contains `marker` held back until `release()`;
 * `heldBack()` counts the requests for it that were held.
 */
async function openWithChunkHeldBack(page: Page, marker: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldBack = 0;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(marker)) {
        heldBack += 1;
        await held;
      }
      await route.fulfill({ response, body });
    } catch {
      // The page went away while a chunk was in flight.
    }
  });
  // The route stays until the context closes: `unrouteAll` settles the routes in flight first, and once hung a run
  // for the rest of its minute.
  // Not `load`: a chunk the page requests before its load event delays that event, so held back it would hold the
  // navigation too (a slow CI run requested it first and timed out).
  await page.goto('/projects/proj_storefront/sessions/ses_checkout_tax', { waitUntil: 'commit' });
  return { release, heldBack: () => heldBack };
}

test("the server preview keeps the newest turns on screen after hydration, until the rows' code has arrived", async ({ page }) => {
  await signIn(page, 'demo@example.com');
  // Hold back the chunk that draws a turn (the one with the turn's copy-link label) until the test lets it go.
  const chunk = await openWithChunkHeldBack(page, 'Copy link to turn');
  const preview = page.getByTestId('timeline-preview');
  await expect(preview.locator('article').first()).toBeVisible();
  const shown = await preview.locator('article').count();
  expect(shown).toBeGreaterThan(0);

  // The list has hydrated (its sizer takes the virtualizer's height), and the rows' chunk is still held back.
  await expect.poll(() => feed(page).locator(':scope > div').first().evaluate((el) => (el as HTMLElement).style.height)).not.toBe('0px');
  await expect.poll(() => chunk.heldBack()).toBe(1);
  // The preview still shows the same turns: it is the server's HTML, kept as it is (inert: nothing in it is a control yet).
  await expect(preview).toHaveAttribute('inert', '');
  await expect(preview.locator('article')).toHaveCount(shown);
  await expect(preview.locator('article').last()).toBeVisible();

  chunk.release();
  await timelineReady(page);
  await expect(feed(page).getByRole('article').last()).toBeVisible();
});

test('the newest turns are in the first HTML, not streamed at its end for a script to reveal', async ({ page }) => {
  await signIn(page, 'demo@example.com');
  const html = await (await page.request.get('/projects/proj_storefront/sessions/ses_checkout_tax')).text();
  const preview = html.indexOf('data-testid="timeline-preview"');
  expect(preview).toBeGreaterThan(0);
  // The preview's turns follow it in place: no pending Suspense boundary (`<!--$?-->`) stands in for them.
  const next = html.indexOf('<article', preview);
  expect(next).toBeGreaterThan(preview);
  expect(html.slice(preview, next)).not.toContain('<!--$?-->');
  expect(html.indexOf('<!--$?-->')).toBe(-1);
});

test('after a client-side navigation the list shows without a server preview', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto('/projects/proj_storefront/sessions');
  await page.getByRole('link', { name: /Fix tax rounding in checkout/ }).first().click();
  await timelineReady(page);
  await expect(feed(page).locator('article').last()).toBeVisible();
});

test("what the reader types or clicks before the turns' chunk has arrived is kept, and searched once it is there", async ({ page }) => {
  await signIn(page, 'demo@example.com');
  // Hold back the chunk that reads the turns (search, deep links, shortcuts, the list: it holds the highlight's CSS).
  const chunk = await openWithChunkHeldBack(page, 'timeline-search-highlight');
  await expect.poll(() => chunk.heldBack()).toBe(1);
  // The page's first load has hydrated: the toolbar works.
  const search = page.getByRole('searchbox', { name: 'Search this session' });
  await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();
  await search.fill('one cent');
  await expect(page.getByTestId('search-count')).toHaveText('Searching…');
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export as Markdown' });
  await expect(dialog.getByText('Whole session (2 turns)')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('timeline-preview').locator('article').first()).toBeVisible();

  chunk.release();
  await expect(page.getByTestId('search-count')).toHaveText(/^1 of \d+$/);
  await expect(search).toHaveValue('one cent');
  await timelineReady(page);
});
