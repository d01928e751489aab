import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { startDevServer, type DevServer } from '../../scripts/lib/processes/devServer.ts';
import { ROOT } from '../../scripts/lib/site/paths.ts';
import { test, expect } from './test';

/**
 * The authors' tools on the second site: the page editor and new-page work on the handbook as they
 * do on the marketing site, each on a copy of its pages, from its own schemas, blocks and skeleton.
 */

const run = promisify(execFile);
const HANDBOOK = 'examples/handbook';
const tsx = [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs')];

let pagesDir: string;
let server: DevServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Beside the handbook's pages/, as the other specs' copies are beside the root's: each file's
  // "$schema" leads to the schemas from there as it does from pages/.
  pagesDir = path.join(ROOT, HANDBOOK, `.tmp-pages-${process.pid}`);
  fs.rmSync(pagesDir, { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, HANDBOOK, 'pages'), pagesDir, { recursive: true });
  server = await startDevServer({ pagesDir, label: 'handbook', siteDir: HANDBOOK });
});

test.afterAll(() => {
  server?.stop();
  fs.rmSync(pagesDir, { recursive: true, force: true });
});

test("the editor edits a handbook page with the handbook's own block forms, previews it in the handbook's frame, and saves it", async ({
  page,
}) => {
  await page.goto(`${server.base}/__edit/guide/checks`);
  await expect(page.getByRole('heading', { level: 1, name: /Editing .*guide\/checks\.json/ })).toBeVisible({ timeout: 30_000 });
  await page
    .getByRole('list', { name: 'Blocks of this page' })
    .getByRole('button', { name: /^4\. callout/ })
    .click();
  const form = page.getByRole('region', { name: 'Form' });
  // The callout's schema is the handbook's: its tones are a menu of the handbook's three (after the form's empty choice).
  await expect(form.getByRole('combobox', { name: /^Tone/ }).locator('option')).toHaveText(['', 'tip', 'note', 'warning']);
  const title = form.getByRole('textbox', { name: /^Title/ });
  await title.fill('Reload, never restart');
  const preview = page.locator('[data-preview] iframe').contentFrame();
  await expect(preview.getByText('Warning: Reload, never restart')).toBeVisible({ timeout: 15_000 });
  await expect(preview.getByRole('link', { name: 'Lantern handbook' })).toBeVisible();
  // The preview shows what the build derives from the page too: its table of contents, from the draft's own sections.
  const toc = preview.getByRole('navigation', { name: 'On this page' });
  await expect(toc.getByRole('link')).toHaveText(['Addresses', 'Intervals and timeouts', 'Expected answers', 'Certificates']);
  await page
    .getByRole('list', { name: 'Blocks of this page' })
    .getByRole('button', { name: /^3\. article/ })
    .click();
  await form
    .getByRole('textbox', { name: /^Heading/ })
    .first()
    .fill('What a check points at');
  await expect(toc.getByRole('link').first()).toHaveText('What a check points at', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-save-status]')).toHaveText(/^Saved /, { timeout: 20_000 });
  const saved = JSON.parse(fs.readFileSync(path.join(pagesDir, 'guide/checks.json'), 'utf8'));
  expect(saved.blocks[3]).toMatchObject({ type: 'callout', tone: 'warning', title: 'Reload, never restart' });
  expect(saved.blocks[2].sections[0].heading).toBe('What a check points at');
  // Derived, never written: the saved page's table of contents is still as its author left it.
  expect(saved.blocks[1].entries).toBeUndefined();
});

test("+ Add block on a handbook page leaves out the handbook's page-heading types, its page header and not-found block", async ({
  page,
}) => {
  await page.goto(`${server.base}/__edit/guide/checks`);
  await expect(page.getByRole('heading', { level: 1, name: /Editing .*guide\/checks\.json/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '+ Add block' }).click();
  const picker = page.getByRole('dialog', { name: 'Add a block' });
  await expect(picker.locator('[data-picker-type="callout"]')).toBeVisible();
  await expect(picker.locator('[data-picker-type="page-header"]')).toHaveCount(0);
  await expect(picker.locator('[data-picker-type="not-found"]')).toHaveCount(0);
  await expect(
    picker.getByText('A page has one main heading block (not-found or page-header): this page has one, 1. page-header.'),
  ).toBeVisible();
});

test("new-page writes the handbook's own skeleton and route, and validate asks only for its empty texts", async () => {
  const env = { ...process.env, SITE_DIR: HANDBOOK, SITE_PAGES_DIR: pagesDir };
  await run(process.execPath, [...tsx, 'scripts/generate/new-page.ts', '/guide/upgrading', '--title', 'Upgrade {product}'], {
    cwd: ROOT,
    env,
  });
  const created = JSON.parse(fs.readFileSync(path.join(pagesDir, 'guide/upgrading.json'), 'utf8'));
  expect(created.meta.title).toBe('Upgrade {product} | {product} handbook');
  expect(created.blocks.map((block: { type: string }) => block.type)).toEqual(['page-header', 'article']);
  const routes = JSON.parse(fs.readFileSync(path.join(pagesDir, 'routes.json'), 'utf8')).routes;
  expect(routes).toContainEqual({ path: '/guide/upgrading', page: 'guide/upgrading' });
  const failed = await run(process.execPath, [...tsx, 'scripts/validate/validate.ts'], { cwd: ROOT, env }).then(
    () => null,
    (error: { stdout: string }) => error.stdout,
  );
  const codes = [...(failed ?? '').matchAll(/^\S+upgrading\.json:\d+:\d+\s+\S+\s.*\[([a-z-]+)\]$/gm)].map((match) => match[1]);
  // Its texts to write, empty ([too-short]): the description, the lead, the section's heading and paragraph.
  expect(codes).toEqual(['too-short', 'too-short', 'too-short', 'too-short']);
  expect(failed).toContain('✖ 4 problems');
});
