import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../../scripts/lib/site/paths.ts';
import { startPreviewServer, type RunningServer } from '../support/previewServer';
import { test, expect, waitForHydration } from './test';

/**
 * The second site: the handbook in examples/handbook, another kind of site on the same engine
 * (its own schemas, blocks, theme, tokens and search island; no address, phone or structured
 * data), built by the same command pointed at its folder (SITE_DIR) and served like production.
 */

const run = promisify(execFile);
const HANDBOOK = 'examples/handbook';
// Named, not temporary: the build's cache is kept by folder name, so a later run builds faster.
const dist = path.join(ROOT, 'test-results', 'handbook-dist');
const pages = path.join(ROOT, HANDBOOK, 'pages');
const readPage = (id: string) => JSON.parse(fs.readFileSync(path.join(pages, `${id}.json`), 'utf8'));
const routes: { path: string; page: string }[] = JSON.parse(fs.readFileSync(path.join(pages, 'routes.json'), 'utf8')).routes;
const site = JSON.parse(fs.readFileSync(path.join(pages, 'site.json'), 'utf8'));
/** The handbook's own tokens, filled as its build fills them. */
const filled = (text: string) =>
  text.replaceAll('{product}', site.product).replaceAll('{version}', site.version).replaceAll('{repo}', site.repo);

let server: RunningServer;
let buildLog = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const {
    VITE_CONTACT_WEBHOOK_URL: _contact,
    VITE_NEWSLETTER_WEBHOOK_URL: _newsletter,
    VITE_SUPABASE_URL: _supabase,
    ...env
  } = process.env;
  buildLog = (
    await run(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build/build.ts'], {
      cwd: ROOT,
      // An analytics id set, as on a machine that builds the marketing site too: the handbook has no analytics of its own.
      env: { ...env, SITE_DIR: HANDBOOK, SITE_ENTRY: '', SITE_DIST: dist, VITE_SITE_URL: '', VITE_GA_MEASUREMENT_ID: 'G-MARKETING1' },
    })
  ).stderr;
  server = await startPreviewServer(dist, { inbox: false });
});

test.afterAll(async () => {
  await server?.close();
});

for (const route of routes) {
  test(`${route.path} renders the handbook's page in its own frame, language and look, with no console problem`, async ({
    page,
    consoleLog,
  }) => {
    const response = await page.goto(server.base + route.path);
    expect(response?.status()).toBe(200);
    const header = readPage(route.page).blocks.find((block: { type: string }) => block.type === 'page-header');
    await expect(page.locator('h1')).toHaveText(filled(header.title));
    await expect(page.locator('html')).toHaveAttribute('lang', site.language);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', site.themeColor);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
    // No organisation, address or phone: the handbook gives no structured data, and none is written.
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('{product}');
    await expect(page.getByRole('navigation', { name: 'Handbook' }).locator('[aria-current="page"]')).toHaveCount(
      site.nav.some((link: { href: string }) => link.href === route.path) ? 1 : 0,
    );
    // Its own theme, mapped onto the engine's roles: the body is the handbook's paper and ink.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(251, 250, 246)');
    expect(consoleLog.problems).toEqual([]);
  });
}

test('the build warns only about the settings this site has: no forms and no error log, so no webhook and no Supabase', () => {
  expect(buildLog).not.toMatch(/WEBHOOK_URL|SUPABASE/);
});

test("the build carries none of the marketing site's services: no supabase-js, toast library or Google Analytics", () => {
  const assets = path.join(dist, 'assets');
  const code = fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(assets, file), 'utf8'));
  expect(code.length).toBeGreaterThan(2);
  // Marker strings of each: supabase-js's client header, react-hot-toast's store settings, the gtag.js address.
  for (const marker of ['X-Client-Info', 'toastLimit', 'googletagmanager']) {
    expect(code.filter((text) => text.includes(marker)).length, marker).toBe(0);
  }
});

test("every answer carries the engine's response headers, its policy allowing the handbook's inline loader and no other origin", async ({
  page,
}) => {
  for (const address of ['/', '/guide/checks', '/no/such/page']) {
    const response = await page.goto(server.base + address);
    const headers = response!.headers();
    expect(headers['strict-transport-security'], address).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-frame-options'], address).toBe('DENY');
    expect(headers['speculation-rules'], address).toBe('"/speculation-rules.json"');
    const policy = headers['content-security-policy']!;
    expect(policy, address).toContain("frame-ancestors 'none'");
    expect(policy, address).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(policy, address).toMatch(/connect-src 'self'(;|$)/);
  }
  // The policy holds: the loader ran (it marks the page once the boot script has started it).
  await page.goto(server.base + '/');
  await waitForHydration(page);
});

for (const width of [390, 1280]) {
  test(`a page's table of contents lists its articles' sections, written by the build, and leads to each, uncovered (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // The anchor's scroll is instant for a visitor who asks for less motion: read where it ends, not on its way.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${server.base}/guide/checks`);
    const sections = readPage('guide/checks').blocks.find((block: { type: string }) => block.type === 'article').sections;
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link')).toHaveText(sections.map((section: { heading: string }) => filled(section.heading)));
    await toc.getByRole('link', { name: 'Intervals and timeouts' }).click();
    await expect(page).toHaveURL(/\/guide\/checks#intervals$/);
    const heading = page.getByRole('heading', { name: 'Intervals and timeouts' });
    await expect(heading).toBeInViewport();
    // Nothing stays over it (the header stays at the top only where it is one row high).
    expect(
      await heading.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
      }),
    ).toBe(true);
  });
}

test('the search island narrows the build-time index as the reader types, and sends what they type nowhere', async ({
  page,
  consoleLog,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${server.base}/search`);
  const results = page.getByRole('main').getByRole('listitem');
  // Without a word typed, the page lists every section: a map of the handbook, script or not.
  const all = await results.count();
  expect(all).toBeGreaterThan(10);
  await waitForHydration(page);
  const field = page.getByRole('searchbox', { name: 'Search the handbook' });
  await field.fill('webhook');
  await expect(results.first().getByRole('link')).toHaveText('Channels');
  expect(await results.count()).toBeLessThan(all);
  await expect(page.getByText(/sections? match/)).toBeVisible();
  // Accents and case are folded, and every word must be found.
  await field.fill('CERTIFICATE expiry');
  await expect(results.getByRole('link')).toHaveText(['Certificates']);
  await results.getByRole('link', { name: 'Certificates' }).click();
  await expect(page).toHaveURL(/\/guide\/checks#certificates$/);
  await page.goBack();
  await page.goto(`${server.base}/search`);
  await waitForHydration(page);
  await page.getByRole('searchbox').fill('zeppelin');
  await expect(results).toHaveCount(0);
  await expect(page.getByText('Nothing in the handbook mentions “zeppelin”. Try a shorter word.')).toBeVisible();
  expect(requests.filter((url) => /webhook|zeppelin|expiry/i.test(url))).toEqual([]);
  expect(page.url()).not.toContain('zeppelin');
  expect(consoleLog.problems).toEqual([]);
});

test('words typed into the search box before its island hydrates are kept and searched for', async ({ page }) => {
  // The island's script is held back until the words are in the field.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server.base}/search`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('searchbox').fill('quiet hours');
  release();
  await waitForHydration(page);
  await expect(page.getByRole('searchbox')).toHaveValue('quiet hours');
  // Searched for: the section whose heading holds both words first, then those that mention them.
  const found = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(found.first()).toHaveText('Quiet hours');
  await expect(page.getByText(/^\d+ sections match$/)).toBeVisible();
  expect(await found.count()).toBeLessThan(5);
});

test('an address the handbook does not have gets its own not-found page, with status 404 and a way back', async ({ page, consoleLog }) => {
  const response = await page.goto(`${server.base}/guide/no-such-page`);
  expect(response?.status()).toBe(404);
  const notFound = readPage('not-found').blocks[0];
  await expect(page.locator('h1')).toHaveText(notFound.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('link', { name: notFound.home }).click();
  await expect(page).toHaveURL(`${server.base}/`);
  await expect(page.locator('h1')).toHaveText(filled(readPage('home').blocks[0].title));
  expect(consoleLog.problems).toEqual([]);
});

test("the engine's navigator swaps the handbook's pages in as it does the marketing site's", async ({ page }) => {
  await page.goto(`${server.base}/`);
  // Once the navigator runs: a click before it is a page load, which the Speculation Rules serve.
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('navigation', { name: 'Handbook' }).getByRole('link', { name: 'Alerts' }).click();
  await expect(page.locator('h1')).toHaveText('Route alerts');
  await expect(page).toHaveTitle(filled(readPage('guide/alerts').meta.title));
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
