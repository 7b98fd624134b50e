// Live updates are pushed: a running session's new turns arrive through its event stream, with no polling of its
// messages or status while the stream is open (the request count is the assertion; nothing here is timed).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, signInThroughApi } from './sign-in';
import { DEMO } from './pages';
import { feed, timelineReady } from './timeline-page';

const LIVE = '/projects/proj_storefront/sessions/ses_live';

async function lastTurnNumber(page: Page): Promise<number> {
  const texts = await feed(page).locator('article').allTextContents();
  const numbers = texts.flatMap((t) => [...t.matchAll(/Turn (\d+): run/g)].map((m) => Number(m[1])));
  return numbers.length > 0 ? Math.max(...numbers) : 0;
}

test('a running session shows new turns from its event stream, without polling requests', async ({ page }) => {
  await signIn(page);
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/v1/')) requests.push(`${request.method()} ${pathname}`);
  });
  const opened = page.waitForResponse((response) => new URL(response.url()).pathname === `/v1${LIVE}/events` && response.ok());
  await page.goto(LIVE);
  await timelineReady(page);
  expect((await opened).headers()['content-type']).toMatch(/^text\/event-stream/);

  await expect.poll(() => lastTurnNumber(page)).toBeGreaterThan(0);
  const first = await lastTurnNumber(page);
  const from = requests.length;
  // A turn starts every ~4 s: wait for two more to appear on screen.
  await expect.poll(() => lastTurnNumber(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(first + 2);

  const during = requests.slice(from);
  const session = during.filter((r) => r.includes(`/v1${LIVE}`));
  // Nothing about this session was polled: the two turns came through the one open stream.
  expect(session.filter((r) => /\/(messages|status|children)$/.test(r))).toEqual([]);
  expect(session.filter((r) => r.endsWith('/events')).length).toBeLessThanOrEqual(1);
});

test('an answer that is still streaming is rendered as Markdown, not as raw text that flips once it ends', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto(LIVE);
  await timelineReady(page);
  // Every turn streams its answer (half of it) for a moment before it is complete; catch one while it streams.
  const streaming = feed(page).locator('[data-streaming="true"]').first();
  await streaming.waitFor({ state: 'attached', timeout: 30_000 });
  const shown = await streaming.evaluate((el) => ({ code: el.querySelector('code')?.textContent ?? null, text: el.textContent ?? '' }));
  // The command is formatted as code, and no Markdown marker shows as text.
  expect(shown.code).toMatch(/^(npm|npx|git) /);
  expect(shown.text).not.toContain('`');
});
