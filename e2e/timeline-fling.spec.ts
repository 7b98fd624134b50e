// A fling through a long session: rows flying past are skimmed (number and first line), and once the scroll stops
// they are the full rows again, with the turn the reader landed on still in view.
import { expect, test } from './fixtures';
import { signInThroughApi } from './sign-in';
import { DEMO } from './pages';
import { feed, timelineReady } from './timeline-page';

test('a fling skims the rows it passes; when it stops, the rows in view are full and stay where they were', async ({ page }) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto('/projects/proj_storefront/sessions/ses_long_2000');
  await timelineReady(page);

  // 4,000 px a frame toward the top, as a fast fling or a dragged scrollbar does (older pages load on the way), until
  // a few frames have shown skimmed rows or 600 frames have passed.
  const skimmedDuringFling = await feed(page).evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        let frames = 0;
        let skimmed = 0;
        const step = () => {
          if (el.querySelector('article[data-skim]')) skimmed++;
          el.scrollTop = Math.max(0, el.scrollTop - 4_000);
          if (++frames < 600 && skimmed < 3) requestAnimationFrame(step);
          else resolve(skimmed);
        };
        requestAnimationFrame(step);
      }),
  );
  expect(skimmedDuringFling).toBeGreaterThanOrEqual(3);

  // Stopped: the full rows come back (footer, copy link), none is skimmed, and the turn in view stays in view.
  await expect(feed(page).locator('article[data-skim]')).toHaveCount(0);
  const inView = feed(page).locator('article:not([data-skim])').first();
  await expect(inView.getByRole('button', { name: /Copy link to turn/ })).toBeAttached();
  const turnInView = () =>
    feed(page).evaluate((el) => {
      const box = el.getBoundingClientRect();
      const seen = [...el.querySelectorAll('article')].find((a) => {
        const r = a.getBoundingClientRect();
        return r.height > 0 && r.bottom > box.top + 1 && r.top < box.bottom;
      });
      return seen?.getAttribute('data-turn-id') ?? null;
    });
  const reading = await turnInView();
  expect(reading).not.toBeNull();
  // Still in view after the list has drawn 30 more frames (not after a time: frames are what could move it).
  await page.evaluate(() => new Promise<void>((resolve) => {
    let frames = 0;
    const next = () => (++frames < 30 ? requestAnimationFrame(next) : resolve());
    requestAnimationFrame(next);
  }));
  await expect(page.locator(`[data-turn-id="${reading}"]`)).toBeInViewport();

  // A single jump (End) shows full rows at once: no skimmed row appears.
  await feed(page).focus();
  const skimmedOnJump = await feed(page).evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        let skimmed = 0;
        let frames = 0;
        const observer = new MutationObserver(() => {
          if (el.querySelector('article[data-skim]')) skimmed++;
        });
        observer.observe(el, { childList: true, subtree: true });
        el.scrollTop = el.scrollHeight;
        const wait = () => {
          if (++frames < 20) requestAnimationFrame(wait);
          else {
            observer.disconnect();
            resolve(skimmed);
          }
        };
        requestAnimationFrame(wait);
      }),
  );
  expect(skimmedOnJump).toBe(0);
});
