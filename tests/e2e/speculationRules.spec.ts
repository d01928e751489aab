import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { headingOf } from '../support/pageCopy';

/**
 * The browser's own prefetch (engine/navigation/speculationRules.ts): before the navigator runs, a
 * page the pointer rests on is prefetched by the browser, and the click loads it from there; once
 * the navigator runs, the browser prefetches nothing (the navigator's fetch is the only download).
 */

test.use({ viewport: { width: 1280, height: 800 } });

/** Every speculative prefetch the browser reports for the page, with its latest status ('Ready', 'Success' …). */
async function watchSpeculativePrefetches(page: Page): Promise<Map<string, string>> {
  const cdp = await page.context().newCDPSession(page);
  const prefetches = new Map<string, string>();
  cdp.on('Preload.prefetchStatusUpdated', (event) => prefetches.set(new URL(event.prefetchUrl).pathname, event.status));
  await cdp.send('Preload.enable');
  return prefetches;
}

const aboutLink = (page: Page) => page.locator('header nav a[href="/about"]').first();

test('before the navigator runs, the page a pointer rests on is prefetched by the browser and the click loads it from there', async ({
  page,
  request,
}) => {
  // A visitor whose page script has not arrived (or never will): the boot script is refused.
  const home = await (await request.get('/')).text();
  const bootEntry = /\bentry:`([^`]+)`/.exec(home)?.[1];
  expect(bootEntry, 'the inline loader names the boot script').toBeTruthy();
  await page.route(`**${bootEntry}`, (route) => route.abort());
  const prefetches = await watchSpeculativePrefetches(page);

  await page.goto('/');
  await aboutLink(page).hover();
  await expect.poll(() => prefetches.get('/about'), { message: 'the browser prefetched /about' }).toBe('Ready');
  await aboutLink(page).click();
  await expect(page.locator('h1')).toHaveText(headingOf('/about'));
  // How the browser got this document (not yet in TypeScript's DOM types).
  const deliveryType = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as unknown as { deliveryType: string }).deliveryType,
  );
  expect(deliveryType).toBe('navigational-prefetch');
  expect(prefetches.get('/about')).toBe('Success');
});

test('once the navigator runs, the browser prefetches nothing: the navigator fetches the page once', async ({ page, consoleLog }) => {
  const prefetches = await watchSpeculativePrefetches(page);
  const fetched: string[] = [];
  page.on('request', (request) => new URL(request.url()).pathname === '/about' && fetched.push(request.resourceType()));

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await aboutLink(page).hover();
  // Longer than the browser's 200 ms hover for "moderate" rules, and than the navigator's own 65 ms.
  await page.waitForTimeout(500);
  await aboutLink(page).click();
  await expect(page.locator('h1')).toHaveText(headingOf('/about'));
  expect([...prefetches.keys()]).toEqual([]);
  expect(fetched).toEqual(['fetch']);
  expect(consoleLog.problems).toEqual([]);
});
