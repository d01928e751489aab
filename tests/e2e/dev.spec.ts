import fs from 'node:fs';
import path from 'node:path';
import { createPage } from '../../scripts/generate/newPage.ts';
import { readSchemaFiles } from '../../scripts/lib/schemas/schemas.ts';
import { test, expect } from './devServerFixture.ts';
import { watchConsole } from './test.ts';

/**
 * The authoring loop against the real dev server (vite), run on a disposable copy of pages/: pages
 * are the build's (server-rendered HTML, the boot script, the navigator), a page made by new-page
 * renders, an edit reloads the page, and a broken page shows the validate message over the page
 * until it is fixed.
 */
test.use({ devPagesCopy: 'dev-server' });
test.describe.configure({ mode: 'serial' });

test('a page is the server’s HTML, run by the production scripts: the navigator swaps the next page in', async ({ page, devServer }) => {
  const log = watchConsole(page);
  const response = await page.request.get(`${devServer.base}/about`);
  const html = await response.text();
  // Rendered on the server before any script runs, with the inline loader that starts the boot script.
  expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(html).toContain('entry:`/blocks/entry-client.ts`');
  expect(html).not.toContain('data-route-announcer');

  await page.goto(`${devServer.base}/about`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // The footer's logo is the sprite's symbol, drawn at its size (the browser-rendered dev app drew it at 181 px).
  const logo = await page.locator('footer svg:has(use[href="#logo-mark"])').boundingBox();
  expect([logo?.width, logo?.height]).toEqual([44, 44]);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.locator('footer').getByRole('link', { name: 'Technology', exact: true }).click();
  await expect(page).toHaveURL(`${devServer.base}/technology`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(log.problems).toEqual([]);
});

test('an address that is no page gets the not-found page, with status 404', async ({ page, devServer }) => {
  const response = await page.goto(`${devServer.base}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Page not found');
});

test('a page made with new-page renders in the dev server, its empty texts listed until written', async ({ page, devServer }) => {
  // Each listing is a validate run in a process of its own: seconds each on a busy machine.
  test.setTimeout(120_000);
  const { pageFile } = createPage({ path: '/asset-types/land', title: 'Land', pagesDir: devServer.pagesDir });
  await page.goto(`${devServer.base}/asset-types/land`);
  await expect(page.getByRole('heading', { level: 1, name: 'Land' })).toBeVisible({ timeout: 30_000 });
  // What is left to write, as validate words it ([too-short]), and nothing else.
  const overlay = page.getByRole('alert', { name: 'Content problems' });
  await expect(overlay).toContainText('Content problems (8)', { timeout: 40_000 });
  await expect(overlay).toContainText(/land\.json:\d+:\d+ +\/blocks\/0\/subtitle +must not be empty/);
  // Written: the list closes by itself.
  const written = JSON.parse(fs.readFileSync(pageFile, 'utf8'));
  written.meta.description = 'Land advice for owners and buyers across Oklahoma: site selection, entitlement and sale.';
  Object.assign(written.blocks[0], { subtitle: 'From raw acreage to a buildable, bankable site.' });
  written.blocks[0].actions[0].label = 'Talk to us';
  Object.assign(written.blocks[1], { title: 'What we do', paragraphs: ['We help owners decide when to hold, entitle or sell.'] });
  Object.assign(written.blocks[2], { title: 'Talk land with us', text: 'Tell us about your land; we reply within a day.' });
  written.blocks[2].primary.label = 'Get in touch';
  fs.writeFileSync(pageFile, JSON.stringify(written, null, 2) + '\n');
  await expect(overlay).toHaveCount(0, { timeout: 40_000 });
});

test('an edit to a page file reloads the page on screen', async ({ page, devServer }) => {
  const file = path.join(devServer.pagesDir, 'asset-types/land.json');
  await page.goto(`${devServer.base}/asset-types/land`);
  await expect(page.getByRole('heading', { level: 1, name: 'Land' })).toBeVisible();
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"title": "Land"', '"title": "Land and lots"'));
  await expect(page.getByRole('heading', { level: 1, name: 'Land and lots' })).toBeVisible();
});

test('a validation error shows over the page with file:line:col, and clears when fixed', async ({ page, devServer }) => {
  await page.goto(`${devServer.base}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const file = path.join(devServer.pagesDir, 'about.json');
  const original = fs.readFileSync(file, 'utf8');
  const broken = original.replace('"type": "hero"', '"type": "heroo"');
  expect(broken).not.toBe(original);
  fs.writeFileSync(file, broken);
  // The page reloads with the block that cannot render as a placeholder naming it; the rest renders.
  await expect(page.locator('[data-block-error="heroo"]')).toContainText('No component is registered for block type "heroo"');
  await expect(page.locator('footer')).toBeVisible();
  const overlay = page.getByRole('alert', { name: 'Content problems' });
  await expect(overlay).toBeVisible({ timeout: 15_000 });
  const line = original.slice(0, original.indexOf('"type": "hero"')).split('\n').length;
  await expect(overlay).toContainText(new RegExp(`about\\.json:${line}:\\d+ +/blocks/\\d+/type +unknown block type "heroo"`));
  fs.writeFileSync(file, original);
  await expect(overlay).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a block whose type is a member every object inherits renders as an unknown type, in the page and in the editor’s preview', async ({
  page,
  devServer,
}) => {
  const file = path.join(devServer.pagesDir, 'about.json');
  const original = fs.readFileSync(file, 'utf8');
  const about = JSON.parse(original) as { meta: object; blocks: { type: string }[] };
  try {
    for (const type of ['toString', '__proto__']) {
      const blocks = [...about.blocks, { type }];
      // Away from /about first: the dev server reloads an open page whose file changes, and that
      // reload would cut the navigation below short.
      await page.goto('about:blank');
      fs.writeFileSync(file, JSON.stringify({ ...about, blocks }, null, 2) + '\n');
      const response = await page.goto(`${devServer.base}/about`);
      // The editor's preview of the same draft.
      const preview = await page.request.post(`${devServer.base}/__editor/preview`, {
        headers: { origin: devServer.base, 'content-type': 'application/json' },
        data: { pageId: 'about', paths: ['/about'], page: { meta: about.meta, blocks } },
      });
      expect({ type, page: response?.status(), preview: preview.status() }).toEqual({ type, page: 200, preview: 200 });
      await expect(page.locator(`[data-block-error="${type}"]`)).toContainText(`No component is registered for block type "${type}"`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await preview.text()).toContain(`data-block-error="${type}"`);
    }
  } finally {
    fs.writeFileSync(file, original);
  }
});

test('a page file that is not JSON any more: the page says it cannot be rendered, validate says why, and both clear when fixed', async ({
  page,
  devServer,
}) => {
  await page.goto(`${devServer.base}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const file = path.join(devServer.pagesDir, 'about.json');
  const original = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, original.replace('"blocks": [', '"blocks": [,'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be rendered');
  const overlay = page.getByRole('alert', { name: 'Content problems' });
  await expect(overlay).toContainText(/about\.json:\d+:\d+/, { timeout: 15_000 });
  fs.writeFileSync(file, original);
  await expect(overlay).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page could not be rendered');
});

test('the block catalogue renders every block type from its schema’s examples, on the server', async ({ page, devServer }) => {
  const log = watchConsole(page);
  const types = readSchemaFiles()
    .filter((file) => file.relPath.startsWith('blocks/'))
    .map((file) => path.basename(file.relPath, '.schema.json'))
    .sort();
  const html = await (await page.request.get(`${devServer.base}/__blocks`)).text();
  for (const type of types) expect(html, type).toContain(`data-catalog-type="${type}"`);
  await page.goto(`${devServer.base}/__blocks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Block catalog' })).toBeVisible();
  await expect(page.locator('[data-block-error]')).toHaveCount(0);
  // Its forms are islands like a page's, each with an id of its own, and hydrate.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const islands = await page.locator('[data-island]').evaluateAll((elements) => elements.map((e) => e.getAttribute('data-island-id')));
  expect(islands.length).toBeGreaterThan(0);
  expect(new Set(islands).size).toBe(islands.length);
  expect(log.problems).toEqual([]);
});
