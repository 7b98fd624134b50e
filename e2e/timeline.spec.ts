import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { signIn } from './sign-in';
import { feed, timelineReady as ready, wheelTimelineToTop } from './timeline-page';

const PROJECT = 'proj_storefront';
const sessionUrl = (id: string, hash = '') => `/projects/${PROJECT}/sessions/${id}${hash}`;

interface WireMessage {
  info: { id: string; role: string; parentID?: string };
  parts: Array<{ id: string; type: string; text?: string }>;
}

/** The message of a session whose parts mention `needle` (read through the BFF, as the browser does). */
async function findMessage(page: Page, sessionId: string, needle: string, role: 'user' | 'assistant'): Promise<WireMessage> {
  let before = '';
  for (;;) {
    const response = await page.request.get(`/v1/projects/${PROJECT}/sessions/${sessionId}/messages?limit=500${before ? `&before=${before}` : ''}`);
    expect(response.ok()).toBe(true);
    const page_ = (await response.json()) as { items: WireMessage[]; next_cursor: string | null };
    const hit = page_.items.find((m) => m.info.role === role && JSON.stringify(m.parts).includes(needle));
    if (hit) return hit;
    if (!page_.next_cursor) throw new Error(`${needle} not found in ${sessionId}`);
    before = page_.next_cursor;
  }
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a seeded session opened from the list: the edit diff and an expanded shell output', async ({ page }) => {
  await page.goto(`/projects/${PROJECT}/sessions`);
  // A click that lands while the server-rendered list is still hydrating was once dropped in CI (no navigation at all);
  // a reader clicks again, and so does this test (docs/TIMELINE.md notes it as a known gap). Each attempt waits long
  // enough for a slow first render of the session page: a click while the first navigation is still pending starts
  // another one, and attempts of 3 s under load may never have let the first one finish.
  await expect(async () => {
    await page.getByRole('link', { name: 'Fix tax rounding in checkout' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/sessions/ses_checkout_tax$`), { timeout: 12_000 });
  }).toPass({ timeout: 40_000 });
  await expect(page.getByRole('heading', { name: 'Fix tax rounding in checkout' })).toBeVisible();
  await ready(page);

  // The first edit's diff: removed and added lines with their numbers.
  const edit = feed(page).locator('[data-tool="edit"]').first();
  await edit.scrollIntoViewIfNeeded();
  await expect(edit.locator('[data-diff="removed"]').filter({ hasText: 'Math.round(total)' })).toBeVisible();
  await expect(edit.locator('[data-diff="added"]').filter({ hasText: 'Math.ceil(total)' })).toBeVisible();
  await expect(edit.getByLabel(/added, .* removed/)).toBeVisible();
  // Its code is highlighted, by Shiki in a Web Worker (the page's only worker here): not on the main thread.
  await expect(edit.locator('.tok[style*="--shiki-dark"]').first()).toBeVisible();
  expect(page.workers().length).toBeGreaterThan(0);

  // The failing test run: collapsed output, expanded on demand; ANSI codes are gone.
  const shell = feed(page).locator('[data-tool="bash"]').first();
  await shell.scrollIntoViewIfNeeded();
  await expect(shell).toContainText('Exit code 1');
  await expect(shell).not.toContainText('2 failed | 5 passed (7)');
  await shell.getByRole('button', { name: /Expand output/ }).click();
  await expect(shell).toContainText('2 failed | 5 passed (7)');
  await expect(shell).not.toContainText('\u001b[');
  await expect(shell.getByRole('button', { name: 'Collapse output' })).toBeVisible();
});

test('keyboard: j/k move between turns, e/E expand and collapse all tools, ? shows the shortcuts', async ({ page }) => {
  await page.goto(sessionUrl('ses_checkout_tax'));
  await ready(page);
  const highlighted = feed(page).locator('article.border-accent');
  // k goes to the start of the turn in view when its top is scrolled past, then to the turn before.
  await page.keyboard.press('k');
  if ((await highlighted.getAttribute('aria-label')) !== 'Turn 1') await page.keyboard.press('k');
  await expect(highlighted).toHaveAttribute('aria-label', 'Turn 1');
  await expect(highlighted).toBeInViewport();
  await page.keyboard.press('j');
  await expect(highlighted).toHaveAttribute('aria-label', 'Turn 2');
  await page.keyboard.press('E');
  await expect(feed(page).locator('[data-tool] > div:first-child > button[aria-expanded="true"]')).toHaveCount(0);
  await page.keyboard.press('e');
  await expect(feed(page).locator('[data-tool] > div:first-child > button[aria-expanded="false"]')).toHaveCount(0);
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
  // Typing in the search box is typing, not shortcuts.
  await page.getByRole('searchbox').fill('jke');
  await expect(feed(page).locator('[data-tool] > div:first-child > button[aria-expanded="false"]')).toHaveCount(0);
});

test('a task links to its child session, which shows its error', async ({ page }) => {
  await page.goto(sessionUrl('ses_release_notes'));
  await ready(page);
  const failedTask = feed(page).locator('[data-tool="task"]').filter({ hasText: 'Refresh the release screenshots' });
  await expect(failedTask.getByText(/^The child session failed: .*Incorrect API key/)).toBeVisible();
  await failedTask.getByRole('link', { name: 'Open child session' }).click();
  await expect(page).toHaveURL(new RegExp('/sessions/ses_release_notes_screens$'));
  await expect(page.getByRole('heading', { name: /Refresh the release screenshots/ })).toBeVisible();
  await expect(feed(page).getByRole('alert')).toContainText('Incorrect API key');
  await expect(page.getByRole('link', { name: 'Parent session' })).toBeVisible();
});

test('search finds a phrase in a far-off turn of a 2,000-turn session and scrolls to it', async ({ page }) => {
  await page.goto(sessionUrl('ses_long_2000'));
  await ready(page);
  await expect(feed(page)).not.toContainText('needle-in-turn-137');
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search this session' })).toBeFocused();
  await page.keyboard.type('needle-in-turn-137');
  await expect(page.getByTestId('search-count')).toHaveText('1 of 2', { timeout: 20_000 });
  const turn = feed(page).getByRole('article', { name: 'Turn 137' });
  await expect(turn).toBeInViewport();
  await expect(turn).toContainText('needle-in-turn-137');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('search-count')).toHaveText('2 of 2');
  await expect(turn).toBeInViewport();
});

test('deep links open at their turn and part, even in an older page', async ({ page, context }) => {
  const user = await findMessage(page, 'ses_long_2000', 'aardvark-bootstrap', 'user');
  await page.goto(sessionUrl('ses_long_2000', `#turn-${user.info.id}`));
  const turn = feed(page).locator(`[data-turn-id="${user.info.id}"]`);
  await expect(turn).toBeInViewport({ timeout: 20_000 });
  await expect(turn).toContainText('aardvark-bootstrap');
  await expect(turn).toHaveClass(/border-accent/);

  const answer = await findMessage(page, 'ses_long_2000', 'quokka-migration', 'assistant');
  const part = answer.parts.find((p) => p.type === 'text' && p.text?.includes('quokka-migration'));
  expect(part).toBeTruthy();
  await page.goto(sessionUrl('ses_long_2000', `#part-${part?.id}`));
  await ready(page);
  const target = page.locator(`[id="part-${part?.id}"]`);
  await expect(target).toBeInViewport({ timeout: 20_000 });
  await expect(target).toHaveClass(/ring-2/);

  // The turn's "Copy link" gives the same kind of URL.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await feed(page).locator('article').first().getByRole('button', { name: /Copy link to/ }).first().click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`/projects/${PROJECT}/sessions/ses_long_2000#turn-`));
});

test('export downloads the session as Markdown, whole or a range of turns', async ({ page }) => {
  await page.goto(sessionUrl('ses_checkout_tax'));
  await ready(page);
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export as Markdown' });
  await expect(dialog.getByText('Whole session (2 turns)')).toBeVisible();
  const [whole] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
  expect(whole.suggestedFilename()).toBe('Fix tax rounding in checkout.md');
  const text = readFileSync((await whole.path()) as string, 'utf8');
  expect(text.startsWith('# Fix tax rounding in checkout\n')).toBe(true);
  expect(text).toContain('## User (turn 1)');
  expect(text).toContain('Checkout totals are off by one cent');
  expect(text).toContain('## User (turn 2)');
  expect(text).toContain('npx vitest run src/checkout');

  await page.getByRole('button', { name: 'Export' }).click();
  await dialog.getByLabel('Turns', { exact: true }).check();
  await dialog.getByLabel('First turn').fill('2');
  await dialog.getByLabel('Last turn').fill('2');
  const [range] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
  const part = readFileSync((await range.path()) as string, 'utf8');
  expect(part).toContain('## User (turn 2)');
  expect(part).not.toContain('## User (turn 1)');
  expect(part).toContain('ROUND_HALF_UP');
});

test('a running session shows new turns without a reload', async ({ page }) => {
  await page.goto(sessionUrl('ses_live'));
  await ready(page);
  const lastTurnNumber = async () => {
    const texts = await feed(page).locator('article').allTextContents();
    const numbers = texts.flatMap((t) => [...t.matchAll(/Turn (\d+): run/g)].map((m) => Number(m[1])));
    return numbers.length > 0 ? Math.max(...numbers) : 0;
  };
  await expect.poll(lastTurnNumber).toBeGreaterThan(0);
  const first = await lastTurnNumber();
  // A turn starts every ~4 s; two new ones within 20 s, with no navigation in between.
  let navigations = 0;
  page.on('framenavigated', () => navigations++);
  await expect.poll(lastTurnNumber, { timeout: 20_000 }).toBeGreaterThanOrEqual(first + 2);
  expect(navigations).toBe(0);
  // The view follows the newest turn while the reader is at the bottom.
  await expect(feed(page).locator('article').last()).toBeInViewport();
  // The status line appears while a turn runs.
  await expect(page.getByTestId('session-status')).toBeVisible();
  // Scrolled up, the reader stays where they are while new turns arrive.
  const scroller = await wheelTimelineToTop(page);
  // The turn the reader is looking at: the first one visible inside the feed's box (older pages may load above it as
  // the top is reached, so not the first row; the rows rendered ahead above the feed's top edge are in the window but
  // clipped by the feed, so not in view either).
  const turnInView = () =>
    feed(page).evaluate((el) => {
      const box = el.getBoundingClientRect();
      const seen = [...el.querySelectorAll('article')].find((a) => {
        const r = a.getBoundingClientRect();
        return r.height > 0 && r.bottom > Math.max(0, box.top) && r.top < Math.min(window.innerHeight, box.bottom);
      });
      return seen?.getAttribute('data-turn-id') ?? null;
    });
  await expect.poll(turnInView).not.toBeNull();
  const reading = (await turnInView())!;
  const height = () => scroller.evaluate((el) => el.scrollHeight);
  const before = await height();
  await expect.poll(height, { timeout: 20_000 }).toBeGreaterThan(before + 100);
  // The reader was not taken to the newest turn: the turn they read is still in view, far from the bottom. (Rows
  // above may be re-measured as they render, which moves scrollTop a little while keeping the same turns in view.)
  await expect(page.locator(`[data-turn-id="${reading}"]`)).toBeInViewport();
  const { top, max } = await scroller.evaluate((el) => ({ top: el.scrollTop, max: el.scrollHeight - el.clientHeight }));
  expect(max - top).toBeGreaterThan(100);
});
