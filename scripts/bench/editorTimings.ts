import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from '../lib/processes/browser.ts';

/**
 * The page editor's two timings in bench:dev, each in a fresh Chromium with an empty profile:
 * opening /__edit/<page> until its preview shows the page's h1, and Save until the toolbar says
 * "Saved …". The times are the page's own (performance.now()), not the bench's round trips to it.
 */

/** The page the editor benches open: in pages/ and in every generated copy of it. */
export const EDITOR_BENCH_PAGE = { id: 'about', path: '/about' };

/** The longest a step waits before the run counts as failed. */
const WAIT_MS = 60_000;

const PREVIEW_FRAME = 'iframe[title="Preview of the page"]';

async function withBrowser<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS });
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/** The page's h1 as the dev server renders it (what the editor's preview must show). */
export async function renderedHeading(base: string, path = EDITOR_BENCH_PAGE.path): Promise<string> {
  return withBrowser(async (browser) => {
    const page = await browser.newPage();
    await page.goto(`${base}${path}`);
    const heading = (await page.locator('h1').first().textContent())?.trim();
    if (!heading) throw new Error(`${path} has no h1 to wait for`);
    return heading;
  });
}

/**
 * Opens the editor on the bench page; resolves with the ms from navigation start until the preview
 * shows an h1 that starts with `heading` (a save run's earlier runs added to it).
 */
async function openEditor(page: Page, base: string, heading: string): Promise<number> {
  await page.goto(`${base}/__edit/${EDITOR_BENCH_PAGE.id}`, { waitUntil: 'commit' });
  const shown = await page.waitForFunction(
    ([frameSelector, expected]) => {
      const frame = document.querySelector<HTMLIFrameElement>(frameSelector);
      const h1 = frame?.contentDocument?.querySelector('h1');
      return h1?.textContent?.trim().startsWith(expected) ? performance.now() : null;
    },
    [PREVIEW_FRAME, heading] as const,
    { polling: 'raf', timeout: WAIT_MS },
  );
  return (await shown.jsonValue()) as number;
}

/**
 * Waits until the editor's check of the rest of the site has answered, if the editor shows one,
 * so that the next run starts on a quiet server.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const state = document.querySelector('[data-site-check]')?.getAttribute('data-site-check');
      return state === undefined || state === 'done' || state === 'failed';
    },
    undefined,
    { timeout: WAIT_MS },
  );
}

/** One run: a fresh Chromium opens /__edit/<page>; ms from navigation start until the preview shows the page's h1. */
export async function firstPreviewRun(base: string, heading: string): Promise<number> {
  return withBrowser(async (browser) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const ms = await openEditor(page, base, heading);
    await settle(page);
    return ms;
  });
}

/**
 * One run: a fresh Chromium opens the editor, and once its preview is there the hero's title is
 * changed (a new text each run) and Save pressed at once; ms from the press until the toolbar says
 * "Saved …". A save that is refused fails the run with what the toolbar said.
 */
export async function saveRun(base: string, heading: string, run: number): Promise<number> {
  return withBrowser(async (browser) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await openEditor(page, base, heading);
    await page
      .getByRole('list', { name: 'Blocks of this page' })
      .getByRole('button', { name: /^1\. hero/ })
      .click();
    const title = page.getByRole('region', { name: 'Form' }).getByRole('textbox', { name: /^Title/ });
    const original = await title.inputValue();
    await title.fill(`${original.replace(/ \(bench \d+\)$/, '')} (bench ${run + 1})`);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.waitFor({ state: 'visible' });
    // The press and the answer, on the page's clock: a listener on the button, an observer on the status.
    await page.evaluate(`(() => {
      const times = (window.__benchSave = {});
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Save');
      button.addEventListener('click', () => (times.pressed = performance.now()), { capture: true });
      const status = document.querySelector('[data-save-status]');
      new MutationObserver(() => {
        const text = status.textContent;
        if (times.pressed !== undefined && times.answered === undefined && /^(Saved|Not saved)/.test(text))
          Object.assign(times, { answered: performance.now(), text });
      }).observe(status, { childList: true, subtree: true, characterData: true });
    })()`);
    await save.click();
    const answer = await page.waitForFunction(`window.__benchSave.answered !== undefined && window.__benchSave`, undefined, {
      timeout: WAIT_MS,
    });
    const { pressed, answered, text } = (await answer.jsonValue()) as { pressed: number; answered: number; text: string };
    if (!text.startsWith('Saved')) throw new Error(`the toolbar said "${text}"`);
    await settle(page);
    return answered - pressed;
  });
}
