import type { Page } from '@playwright/test';

/**
 * Chromium's own count of the layouts the page has done so far (DevTools Performance metrics): a
 * test reads it before and after something that must lay nothing out.
 */
export async function layoutCounter(page: Page): Promise<() => Promise<number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'LayoutCount')!.value;
  };
}

/** Two frames: whatever the last input or change asked for has been rendered. */
export const rendered = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
