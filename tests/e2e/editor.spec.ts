import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { validateContent } from '../../scripts/validate/validateContent.ts';
import { lineDiff } from '../support/lineDiff.ts';
import { test, expect, type DevServerFixture } from './devServerFixture.ts';

/**
 * The page editor (/__edit) in Chromium against the real dev server, on a disposable copy of
 * pages/: what Save writes to disk, line for line, and what it refuses to write. Its preview is the
 * page as the dev server renders it, in a frame.
 */
test.use({ devPagesCopy: 'editor' });
test.describe.configure({ mode: 'serial' });

let base = '';
let pagesDir = '';
test.beforeEach(({ devServer }: { devServer: DevServerFixture }) => {
  base = devServer.base;
  pagesDir = devServer.pagesDir;
});

const aboutFile = () => path.join(pagesDir, 'about.json');

/** The lines of block `index` in a page file's text, as written. */
function blockLines(text: string, index: number): string[] {
  const lines = text.split('\n');
  const starts = lines.flatMap((line, i) => (line === '    {' ? [i] : []));
  const start = starts[index]!;
  const end = lines.findIndex((line, i) => i > start && /^ {4}\},?$/.test(line));
  return lines.slice(start, end + 1);
}

const withoutCommas = (lines: string[]) => lines.map((line) => line.replace(/,$/, '')).sort();

async function openEditor(page: Page, id: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/__edit/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Editing .*${id}\\.json`) })).toBeVisible({ timeout: 30_000 });
  return errors;
}

const blockRow = (page: Page, label: RegExp) =>
  page.getByRole('list', { name: 'Blocks of this page' }).getByRole('button', { name: label });
const form = (page: Page) => page.getByRole('region', { name: 'Form' });
/** The page the preview's frame shows. */
const preview = (page: Page) => page.locator('[data-preview] iframe').contentFrame();

test('add a block, edit a field, reorder by keyboard and by drag, save: the file changes only there, and validates', async ({ page }) => {
  test.setTimeout(90_000);
  const original = fs.readFileSync(aboutFile(), 'utf8');
  const before = JSON.parse(original) as { blocks: Record<string, unknown>[] };
  const errors = await openEditor(page, 'about');

  // Edit the hero's title: the preview, rendered by the engine, follows as you type.
  await blockRow(page, /^1\. hero/).click();
  const title = form(page).getByRole('textbox', { name: /^Title/ });
  await expect(title).toHaveValue('Built in Tulsa for owners who want answers');
  await title.fill('Built in Tulsa for owners who want numbers');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Built in Tulsa for owners who want numbers');
  await expect(page.locator('[data-save-status]')).toHaveText('Unsaved changes');
  // The block being edited is marked in the preview, whose links go nowhere.
  await expect(preview(page).locator('[data-preview-highlight]')).toContainText('Built in Tulsa for owners who want numbers');
  await preview(page).locator('main a[href^="/"]').first().dispatchEvent('click');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Built in Tulsa for owners who want numbers');

  // Add an FAQ from the picker, which shows each type's description and example: it lands after the
  // hero, empty (editorStartsEmpty.spec.ts), and is written here.
  await page.getByRole('button', { name: '+ Add block' }).click();
  const picker = page.getByRole('dialog', { name: 'Add a block' });
  const faqCard = picker.locator('[data-picker-type="faq"]');
  await expect(faqCard).toContainText('Frequently asked questions');
  await expect(faqCard.locator('[inert] iframe').contentFrame().locator('main')).toContainText('How long does implementation take?');
  await faqCard.getByRole('button', { name: 'Add faq' }).click();
  await expect(picker).toBeHidden();
  await expect(blockRow(page, /^2\. faq/)).toHaveAttribute('aria-current', 'true');
  await form(page)
    .getByRole('textbox', { name: /^Title/ })
    .fill('Questions owners ask');
  await form(page)
    .getByRole('textbox', { name: /^Question/ })
    .fill('How soon can you take over a building?');
  await form(page)
    .getByRole('textbox', { name: /^Answer/ })
    .fill('Within 30 days of signing, records and bank accounts included.');
  await expect(preview(page).locator('main')).toContainText('How soon can you take over a building?');

  // Keyboard: Alt+↓ moves the FAQ below the text block, and the focus stays on it.
  await blockRow(page, /^2\. faq/).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(blockRow(page, /^3\. faq/)).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'faq moved to position 3 of 7' })).toBeAttached();

  // Drag: the stats strip (5th) goes above the first card grid (4th).
  const rows = page.getByRole('list', { name: 'Blocks of this page' }).getByRole('listitem');
  await rows.nth(4).dragTo(rows.nth(3), { targetPosition: { x: 40, y: 5 } });
  await expect(rows.nth(3)).toHaveAttribute('data-block-type', 'stats-strip');
  await expect(rows.nth(4)).toHaveAttribute('data-block-type', 'card-grid');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-save-status]')).toHaveText(/^Saved /, { timeout: 20_000 });

  const saved = fs.readFileSync(aboutFile(), 'utf8');
  const document = JSON.parse(saved) as { blocks: Record<string, unknown>[] };
  expect(document.blocks.map((b) => b.type)).toEqual(['hero', 'text', 'faq', 'stats-strip', 'card-grid', 'card-grid', 'banner']);
  expect(document.blocks[0]).toEqual({ ...before.blocks[0], title: 'Built in Tulsa for owners who want numbers' });
  expect(document.blocks[2]).toEqual({
    type: 'faq',
    title: 'Questions owners ask',
    items: [
      { question: 'How soon can you take over a building?', answer: 'Within 30 days of signing, records and bank accounts included.' },
    ],
  });
  expect(document.blocks[3]).toEqual(before.blocks[3]);
  expect(document.blocks[4]).toEqual(before.blocks[2]);

  // Line by line: the title line, the new FAQ's lines, and one block's lines moved unchanged (the
  // stats strip or, equivalently for a line diff, the card grid it passed).
  const { removed, added } = lineDiff(original, saved);
  const moved = [blockLines(original, 3), blockLines(original, 2)].find(
    (lines) => withoutCommas(removed.filter((l) => !l.includes('"title": "Built in Tulsa'))).join('\n') === withoutCommas(lines).join('\n'),
  );
  expect(moved, `removed lines:\n${removed.join('\n')}`).toBeDefined();
  expect(withoutCommas(removed)).toEqual(withoutCommas(['      "title": "Built in Tulsa for owners who want answers",', ...moved!]));
  const faqLines = blockLines(saved, 2);
  expect(withoutCommas(added)).toEqual(
    withoutCommas(['      "title": "Built in Tulsa for owners who want numbers",', ...faqLines, ...moved!]),
  );

  const { issues } = await validateContent({ pagesDir, skipTypes: true });
  expect(issues.map((i) => `${i.pointer} ${i.message}`)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a bad value shows validate’s message on its field, and nothing is written', async ({ page }) => {
  test.setTimeout(60_000);
  const file = path.join(pagesDir, 'contact.json');
  const bytes = fs.readFileSync(file);
  await openEditor(page, 'contact');
  await blockRow(page, /^1\. hero/).click();
  const id = form(page).getByRole('textbox', { name: /^ID/ });
  await id.fill('Get In Touch');
  const title = form(page).getByRole('textbox', { name: /^Title/ });
  await title.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-save-status]')).toHaveText(/^Not saved: 2 problems to fix/, { timeout: 20_000 });

  // Each message is on its own field (its accessible description), as validate words it.
  await expect(id).toHaveAccessibleDescription(/string "Get In Touch" is not in the expected form/);
  await expect(title).toHaveAccessibleDescription(/missing required field "title"/);
  await expect(page.locator('[data-issues]')).toContainText(/contact\.json:\d+:\d+ \/blocks\/0\/id/);
  await expect(blockRow(page, /^1\. hero.*\(has problems\)/)).toBeVisible();
  expect(fs.readFileSync(file).equals(bytes)).toBe(true);

  // A target validate checks beyond the schema: a navigate path that is not a route.
  await id.fill('');
  await title.fill('Get in Touch');
  await page.getByRole('button', { name: '+ Add block' }).click();
  await page.getByRole('dialog', { name: 'Add a block' }).getByRole('button', { name: 'Add banner' }).click();
  // The banner's own text and a button, so the one problem left is its target.
  await form(page)
    .getByRole('textbox', { name: /^Title/ })
    .fill('Talk to us about your building');
  await form(page).locator('[id$="_primary__optionalAdd"]').click();
  await form(page)
    .getByRole('textbox', { name: /^Label/ })
    .fill('Get in touch');
  await form(page)
    .getByRole('combobox', { name: /^Navigate/ })
    .first()
    .fill('/no-such-page');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-save-status]')).toHaveText(/^Not saved: 1 problem to fix/, { timeout: 20_000 });
  await expect(
    form(page)
      .getByRole('combobox', { name: /^Navigate/ })
      .first(),
  ).toHaveAccessibleDescription(/"\/no-such-page" is not a route in pages\/routes\.json/);
  expect(fs.readFileSync(file).equals(bytes)).toBe(true);
});

test('duplicate and delete blocks, then save: the copy follows its original, without its anchor id', async ({ page }) => {
  test.setTimeout(60_000);
  const file = path.join(pagesDir, 'services/consulting.json');
  const before = JSON.parse(fs.readFileSync(file, 'utf8')) as { blocks: Record<string, unknown>[] };
  await openEditor(page, 'services/consulting');
  const rows = page.getByRole('list', { name: 'Blocks of this page' }).getByRole('listitem');
  await expect(rows).toHaveCount(before.blocks.length);
  const last = before.blocks.length;
  await page.getByRole('button', { name: `Duplicate ${String(before.blocks[1]!.type)} 2` }).click();
  await expect(rows).toHaveCount(last + 1);
  await expect(blockRow(page, new RegExp(`^3\\. ${String(before.blocks[1]!.type)}`))).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: `Delete ${String(before.blocks[last - 1]!.type)} ${last + 1}` }).click();
  await expect(rows).toHaveCount(last);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-save-status]')).toHaveText(/^Saved /, { timeout: 20_000 });
  const { id: _id, ...copy } = before.blocks[1]!;
  const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { blocks: Record<string, unknown>[] };
  expect(saved.blocks).toEqual([before.blocks[0], before.blocks[1], copy, ...before.blocks.slice(2, -1)]);
});

test('a new page from the editor goes through new-page, with its route', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${base}/__edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page editor' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'services/consulting' })).toBeVisible();
  const address = page.getByLabel('Address');
  // The rules stand under the field, the reserved names among them as the dev server reads them
  // (public/images/ too), and the field is described by them.
  await expect(address).toHaveAccessibleDescription(/^Lower-case letters a–z, digits 0–9 and “-” between words.*At most 200 characters/);
  await expect(page.locator('[data-address-rules]')).toContainText('The site keeps for its own files: /assets, /404 and /images');
  // A broken rule is named once the field is left, tied to the field, and follows the typing from then on.
  await address.fill('/Asset Types');
  await expect(page.locator('[data-address-problem]')).toHaveCount(0);
  await address.blur();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveAccessibleDescription(/^An address is in lower case: this one has “A” and “T”\. Lower-case letters/);
  await address.fill('/asset types');
  await expect(page.locator('[data-address-problem]')).toHaveText(
    'An address has only letters a–z, digits 0–9, “-” and “/”: this one has a space.',
  );
  await address.fill('/asset-types/');
  await expect(page.locator('[data-address-problem]')).toHaveText('An address does not end with “/”.');
  await address.fill('/images/land');
  await expect(page.locator('[data-address-problem]')).toHaveText(
    /^"\/images\/land" is reserved: "images" is the folder public\/images\/, which the build publishes at "\/images\/"\.$/,
  );
  await address.fill('/about');
  await expect(page.locator('[data-address-problem]')).toHaveText(
    '/about is already an address of page about: choose another, or edit that page.',
  );
  // Create page with a broken rule writes nothing, and takes the author back to the field; no bubble of the browser's.
  const routes = fs.readFileSync(path.join(pagesDir, 'routes.json'), 'utf8');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(address).toBeFocused();
  expect(await address.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('');
  expect(fs.readFileSync(path.join(pagesDir, 'routes.json'), 'utf8')).toBe(routes);
  await address.fill('/asset-types/land');
  await expect(page.locator('[data-address-problem]')).toHaveCount(0);
  await expect(address).not.toHaveAttribute('aria-invalid');
  await page.getByLabel('Title (optional)').fill('Land');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(`${base}/__edit/asset-types/land`);
  await expect(page.getByRole('heading', { level: 1, name: /Editing .*asset-types\/land\.json/ })).toBeVisible();
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Land');
  expect(fs.readFileSync(path.join(pagesDir, 'routes.json'), 'utf8')).toContain(
    '{ "path": "/asset-types/land", "page": "asset-types/land" }',
  );
  // An address of the site opens the page it shows.
  await page.goto(`${base}/__edit/management`);
  await expect(page).toHaveURL(`${base}/__edit/services`);
});

test('+ Add block leaves out the page-heading types once the page has one, and says why, and the heading block is not duplicated; a page without one is offered them', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The site's definitions mark them (rendersPageHeading); the dev server says which they are.
  const answer = (await (await page.request.get(`${base}/__editor/block-types`)).json()) as { pageHeadingTypes: string[] };
  expect([...answer.pageHeadingTypes].sort()).toEqual(['hero', 'not-found']);

  await openEditor(page, 'about');
  await page.getByRole('button', { name: '+ Add block' }).click();
  const picker = page.getByRole('dialog', { name: 'Add a block' });
  await expect(picker.locator('[data-picker-type="faq"]')).toBeVisible();
  await expect(picker.locator('[data-picker-type="hero"]')).toHaveCount(0);
  await expect(picker.locator('[data-picker-type="not-found"]')).toHaveCount(0);
  await expect(picker.getByText('A page has one main heading block (hero or not-found): this page has one, 1. hero.')).toBeVisible();
  await picker.getByRole('button', { name: 'Close' }).click();
  await expect(picker).toBeHidden();
  // Nor is the hero duplicated (a copy would be the second heading); other blocks are.
  await expect(page.getByRole('button', { name: 'Duplicate hero 1' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Duplicate hero 1' })).toHaveAttribute(
    'title',
    'A page has one main heading block: this one',
  );
  await expect(page.getByRole('button', { name: /^Duplicate text/ }).first()).toBeEnabled();

  // Without its hero, the page is offered both again, and no reason is given.
  await page.getByRole('button', { name: 'Delete hero 1' }).click();
  await expect(blockRow(page, /^1\. hero/)).toHaveCount(0);
  await page.getByRole('button', { name: '+ Add block' }).click();
  await expect(picker.locator('[data-picker-type="hero"]')).toBeVisible();
  await expect(picker.locator('[data-picker-type="not-found"]')).toBeVisible();
  await expect(picker.locator('[data-left-out]')).toHaveCount(0);
  await picker.getByRole('button', { name: 'Add hero' }).click();
  await expect(blockRow(page, /^\d+\. hero/)).toHaveAttribute('aria-current', 'true');
});
