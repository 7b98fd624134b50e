import { expect, type Page } from '@playwright/test';

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
    }, { timeout: 15_000 })
    .toBe(0);
  return scroller;
}
