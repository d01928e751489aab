import { test, expect, waitForHydration } from './test';

/**
 * The first screen is the prerendered HTML; the application may only start downloading once the
 * browser has painted it (see engine/boot). Ordering, not timing: every figure below comes from
 * the browser's own performance timeline for one page load.
 */
test.describe('the client waits for the first paint', () => {
  for (const path of ['/services', '/asset-types/office', '/contact']) {
    test(`${path}: only the boot entry loads before the first contentful paint`, async ({ page, consoleLog }) => {
      await page.goto(path);
      await waitForHydration(page);
      const timeline = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        boot: document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '',
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ url: entry.name, start: entry.startTime })),
      }));
      expect(timeline.fcp).toBeGreaterThan(0);
      const others = timeline.scripts.filter((s) => s.url !== timeline.boot);
      // The application and the page's blocks did load, and every one of them after the paint.
      expect(others.some((s) => s.url.includes('/assets/start-client-'))).toBe(true);
      expect(others.length).toBeGreaterThan(3);
      for (const script of others) expect(script.start, script.url).toBeGreaterThanOrEqual(timeline.fcp);
      expect(consoleLog.problems).toEqual([]);
    });
  }
});
