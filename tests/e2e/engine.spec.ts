import type { Page } from '@playwright/test';
import { copyrightLine, headingOf, titleOf } from '../support/pageCopy.ts';
import { formsReady, pinLink, saveData, test, expect, waitForHydration, watchConsole } from './test';

// The pages' own words, read from the content: the engine's tests repeat none of the site's copy.
const HOME = headingOf('/');
const CONTACT = headingOf('/contact');
const NOT_FOUND = headingOf('/404');
/**
 * A fixture page too heavy for the first round trip with its CSS inline, even at brotli's highest
 * level (tests/fixtures/site): it links its stylesheet. The site's own pages all fit.
 */
const LINKED = '/fixtures/linked-styles';
const LINKED_HEADING = 'Fixture page that links its stylesheet';

test.describe('pages render from the manifest', () => {
  for (const { path, heading } of [
    { path: '/', heading: HOME },
    { path: '/contact', heading: CONTACT },
  ]) {
    test(`${path} renders and hydrates with no console error or warning`, async ({ page, consoleLog }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('header').getByRole('link', { name: /home$/ })).toBeVisible();
      await expect(page.locator('footer')).toContainText(copyrightLine());
      // The last of the page's scripts to run is a form's hydration (React's warnings come from it).
      await formsReady(page);
      expect(consoleLog.problems).toEqual([]);
    });
  }

  for (const path of ['/no/such/page', '/resident-login', '/owner-login']) {
    test(`${path} shows the not-found screen`, async ({ page, consoleLog }) => {
      const response = await page.goto(path);
      await waitForHydration(page);
      expect(response?.status()).toBe(path.startsWith('/no/') ? 404 : 200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
      // The not-found screen's own way home (in the page, not the header's logo).
      const home = page.locator('main a[href="/"]');
      await expect(home).toHaveCount(1);
      await formsReady(page);
      expect(consoleLog.problems).toEqual([]);
      await home.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME);
    });
  }

  test('the not-found screen logs the address that was tried', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await page.goto('/missing-page-xyz');
    await waitForHydration(page);
    await expect.poll(() => messages.join('\n')).toContain('/missing-page-xyz');
  });

  test('an alias renders its page with the canonical link pointing at the canonical path', async ({ page }) => {
    await page.goto('/fixtures/home-alias');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe('/');
  });

  test('client navigation swaps the page, its head and scroll position', async ({ page, consoleLog }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    // Keyboard activation: a pointer click would let the test driver scroll the link into view first.
    await page.locator('main a[href="/contact"]').first().focus();
    // Where the visitor was when pressing: focus may have moved the page to keep the link clear of the header.
    const leftAt = await page.evaluate(() => Math.round(window.scrollY));
    expect(leftAt).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONTACT);
    await expect(page).toHaveTitle(titleOf('/contact'));
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe('/contact');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(leftAt);
    expect(consoleLog.problems).toEqual([]);
  });

  test('the parser’s yield point before the footer loads its empty sheet off the network, once per page, swap or not', async ({
    page,
    consoleLog,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet' && !request.url().startsWith('data:')) fetched.push(request.url());
    });
    await page.goto('/contact');
    await waitForHydration(page);
    // Loaded, so the policy allows it (a refused sheet's rules cannot be read), empty, and just before the footer.
    const yieldPoint = () =>
      page.evaluate(() => {
        const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-parser-yield]')];
        return links.map((link) => ({ rules: link.sheet?.cssRules.length ?? null, before: link.nextElementSibling?.tagName }));
      });
    expect(await yieldPoint()).toEqual([{ rules: 0, before: 'FOOTER' }]);
    await page.locator('header nav a[href="/about"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/about'));
    await expect.poll(yieldPoint).toEqual([{ rules: 0, before: 'FOOTER' }]);
    expect(fetched.filter((url) => !url.includes('/assets/page-'))).toEqual([]);
    expect(consoleLog.problems).toEqual([]);
  });
});

test.describe('failures are contained', () => {
  test('a throwing block is left out and the rest of the page renders', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/throwing-block');
    await waitForHydration(page);
    // Its island hydrates on its own once the page is idle, and fails: only the block goes.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixture page with a failing block');
    await expect(page.getByRole('heading', { name: 'The block after the failing one' })).toBeVisible();
    await expect(page.locator('[data-fixture="throwing-block"]')).toHaveCount(0);
    await expect(page.locator('[data-crash-screen]')).toHaveCount(0);
    expect(log.problems.join('\n')).toContain('Fixture block failed on purpose');
  });

  test('a page that cannot be loaded shows the crash screen, and Try Again tries again', async ({ page }) => {
    await page.goto('/fixtures/throwing-block');
    await waitForHydration(page);
    let reachable = false;
    await page.route(/\/fixtures\/home-alias$/, (route) => (reachable ? route.fallback() : route.abort('connectionreset')));
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', /\/fixtures\/throwing-block$/);
    await page.getByRole('link', { name: 'Open the home page again' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText("We're sorry, but something unexpected happened.")).toBeVisible();
    await expect(page).toHaveURL(/\/fixtures\/home-alias$/);
    // Its own title, and no canonical address or description left over from the page before.
    await expect(page).toHaveTitle('Something went wrong');
    await expect(canonical).toHaveCount(0);
    await expect(page.locator('meta[name="description"]')).toHaveCount(0);
    // Still unreachable: Try Again fails again (wait for that attempt to finish: it replaces the screen).
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.waitForFunction(() => !('navigating' in document.documentElement.dataset));
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    // Reachable: Try Again shows the page.
    reachable = true;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(canonical).toHaveCount(1);
    await expect(page).not.toHaveTitle('Something went wrong');
  });

  test("the crash screen's Go Home goes to the home page", async ({ page }) => {
    await page.goto('/fixtures/throwing-block');
    await waitForHydration(page);
    await page.route(/\/fixtures\/home-alias$/, (route) => route.abort('connectionreset'));
    await page.getByRole('link', { name: 'Open the home page again' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME);
  });
});

test.describe('islands', () => {
  /** The main content with each island's inside left out (islands are React's once hydrated). */
  const staticMain = (page: Page) =>
    page.evaluate(() => {
      const main = document.getElementById('main-content')!.cloneNode(true) as HTMLElement;
      main.querySelectorAll('[data-island]').forEach((island) => island.replaceChildren());
      return main.innerHTML;
    });

  // Between them these pages show every block type.
  const routes = [
    '/',
    '/technology',
    '/contact',
    '/insights',
    '/about',
    '/asset-types/office',
    '/asset-management/senior',
    '/brokerage/tenant-rep',
    '/case-studies',
  ];

  test('static blocks look the same after a client-side navigation as on a first load; islands hydrate without a mismatch', async ({
    page,
    consoleLog,
  }) => {
    test.setTimeout(90_000);
    for (const route of routes) {
      await page.goto(route);
      await waitForHydration(page);
      const first = await staticMain(page);
      // Leave, then come back through the navigator (a same-site link click).
      await page.goto(route === '/' ? '/about' : '/');
      await waitForHydration(page);
      await page.evaluate((href) => {
        const link = document.createElement('a');
        link.href = href;
        document.getElementById('main-content')!.append(link);
        link.click();
      }, route);
      await expect(page).toHaveURL(new RegExp(`${route === '/' ? '/' : route}$`));
      await expect.poll(() => page.evaluate(() => document.title)).not.toBe('');
      await page.waitForFunction(() => !('navigating' in document.documentElement.dataset));
      expect(await staticMain(page), route).toBe(first);
    }
    expect(consoleLog.problems).toEqual([]);
  });

  test('a page that links its stylesheet looks the same reached by the navigator as on a first load, and leaves none behind', async ({
    page,
    consoleLog,
  }) => {
    const looks = () =>
      page.evaluate(() =>
        ['header', 'h1', 'main section:nth-of-type(3) article', 'main a[href^="/services/"]', 'footer'].map((selector) => {
          const element = document.querySelector(selector)!;
          const style = getComputedStyle(element);
          const after = getComputedStyle(element, '::after');
          return `${selector}: ${style.font} ${style.color} ${style.backgroundColor} ${style.padding} ${style.display} ${style.gridTemplateColumns} ${after.backgroundImage}`;
        }),
      );
    const pageStyles = () =>
      page.evaluate(() => [...document.querySelectorAll('[data-page-styles]')].map((element) => element.tagName.toLowerCase()));
    await page.goto(LINKED);
    await waitForHydration(page);
    expect(await pageStyles()).toEqual(['link']);
    const first = await looks();

    await page.goto('/about');
    await waitForHydration(page);
    expect(await pageStyles()).toEqual(['style']);
    await (await pinLink(page, LINKED, 'The linked-styles fixture')).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LINKED_HEADING);
    expect(await pageStyles()).toEqual(['link']);
    expect(await looks()).toEqual(first);

    await page.locator('main a[href="/contact"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONTACT);
    expect(await pageStyles()).toEqual(['style']);
    expect(consoleLog.problems).toEqual([]);
  });

  test('a page that links its stylesheet runs no transition as it loads: its content starts out styled', async ({ browser, baseURL }) => {
    // Each load in a browser context of its own, so the stylesheet is fetched anew each time: the
    // transitions ran (from unstyled values) in about one load in five, when the section's contents
    // had been styled before the stylesheet arrived. Ten loads took over 30 s on a slow CI machine.
    test.slow();
    for (let load = 0; load < 10; load++) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const started: string[] = [];
        Object.assign(window, { transitionsStarted: started });
        document.addEventListener(
          'transitionrun',
          (event) => started.push(`${(event as TransitionEvent).propertyName} on ${(event.target as Element).tagName}`),
          true,
        );
      });
      await page.goto(LINKED);
      await waitForHydration(page);
      // Past the frames after load, where a transition from unstyled values would start.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => (window as unknown as { transitionsStarted: string[] }).transitionsStarted)).toEqual([]);
      await context.close();
    }
  });

  test('pointing at a link to a page that links its stylesheet fetches the stylesheet before the click', async ({ page }) => {
    // No page fetched ahead while idle: the stylesheet asked for is the pointed-at page's.
    await saveData(page);
    await page.goto('/about');
    await waitForHydration(page);
    const stylesheet = page.waitForRequest(/\/assets\/page-[0-9a-f]{8}\.css$/);
    await (await pinLink(page, LINKED, 'The linked-styles fixture')).hover();
    await stylesheet;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/about'));
  });

  test('a page whose stylesheet cannot be fetched shows the crash screen, never the page unstyled', async ({ page }) => {
    await page.route(/\/assets\/page-[0-9a-f]{8}\.css$/, (route) => route.abort('connectionreset'));
    await page.goto('/about');
    await waitForHydration(page);
    await (await pinLink(page, LINKED, 'The linked-styles fixture')).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${LINKED}$`));
    await expect(page.locator('link[data-page-styles]')).toHaveCount(0);
  });

  test("hydrating an island leaves the page's own styles in place", async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    // Computed styles of elements no island renders, and of the form the island takes over.
    const looks = () =>
      page.evaluate(() =>
        ['header', 'h1', 'footer', 'form[data-form="contact"]', 'form[data-form="contact"] button[type="submit"]'].map((selector) => {
          const style = getComputedStyle(document.querySelector(selector)!);
          return `${selector}: ${style.fontSize} ${style.color} ${style.backgroundColor} ${style.padding} ${style.display}`;
        }),
      );
    const before = await looks();
    const pageStyles = await page.locator('style[data-page-styles]').count();
    expect(pageStyles).toBe(1);
    await page.getByLabel('Full Name').focus(); // the island hydrates on first use
    await expect(page.locator('form[data-form="contact"]')).toHaveAttribute('data-form-ready', '');
    expect(await page.locator('style[data-page-styles]').count()).toBe(pageStyles);
    expect(await looks()).toEqual(before);
  });

  test('a form hydrates after a client-side navigation and works', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('main a[href="/contact"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONTACT);
    const form = page.locator('form[data-form="contact"]');
    // It hydrates on its own, before it is used, as on a first load; then the press on Send works.
    await expect(form).toHaveAttribute('data-form-ready', '');
    await form.locator('button[type="submit"]').click();
    await expect(page.locator('[data-toast="destructive"]')).toContainText('Missing required fields');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pages are complete, links are plain links, and a form says it needs JavaScript and never sends its values', async ({ page }) => {
    const documents: string[] = [];
    page.on(
      'request',
      (request) => request.isNavigationRequest() && documents.push(new URL(request.url()).pathname + new URL(request.url()).search),
    );
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONTACT);
    const form = page.locator('form[data-form="contact"]');
    await expect(form.getByText('Sending this form needs JavaScript')).toBeVisible();
    await expect(form.locator('button[type="submit"]')).toBeDisabled();
    await page.getByLabel('Email Address').fill('nojs@example.com');
    await page.getByLabel('Email Address').press('Enter');
    expect(page.url()).toMatch(/\/contact$/);
    // Links work as links.
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A native submit from the Enter would have been a document request before the click's: there was none.
    expect(documents).toEqual(['/contact', '/about']);
  });
});
