import { test, expect, waitForHydration } from './test';

/**
 * The first screen is the prerendered HTML; anything more may only start downloading once the
 * browser has painted it (see engine/boot), and only what is interactive downloads at all. Ordering, not timing: every figure below comes from
 * the browser's own performance timeline for one page load.
 */
test.describe('the client waits for the first paint', () => {
  for (const [path, hasForm] of [
    ['/services', false],
    ['/asset-types/office', false],
    ['/contact', true],
  ] as const) {
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
      // The navigator loads on every page; React and the form's code only where there is a form; the
      // code of static blocks nowhere. Every one of them after the paint.
      const loaded = (name: string) => others.some((s) => new URL(s.url).pathname.startsWith(`/assets/${name}-`));
      expect(loaded('htmlNavigator')).toBe(true);
      expect(loaded('hydrateIslands')).toBe(hasForm);
      expect(loaded('Form')).toBe(hasForm);
      for (const block of ['Hero', 'CardGrid', 'Banner', 'MediaText', 'ContactDetails']) expect(loaded(block), block).toBe(false);
      for (const script of others) expect(script.start, script.url).toBeGreaterThanOrEqual(timeline.fcp);
      expect(consoleLog.problems).toEqual([]);
    });
  }
});
