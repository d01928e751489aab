import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { E2E_PORT, WEBHOOK_PORT } from '../../playwright.config';
import { bootEntryOf, waitForHydration } from '../e2e/test';

/** The pages, fields and outcomes the form specs share. */

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The form's bot trap, found by its label (its name is the site's to choose: blocks/form/formSettings.ts). */
export const botTrap = (form: Locator) => form.locator('label', { hasText: 'Leave this field empty' }).locator('input');

export const toast = (page: Page) => page.locator('[data-toast]');
export const failureToast = (page: Page) => page.locator('[data-toast="destructive"]');

export async function openContact(page: Page) {
  await page.goto('/contact');
  await waitForHydration(page);
  return page.locator('form[data-form="contact"]');
}

export async function openInsights(page: Page) {
  await page.goto('/insights');
  await waitForHydration(page);
  return page.locator('form[data-form="newsletter"]');
}

export async function fillRequired(
  page: Page,
  name = 'Ada Lovelace',
  email = 'ada@example.com',
  message = 'Looking for management of a 120-unit property.',
) {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Message').fill(message);
}

/** A POST the page sent, as the browser saw it leave. */
export interface SentPost {
  /** A form's native submit (a page load), not a script's request. */
  document: boolean;
  port: number;
  path: string;
  body: unknown;
}

/**
 * Every POST the page sends (a native form submit, a webhook post, an error-log insert), in the
 * order the browser sends them: seen here before any answer, so nothing sent is missed however it
 * ends. Read it after markerRequest (support/pageWaits.ts), which every earlier request precedes.
 */
export function watchPosts(page: Page): SentPost[] {
  const sent: SentPost[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST') return;
    const url = new URL(request.url());
    let body: unknown = request.postData();
    try {
      body = JSON.parse(String(body));
    } catch {
      // keep the raw text
    }
    sent.push({ document: request.isNavigationRequest(), port: Number(url.port), path: url.pathname, body });
  });
  return sent;
}

/** The posts a form sent, by script or natively: to the webhooks, or as a page load. */
export const formPosts = (sent: SentPost[]) => sent.filter((post) => post.document || post.port === WEBHOOK_PORT);

/**
 * Holds the page's scripts until the test releases them: `boot` (the one script in the HTML) and
 * `app` (every other script: the application and its chunks), as a slow network would.
 */
export async function holdScripts(page: Page, path: string, hold: { boot: boolean; app: boolean }) {
  const gate = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  };
  const gates = { boot: gate(), app: gate() };
  // The boot script is the one the page's inline loader starts. (The document itself is not routed:
  // Chromium treats a routed document as public and would refuse its requests to the loopback
  // webhook stand-in.)
  const html = await (await page.request.get(path)).text();
  const bootSrc = bootEntryOf(html);
  expect(bootSrc).toBeTruthy();
  await page.route(
    (url) => url.port === String(E2E_PORT) && url.pathname.endsWith('.js'),
    async (route) => {
      const which = new URL(route.request().url()).pathname === bootSrc ? 'boot' : 'app';
      if (hold[which]) await gates[which].promise;
      await route.fallback();
    },
  );
  return {
    release: (which: 'boot' | 'app') => gates[which].resolve(),
  };
}

/** Every address the page requested, to prove nothing typed ended up in one. */
export function requestedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}
