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
    test(`${path}: no script loads before the page has loaded and painted, and only what it needs after`, async ({ page, consoleLog }) => {
      await page.goto(path);
      await waitForHydration(page);
      // A resource appears in the timeline when it has arrived: wait for the navigator's.
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/htmlNavigator-')),
      );
      if (hasForm)
        await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/Form-')));
      const timeline = await page.evaluate(async () => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        lcp: await new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
        }),
        load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
        boot: document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '',
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ url: entry.name, start: entry.startTime })),
      }));
      expect(timeline.fcp).toBeGreaterThan(0);
      // The boot entry itself waits for the load event and the largest paint (engine/boot/bootLoader.ts).
      const boot = timeline.scripts.find((s) => s.url === timeline.boot);
      expect(boot, timeline.boot).toBeDefined();
      expect(boot!.start).toBeGreaterThanOrEqual(Math.max(timeline.fcp, timeline.lcp, timeline.load));
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
