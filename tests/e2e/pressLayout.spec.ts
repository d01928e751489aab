import { test, expect, waitForHydration } from './test';
import { layoutCounter, rendered } from '../support/layoutCount';
import { animationsSettled } from '../support/pageWaits';

/**
 * A hover or a press that only changes how something looks (a card lifting, a button sinking) must
 * not make the browser lay anything out: a layout forced there is paid inside the press, before it
 * can be answered. Counted with Chromium's own LayoutCount (DevTools Performance metrics).
 */

test.use({ viewport: { width: 390, height: 844 } });

test('hovering a card and pressing its link lays nothing out', async ({ page }) => {
  await page.goto('/services');
  await waitForHydration(page);
  const link = page.locator('main a[href="/services/property-management"]', { hasText: 'Learn More' });
  await link.scrollIntoViewIfNeeded();
  // The header compacts once the page is scrolled (a transition of its own): let it finish.
  await page.waitForFunction(() => document.querySelector('[data-site-header]')?.hasAttribute('data-scrolled'));
  await animationsSettled(page);
  await rendered(page);
  const box = (await link.boundingBox())!;
  const layouts = await layoutCounter(page);
  const before = await layouts();

  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await rendered(page);
  expect(await layouts(), 'layouts on hover').toBe(before);

  await page.mouse.down();
  await rendered(page);
  expect(await layouts(), 'layouts on press').toBe(before);

  // Let go somewhere else: no click, no navigation.
  await page.mouse.move(5, box.y + box.height / 2);
  await page.mouse.up();
});
