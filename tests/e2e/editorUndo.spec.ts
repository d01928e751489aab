import fs from 'node:fs';
import path from 'node:path';
import { lineDiff } from '../support/lineDiff.ts';
import type { Locator } from '@playwright/test';
import { test, expect } from './devServerFixture.ts';
import { dev, useEditorDevServer, openEditor, rows, status, openBlock, typeAtEndOfHeroTitle } from './editorSession.ts';

/**
 * The page editor (/__edit) in Chromium against the real dev server on a copy of pages/ of its
 * own: undo, redo and saving: a delete, a typed word, a switched kind or a ticked box, Ctrl+S.
 */
useEditorDevServer('editor-undo');

test('a deleted block comes back with Ctrl+Z, selected, and Shift+Ctrl+Z deletes it again; the buttons do the same', async ({ page }) => {
  test.setTimeout(60_000);
  const before = JSON.parse(fs.readFileSync(path.join(dev.pagesDir, 'about.json'), 'utf8')) as { blocks: Array<{ type: string }> };
  await openEditor(page, 'about');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await expect(rows(page)).toHaveCount(before.blocks.length);

  const second = before.blocks[1]!.type;
  // From the keyboard: the focus goes to the block now in its place, and the deletion is announced.
  await page.getByRole('button', { name: `Delete ${second} 2` }).focus();
  await page.keyboard.press('Enter');
  await expect(rows(page)).toHaveCount(before.blocks.length - 1);
  await expect(page.getByRole('button', { name: new RegExp(`^2\\. ${before.blocks[2]!.type}`) })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toHaveText(
    `${second} deleted; ${before.blocks.length - 1} left. Undo brings it back.`,
  );
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
  const { title, original } = await typeAtEndOfHeroTitle(page, ' today');
  await expect(title).toHaveValue(`${original} today`);
  const heading = page.locator('[data-preview] iframe').contentFrame().getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`${original} today`);

  await page.keyboard.press('Control+z');
  await expect(title).toHaveValue(original);
  await expect(heading).toHaveText(original);
  await expect(status(page)).toHaveText('No changes');
});

test('a word typed in one field and then one in another are two undo steps, however quickly', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page, 'about');
  const { title, original } = await typeAtEndOfHeroTitle(page, ' X');
  const subtitle = page.getByRole('region', { name: 'Form' }).getByRole('textbox', { name: /^Subtitle/ });
  const before = await subtitle.inputValue();
  await subtitle.press('End');
  await subtitle.pressSequentially(' Y', { delay: 30 });
  await page.keyboard.press('Control+z');
  await expect(subtitle).toHaveValue(before);
  await expect(title).toHaveValue(`${original} X`);
  await page.keyboard.press('Control+z');
  await expect(title).toHaveValue(original);
});

/** A card grid's kind select in `form`, the kind it shows and another kind it offers. */
async function kindSelect(form: Locator) {
  const kind = form.getByRole('combobox', { name: 'Kind of Card grid block' });
  const original = await kind.inputValue();
  const other = await kind
    .locator('option')
    .evaluateAll((options, current) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v !== current), original);
  return { kind, original, other: other! };
}

test('a card grid switched to another kind and back leaves nothing to save: the form adds no empty parts', async ({ page }) => {
  test.setTimeout(60_000);
  const form = await openBlock(page, 'home', /^3\. card-grid/);
  const { kind, original, other } = await kindSelect(form);
  await kind.selectOption(other);
  await kind.selectOption(original);
  await expect(status(page)).toHaveText('No changes');
  // A switch is a step of its own: one undo takes it back whole.
  await kind.selectOption(other);
  await expect(status(page)).toHaveText('Unsaved changes');
  await page.keyboard.press('Control+z');
  await expect(form.getByRole('combobox', { name: 'Kind of Card grid block' })).toHaveValue(original);
  await expect(status(page)).toHaveText('No changes');
});

test("a card grid switched to another kind keeps its keys where the file has them: Save changes the kind's line, a footer added goes at its end, and back again the file is as it was", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const file = path.join(dev.pagesDir, 'home.json');
  const original = fs.readFileSync(file, 'utf8');
  const blockOf = (text: string) => (JSON.parse(text) as { blocks: Array<Record<string, unknown>> }).blocks[2]!;
  const block = blockOf(original);
  expect(Object.keys(block).at(-1)).toBe('cards');
  const form = await openBlock(page, 'home', /^3\. card-grid/);
  const { kind, original: originalKind, other } = await kindSelect(form);
  const save = async () => {
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(status(page)).toHaveText(/^Saved /, { timeout: 20_000 });
    return fs.readFileSync(file, 'utf8');
  };

  await kind.selectOption(other);
  // The grid's footer, the one part it lacks: after its cards, as the schema and every grid of the site have it.
  await form.getByRole('button', { name: 'Add data for optional field' }).last().click();
  await form.locator('[id$="_footer_label"]').fill('All services');
  await form.locator('[id$="_footer_action_navigate"]').fill('/services');
  const saved = await save();
  const switched = blockOf(saved);
  expect(switched.kind).not.toBe(block.kind);
  expect(Object.keys(switched)).toEqual([...Object.keys(block), 'footer']);
  // The kind's line changed in place, the cards' last line took a comma, and nothing else was rewritten.
  const { removed } = lineDiff(original, saved);
  expect(removed).toEqual([`      "kind": "${String(block.kind)}",`, '      ]']);

  // Switched back and the footer taken out, the file is byte for byte what it was.
  await kind.selectOption(originalKind);
  await form.getByRole('button', { name: 'Remove data for optional field' }).last().click();
  expect(await save()).toBe(original);
});

test('a box unticked and ticked again leaves nothing to save, though the form moved its key', async ({ page }) => {
  test.setTimeout(60_000);
  const form = await openBlock(page, 'home', /^2\. stats-strip/);
  const hideTitle = form.getByRole('checkbox', { name: /hideTitle|Hide title/i });
  await expect(hideTitle).toBeChecked();
  await hideTitle.uncheck();
  await expect(status(page)).toHaveText('Unsaved changes');
  await hideTitle.check();
  await expect(status(page)).toHaveText('No changes');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('Ctrl+S saves from the field being typed in; with nothing to save it does nothing; the browser never offers to save the screen', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const file = path.join(dev.pagesDir, 'about.json');
  const original = fs.readFileSync(file, 'utf8');
  await openEditor(page, 'about');
  // Whether each press was kept from the browser (its own "Save page as"), as seen after the editor's handler.
  await page.evaluate(() => {
    const seen: boolean[] = [];
    Object.assign(window, { saveKeys: seen });
    window.addEventListener('keydown', (event) => event.key.toLowerCase() === 's' && seen.push(event.defaultPrevented));
  });
  const saveKeys = () => page.evaluate(() => (window as unknown as { saveKeys: boolean[] }).saveKeys);

  await page.keyboard.press('Control+s');
  await expect.poll(saveKeys).toEqual([true]);
  await expect(status(page)).toHaveText('No changes');
  expect(fs.readFileSync(file, 'utf8')).toBe(original);

  const { title, original: before } = await typeAtEndOfHeroTitle(page, ' today');
  await title.press('Control+s');
  await expect(status(page)).toHaveText(/^Saved /, { timeout: 20_000 });
  await expect(title).toBeFocused();
  expect(await saveKeys()).toEqual([true, true]);
  const { removed, added } = lineDiff(original, fs.readFileSync(file, 'utf8'));
  expect(removed).toHaveLength(1);
  expect(added.map((line) => line.trim())).toEqual([removed[0]!.trim().replace(before, `${before} today`)]);
  fs.writeFileSync(file, original);
});

test('Ctrl+Z in a picker’s search box undoes the typing there, never an edit hidden behind the dialog', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page, 'about');
  const { title, original } = await typeAtEndOfHeroTitle(page, ' now');
  await page
    .getByRole('list', { name: 'Blocks of this page' })
    .getByRole('button', { name: /^3\. card-grid/ })
    .click();
  await page
    .getByRole('region', { name: 'Form' })
    .locator('[data-icon-field]')
    .first()
    .getByRole('button', { name: /Change icon/ })
    .click();
  const picker = page.getByRole('dialog', { name: 'Choose an icon' });
  const search = picker.getByRole('searchbox', { name: 'Find an icon' });
  await search.pressSequentially('chrt', { delay: 30 });
  await search.press('Control+z');
  await expect(picker).toBeVisible();
  await expect(search).toBeFocused();
  // The browser's own text undo: some or all of the typing goes.
  await expect(search).toHaveValue(/^(|c|ch|chr)$/);
  await picker.getByRole('button', { name: 'Close' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('list', { name: 'Blocks of this page' }).getByRole('button', { name: /^3\. card-grid/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page
    .getByRole('list', { name: 'Blocks of this page' })
    .getByRole('button', { name: /^1\. hero/ })
    .click();
  await expect(title).toHaveValue(`${original} now`);
  await expect(status(page)).toHaveText('Unsaved changes');
});
