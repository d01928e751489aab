import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { listPageFiles } from '../../scripts/lib/site/contentStore.ts';
import { stringsOf } from '../../scripts/validate/documentStrings.ts';
import { isCopy } from '../../scripts/validate/rules/exampleCopyRule.ts';
import { validateContent } from '../../scripts/validate/validateContent.ts';
import { test, expect } from './devServerFixture.ts';
import { dev, openEditor, rows, status, useEditorDevServer } from './editorSession.ts';

/**
 * What a new block and a new page start as in the page editor (issue 55): empty, their required
 * fields marked and named, never another page's words. Checked against the text of every page file.
 */
useEditorDevServer('starts-empty');

/** Every text a visitor reads on the pages of the copy (isCopy: not paths, ids, icon names), but those of `except`. */
function pagesCopy(except: string[] = []): Set<string> {
  const texts = new Set<string>();
  for (const [id, file] of listPageFiles(dev.pagesDir)) {
    if (except.includes(id)) continue;
    for (const { key, value } of stringsOf(JSON.parse(fs.readFileSync(file, 'utf8'))))
      if (key !== '$schema' && isCopy(value) && value.trim()) texts.add(value);
  }
  return texts;
}

/** The pages' texts found in `text` (those of two words or more: "Title" alone could be any label's). */
const textsIn = (text: string, texts: Set<string>) => [...texts].filter((copy) => /\s/.test(copy.trim()) && text.includes(copy));

/** Every value a form's text boxes and text areas hold. */
const formValues = (form: Locator) =>
  form
    .locator('input[type="text"], input:not([type]), textarea')
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));

const form = (page: Page) => page.getByRole('region', { name: 'Form' });
const preview = (page: Page) => page.locator('[data-preview] iframe').contentFrame();

test('+ Add block: a card grid starts empty with its required fields marked, shows what it lacks, and is saved once they are filled', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const file = path.join(dev.pagesDir, 'about.json');
  const before = JSON.parse(fs.readFileSync(file, 'utf8')) as { blocks: Record<string, unknown>[] };
  const everyPage = pagesCopy();
  await openEditor(page, 'about');
  // An edit of the page's own, to be saved while the new block is still being written.
  await page
    .getByRole('list', { name: 'Blocks of this page' })
    .getByRole('button', { name: /^1\. hero/ })
    .click();
  await form(page)
    .getByRole('textbox', { name: /^Title/ })
    .fill('Built in Tulsa for owners who want numbers');

  await page.getByRole('button', { name: '+ Add block' }).click();
  await page.getByRole('dialog', { name: 'Add a block' }).getByRole('button', { name: 'Add card-grid' }).click();
  await expect(
    rows(page)
      .nth(1)
      .getByRole('button', { name: /^2\. card-grid/ }),
  ).toHaveAttribute('aria-current', 'true');

  // Its fields: empty, or a value no page has written; no id of another page's.
  const values = await formValues(form(page));
  expect(values.filter((value) => value !== '')).toEqual([]);
  expect(textsIn(values.join('\n'), everyPage)).toEqual([]);
  // The card's required fields are marked, and validate names each one missing, on its field and in the list.
  const cardTitle = form(page).getByRole('textbox', { name: /^Title\*/ });
  await expect(cardTitle).toHaveValue('');
  await expect(cardTitle).toHaveAccessibleDescription(/missing required field "title"/);
  const issues = page.locator('[data-issues]');
  for (const field of ['icon', 'title', 'snippet', 'link'])
    await expect(issues).toContainText(new RegExp(`/blocks/1/cards/0 +missing required field "${field}"`));

  // The preview shows, in the block's place, what it still lacks, and no page's words.
  const block = preview(page).locator('[data-editor-block="1"]');
  await expect(block).toContainText('To fill in');
  await expect(block).toContainText('Cards item 1 › Icon, Title, Snippet, Link');
  expect(textsIn(await block.innerText(), everyPage)).toEqual([]);

  // Save writes the rest of the page and keeps the unfinished block in the draft, saying so.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(status(page)).toHaveText('Saved all but 2. card-grid, not complete yet', { timeout: 30_000 });
  const halfway = JSON.parse(fs.readFileSync(file, 'utf8')) as { blocks: Record<string, unknown>[] };
  expect(halfway.blocks).toEqual([{ ...before.blocks[0], title: 'Built in Tulsa for owners who want numbers' }, ...before.blocks.slice(1)]);
  await expect(rows(page)).toHaveCount(before.blocks.length + 1);
  await expect(issues).toContainText(/\/blocks\/1\/cards\/0 +missing required field "icon"/);

  // Filled in: the preview draws it, and Save writes it, exactly as typed.
  await form(page)
    .getByRole('textbox', { name: /^Title/ })
    .first()
    .fill('Leasing desk');
  // An edit: the toolbar says what is unsaved now.
  await expect(status(page)).toHaveText('Unsaved changes');
  await cardTitle.fill('Office leasing');
  await form(page)
    .getByRole('textbox', { name: /^Snippet/ })
    .fill('We lease offices across Tulsa and the region.');
  await form(page)
    .getByRole('button', { name: /Change icon/ })
    .first()
    .click();
  const icons = page.getByRole('dialog', { name: 'Choose an icon' });
  await icons.getByRole('searchbox', { name: 'Find an icon' }).fill('building-2');
  await icons.getByRole('searchbox', { name: 'Find an icon' }).press('Enter');
  await form(page)
    .getByRole('textbox', { name: /^Label/ })
    .fill('Talk to the leasing desk');
  await form(page)
    .getByRole('combobox', { name: /^Navigate/ })
    .fill('/contact');
  await form(page)
    .getByRole('combobox', { name: /^Navigate/ })
    .blur();
  await expect(issues).toHaveCount(0, { timeout: 20_000 });
  await expect(block.getByRole('heading', { name: 'Office leasing' })).toBeVisible();
  await expect(preview(page).getByText('To fill in')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(status(page)).toHaveText(/^Saved /, { timeout: 30_000 });
  await expect(status(page)).not.toContainText('all but');
  const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { blocks: Record<string, unknown>[] };
  expect(saved.blocks[1]).toEqual({
    type: 'card-grid',
    kind: 'service',
    title: 'Leasing desk',
    cards: [
      {
        icon: 'building-2',
        title: 'Office leasing',
        snippet: 'We lease offices across Tulsa and the region.',
        link: { label: 'Talk to the leasing desk', action: { navigate: '/contact' } },
      },
    ],
  });
  expect(saved.blocks).toHaveLength(before.blocks.length + 1);
  const { issues: found } = await validateContent({ pagesDir: dev.pagesDir, skipTypes: true });
  expect(found.map((issue) => `${issue.pointer} ${issue.message}`)).toEqual([]);
});

test('New page starts with the title typed and no other page’s words; validate names each text still to write', async ({ page }) => {
  test.setTimeout(90_000);
  const everyPage = pagesCopy();
  await page.goto(`${dev.base}/__edit`);
  await page.getByLabel('Address').fill('/asset-types/land');
  await page.getByLabel('Title (optional)').fill('Land');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Editing .*asset-types\/land\.json/ })).toBeVisible({ timeout: 30_000 });

  // The file: the title typed, and every other text empty, to be written.
  const created = JSON.parse(fs.readFileSync(path.join(dev.pagesDir, 'asset-types/land.json'), 'utf8')) as unknown;
  const texts = stringsOf(created).filter(({ key, value }) => key !== '$schema' && isCopy(value));
  expect(texts.filter(({ value }) => value !== '' && !value.startsWith('Land')).map(({ pointer, value }) => `${pointer} ${value}`)).toEqual(
    [],
  );
  expect(texts.filter(({ value }) => everyPage.has(value)).map(({ pointer, value }) => `${pointer} ${value}`)).toEqual([]);
  expect(texts.filter(({ value }) => value === '').length).toBeGreaterThan(3);

  // The editor shows it so: its heading, what is still to write, and no page's words.
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Land');
  expect(textsIn(await preview(page).locator('main').innerText(), everyPage)).toEqual([]);
  await expect(page.locator('[data-issues]')).toContainText(/asset-types\/land\.json:\d+:\d+ \/meta\/description /, { timeout: 20_000 });
  await expect(page.locator('[data-issues]')).toContainText(/\/blocks\/1\/paragraphs\/0 +must not be empty/);
  // Half-written, it is not published: Save says what is missing.
  await page.getByRole('button', { name: 'Page meta' }).click();
  await form(page)
    .getByRole('textbox', { name: /^Description/ })
    .fill('Land advice for owners and buyers across Oklahoma: sites, entitlement and sale.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(status(page)).toHaveText(/^Not saved: \d+ problems to fix/, { timeout: 30_000 });
});
