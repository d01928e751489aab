import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';

export interface ConsoleLog {
  /** Errors and warnings the page printed, and uncaught exceptions. */
  problems: string[];
}

/** Watches the console: an error, a warning (React's hydration warnings among them) or an uncaught exception is a problem. */
export function watchConsole(page: Page): ConsoleLog {
  const log: ConsoleLog = { problems: [] };
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The browser reports a page served with status 404 (a mistyped address) as a failed load: expected.
    const isDocument404 = /status of 404/.test(message.text()) && message.location().url === page.url();
    if (!isDocument404) log.problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => log.problems.push(`pageerror: ${error.message}`));
  return log;
}

/**
 * Has the browser ask to save data (navigator.connection.saveData), as a visitor may: the site then
 * fetches no page ahead of the visitor's intent (engine/navigation/idlePrefetch.ts), so a test can
 * count the fetches intent makes. Call it before the page loads.
 */
export async function saveData(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
}

export const test = base.extend<{ consoleLog: ConsoleLog; saveData: boolean }>({
  /** `test.use({ saveData: true })`: the test's page asks to save data (see saveData). */
  saveData: [false, { option: true }],
  page: async ({ page, saveData: asked }, use) => {
    if (asked) await saveData(page);
    await use(page);
  },
  consoleLog: async ({ page }, use) => {
    await use(watchConsole(page));
  },
});

export { expect };

/** Waits until React has hydrated the prerendered page (the client entry marks the root). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Waits until every form on the page is ready to send (its island hydrated and committed, its code
 * loaded): the last of a page's scripts to run. A page without a form is ready once hydrated.
 */
export async function formsReady(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction(() => [...document.querySelectorAll('form[data-form]')].every((form) => form.hasAttribute('data-form-ready')));
}

/** The boot script's address, as the page's inline loader names it (the one script the page starts). */
export function bootEntryOf(html: string): string | undefined {
  const loader = /<script>(.*?)<\/script>/s.exec(html)?.[1] ?? '';
  return /["'`](\/assets\/[^"'`]+\.js)["'`]/.exec(loader)?.[1];
}

/**
 * Adds a link pinned over the page, `top` px from the top of the screen, and returns it: a click on
 * it neither scrolls the page first nor lands on another link. The link a content author could
 * write, to an address the page itself has no link to.
 */
export async function pinLink(page: Page, href: string, text: string, top = 120): Promise<Locator> {
  await page.evaluate(
    ({ href, text, top }) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = text;
      link.style.cssText = `position:fixed;top:${top}px;left:12px;padding:12px;background:#fff;z-index:10`;
      document.body.append(link);
    },
    { href, text, top },
  );
  return page.getByRole('link', { name: text });
}
