import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { WEBHOOK_PORT } from '../../playwright.config';
import { ROOT } from '../../scripts/lib/site/paths.ts';
import { startPreviewServer, type RunningServer } from '../support/previewServer';
import { toast } from '../support/formPage';
import type { Page } from '@playwright/test';
import { test, expect } from './formsTest';

/**
 * A deploy while a visitor has the site open: the tab's pages and scripts are of the build before,
 * whose files the new build removed. Nothing the visitor does may break on that, and what they type
 * must arrive. Two real builds, whose contact forms post to different webhook paths (so the post
 * shows which build sent it); the preview server serves a folder holding the first, and the deploy
 * replaces its files with the second's, as a static host's deploy does.
 */

const run = promisify(execFile);

/** Builds the site into `dist`, its contact form posting to `webhookPath` on the test webhook. */
async function buildSite(dist: string, webhookPath: string): Promise<void> {
  await run(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build/build.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      SITE_ENTRY: '',
      SITE_DIST: dist,
      VITE_SITE_URL: '',
      VITE_CONTACT_WEBHOOK_URL: `http://127.0.0.1:${WEBHOOK_PORT}${webhookPath}`,
      VITE_NEWSLETTER_WEBHOOK_URL: `http://127.0.0.1:${WEBHOOK_PORT}/newsletter`,
    },
  });
}

// Named, not temporary: the build's cache is kept by folder name, so a later run builds faster.
const before = path.join(ROOT, 'test-results', 'deploy-before');
const after = path.join(ROOT, 'test-results', 'deploy-after');
let served: string;
let site: RunningServer;

/** Replaces what `served` holds with the build in `from`: the deploy. */
function deploy(from: string): void {
  for (const entry of fs.readdirSync(served)) fs.rmSync(path.join(served, entry), { recursive: true, force: true });
  fs.cpSync(from, served, { recursive: true });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await buildSite(before, '/contact-before');
  await buildSite(after, '/contact-after');
});

test.beforeEach(async () => {
  served = fs.mkdtempSync(path.join(os.tmpdir(), 'deployed-site-'));
  deploy(before);
  site = await startPreviewServer(served, { inbox: false });
});

test.afterEach(async () => {
  await site?.close();
  fs.rmSync(served, { recursive: true, force: true });
});

const buildIdIn = (html: string) => /<meta name="build-id" content="([^"]+)">/.exec(html)?.[1];

/**
 * The visitor opens the home page and points at Get in Touch, so the navigator fetches /contact
 * (of this build) ahead; then the site is deployed. Returns the first build's id.
 */
async function openThenDeploy(page: Page): Promise<string> {
  const first = buildIdIn(fs.readFileSync(path.join(served, 'index.html'), 'utf8'))!;
  await page.goto(`${site.base}/`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === '/contact');
  await page.getByRole('link', { name: 'Get in Touch' }).first().hover();
  expect(buildIdIn(await (await fetched).text())).toBe(first);
  deploy(after);
  expect(buildIdIn(fs.readFileSync(path.join(served, 'index.html'), 'utf8'))).not.toBe(first);
  return first;
}

/** Every full load of /contact, and every file of the site that answered 404, from now on. */
function watchLoads(page: Page): { contactLoads: number; missing: string[] } {
  const seen = { contactLoads: 0, missing: [] as string[] };
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname === '/contact') seen.contactLoads++;
  });
  page.on('response', (response) => {
    if (response.status() === 404) seen.missing.push(new URL(response.url()).pathname);
  });
  return seen;
}

async function fillAndSend(page: Page, message: string): Promise<void> {
  const form = page.locator('form[data-form]');
  await form.getByLabel('Full Name').fill('Dana Whitfield');
  await form.getByLabel('Email Address').fill('dana@example.com');
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'Send Message' }).click();
}

test.describe('a page of the old build swapped in', () => {
  // No page is fetched ahead but the one pointed at (engine/navigation/idlePrefetch.ts): the
  // navigator learns of the deploy only when the swapped-in page's code fails to load.
  test.use({ saveData: true });

  test('is loaded anew from the new build as soon as its code is missing, and what the visitor types and sends arrives', async ({
    page,
    webhook,
  }) => {
    const first = await openThenDeploy(page);
    const seen = watchLoads(page);
    // The page's check of the server's build is held until the visitor has typed on the old build's
    // page: what they typed there goes with them through the full load. (Typing during the load
    // itself cannot be tested: the browser runs no DevTools command in a page while a load replacing
    // it is on its way, so a test's typing would land in the next page or nowhere.)
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/contact',
      async (route) => {
        if (route.request().resourceType() === 'fetch') await typed;
        await route.continue();
      },
    );
    await page.getByRole('link', { name: 'Get in Touch' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
    const form = page.locator('form[data-form]');
    await form.getByLabel('Full Name').fill('Dana Whitfield');
    await form.getByLabel('Email Address').fill('dana@example.com');
    release();
    await expect(page.locator('meta[name="build-id"]')).not.toHaveAttribute('content', first);
    await expect(form.getByLabel('Full Name')).toHaveValue('Dana Whitfield');
    await form.getByLabel('Message').fill('A 40-unit property in Broken Arrow to manage from March.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(toast(page)).toContainText('Message Sent Successfully!', { timeout: 20_000 });
    const posts = await webhook.posts();
    expect(posts.map((post) => post.path)).toEqual(['/contact-after']);
    expect(posts[0]!.body).toMatchObject({
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      message: 'A 40-unit property in Broken Arrow to manage from March.',
    });
    // The old build's page was swapped in (its code answered 404), then loaded anew, once; the page
    // on screen is the new build's, and never told the visitor to check their connection.
    expect(seen.missing.some((file) => file.startsWith('/assets/'))).toBe(true);
    expect(seen.contactLoads).toBe(1);
    await expect(page.locator('[data-unavailable-notice]')).toBeHidden();
  });

  test('a send pressed before the new build is known goes on after the full load, once', async ({ page, webhook }) => {
    await openThenDeploy(page);
    // The page's check of the server's build is held until the visitor has pressed Send: they type
    // and send on the old build's page, whose form code is gone.
    let release!: () => void;
    const pressed = new Promise<void>((resolve) => (release = resolve));
    let checks = 0;
    await page.route(
      (url) => url.pathname === '/contact',
      async (route) => {
        if (route.request().resourceType() === 'fetch') {
          checks++;
          await pressed;
        }
        await route.continue();
      },
    );
    await page.getByRole('link', { name: 'Get in Touch' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
    await fillAndSend(page, 'Two retail centers in Owasso: leasing and management.');
    await expect(page.locator('form[data-form]')).toHaveAttribute('data-submit-queued', '');
    release();

    await expect(toast(page)).toContainText('Message Sent Successfully!', { timeout: 20_000 });
    const posts = await webhook.posts();
    expect(posts.map((post) => post.path)).toEqual(['/contact-after']);
    expect(posts[0]!.body).toMatchObject({ name: 'Dana Whitfield', message: 'Two retail centers in Owasso: leasing and management.' });
    expect(checks).toBe(1);
    // Sent, so nothing is kept to send again or to put back.
    await expect(page.locator('form[data-form]').getByLabel('Message')).toHaveValue('');
  });
});

test('once a page of the new build has been fetched, a page fetched before the deploy is never swapped in: the link is a full load', async ({
  page,
}) => {
  await openThenDeploy(page);
  const seen = watchLoads(page);
  // The visitor points at a service on the way (not a page of the main navigation, which the site
  // fetched ahead while idle, before the deploy): fetched now, it is the new build's.
  const service = '/services/property-management';
  const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === service);
  await page.locator(`main a[href="${service}"]`).first().hover();
  await fetched;
  await page.getByRole('link', { name: 'Get in Touch' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
  await expect.poll(() => seen.contactLoads).toBe(1);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  expect(seen.missing).toEqual([]);
});
