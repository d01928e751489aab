import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './test';

/**
 * Every page is laid out whole from the start, as plain HTML is: its text is there for every reader
 * (innerText, find in page, automation, a full-page screenshot), End reaches the footer, the scroll
 * bar tells the truth (the page's height stays put while the visitor scrolls), and every jump to a
 * position (Back, a reload, an anchor) lands where it should.
 */

const routes = (JSON.parse(fs.readFileSync('pages/routes.json', 'utf8')).routes as { path: string }[]).map((r) => r.path);

/**
 * The texts of the page's headings and paragraphs in <main>: each must be in
 * document.body.innerText. What the page does not show on purpose is left out: a closed <details>'
 * answer (which find in page still opens), a notice for another state (display: none).
 * checkVisibility() counts content-visibility: auto as shown, so a section skipped by it fails here.
 */
const missingFromInnerText = (page: Page) =>
  page.evaluate(() => {
    // innerText puts line breaks between blocks and applies text-transform: compared without either.
    const normal = (text: string) => text.replace(/\s+/g, '').toLowerCase();
    const shown = normal(document.body.innerText);
    return [...document.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6, p, li, dt, dd, summary)')]
      .filter((element) => element.checkVisibility())
      .filter((element) => !shown.includes(normal(element.textContent ?? '')))
      .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim());
  });

/**
 * Scrolls through the page as a visitor does, a screen at a time, and returns the page's height at
 * the top and the most it differed from that at any step.
 */
const heightWhileScrolling = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const height = () => document.documentElement.scrollHeight;
    const first = height();
    let furthest = 0;
    for (let y = 0; y < height() - innerHeight; y += innerHeight * 0.8) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      furthest = Math.max(furthest, Math.abs(height() - first));
    }
    // Back at the top, and drawn there before anything else: a scroll set by script reaches the
    // compositor with the next frame, and a key's scroll (End) handled there before that frame was
    // undone by it (End left the page at 0 now and then on a busy CI machine).
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
    return { first, furthest };
  });

/**
 * Whether the footer is on screen once End's scroll has come to rest (the same position over five
 * frames, within 120 frames): where the one press took the page, not where a later
 * correction would.
 */
const endShowsFooter = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let still = 0;
    let furthest = 0;
    for (let last = -1, frames = 0; still < 5 && frames < 120; frames++) {
      await frame();
      furthest = Math.max(furthest, window.scrollY);
      // Still, once it has moved: a busy machine may take a few frames to start End's scroll.
      still = window.scrollY === last && window.scrollY > 0 ? still + 1 : 0;
      last = window.scrollY;
    }
    const { top, bottom } = document.querySelector('#root > footer')!.getBoundingClientRect();
    if (top < window.innerHeight && bottom > 0) return null;
    // What the page knew of the key: whether its keydown arrived, was prevented, and where the focus was.
    const key = (window as unknown as { endKey?: string }).endKey ?? 'no keydown seen';
    const focus = document.activeElement ? `${document.activeElement.tagName.toLowerCase()}#${document.activeElement.id}` : 'none';
    return `End left the footer out of sight (at ${window.scrollY} of ${document.documentElement.scrollHeight - window.innerHeight}, ${furthest} at the furthest; ${key}; focus on ${focus}; ${document.readyState})`;
  });

/** Presses End, with the page noting what became of its keydown (for endShowsFooter's message). */
async function pressEnd(page: Page): Promise<void> {
  await page.evaluate(() =>
    addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'End')
          queueMicrotask(
            () => ((window as unknown as { endKey?: string }).endKey = `keydown ${event.defaultPrevented ? 'prevented' : 'not prevented'}`),
          );
      },
      { once: true },
    ),
  );
  await page.keyboard.press('End');
}

for (const width of [390, 1280]) {
  test.describe(`every route at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    test.slow();

    // Routes in a few groups, so the workers share them.
    const groups = 4;
    for (let group = 0; group < groups; group++) {
      const some = routes.filter((_, i) => i % groups === group);
      test(`has all its text at load, a height that stays put and an End that shows the footer (${some[0]} …)`, async ({ page }) => {
        const problems: string[] = [];
        for (const path of some) {
          await page.goto(path);
          await waitForHydration(page);
          const missing = await missingFromInnerText(page);
          if (missing.length) problems.push(`${path}: not in innerText: ${missing.slice(0, 3).join(' | ')}`);
          const { first, furthest } = await heightWhileScrolling(page);
          if (furthest >= first / 100) problems.push(`${path}: the height moved by ${furthest} px of ${first} while scrolling`);
          await pressEnd(page);
          const end = await endShowsFooter(page);
          if (end) problems.push(`${path}: ${end}`);
        }
        expect(problems).toEqual([]);
      });
    }
  });
}

test('a page the navigator swaps in is there whole: the text of every section, and End shows its footer', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const sections = await page.evaluate(
    async () =>
      new DOMParser().parseFromString(await (await fetch('/technology')).text(), 'text/html').querySelectorAll('main > section').length,
  );
  expect(sections).toBeGreaterThan(3);
  // A click from the page's script: pointing at the link would scroll it into view.
  await page
    .locator('main a[href="/technology"]')
    .first()
    .evaluate((link: HTMLElement) => link.click());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI built for how real estate runs');
  await expect(page.locator('main > section')).toHaveCount(sections);
  expect(await missingFromInnerText(page)).toEqual([]);
  await pressEnd(page);
  expect(await endShowsFooter(page)).toBeNull();
});

test.describe('positions', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const LONG_PAGE = '/asset-types/senior-housing';
  /** A heading far down that page: the one a position is judged by. */
  const FAR_HEADING = '#insights h2';
  const topOf = (page: Page) => page.locator(FAR_HEADING).evaluate((el) => Math.round(el.getBoundingClientRect().top));

  /** Brings FAR_HEADING to 300 px below the top of the screen. */
  async function restOnFarHeading(page: Page): Promise<number> {
    await page
      .locator(FAR_HEADING)
      .evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 300, behavior: 'instant' }));
    return topOf(page);
  }

  test('Back to a page swapped in by the navigator puts the same heading where it was', async ({ page }) => {
    await page.goto(LONG_PAGE);
    await waitForHydration(page);
    const before = await restOnFarHeading(page);
    expect(Math.abs(before - 300)).toBeLessThanOrEqual(1);
    // A click from the page's script: focusing or pointing at the link would scroll it into view.
    await page
      .locator('main a[href="/contact"]')
      .first()
      .evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${LONG_PAGE}$`));
    await expect.poll(() => topOf(page)).toBe(before);
  });

  test('a reload puts the same heading where it was', async ({ page }) => {
    await page.goto(LONG_PAGE);
    await waitForHydration(page);
    const before = await restOnFarHeading(page);
    await page.reload();
    await expect.poll(() => topOf(page)).toBe(before);
  });

  test('an anchor far down the page is where the smooth scroll stops', async ({ page }) => {
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
    const contactTop = await page.locator('#contact').evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(Math.abs(contactTop - margin)).toBeLessThanOrEqual(1);
  });

  test('a page opened at an #anchor opens with the anchor at the top', async ({ page }) => {
    await page.goto(`${LONG_PAGE}#insights`);
    const margin = await page.locator('#insights').evaluate((el) => parseFloat(getComputedStyle(el).scrollMarginTop));
    await expect.poll(() => page.locator('#insights').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(margin);
  });

  test('a control Tab focuses far down the page is on screen', async ({ page }) => {
    // /management/retail at 390 px: from the hero, Tab goes straight to the closing banner's link.
    await page.goto('/management/retail');
    const banner = page.locator('main > section').last().getByRole('link').first();
    await page.locator('main > section').first().getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(banner).toBeFocused();
    // Brought to the edge nearest: its bottom may be a fraction of a pixel past it.
    await expect
      .poll(() =>
        banner.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight + 1;
        }),
      )
      .toBe(true);
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
    await expect.poll(() => menu.evaluate((el) => Math.round(el.scrollHeight - el.clientHeight - el.scrollTop))).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
