import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Request } from '@playwright/test';
import { test, expect, pinLink, saveData, waitForHydration } from './test';
import { markerRequest } from '../support/pageWaits';

/**
 * The navigator's contract beyond the swap itself: the next page is fetched once on intent and
 * kept only a short while, and the main navigation's while idle where the connection allows; a
 * redirect shows its final address; what is not one of this build's pages is the browser's to
 * load, and is not downloaded twice.
 */

/** The About page's title, as its page file sets it. */
const ABOUT_TITLE = /^About /;

/** Same-site page fetches the navigator made (not the browser's own document loads). */
function pageFetches(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' && new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

/** Puts a link in the page's main region, where a content author's link would be. */
async function addLink(page: Page, href: string, text: string): Promise<void> {
  await page.evaluate(
    ([target, label]) => {
      const link = document.createElement('a');
      link.href = target!;
      link.textContent = label!;
      link.style.cssText = 'display:block;padding:12px';
      document.getElementById('main-content')!.prepend(link);
    },
    [href, text],
  );
}

/** Past the link's hover delay (engine/navigation/linkIntent.ts, 65 ms). */
const HOVER_PAST_DELAY_MS = 100;

/** Marks this document, so a test can tell a swap (the mark stays) from a full page load (it goes). */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { documentMark: number }).documentMark = 1));
const documentMarked = (page: Page) => page.evaluate(() => (window as unknown as { documentMark?: number }).documentMark === 1);

test.describe('the navigator', () => {
  // A visitor saving data: no page is fetched ahead of intent, so each test counts intent's fetches
  // alone, and a page a test changes is fetched after the change.
  test.use({ viewport: { width: 1280, height: 900 }, saveData: true });

  test('a link the pointer rests on is fetched once; a copy older than 30 s is fetched again', async ({ page }) => {
    // The page runs on Playwright's clock: as usual while it loads, then stopped, so the test moves
    // time on itself, past the hover delay and past the copy's 30 s, exactly.
    const start = new Date('2026-11-25T09:00:00Z').getTime();
    await page.clock.install({ time: start });
    await page.goto('/');
    await waitForHydration(page);
    await page.clock.pauseAt(start + 60_000);
    const fetches = pageFetches(page, '/about');
    const about = page.locator('footer').getByRole('link', { name: 'About', exact: true });
    const away = page.getByRole('heading', { level: 1 });
    await about.hover();
    await page.clock.runFor(HOVER_PAST_DELAY_MS);
    await expect.poll(() => fetches.length).toBe(1);
    await away.hover();
    await about.hover();
    await about.focus();
    // Past the hover delay; focus asks at once. Any fetch that asked for would be a request before
    // the marker's, which comes after them: nothing new was asked for.
    await page.clock.runFor(HOVER_PAST_DELAY_MS);
    await markerRequest(page);
    expect(fetches).toHaveLength(1);
    // 31 s later the copy has expired: pointing at the link again fetches the page anew.
    await page.clock.runFor(31_000);
    await away.hover();
    await about.hover();
    await page.clock.runFor(HOVER_PAST_DELAY_MS);
    await expect.poll(() => fetches.length).toBe(2);
    // The swap after the click runs in tasks of its own: the clock runs as usual again.
    await page.clock.resume();
    await markDocument(page);
    await about.click();
    await expect(page).toHaveTitle(ABOUT_TITLE);
    expect(await documentMarked(page)).toBe(true);
    expect(fetches).toHaveLength(2);
  });

  test('a touch on a link fetches its page before the click', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await saveData(page);
    await page.goto('/');
    await waitForHydration(page);
    const fetches = pageFetches(page, '/about');
    await page.evaluate(() =>
      document.addEventListener('click', () => ((window as unknown as { clickedAt: number }).clickedAt = performance.now()), true),
    );
    await markDocument(page);
    await page.locator('footer').getByRole('link', { name: 'About', exact: true }).tap();
    await expect(page).toHaveTitle(ABOUT_TITLE);
    expect(fetches).toHaveLength(1);
    // The fetch started before the click: with the touch itself.
    const { fetchedAt, clickedAt } = await page.evaluate(() => ({
      fetchedAt: performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === '/about')!.startTime,
      clickedAt: (window as unknown as { clickedAt: number }).clickedAt,
    }));
    expect(fetchedAt).toBeLessThan(clickedAt);
    expect(await documentMarked(page)).toBe(true);
    await context.close();
  });

  test('keyboard focus on a link fetches its page; focus the menu moves there on a click does not', async ({ browser }) => {
    const context = await browser.newContext({ isMobile: true, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await saveData(page);
    await page.goto('/');
    await waitForHydration(page);
    const fetched: string[] = [];
    page.on('request', (request) => request.resourceType() === 'fetch' && fetched.push(new URL(request.url()).pathname));
    const hrefOfFocus = () => page.evaluate(() => document.activeElement?.getAttribute('href') ?? null);
    // A click opens the menu and moves focus to its first link: the visitor has not chosen it.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const first = await hrefOfFocus();
    expect(first).toMatch(/^\//);
    await markerRequest(page);
    expect(fetched).not.toContain(first);
    // Tabbing on to the next link is a keyboard visitor's choice: its page is fetched at once.
    let next: string | null = null;
    for (let presses = 0; presses < 3 && !next; presses++) {
      await page.keyboard.press('Tab');
      next = await hrefOfFocus();
    }
    expect(next).toMatch(/^\//);
    expect(next).not.toBe(first);
    await expect.poll(() => fetched).toContain(next);
    expect(fetched).not.toContain(first);
    await context.close();
  });

  test('the position Back returns to is recorded after the click is painted, not in the click', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    // Counts history writes made while a click is being dispatched (capture on the way in, bubble on the way out).
    await page.evaluate(() => {
      const probe = window as unknown as { inClick: boolean; writesInClick: number };
      probe.inClick = false;
      probe.writesInClick = 0;
      window.addEventListener('click', () => (probe.inClick = true), true);
      window.addEventListener('click', () => (probe.inClick = false));
      for (const name of ['pushState', 'replaceState'] as const) {
        const write = window.history[name].bind(window.history);
        window.history[name] = (...args: Parameters<History['pushState']>) => {
          if (probe.inClick) probe.writesInClick++;
          write(...args);
        };
      }
      window.scrollTo(0, 600);
    });
    // Keyboard activation: a pointer click would let the test driver scroll the link into view first.
    await page.locator('main a[href="/contact"]').first().focus();
    // Where the visitor was when pressing: focus may have moved the page to keep the link clear of the header.
    const leftAt = await page.evaluate(() => Math.round(window.scrollY));
    expect(leftAt).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact$/);
    expect(await page.evaluate(() => (window as unknown as { writesInClick: number }).writesInClick)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(leftAt);
  });

  test('a redirected address shows where it landed', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await markDocument(page);
    // The server answers /about/ with a redirect to /about (one address per page).
    await addLink(page, '/about/?ref=footer#team', 'About, with a trailing slash');
    await page.getByRole('link', { name: 'About, with a trailing slash' }).click();
    await expect(page).toHaveTitle(ABOUT_TITLE);
    await expect(page).toHaveURL(/\/about\?ref=footer#team$/);
    expect(await documentMarked(page)).toBe(true);
  });

  test('an address that redirects to another site is the browser’s to follow, not a crash', async ({ page }) => {
    // The other site: a server of its own, which counts what it is asked.
    const asked: string[] = [];
    const otherSite = http.createServer((request, response) => {
      asked.push(request.url ?? '');
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<!doctype html><title>Owner portal</title><h1>Owner portal</h1>');
    });
    await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
    try {
      const elsewhere = `http://127.0.0.1:${(otherSite.address() as AddressInfo).port}/statements`;
      await page.route('**/fixtures/owner-portal', (route) => route.fulfill({ status: 302, headers: { location: elsewhere } }));
      const portal: string[] = [];
      page.on('request', (request) => new URL(request.url()).pathname === '/fixtures/owner-portal' && portal.push(request.resourceType()));
      await page.goto('/');
      await waitForHydration(page);
      await addLink(page, '/fixtures/owner-portal#march', 'Owner portal');
      const link = page.getByRole('link', { name: 'Owner portal' });
      // Pointing at it fetches it ahead and finds the redirect, without asking the other site anything.
      await link.hover();
      await expect.poll(() => portal).toEqual(['fetch', 'fetch']);
      expect(asked).toEqual([]);
      await link.click();
      await expect(page).toHaveURL(`${elsewhere}#march`);
      await expect(page).toHaveTitle('Owner portal');
      expect(asked).toEqual(['/statements']);
    } finally {
      await new Promise((resolve) => otherSite.close(resolve));
    }
  });

  test('a link whose #anchor is not valid percent-encoding still opens its page at the top, focused', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await waitForHydration(page);
    await markDocument(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
    // '%E0' alone decodes to nothing: the browser looks such an anchor up as it is written.
    await (await pinLink(page, '/about#%E0', 'About, with a broken anchor')).click();
    await expect(page).toHaveTitle(ABOUT_TITLE);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0);
    await expect(page.locator('#main-content')).toBeFocused();
    expect(await documentMarked(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a link to a file is the browser’s to load, and downloads once', async ({ page }) => {
    const target = '/images/social-card.svg';
    const requests: string[] = [];
    page.on('request', (request) => new URL(request.url()).pathname === target && requests.push(request.resourceType()));
    await page.goto('/');
    await waitForHydration(page);
    await addLink(page, target, 'The social card');
    const link = page.getByRole('link', { name: 'The social card' });
    await link.hover();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    expect(requests).toEqual(['document']);
  });

  test('an address that answers with something other than a page is handed to the browser', async ({ page }) => {
    const target = '/fixtures/brochure';
    await page.route(`**${target}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'A plain text brochure.' }),
    );
    await page.goto('/');
    await waitForHydration(page);
    await addLink(page, target, 'Brochure');
    await page.getByRole('link', { name: 'Brochure' }).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator('body')).toHaveText('A plain text brochure.');
  });

  test('a page of a newer build is loaded in full, not swapped in under this build’s scripts', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const buildId = await page.locator('meta[name="build-id"]').getAttribute('content');
    expect(buildId).toMatch(/^[0-9a-f]{12}$/);
    // The next deploy: /about now comes from another build.
    await page.route('**/about', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(`content="${buildId}"`, 'content="0123456789ab"');
      await route.fulfill({ response, body: html });
    });
    await markDocument(page);
    await page.locator('footer').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveTitle(ABOUT_TITLE);
    await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', '0123456789ab');
    expect(await documentMarked(page)).toBe(false);
  });
});

/** The header navigation's top-level pages and its call to action, as the site file lists them. */
const mainNavigation = (
  JSON.parse(fs.readFileSync('pages/site.json', 'utf8')) as { header: { nav: Array<{ href: string }> } }
).header.nav.map((item) => item.href);

/** Waits for the browser to be idle `times` times over: the idle moments the page's own idle work runs in. */
const idleMoments = (page: Page, times: number) =>
  page.evaluate(async (count) => {
    for (let moment = 0; moment < count; moment++) await new Promise((resolve) => requestIdleCallback(resolve));
  }, times);

test.describe("the main navigation's pages, fetched while idle", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('on a fast connection each is fetched once after load, a click on one swaps it in without another fetch, and the page left is fetched after', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => request.resourceType() === 'fetch' && fetched.push(new URL(request.url()).pathname));
    await page.goto('/about');
    await waitForHydration(page);
    const expected = mainNavigation.filter((href) => href !== '/about');
    expect(expected.length).toBeGreaterThan(3);
    await expect.poll(() => [...fetched].sort(), { timeout: 15_000 }).toEqual([...expected].sort());
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights', exact: true }).click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await documentMarked(page)).toBe(true);
    expect(fetched.filter((path) => path === '/insights')).toHaveLength(1);
    // After the swap, the page left (the one not fetched before) is fetched; the rest are still fresh.
    await expect.poll(() => fetched.filter((path) => path === '/about'), { timeout: 15_000 }).toHaveLength(1);
    await markerRequest(page);
    expect(fetched.filter((path) => mainNavigation.includes(path)).sort()).toEqual([...mainNavigation].sort());
  });

  test('a visitor saving data gets none of them ahead of intent', async ({ page }) => {
    await saveData(page);
    const fetched: string[] = [];
    page.on('request', (request) => request.resourceType() === 'fetch' && fetched.push(new URL(request.url()).pathname));
    await page.goto('/about');
    await waitForHydration(page);
    // Past the idle moments the fetching would have started in (it starts at the first after load).
    await idleMoments(page, 4);
    await markerRequest(page);
    expect(fetched.filter((path) => mainNavigation.includes(path))).toEqual([]);
  });
});
