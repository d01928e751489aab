import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits that end on an event in the page, in place of sleeps: each returns once the page has
 * answered what the test did, so an assertion after it sees the outcome, whatever the machine's speed.
 */

/**
 * Scrolls the window to `y` (or to that fraction of the scrollable height) and returns once the
 * page's own scroll handlers have run, and the frame they may ask for (the scroll flags update in
 * one) has too. A listener added now runs after the page's, and its frame callback after theirs.
 */
export async function scrollSettled(page: Page, to: { y: number } | { fraction: number }): Promise<void> {
  await page.evaluate(async (target) => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    const top = Math.round('y' in target ? Math.min(target.y, max) : max * target.fraction);
    if (Math.round(window.scrollY) === top) throw new Error(`the page is already scrolled to ${top}: no scroll event would come`);
    const handled = new Promise<void>((resolve) =>
      window.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), { once: true }),
    );
    window.scrollTo({ top, behavior: 'instant' });
    await handled;
  }, to);
}

/** Returns once every CSS transition and animation running in the page has finished. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)).then(() => undefined));
}

/**
 * Makes one request from the page and waits until it is seen: a request the page made before it
 * has been seen by then, since a page's requests leave in the order it makes them. A test that
 * must show something was not sent checks after this.
 */
export async function markerRequest(page: Page): Promise<void> {
  const marker = `/robots.txt?marker=${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url), marker);
  await seen;
}

/**
 * Where an element is once it stays put between two looks: a press aimed at a point of it lands
 * there only if nothing moves it meanwhile (a section above laid out as it nears the screen).
 */
export async function settledBox(element: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = await element.boundingBox();
  await expect
    .poll(async () => {
      const box = await element.boundingBox();
      const same = box !== null && JSON.stringify(box) === JSON.stringify(last);
      last = box;
      return same;
    })
    .toBe(true);
  return last!;
}
