import type { Locator, Page } from '@playwright/test';
import { headingOf } from '../support/pageCopy.ts';
import { test, expect, pinLink, waitForHydration } from './test';

/**
 * The history entries the navigator and the in-page anchors write are the ones the browser would
 * write for the same links without script (HTML's navigate algorithm, as Chromium follows it):
 * a link to the very address on screen replaces its entry, a link to another #anchor of the page
 * adds one (and Back returns to where the visitor was), and a page opened at an #anchor gives its
 * focus to the anchor's section.
 */

test.use({ viewport: { width: 1280, height: 900 } });

/** Marks this document, so a test can tell a swap (the mark stays) from a full page load (it goes). */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { documentMark: number }).documentMark = 1));
const documentMarked = (page: Page) => page.evaluate(() => (window as unknown as { documentMark?: number }).documentMark === 1);

const historyLength = (page: Page) => page.evaluate(() => window.history.length);
const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** The position the navigator last recorded in the history entry on screen (engine/navigation/historyState.ts). */
const recordedScroll = (page: Page) =>
  page.evaluate(() => {
    const y = (window.history.state as { scrollY?: number } | null)?.scrollY;
    return y === undefined ? null : Math.round(y);
  });
/** Waits until the navigator has recorded where the page is now, as it does a while after a scroll or when one ends. */
async function positionRecorded(page: Page): Promise<void> {
  const y = await scrollTop(page);
  await expect.poll(() => recordedScroll(page)).toBe(y);
}

/** Where the element's top is on screen, less its scroll margin (0 when an anchor jump put it at the top). */
const offsetFromTop = (target: Locator) =>
  target.evaluate((el) => Math.round(el.getBoundingClientRect().top - parseFloat(getComputedStyle(el).scrollMarginTop)));

/**
 * Returns the window's position once a (smooth) scroll has brought the element to the top and come
 * to rest: the same position two frames apart. Within a pixel of the top is not enough: the scroll
 * may still have that pixel to go, and the position the navigator records at its end is 1 px on
 * (a CI run read 2294 here and 2295 after Back).
 */
async function scrolledTo(page: Page, target: Locator): Promise<number> {
  await expect
    .poll(async () => {
      if (Math.abs(await offsetFromTop(target)) > 1) return false;
      const before = await page.evaluate(() => window.scrollY);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      return (await page.evaluate(() => window.scrollY)) === before;
    })
    .toBe(true);
  return scrollTop(page);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

const header = (page: Page) => page.locator('[data-site-header]');

test.describe('a link to the address on screen', () => {
  test('replaces its history entry: the header’s About, twice on /about, and one Back is the page before', async ({ page }) => {
    await open(page, '/contact');
    const about = header(page).getByRole('link', { name: 'About', exact: true });
    await about.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/about'));
    await markDocument(page);
    const length = await historyLength(page);
    for (let i = 0; i < 2; i++) {
      await about.click();
      await page.waitForFunction(() => !('navigating' in document.documentElement.dataset));
    }
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/about'));
    // Swapped in by the navigator, at an entry of its own no more than the browser would have.
    expect(await documentMarked(page)).toBe(true);
    expect(await historyLength(page)).toBe(length);
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/contact'));
  });

  for (const { path, what, link } of [
    { path: '/contact', what: 'the header’s Get in Touch', link: (page: Page) => header(page).getByRole('link', { name: 'Get in Touch' }) },
    { path: '/', what: 'the logo', link: (page: Page) => header(page).locator('a[href="/"]').first() },
    { path: '/management/hud', what: 'the current tab', link: (page: Page) => page.locator('[data-tab-bar] a[aria-current="page"]') },
  ]) {
    test(`on ${path}, ${what} opens the page again at the top, in place of its entry`, async ({ page }) => {
      await open(page, '/about');
      await open(page, path);
      await markDocument(page);
      const length = await historyLength(page);
      await expect(link(page)).toHaveAttribute('href', path);
      await page.evaluate(() => window.scrollTo(0, 300));
      await expect.poll(() => scrollTop(page)).toBe(300);
      await link(page).click();
      await page.waitForFunction(() => !('navigating' in document.documentElement.dataset));
      expect(new URL(page.url()).pathname).toBe(path);
      await expect.poll(() => scrollTop(page)).toBe(0);
      expect(await documentMarked(page)).toBe(true);
      expect(await historyLength(page)).toBe(length);
      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
    });
  }

  test('with the same #anchor adds no entry, and one without it adds one, as the browser does', async ({ page }) => {
    await open(page, '/about');
    await page.getByRole('link', { name: 'Meet Our Leadership' }).click();
    await expect(page).toHaveURL(/\/about#leadership$/);
    await scrolledTo(page, page.locator('#leadership'));
    const length = await historyLength(page);
    // The very address on screen, #anchor and all: the entry is replaced (the browser scrolls to it again).
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => scrollTop(page)).toBe(0);
    await (await pinLink(page, '/about#leadership', 'Leadership, again')).click();
    await scrolledTo(page, page.locator('#leadership'));
    expect(await historyLength(page)).toBe(length);
    // The page's address without its #anchor is another address: a new entry, the page from its top.
    await (await pinLink(page, '/about', 'About, from the top', 180)).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => scrollTop(page)).toBe(0);
    expect(await historyLength(page)).toBe(length + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/about#leadership$/);
  });
});

test.describe('an in-page anchor', () => {
  for (const { path, link, anchor } of [
    { path: '/about', link: 'Meet Our Leadership', anchor: 'leadership' },
    { path: '/asset-types/office', link: 'Talk to Our Experts', anchor: 'contact' },
  ]) {
    test(`adds a history entry, and Back returns to where the visitor was on ${path}`, async ({ page }) => {
      await open(page, path);
      await page.evaluate(() => window.scrollTo(0, 120));
      await expect.poll(() => scrollTop(page)).toBe(120);
      await positionRecorded(page);
      const length = await historyLength(page);
      await page.getByRole('link', { name: link }).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}#${anchor}$`));
      expect(await historyLength(page)).toBe(length + 1);
      const target = page.locator(`#${anchor}`);
      await scrolledTo(page, target);
      await expect(target).toBeFocused();

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect.poll(() => scrollTop(page)).toBe(120);
      await page.goForward();
      await expect(page).toHaveURL(new RegExp(`${path}#${anchor}$`));
      await expect.poll(() => offsetFromTop(target).then(Math.abs)).toBeLessThanOrEqual(1);
    });
  }

  test('Back and Forward across pages keep each entry’s position, the anchor’s among them', async ({ page }) => {
    await open(page, '/about');
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect.poll(() => scrollTop(page)).toBe(120);
    await positionRecorded(page);
    await page.getByRole('link', { name: 'Meet Our Leadership' }).click();
    await expect(page).toHaveURL(/\/about#leadership$/);
    const atAnchor = await scrolledTo(page, page.locator('#leadership'));
    // A click from the page's script: pointing at the link would scroll it into view first.
    await header(page)
      .getByRole('link', { name: 'Get in Touch' })
      .evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => scrollTop(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/about#leadership$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/about'));
    await expect.poll(() => scrollTop(page)).toBe(atAnchor);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => scrollTop(page)).toBe(120);
    await page.goForward();
    await expect(page).toHaveURL(/\/about#leadership$/);
    await expect.poll(() => scrollTop(page)).toBe(atAnchor);
    await page.goForward();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/contact'));
  });

  test('Back pressed while the page still scrolls, then Forward, returns to where Back was pressed', async ({ page }) => {
    // Where the page was when Back took effect, read before the navigator's own listener runs.
    await page.addInitScript(() =>
      window.addEventListener('popstate', () => ((window as unknown as { leftAt: number }).leftAt = Math.round(window.scrollY))),
    );
    await open(page, '/about');
    await page.getByRole('link', { name: 'Meet Our Leadership' }).click();
    await expect(page).toHaveURL(/\/about#leadership$/);
    await scrolledTo(page, page.locator('#leadership'));
    await positionRecorded(page);
    // A scroll up the page, a step each frame as a wheel gives, and Back while it still runs, once
    // the entry holds a position from the middle of the scroll and the page has moved on from it:
    // the entry's record is then behind the position the visitor leaves. Stepped here, not the
    // browser's smooth scroll with Back after a set 450 ms: on a machine three times slower the
    // record and Back fell between the same two frames of it, and the entry was not behind.
    const recorded = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const start = window.scrollY;
          const step = () => {
            // A step, then Back in the same task: the step's own record is yet to be written.
            window.scrollTo(0, window.scrollY - 20);
            const record = (window.history.state as { scrollY?: number } | null)?.scrollY;
            if (record !== undefined && record < start && window.scrollY <= record - 1) {
              resolve(Math.round(record));
              window.history.back();
            } else if (window.scrollY <= 100)
              reject(new Error(`the scroll from ${start} reached the top before a position was recorded on its way`));
            else requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        }),
    );
    await expect(page).toHaveURL(/\/about$/);
    const leftAt = await page.evaluate(() => (window as unknown as { leftAt: number }).leftAt);
    expect(leftAt).toBeLessThan(recorded); // the case this test is about: the entry's own record is behind
    expect(leftAt).toBeGreaterThan(0);
    await page.goForward();
    await expect(page).toHaveURL(/\/about#leadership$/);
    await expect.poll(() => scrollTop(page)).toBe(leftAt);
  });

  test('with reduced motion jumps at once, and still adds its entry', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/about');
    const length = await historyLength(page);
    await page.getByRole('link', { name: 'Meet Our Leadership' }).click();
    // No smooth scroll: the section is at the top in the very next look.
    expect(await offsetFromTop(page.locator('#leadership'))).toBe(0);
    expect(await historyLength(page)).toBe(length + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => scrollTop(page)).toBe(0);
  });
});

test.describe('a link to an #anchor on another page', () => {
  test('opens the page there and focuses the section, so the next Tab goes on from it', async ({ page }) => {
    await open(page, '/');
    await markDocument(page);
    await (await pinLink(page, '/asset-types#asset-types', 'Asset types, at the list')).click();
    await expect(page).toHaveURL(/\/asset-types#asset-types$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/asset-types'));
    expect(await documentMarked(page)).toBe(true);
    const section = page.locator('#asset-types');
    await expect(section).toBeFocused();
    await expect.poll(() => offsetFromTop(section)).toBe(0);
    await page.keyboard.press('Tab');
    expect(await section.evaluate((el) => el.contains(document.activeElement) && el !== document.activeElement)).toBe(true);
    expect(await scrollTop(page)).toBeGreaterThan(0);
  });

  test('with no such section focuses the main region, at the top', async ({ page }) => {
    await open(page, '/');
    await (await pinLink(page, '/asset-types#no-such-section', 'Asset types, at nothing')).click();
    await expect(page).toHaveURL(/\/asset-types#no-such-section$/);
    await expect(page.locator('#main-content')).toBeFocused();
    expect(await scrollTop(page)).toBe(0);
  });
});
