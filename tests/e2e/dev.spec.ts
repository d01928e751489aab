import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { test, expect } from '@playwright/test';
import { ROOT } from '../../scripts/lib/paths.ts';
import { createPage } from '../../scripts/lib/newPage.ts';
import { copyPages } from '../support/tempPages.ts';

/**
 * The authoring loop against the real dev server (vite), run on a disposable copy of pages/:
 * a page made by new-page renders, and a broken page shows the validate message over the page
 * until it is fixed.
 */
const DEV_PORT = 5181;
const base = `http://127.0.0.1:${DEV_PORT}`;
let server: ChildProcess | undefined;
let pages: ReturnType<typeof copyPages>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  pages = copyPages('dev-server');
  server = spawn(path.join(ROOT, 'node_modules/.bin/vite'), ['--port', String(DEV_PORT), '--strictPort', '--host', '127.0.0.1'], {
    cwd: ROOT,
    env: { ...process.env, SITE_PAGES_DIR: pages.dir },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/_page/data.json`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('dev server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 300));
  }
});

test.afterAll(() => {
  server?.kill();
  pages?.remove();
});

test('a page made with new-page renders in the dev server', async ({ page }) => {
  test.setTimeout(60_000);
  createPage({ path: '/asset-types/land', title: 'Land', pagesDir: pages.dir });
  await page.goto(`${base}/asset-types/land`);
  await expect(page.getByRole('heading', { level: 1, name: 'Land' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('#site-content-problems')).toHaveCount(0);
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
