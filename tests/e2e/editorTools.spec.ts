import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { startDevServer, type DevServer } from '../support/devServer.ts';
import { copyPages } from '../support/tempPages.ts';

/**
 * The page editor's tools (/__edit), in Chromium against the real dev server on a copy of pages/.
 * Undo and redo: a delete comes back with everything in it, a typed word goes back as one step, and
 * undoing to what was saved leaves nothing to save. The route picker: a navigate field offers the
 * site's real routes and sections.
 */
let server: DevServer | undefined;
let pages: ReturnType<typeof copyPages>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  pages = copyPages('editor-tools');
  server = await startDevServer(5184, pages.dir, '/__editor/pages');
});

test.afterAll(() => {
  server?.stop();
  pages?.remove();
});

async function openEditor(page: Page, id: string) {
  await page.goto(`${server!.base}/__edit/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Editing .*${id}\\.json`) })).toBeVisible({ timeout: 30_000 });
}

const rows = (page: Page) => page.getByRole('list', { name: 'Blocks of this page' }).getByRole('listitem');
const status = (page: Page) => page.locator('[data-save-status]');

test('a deleted block comes back with Ctrl+Z, selected, and Shift+Ctrl+Z deletes it again; the buttons do the same', async ({ page }) => {
  test.setTimeout(60_000);
  const before = JSON.parse(fs.readFileSync(path.join(pages.dir, 'about.json'), 'utf8')) as { blocks: Array<{ type: string }> };
  await openEditor(page, 'about');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await expect(rows(page)).toHaveCount(before.blocks.length);

  const second = before.blocks[1]!.type;
  await page.getByRole('button', { name: `Delete ${second} 2` }).click();
  await expect(rows(page)).toHaveCount(before.blocks.length - 1);
  await expect(status(page)).toHaveText('Unsaved changes');

  await page.keyboard.press('Control+z');
  await expect(rows(page)).toHaveCount(before.blocks.length);
  await expect(rows(page).nth(1)).toHaveAttribute('data-block-type', second);
  await expect(
    rows(page)
      .nth(1)
      .getByRole('button', { name: new RegExp(`^2\\. ${second}`) }),
  ).toHaveAttribute('aria-current', 'true');
  // Back to the file's own content: nothing to save.
  await expect(status(page)).toHaveText('No changes');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  await page.keyboard.press('Control+Shift+z');
  await expect(rows(page)).toHaveCount(before.blocks.length - 1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(rows(page)).toHaveCount(before.blocks.length);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(rows(page)).toHaveCount(before.blocks.length - 1);
  await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
});

test('a word typed into a field is one undo step, and the preview follows the undo', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page, 'about');
  await page
    .getByRole('list', { name: 'Blocks of this page' })
    .getByRole('button', { name: /^1\. hero/ })
    .click();
  const title = page.getByRole('region', { name: 'Form' }).getByRole('textbox', { name: /^Title/ });
  const original = await title.inputValue();
  await title.press('End');
  await title.pressSequentially(' today', { delay: 30 });
  await expect(title).toHaveValue(`${original} today`);
  const heading = page.locator('[data-preview]').getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`${original} today`);

  await page.keyboard.press('Control+z');
  await expect(title).toHaveValue(original);
  await expect(heading).toHaveText(original);
  await expect(status(page)).toHaveText('No changes');
});

test("a navigate field offers the site's routes with their pages' titles, and each page's sections", async ({ page }) => {
  test.setTimeout(60_000);
  const contact = JSON.parse(fs.readFileSync(path.join(pages.dir, 'contact.json'), 'utf8')) as {
    meta: { title: string };
    blocks: Array<{ id?: string }>;
  };
  const contactAnchors = contact.blocks.flatMap((block) => (block.id ? [block.id] : []));
  expect(contactAnchors.length).toBeGreaterThan(0);
  await openEditor(page, 'about');
  await page
    .getByRole('list', { name: 'Blocks of this page' })
    .getByRole('button', { name: /^1\. hero/ })
    .click();
  const navigate = page
    .getByRole('region', { name: 'Form' })
    .getByRole('combobox', { name: /^Navigate/ })
    .first();
  await expect(navigate).toHaveValue('/contact');
  await expect(page.getByRole('region', { name: 'Form' })).toContainText('pick one as you type');

  const options = await page
    .locator(`datalist#${await navigate.getAttribute('list')} option`)
    .evaluateAll((list) => list.map((option) => [(option as HTMLOptionElement).value, (option as HTMLOptionElement).label]));
  // The real title (its {brand} token as written), then the page's sections as path#id.
  expect(options).toContainEqual(['/contact', contact.meta.title]);
  for (const anchor of contactAnchors) expect(options).toContainEqual([`/contact#${anchor}`, `${contact.meta.title} › ${anchor}`]);
  expect(options.map(([value]) => value)).toContain('/about#mission');

  await navigate.fill('/about#mission');
  await expect(status(page)).toHaveText('Unsaved changes');
  await page.keyboard.press('Control+z');
  await expect(navigate).toHaveValue('/contact');
});
