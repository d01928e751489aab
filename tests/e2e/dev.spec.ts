import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { createPage } from '../../scripts/lib/newPage.ts';
import { startDevServer, type DevServer } from '../support/devServer.ts';
import { copyPages } from '../support/tempPages.ts';

/**
 * The authoring loop against the real dev server (vite), run on a disposable copy of pages/:
 * a page made by new-page renders, and a broken page shows the validate message over the page
 * until it is fixed.
 */
let server: DevServer | undefined;
let pages: ReturnType<typeof copyPages>;
let base = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  pages = copyPages('dev-server');
  server = await startDevServer(5181, pages.dir, '/_page/data.json');
  base = server.base;
});

test.afterAll(() => {
  server?.stop();
  pages?.remove();
});

test('a page made with new-page renders in the dev server, its "Replace …" lines listed until written', async ({ page }) => {
  // Each listing is a validate run in a process of its own: seconds each on a busy machine.
  test.setTimeout(120_000);
  const { pageFile } = createPage({ path: '/asset-types/land', title: 'Land', pagesDir: pages.dir });
  await page.goto(`${base}/asset-types/land`);
  await expect(page.getByRole('heading', { level: 1, name: 'Land' })).toBeVisible({ timeout: 30_000 });
  // What is left to write, as validate words it ([placeholder-copy]), and nothing else.
  const overlay = page.getByRole('alert', { name: 'Content problems' });
  await expect(overlay).toContainText('Content problems (4)', { timeout: 40_000 });
  await expect(overlay).toContainText(
    /land\.json:\d+:\d+ +\/blocks\/0\/subtitle +"Replace with a one-line promise to the reader\." is placeholder text/,
  );
  // Written: the list closes by itself.
  const written = fs
    .readFileSync(pageFile, 'utf8')
    .replace(
      /"Replace this with one or two sentences about Land[^"]*"/,
      '"Land advice for owners and buyers across Oklahoma: site selection, entitlement and sale."',
    )
    .replace('"Replace with a one-line promise to the reader."', '"From raw acreage to a buildable, bankable site."')
    .replace('"Replace with the first paragraph of this page."', '"We help owners decide when to hold, entitle or sell."')
    .replace('"Replace with one sentence that invites the reader to get in touch."', '"Tell us about your land; we reply within a day."');
  fs.writeFileSync(pageFile, written);
  await expect(overlay).toHaveCount(0, { timeout: 40_000 });
});

test('a validation error shows over the page with file:line:col, and clears when fixed', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${base}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  const file = path.join(pages.dir, 'about.json');
  const original = fs.readFileSync(file, 'utf8');
  const broken = original.replace('"type": "hero"', '"type": "heroo"');
  expect(broken).not.toBe(original);
  fs.writeFileSync(file, broken);
  const overlay = page.getByRole('alert', { name: 'Content problems' });
  await expect(overlay).toBeVisible({ timeout: 15_000 });
  const line = original.slice(0, original.indexOf('"type": "hero"')).split('\n').length;
  await expect(overlay).toContainText(new RegExp(`about\\.json:${line}:\\d+ +/blocks/\\d+/type +unknown block type "heroo"`));
  fs.writeFileSync(file, original);
  await expect(overlay).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
