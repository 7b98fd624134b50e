import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { DEMO } from './pages';

test.use({ user: DEMO });

const LINE = 2;
const COLUMN = 5;

/** The viewport point of the left edge of the character at `column` of `line` in the read-only first view. */
async function pointOf(page: Page, line: number, column: number): Promise<{ x: number; y: number; text: string }> {
  return page.evaluate(
    ([l, c]) => {
      const text = document.querySelector(`[data-editor-preview] [data-line="${l}"]`)!.lastElementChild!;
      const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
      let left = c - 1;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent!.length;
        if (left < length) {
          const range = document.createRange();
          range.setStart(node, left);
          range.setEnd(node, left + 1);
          const box = range.getBoundingClientRect();
          return { x: box.left + 1, y: box.top + box.height / 2, text: text.textContent! };
        }
        left -= length;
      }
      throw new Error(`line ${l} has fewer than ${c} characters`);
    },
    [line, column] as const,
  );
}

/** The local draft's text of the manifest (the store persists every edit to localStorage at once). */
async function draftText(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('console.manifest-drafts');
    const drafts = raw ? (JSON.parse(raw) as { state: { drafts: Record<string, { projectId: string; path: string; content: string }> } }).state.drafts : {};
    return Object.values(drafts).find((d) => d.projectId === 'proj_storefront' && d.path === 'platform.yaml')?.content ?? null;
  });
}

test('keys typed right after the first click on the manifest land where the click was, once the editor is there', async ({ page }) => {
  await page.goto('/projects/proj_storefront/manifest');
  // Only the first view (server-rendered, hydrated); Monaco has not even been asked for yet.
  const preview = page.locator('[data-editor="preview"] [data-editor-preview][data-interactive]');
  await expect(preview.locator(`[data-line="${LINE}"]`)).toBeVisible();
  const { x, y, text } = await pointOf(page, LINE, COLUMN);
  await page.mouse.click(x, y);
  await page.keyboard.type('abc');

  const expected = `${text.slice(0, COLUMN - 1)}abc${text.slice(COLUMN - 1)}`;
  await expect(page.locator('[data-editor="monaco"] .monaco-editor')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await draftText(page))?.split('\n')[LINE - 1]).toBe(expected);
  await expect(page.getByText('Unsaved local edits')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Discard local edits' })).toBeVisible();

  // The caret is after the replayed keys, in the focused editor: the next key follows them.
  await expect(page.locator('[data-editor="monaco"] .monaco-editor:focus-within')).toBeVisible();
  await page.keyboard.type('d');
  await expect.poll(async () => (await draftText(page))?.split('\n')[LINE - 1]).toBe(`${text.slice(0, COLUMN - 1)}abcd${text.slice(COLUMN - 1)}`);
});
