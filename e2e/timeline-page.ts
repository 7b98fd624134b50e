import { expect, type Page } from '@playwright/test';

/** The timeline's virtualized list (the server preview above it is not a feed). */
export const feed = (page: Page) => page.getByRole('feed', { name: 'Turns' });

/**
 * The server HTML shows the newest turns at once, as a preview over the list that lays out hidden beneath it; both
 * are in the DOM until the list is placed. Interact only once the list is live.
 */
export async function timelineReady(page: Page) {
  await expect(feed(page)).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('timeline-preview')).toHaveCount(0);
}

/**
 * Scrolls the timeline up with the wheel, as a reader does, until it has settled at the top. A turn that lands in the
 * same frame as the first wheel event may still be followed once; the next wheel event wins.
 */
export async function wheelTimelineToTop(page: Page) {
  const scroller = page.getByTestId('timeline-scroll');
  await scroller.hover();
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, -50_000);
      return scroller.evaluate((el) => el.scrollTop);
    })
    .toBe(0);
  return scroller;
}
