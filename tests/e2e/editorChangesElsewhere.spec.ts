import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SITE_CHANGED_EVENT } from '../../devtools/siteChanged.ts';
import { lineDiff } from '../support/lineDiff.ts';
import { test, expect } from './devServerFixture.ts';
import { dev, useEditorDevServer, openEditor, rows, status, typeAtEndOfHeroTitle } from './editorSession.ts';

/**
 * The page editor (/__edit) in Chromium against the real dev server on a copy of pages/ of its
 * own: a change made elsewhere to an open file: merged at save or at once, a clash named, the
 * selection kept.
 */
useEditorDevServer('editor-changes-elsewhere');

/** about.json in the dev server's copy of pages/: its text as it is now, its description, and a reader of it. */
function aboutOnDisk() {
  const file = path.join(dev.pagesDir, 'about.json');
  const original = fs.readFileSync(file, 'utf8');
  const description = String((JSON.parse(original) as { meta: { description: string } }).meta.description);
  const onDisk = () => JSON.parse(fs.readFileSync(file, 'utf8')) as { meta: { description: string }; blocks: { title: string }[] };
  return { file, original, description, onDisk };
}

/**
 * Keeps the dev server's word that a content file changed from the page (as when its socket has
 * dropped): the editor then finds out about a change made elsewhere only when it saves.
 */
async function deafToFileChanges(page: Page) {
  await page.routeWebSocket(
    (url) => url.host === new URL(dev.base).host,
    (socket) => {
      const server = socket.connectToServer();
      socket.onMessage((message) => server.send(message));
      server.onMessage((message) => {
        if (!String(message).includes(SITE_CHANGED_EVENT)) socket.send(message);
      });
    },
  );
}

/** The answer to the read of about.json the editor makes once its next save has answered (useFileOnDisk). */
async function rereadAfterSave(page: Page) {
  let answered = false;
  const onResponse = (response: { url(): string }) => {
    if (new URL(response.url()).pathname === '/__editor/save') answered = true;
  };
  page.on('response', onResponse);
  const read = await page.waitForRequest((request) => answered && request.url().includes('/__editor/page?id=about'), { timeout: 30_000 });
  page.off('response', onResponse);
  return read.response();
}

test('a save merges the edit into a file changed elsewhere since it was opened, the editor going on from the merged file; a clash is named', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await deafToFileChanges(page);
  const { file, original, description, onDisk } = aboutOnDisk();
  const save = () => page.getByRole('button', { name: 'Save' }).click();
  await openEditor(page, 'about');
  const { title, original: before } = await typeAtEndOfHeroTitle(page, ' today');
  // Meanwhile the page's description is changed in another editor.
  fs.writeFileSync(file, original.replace(JSON.stringify(description), JSON.stringify(`${description} Updated elsewhere.`)));
  await save();
  await expect(status(page)).toHaveText(/^Saved .*, with the changes made to it elsewhere since it was opened$/, { timeout: 20_000 });
  expect(onDisk().meta.description).toBe(`${description} Updated elsewhere.`);
  expect(onDisk().blocks[0]!.title).toBe(`${before} today`);

  // The editor goes on from the file as merged: the next save keeps what was changed elsewhere.
  await title.press('End');
  await title.pressSequentially('!', { delay: 30 });
  // The editor reads the file again once a save has answered: the change below comes after that
  // read, unheard of, as a change made while the socket is down would (a change that came before
  // it would be taken in as the file now, there being no unsaved edits then).
  const readAfterSave = rereadAfterSave(page);
  await save();
  await expect(status(page)).toHaveText(/^Saved [^,]*$/, { timeout: 20_000 });
  await readAfterSave;
  expect(onDisk().meta.description).toBe(`${description} Updated elsewhere.`);
  expect(onDisk().blocks[0]!.title).toBe(`${before} today!`);

  // Both change the title (and the file its description too): nothing is written, and the place is named.
  const clash = fs
    .readFileSync(file, 'utf8')
    .replace(`${before} today!`, 'Changed elsewhere')
    .replace(JSON.stringify(`${description} Updated elsewhere.`), JSON.stringify(`${description} Again.`));
  fs.writeFileSync(file, clash);
  await title.press('End');
  await title.pressSequentially('?', { delay: 30 });
  await save();
  await expect(status(page)).toHaveText(/^Not saved: .*changed on disk.*\(\/blocks\/0\/title\); nothing was written$/, { timeout: 20_000 });
  expect(fs.readFileSync(file, 'utf8')).toBe(clash);
  await expect(title).toHaveValue(`${before} today!?`);

  // Save read the file again, unheard of as the change was: the author chooses which title to keep.
  const notice = page.locator('[data-disk-notice]');
  await expect(notice).toHaveText(
    /changed elsewhere where you have unsaved edits too \(1\. hero › title: yours “.* today!\?”, the file’s “Changed elsewhere”\)/,
    { timeout: 20_000 },
  );
  await notice.getByRole('button', { name: 'Keep my edits there' }).click();
  await expect(notice).toHaveText(
    /Your edits are kept where .*about\.json was changed too \(1\. hero › title\), and its other changes are in your draft/,
  );
  await expect(title).toHaveValue(`${before} today!?`);
  await save();
  await expect(status(page)).toHaveText(/^Saved [^,]*$/, { timeout: 20_000 });
  expect(onDisk().blocks[0]!.title).toBe(`${before} today!?`);
  expect(onDisk().meta.description).toBe(`${description} Again.`);
  fs.writeFileSync(file, original);
});

test('a change made elsewhere to the open file comes into the editor at once: shown as it is, merged into unsaved edits, or a clash named with the edits kept', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { file, original, description, onDisk } = aboutOnDisk();
  const notice = page.locator('[data-disk-notice]');
  await openEditor(page, 'about');

  // Nothing unsaved: the editor shows the file as it is now, with nothing to save.
  fs.writeFileSync(file, original.replace(JSON.stringify(description), JSON.stringify(`${description} Once.`)));
  await expect(notice).toHaveText(/about\.json was changed elsewhere: the editor shows it as it is now\./, { timeout: 20_000 });
  await page.getByRole('button', { name: /^Page meta/ }).click();
  await expect(page.getByRole('region', { name: 'Form' }).getByRole('textbox', { name: /^Description/ })).toHaveValue(
    `${description} Once.`,
  );
  await expect(status(page)).toHaveText('No changes');

  // Unsaved edits: the other change joins them, and Save writes both without a merge of its own.
  const { title, original: before } = await typeAtEndOfHeroTitle(page, ' today');
  fs.writeFileSync(
    file,
    fs.readFileSync(file, 'utf8').replace(JSON.stringify(`${description} Once.`), JSON.stringify(`${description} Twice.`)),
  );
  await expect(notice).toHaveText(/those changes are now in your draft, with your unsaved edits\./, { timeout: 20_000 });
  await expect(title).toHaveValue(`${before} today`);
  await expect(status(page)).toHaveText('Unsaved changes');
  // Undo takes back the typing only: the change made elsewhere stays, and redo puts the typing back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(title).toHaveValue(before);
  await expect(status(page)).toHaveText('No changes');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(title).toHaveValue(`${before} today`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(status(page)).toHaveText(/^Saved [^,]*$/, { timeout: 20_000 });
  expect(onDisk().meta.description).toBe(`${description} Twice.`);
  expect(onDisk().blocks[0]!.title).toBe(`${before} today`);
  // The editor's own save is no change made elsewhere.
  await page.waitForTimeout(1000);
  await expect(notice).toHaveText(/now in your draft/);

  // Both change the title: the draft keeps what was typed, and the place is named, by the notice and by Save.
  await title.press('End');
  await title.pressSequentially('!', { delay: 30 });
  const clash = fs.readFileSync(file, 'utf8').replace(`${before} today`, 'Changed elsewhere');
  fs.writeFileSync(file, clash);
  await expect(notice).toHaveText(
    /changed elsewhere where you have unsaved edits too \(1\. hero › title: yours “.* today!”, the file’s “Changed elsewhere”\)/,
    { timeout: 20_000 },
  );
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(title).toHaveValue(`${before} today!`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(status(page)).toHaveText(/^Not saved: .*changed on disk.*\(\/blocks\/0\/title\)/, { timeout: 20_000 });
  expect(fs.readFileSync(file, 'utf8')).toBe(clash);

  // The author takes the file's title: the draft is the file again, with nothing left to save.
  await notice.getByRole('button', { name: 'Take the file’s there' }).click();
  await expect(notice).toHaveText(/about\.json as changed elsewhere is in your draft where you had edited too \(1\. hero › title\)/);
  await expect(notice).toHaveAttribute('role', 'status');
  await expect(title).toHaveValue('Changed elsewhere');
  await expect(status(page)).toHaveText('No changes');
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  fs.writeFileSync(file, original);
});

test('the block being edited stays selected when a change made elsewhere moves it', async ({ page }) => {
  test.setTimeout(60_000);
  const file = path.join(dev.pagesDir, 'about.json');
  const original = fs.readFileSync(file, 'utf8');
  const document = JSON.parse(original) as { blocks: { type: string }[] };
  const last = document.blocks.length - 1;
  await openEditor(page, 'about');
  await rows(page)
    .nth(last)
    .getByRole('button', { name: new RegExp(`^${last + 1}\\. ${document.blocks[last]!.type}`) })
    .click();
  const form = page.getByRole('region', { name: 'Form' });
  await expect(form.getByRole('heading', { level: 2 })).toHaveText(`${last + 1}. ${document.blocks[last]!.type}`);

  // Elsewhere, the last block becomes the second (not the first, which the editor falls back to).
  const blocks = [document.blocks[0], document.blocks[last], ...document.blocks.slice(1, last)];
  fs.writeFileSync(file, `${JSON.stringify({ ...document, blocks }, null, 2)}\n`);
  await expect(page.locator('[data-disk-notice]')).toHaveText(/the editor shows it as it is now/, { timeout: 20_000 });
  await expect(form.getByRole('heading', { level: 2 })).toHaveText(`2. ${document.blocks[last]!.type}`);
  await expect(rows(page).nth(1).locator('[aria-current="true"]')).toHaveCount(1);
  fs.writeFileSync(file, original);
});

test("site.json open in the editor takes in a change made elsewhere to another part, with the author's unsaved edit kept", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const file = path.join(dev.pagesDir, 'site.json');
  const original = fs.readFileSync(file, 'utf8');
  const tagline = (JSON.parse(original) as { tagline: string }).tagline;
  await page.goto(`${dev.base}/__edit/site.json#footer`);
  await expect(page.getByRole('heading', { level: 1, name: /Editing .*site\.json/ })).toBeVisible({ timeout: 30_000 });
  const link = page.getByRole('region', { name: 'Form' }).locator('#edit-footer_columns_0_links_0_name');
  const name = await link.inputValue();
  await link.fill(`${name} today`);
  await expect(page.locator('[data-save-status]')).toHaveText('Unsaved changes');

  fs.writeFileSync(file, original.replace(JSON.stringify(tagline), JSON.stringify(`${tagline} Since 2009.`)));
  await expect(page.locator('[data-disk-notice]')).toHaveText(/site\.json was changed elsewhere: those changes are now in your draft/, {
    timeout: 20_000,
  });
  await expect(link).toHaveValue(`${name} today`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-save-status]')).toHaveText(/^Saved [^,]*$/, { timeout: 20_000 });
  const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { tagline: string; footer: { columns: { links: { name: string }[] }[] } };
  expect(saved.tagline).toBe(`${tagline} Since 2009.`);
  expect(saved.footer.columns[0]!.links[0]!.name).toBe(`${name} today`);
  fs.writeFileSync(file, original);
});

test('a file read half-written, with no word of the rest of the write, is read again before the editor says it cannot be', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { file, original, description } = aboutOnDisk();
  const notice = page.locator('[data-disk-notice]');
  await openEditor(page, 'about');
  const { title, original: before } = await typeAtEndOfHeroTitle(page, ' today');

  // The one change event comes while the other program has only emptied the file: the first read
  // answers as the dev server answers a file that is not JSON, and no second event follows.
  let halfWritten = 0;
  await page.route(/\/__editor\/page\?id=about$/, async (route) => {
    if (halfWritten++ > 0) return route.continue();
    await route.fulfill({
      status: 422,
      json: { error: 'pages/about.json is not valid JSON; fix it in a text editor (npm run validate says where)' },
    });
  });
  fs.writeFileSync(file, original.replace(JSON.stringify(description), JSON.stringify(`${description} Whole.`)));
  await expect(notice).toHaveText(/those changes are now in your draft, with your unsaved edits\./, { timeout: 20_000 });
  expect(halfWritten).toBeGreaterThan(1);
  await expect(title).toHaveValue(`${before} today`);
  fs.writeFileSync(file, original);
});

test('a file that cannot be read for a while, then restored exactly, takes its note away: the unsaved edit stays and Save writes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { file, original } = aboutOnDisk();
  const notice = page.locator('[data-disk-notice]');
  await openEditor(page, 'about');
  const { title, original: before } = await typeAtEndOfHeroTitle(page, ' today');

  // Another program writes the file half-way (not JSON), then puts back exactly what was there.
  fs.writeFileSync(file, original.slice(0, original.length / 2));
  await expect(notice).toHaveText(/about\.json was changed elsewhere and cannot be read now/, { timeout: 20_000 });
  fs.writeFileSync(file, original);
  await expect(notice).toHaveCount(0, { timeout: 20_000 });
  await expect(title).toHaveValue(`${before} today`);
  await expect(status(page)).toHaveText('Unsaved changes');

  // Back to normal: Save writes the edit to the file as it was, with no merge of its own.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(status(page)).toHaveText(/^Saved [^,]*$/, { timeout: 20_000 });
  const { removed, added } = lineDiff(original, fs.readFileSync(file, 'utf8'));
  expect(removed).toHaveLength(1);
  expect(added.map((line) => line.trim())).toEqual([removed[0]!.trim().replace(before, `${before} today`)]);
  fs.writeFileSync(file, original);
});
