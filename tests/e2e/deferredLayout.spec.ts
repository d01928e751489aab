import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './test';

/**
 * Sections below the first screen are laid out as they near it (engine/layout/deferredLayout.ts);
 * every jump to a position still lands where it should: Back, a reload, an anchor.
 */

const LONG_PAGE = '/asset-types/senior-housing';
/** A heading far down that page: the one a position is judged by. */
const FAR_HEADING = '#insights h2';

test.use({ viewport: { width: 390, height: 844 } });

/** Scrolls as a visitor does, a part of a screen per frame, so sections are laid out as they pass. */
async function scrollThrough(page: Page, to: number): Promise<void> {
  await page.evaluate(async (end) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < end; y += 300) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, end);
    await frame();
  }, to);
}

/** Brings FAR_HEADING to 300 px below the top of the screen, scrolling there as a visitor would. */
async function restOnFarHeading(page: Page): Promise<number> {
  const pageTop = await page.locator(FAR_HEADING).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await scrollThrough(page, pageTop - 300);
  // The sections just laid out may have moved it: settle on where it is now.
  const settled = await page.locator(FAR_HEADING).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), settled - 300);
  return topOf(page);
}

const topOf = (page: Page) => page.locator(FAR_HEADING).evaluate((el) => Math.round(el.getBoundingClientRect().top));

test('the sections after the first are laid out lazily; the first section and the footer are not', async ({ page }) => {
  await page.goto(LONG_PAGE);
  const visibility = (selector: string) =>
    page.locator(selector).evaluateAll((elements) => elements.map((el) => getComputedStyle(el).contentVisibility));
  const sections = await visibility('main > section');
  expect(sections.length).toBeGreaterThan(3);
  expect(sections).toEqual(['visible', ...Array(sections.length - 1).fill('auto')]);
  expect(await visibility('#root > footer')).toEqual(['visible']);
  await expect(page.locator('html')).not.toHaveAttribute('data-full-layout');
});

/** How far above the page's real bottom the window is. */
const shortOfBottom = (page: Page) =>
  page.evaluate(() => Math.round(document.documentElement.scrollHeight - window.innerHeight - window.scrollY));

/**
 * Waits for the page to come to rest at its real bottom: there, and still there half a second
 * later. The sections on screen at the bottom are laid out in the frames after the scroll reaches
 * it, and may push the bottom away again; the page then scrolls on.
 */
async function restsAtBottom(page: Page, timeout: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const first = await shortOfBottom(page);
        await page.waitForTimeout(500);
        return [first, await shortOfBottom(page)];
      },
      { timeout },
    )
    .toEqual([0, 0]);
}

test('End reaches the real bottom of the page, though the sections it passes were counted at an estimate', async ({ page }) => {
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  await page.keyboard.press('End');
  await restsAtBottom(page, 10_000);
  // And stays there: nothing scrolls the page on once it is at its bottom.
  await page.waitForTimeout(500);
  expect(await shortOfBottom(page)).toBe(0);
});

test('on a slow phone too, End reaches the real bottom, though the sections on screen there grow after the scroll ends', async ({
  page,
}) => {
  test.slow();
  // At 6x the page reached its bottom as counted, then grew by about 1,000 px in one load of two,
  // and stayed short of it. Three loads, so a page left short shows.
  for (let load = 0; load < 3; load++) {
    await page.goto(LONG_PAGE);
    await waitForHydration(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.keyboard.press('End');
    await restsAtBottom(page, 15_000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
});

test('Home pressed while End still scrolls reaches the top, and End does not take the page back down', async ({ page }) => {
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a slow phone too, Home pressed right after End reaches the top and stays there', async ({ page }) => {
  // End's scroll may not have moved the page yet when Home is pressed, nor when endOfPage.ts arrives.
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await page.waitForTimeout(3000);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('End pressed in the open menu scrolls the menu, never the page behind it', async ({ page }) => {
  // A phone held sideways: the open menu is taller than the screen.
  await page.setViewportSize({ width: 390, height: 420 });
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#' + (await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')));
  await menu.getByRole('link').first().focus();
  // A menu taller than the screen scrolls in a box of its own.
  expect(await menu.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await page.keyboard.press('End');
  await expect.poll(() => menu.evaluate((el) => Math.round(el.scrollHeight - el.clientHeight - el.scrollTop)), { timeout: 10_000 }).toBe(0);
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('Back to a page swapped in by the navigator puts the same heading where it was', async ({ page }) => {
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  const before = await restOnFarHeading(page);
  expect(before).toBe(300);
  // A click from the page's script: focusing or pointing at the link would scroll it into view.
  await page
    .locator('main a[href="/contact"]')
    .first()
    .evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-full-layout');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${LONG_PAGE}$`));
  await expect.poll(() => topOf(page)).toBe(before);
  await page.waitForTimeout(500);
  expect(await topOf(page)).toBe(before);
});

test('a reload puts the same heading where it was', async ({ page }) => {
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  const before = await restOnFarHeading(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-full-layout', '');
  await expect.poll(() => topOf(page)).toBe(before);
});

test('an anchor far down the page is where the smooth scroll stops, and stays there', async ({ page }) => {
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Talk to Our Experts' }).click();
  // Until the smooth scroll has stopped.
  let last = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const still = y === last;
      last = y;
      return still && y > 0;
    })
    .toBe(true);
  const margin = await page.locator('#contact').evaluate((el) => parseFloat(getComputedStyle(el).scrollMarginTop));
  const contactTop = () => page.locator('#contact').evaluate((el) => Math.round(el.getBoundingClientRect().top));
  expect(Math.abs((await contactTop()) - margin)).toBeLessThanOrEqual(1);
  await page.waitForTimeout(500);
  expect(Math.abs((await contactTop()) - margin)).toBeLessThanOrEqual(1);
});

test('a page opened at an #anchor is laid out whole, with the anchor at the top', async ({ page }) => {
  await page.goto(`${LONG_PAGE}#insights`);
  await expect(page.locator('html')).toHaveAttribute('data-full-layout', '');
  const margin = await page.locator('#insights').evaluate((el) => parseFloat(getComputedStyle(el).scrollMarginTop));
  await expect.poll(() => page.locator('#insights').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(margin);
});

test('a control Tab focuses in a section not yet laid out ends up on screen', async ({ page }) => {
  // /management/retail at 390 px: from the hero, Tab goes straight to the closing banner's link, in
  // a section far below whose height was still an estimate when the browser scrolled to it.
  await page.goto('/management/retail');
  const banner = page.locator('main > section').last().getByRole('link').first();
  const heroLinks = await page.locator('main > section').first().getByRole('link').count();
  await page.locator('main > section').first().getByRole('link').last().focus();
  await expect(page.locator('html')).not.toHaveAttribute('data-full-layout');
  await page.keyboard.press('Tab');
  await expect(banner).toBeFocused();
  expect(heroLinks).toBeGreaterThan(0);
  // Within the window, once its section has its real height.
  await expect
    .poll(() =>
      banner.evaluate((el) => {
        const box = el.getBoundingClientRect();
        // Brought to the edge nearest: its bottom may be a fraction of a pixel past it.
        return box.top >= 0 && box.bottom <= window.innerHeight + 1;
      }),
    )
    .toBe(true);
  await page.waitForTimeout(500);
  expect(await banner.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight + 1)).toBe(true);
});
