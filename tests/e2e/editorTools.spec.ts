import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { BURST_MS } from '../../devtools/editor/draftHistory.ts';
import { ROOT } from '../../scripts/lib/paths.ts';
import { SITE_CHANGED_EVENT } from '../../devtools/siteChanged.ts';
import { lineDiff } from '../support/lineDiff.ts';
import { pngFile } from '../support/pngFile.ts';
import { test, expect } from './devServerFixture.ts';

/**
 * The page editor's tools (/__edit), in Chromium against the real dev server on a copy of pages/.
 * Undo and redo: a delete comes back with everything in it, a typed word goes back as one step, and
 * undoing to what was saved leaves nothing to save. The route picker: a navigate field offers the
 * site's real routes and sections. The image picker: browse and upload into public/images (a
 * disposable copy here), refusing what is not an image or too big. The preview: a click (or Enter)
 * on a block selects it and lands on its field, and it is laid out at a phone's, tablet's or
 * desktop's width. validate as the author types, only the latest answer applied. site.json's
 * screen, and New page's menu link. The icon picker.
 */
test.use({ devPagesCopy: 'editor-tools', devPublicCopy: true });
test.describe.configure({ mode: 'serial' });

let base = '';
let pagesDir = '';
/** The dev server's public folder: a copy, since uploads write into it. */
let publicDir = '';
test.beforeEach(({ devServer }) => {
  ({ base, pagesDir, publicDir } = devServer);
});

async function openEditor(page: Page, id: string) {
  await page.goto(`${base}/__edit/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Editing .*${id}\\.json`) })).toBeVisible({ timeout: 30_000 });
}

const rows = (page: Page) => page.getByRole('list', { name: 'Blocks of this page' }).getByRole('listitem');
const status = (page: Page) => page.locator('[data-save-status]');

/** Opens page `id` in the editor with its block `label` (/^3\. card-grid/) selected; returns the form. */
async function openBlock(page: Page, id: string, label: RegExp) {
  await openEditor(page, id);
  await page.getByRole('list', { name: 'Blocks of this page' }).getByRole('button', { name: label }).click();
  return page.getByRole('region', { name: 'Form' });
}

/** Selects the page's hero and types `words` at the end of its title, a key at a time as an author would. */
async function typeAtEndOfHeroTitle(page: Page, words: string) {
  await page
    .getByRole('list', { name: 'Blocks of this page' })
    .getByRole('button', { name: /^1\. hero/ })
    .click();
  const title = page.getByRole('region', { name: 'Form' }).getByRole('textbox', { name: /^Title/ });
  const original = await title.inputValue();
  await title.press('End');
  await title.pressSequentially(words, { delay: 30 });
  return { title, original };
}

test('a deleted block comes back with Ctrl+Z, selected, and Shift+Ctrl+Z deletes it again; the buttons do the same', async ({ page }) => {
  test.setTimeout(60_000);
  const before = JSON.parse(fs.readFileSync(path.join(pagesDir, 'about.json'), 'utf8')) as { blocks: Array<{ type: string }> };
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

test('every select of a form has a name, the choice of a value’s kind too', async ({ page }) => {
  test.setTimeout(60_000);
  const form = await openBlock(page, 'home', /^3\. card-grid/);
  await expect(form.getByRole('combobox', { name: 'Kind of Card grid block' })).toBeVisible();
  const unnamed = await form
    .locator('select')
    .evaluateAll((selects) =>
      (selects as HTMLSelectElement[])
        .filter((select) => ![...(select.labels ?? [])].some((label) => label.textContent?.trim()))
        .map((select) => select.id),
    );
  expect(unnamed).toEqual([]);
});

test('a list’s buttons name their item: each is told from the others, and moves the item it names', async ({ page }) => {
  test.setTimeout(60_000);
  const form = await openBlock(page, 'home', /^3\. card-grid/);
  const names = await form
    .locator('.array-item-toolbox button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  expect(names.length).toBeGreaterThan(4);
  expect(names).toContain('Move item 2 up');
  expect(names).toContain('Remove item 2');
  // Within a list no two buttons share a name (the card grid's cards here, one list in this block).
  expect(new Set(names).size).toBe(names.length);
  // The block's title, then each card's.
  const cardTitle = (n: number) => form.getByRole('textbox', { name: /^Title/ }).nth(n);
  const [first, second] = [await cardTitle(1).inputValue(), await cardTitle(2).inputValue()];
  expect(first).not.toBe(second);
  await form.getByRole('button', { name: 'Move item 2 up' }).click();
  await expect(cardTitle(1)).toHaveValue(second);
  await expect(cardTitle(2)).toHaveValue(first);
});

test('a card grid switched to another kind and back leaves nothing to save: the form adds no empty parts', async ({ page }) => {
  test.setTimeout(60_000);
  const form = await openBlock(page, 'home', /^3\. card-grid/);
  const kind = form.getByRole('combobox', { name: 'Kind of Card grid block' });
  const original = await kind.inputValue();
  const other = await kind
    .locator('option')
    .evaluateAll((options, current) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v !== current), original);
  await kind.selectOption(other!);
  await kind.selectOption(original);
  await expect(status(page)).toHaveText('No changes');
  // A switch is a step of its own: one undo takes it back whole.
  await kind.selectOption(other!);
  await expect(status(page)).toHaveText('Unsaved changes');
  await page.keyboard.press('Control+z');
  await expect(form.getByRole('combobox', { name: 'Kind of Card grid block' })).toHaveValue(original);
  await expect(status(page)).toHaveText('No changes');
});

test('a card just added, still empty, is left out of the preview, which draws the rest of its grid and says so', async ({ page }) => {
  test.setTimeout(60_000);
  const form = await openBlock(page, 'home', /^3\. card-grid/);
  const frame = page.locator('[data-preview] iframe').contentFrame();
  const grid = frame.locator('section', { has: frame.getByRole('heading', { name: 'One team from acquisition to exit' }) });
  const cardTitles = grid.getByRole('heading', { level: 3 });
  await expect(cardTitles.first()).toBeVisible();
  const titles = await cardTitles.allTextContents();
  expect(titles.length).toBeGreaterThan(4);
  // The preview puts each new render's body in place of the one before.
  await frame.locator('body').evaluate((body) => body.setAttribute('data-before-add', ''));
  await form.getByRole('button', { name: 'Add item' }).first().click();
  await expect(status(page)).toHaveText('Unsaved changes');
  await expect(frame.locator('body[data-before-add]')).toHaveCount(0);
  // The grid as it was, not an error in its place; the preview says what it leaves out, until the card is complete.
  await expect(frame.getByText(/failed to render/)).toHaveCount(0);
  await expect(cardTitles).toHaveText(titles);
  const leftOut = page.locator('[data-preview] [data-left-out]');
  await expect(leftOut).toHaveText(`Not in the preview until complete: 3. card-grid: cards item ${titles.length + 1}`);
  await page.keyboard.press('Control+z');
  await expect(status(page)).toHaveText('No changes');
  await expect(leftOut).toHaveCount(0);
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
  const file = path.join(pagesDir, 'about.json');
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

/** about.json in the dev server's copy of pages/: its text as it is now, its description, and a reader of it. */
function aboutOnDisk() {
  const file = path.join(pagesDir, 'about.json');
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
    (url) => url.host === new URL(base).host,
    (socket) => {
      const server = socket.connectToServer();
      socket.onMessage((message) => server.send(message));
      server.onMessage((message) => {
        if (!String(message).includes(SITE_CHANGED_EVENT)) socket.send(message);
      });
    },
  );
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
  await save();
  await expect(status(page)).toHaveText(/^Saved [^,]*$/, { timeout: 20_000 });
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

test("a list of texts' boxes take their item's width, whatever rjsf's inline centring says", async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page, 'about');
  const text = JSON.parse(fs.readFileSync(path.join(pagesDir, 'about.json'), 'utf8')).blocks.findIndex(
    (block: { type: string }) => block.type === 'text',
  );
  await page
    .getByRole('list', { name: 'Blocks of this page' })
    .getByRole('button', { name: new RegExp(`^${text + 1}\\. text`) })
    .click();
  const item = page.getByRole('region', { name: 'Form' }).locator('.rjsf-array-item').first();
  const [box, room] = [await item.getByRole('textbox').first().boundingBox(), await item.boundingBox()];
  // The item's padding aside (10 px a side), the box fills it.
  expect(box!.width).toBeGreaterThan(room!.width - 24);
});

test("a navigate field offers the site's routes with their pages' titles, and each page's sections", async ({ page }) => {
  test.setTimeout(60_000);
  const contact = JSON.parse(fs.readFileSync(path.join(pagesDir, 'contact.json'), 'utf8')) as {
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

  const offered = page.locator(`datalist#${await navigate.getAttribute('list')} option`);
  const options = () =>
    offered.evaluateAll((list) => list.map((option) => [(option as HTMLOptionElement).value, (option as HTMLOptionElement).label]));
  // The suggestions are there while the author is in the field, and fit what it says.
  await expect(offered).toHaveCount(0);
  await navigate.focus();
  await expect(offered).toHaveCount(1 + contactAnchors.length);
  // The real title (its {brand} token as written), then the page's sections as path#id.
  expect(await options()).toContainEqual(['/contact', contact.meta.title]);
  for (const anchor of contactAnchors) expect(await options()).toContainEqual([`/contact#${anchor}`, `${contact.meta.title} › ${anchor}`]);
  await navigate.fill('/about#');
  await expect.poll(async () => (await options()).map(([value]) => value)).toContain('/about#mission');
  await navigate.blur();
  await expect(offered).toHaveCount(0);

  // Past a burst's length, the next value is a step of its own, however slow the machine.
  await page.waitForTimeout(BURST_MS + 100);
  await navigate.fill('/about#mission');
  await expect(status(page)).toHaveText('Unsaved changes');
  await page.keyboard.press('Control+z');
  await expect(navigate).toHaveValue('/about#');
  await page.keyboard.press('Control+z');
  await expect(navigate).toHaveValue('/contact');
});

test('an image is picked from public/images or uploaded into it, its size filled in; a wrong or oversized file is refused', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const file = path.join(pagesDir, 'about.json');
  const original = fs.readFileSync(file, 'utf8');
  await openEditor(page, 'about');
  await page
    .getByRole('list', { name: 'Blocks of this page' })
    .getByRole('button', { name: /^5\. card-grid/ })
    .click();
  const portrait = page.locator('[data-image-field]').first();
  await expect(portrait).toContainText('/images/people/leader-founder.svg');
  await expect(portrait).toContainText('600 × 720 px');

  // Browse: every image, as a thumbnail; the current one pressed.
  await portrait.getByRole('button', { name: 'Change image…' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  const library = picker.getByRole('list', { name: 'Images in public/images' });
  await expect(library.getByRole('button', { name: /people\/leader-founder\.svg/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(library.locator('img[src="/images/social-card.svg"]')).toBeAttached();
  await library.getByRole('button', { name: /^social-card\.svg/ }).click();
  await expect(picker).toBeHidden();
  await expect(portrait).toContainText('/images/social-card.svg');
  await expect(portrait).toContainText('1200 × 630 px');
  // The portrait's alt text does not describe the new picture: asked for anew, the old text kept at hand.
  const alt = portrait.getByRole('textbox', { name: /^Alt text/ });
  await expect(alt).toHaveValue('');
  await portrait.getByRole('button', { name: 'Keep the previous text' }).click();
  await expect(alt).toHaveValue('Illustrated portrait of Danielle Harjo');

  // Refused: text dressed as a PNG (by the server, which reads the bytes), and a file over the limit.
  await portrait.getByRole('button', { name: 'Change image…' }).click();
  const upload = picker.getByLabel(/^Upload an image/);
  await upload.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are notes, not a picture') });
  await expect(picker.getByRole('alert')).toHaveText(/notes\.png is not a PNG, JPEG, WebP or AVIF image/);
  await upload.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
  await expect(picker.getByRole('alert')).toHaveText(/huge\.png is 2\.0 MB; images may be at most 2\.0 MB/);
  expect(fs.existsSync(path.join(publicDir, 'images/notes.png'))).toBe(false);

  // Uploaded into a folder of the author's choice, under a safe name, and chosen.
  await picker.getByLabel('Upload into').selectOption('people');
  await upload.setInputFiles({ name: 'New Hire (2026).PNG', mimeType: 'image/png', buffer: pngFile(300, 360) });
  await expect(picker).toBeHidden();
  await expect(portrait).toContainText('/images/people/new-hire-2026.png');
  await expect(portrait).toContainText('300 × 360 px');
  expect(fs.existsSync(path.join(publicDir, 'images/people/new-hire-2026.png'))).toBe(true);
  await expect(portrait.locator('img[src="/images/people/new-hire-2026.png"]')).toHaveJSProperty('naturalWidth', 300);
  await expect(alt).toBeFocused();
  await alt.fill('Illustrated portrait of a new hire');

  // Saved: only the image's lines change, in their place, and validate finds the file.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(status(page)).toHaveText(/^Saved /, { timeout: 20_000 });
  const { removed, added } = lineDiff(original, fs.readFileSync(file, 'utf8'));
  expect(removed.map((line) => line.trim())).toEqual([
    '"src": "/images/people/leader-founder.svg",',
    '"alt": "Illustrated portrait of Danielle Harjo",',
    '"width": 600,',
    '"height": 720',
  ]);
  expect(added.map((line) => line.trim())).toEqual([
    '"src": "/images/people/new-hire-2026.png",',
    '"alt": "Illustrated portrait of a new hire",',
    '"width": 300,',
    '"height": 360',
  ]);
});

const OFFICE_ALT = 'Downtown office towers with Art Deco crowns and lit windows at dusk';

/** Opens the image picker of `field` and chooses the picture at `name` (its path under public/images/). */
async function pickImage(page: Page, field: Locator, name: string) {
  await field.getByRole('button', { name: /^(Choose|Change) image…$/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker.getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await expect(picker).toBeHidden();
}

test('an optional image with none chosen is one control, Choose image…; its alt text is asked for once a picture is chosen', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openEditor(page, 'about');
  await page
    .getByRole('list', { name: 'Blocks of this page' })
    .getByRole('button', { name: /^1\. hero/ })
    .click();
  const image = page.getByRole('region', { name: 'Form' }).locator('[data-image-field]');
  await expect(image).toContainText('No image chosen');
  await expect(image.getByRole('button', { name: 'Choose image…' })).toBeVisible();
  // Nothing of a picture not chosen is asked for: no alt text, nothing marked required.
  await expect(image.getByRole('textbox')).toHaveCount(0);
  await expect(image.locator('.required')).toHaveCount(0);

  // Chosen: the alt text is asked for, the focus on it, required; validate says only that it is missing.
  await pickImage(page, image, 'asset-types/office-market.svg');
  await expect(image).toContainText('/images/asset-types/office-market.svg');
  const alt = image.getByRole('textbox', { name: /^Alt text/ });
  await expect(alt).toBeFocused();
  await expect(alt).toHaveValue('');
  await expect(image.locator('.required')).toHaveCount(1);
  const issues = page.locator('[data-issues]');
  await expect(issues).toContainText('/blocks/0/image missing required field "alt"');
  await expect(issues).not.toContainText(/"(src|width|height)"/);
  await alt.pressSequentially('Illustrated office towers beside a park', { delay: 20 });
  await alt.blur();
  await expect(issues).toHaveCount(0);

  // Removed: one control again; undo brings the picture back with its alt text.
  await image.getByRole('button', { name: 'Remove image' }).click();
  await expect(image.getByRole('textbox')).toHaveCount(0);
  await expect(image).toContainText('No image chosen');
  await page.keyboard.press('Control+z');
  await expect(alt).toHaveValue('Illustrated office towers beside a park');
  await expect(image).toContainText('/images/asset-types/office-market.svg');
});

test('choosing another picture clears the alt text to describe it anew, the old text offered; one undo restores the old pair', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openEditor(page, 'asset-types/office');
  await page
    .getByRole('list', { name: 'Blocks of this page' })
    .getByRole('button', { name: /^1\. hero/ })
    .click();
  const image = page.getByRole('region', { name: 'Form' }).locator('[data-image-field]').first();
  const alt = image.getByRole('textbox', { name: /^Alt text/ });
  const note = image.getByText('Describe the new image');
  await expect(alt).toHaveValue(OFFICE_ALT);

  // The same picture again: its alt text still describes it.
  await pickImage(page, image, 'asset-types/office-hero.svg');
  await expect(alt).toHaveValue(OFFICE_ALT);
  await expect(note).toHaveCount(0);

  // Another picture: the alt text is not carried over; the field asks for a description, the old text at hand.
  await pickImage(page, image, 'asset-types/retail-hero.svg');
  await expect(image).toContainText('/images/asset-types/retail-hero.svg');
  await expect(alt).toHaveValue('');
  await expect(alt).toBeFocused();
  await expect(note).toBeVisible();
  await expect(image).toContainText(OFFICE_ALT);
  await expect(alt).toHaveAttribute('aria-describedby', /\S+ \S+/);

  // One undo: the old pair, nothing to save.
  await page.keyboard.press('Control+z');
  await expect(image).toContainText('/images/asset-types/office-hero.svg');
  await expect(alt).toHaveValue(OFFICE_ALT);
  await expect(note).toHaveCount(0);
  await expect(status(page)).toHaveText('No changes');

  // Redo, and keep the old text on purpose.
  await page.keyboard.press('Shift+Control+z');
  await expect(alt).toHaveValue('');
  await image.getByRole('button', { name: 'Keep the previous text' }).click();
  await expect(alt).toHaveValue(OFFICE_ALT);
  await expect(note).toHaveCount(0);

  // A description typed at once is a step of its own: undo takes it, then the change of picture.
  await pickImage(page, image, 'asset-types/industrial-hero.svg');
  await expect(alt).toBeFocused();
  await alt.pressSequentially('Warehouses', { delay: 20 });
  await page.keyboard.press('Control+z');
  await expect(alt).toHaveValue('');
  await expect(image).toContainText('/images/asset-types/industrial-hero.svg');
  await page.keyboard.press('Control+z');
  await expect(alt).toHaveValue(OFFICE_ALT);
  await expect(image).toContainText('/images/asset-types/retail-hero.svg');
});

test('a click on a block in the preview selects it and lands on its field; hovering outlines it; Enter on one of its links selects it too', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openEditor(page, 'about');
  const form = page.getByRole('region', { name: 'Form' });
  const frame = page.locator('[data-preview] iframe').contentFrame();
  const blockButton = (label: RegExp) => page.getByRole('list', { name: 'Blocks of this page' }).getByRole('button', { name: label });
  await expect(blockButton(/^1\. hero/)).toHaveAttribute('aria-current', 'true');
  // The frame shows the page a moment before the editor listens to it.
  await expect(page.locator('[data-preview] iframe')).toHaveAttribute('data-picking', '');

  // The third block's heading: the card grid is selected, and the focus is on the field that holds the words clicked.
  const heading = frame.getByRole('heading', { name: 'What sets us apart' });
  await heading.click();
  await expect(blockButton(/^3\. card-grid/)).toHaveAttribute('aria-current', 'true');
  const focused = form.locator(':focus');
  await expect(focused).toHaveAttribute('id', /_title$/);
  await expect(focused).toHaveValue('What sets us apart');
  await expect(frame.locator('[data-preview-highlight]')).toContainText('What sets us apart');
  // A card's title in it: that card's own field.
  await frame.getByRole('heading', { name: 'Principals on every account' }).click();
  await expect(focused).toHaveAttribute('id', /_cards_1_title$/);

  // A text with a token ("{brand} exists to give …") is found too, by its words around the token.
  // (The frame is scaled into its pane, which Playwright's own scrolling does not allow for: scrolled here.)
  const paragraph = frame.locator('main p').filter({ hasText: /^Redbud Asset Group exists to give/ });
  await paragraph.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await paragraph.click();
  await expect(blockButton(/^2\. text/)).toHaveAttribute('aria-current', 'true');
  await expect(focused).toHaveAttribute('id', /_paragraphs_0$/);
  await expect(focused).toHaveValue(/^\{brand\} exists to give/);

  // Hovering a block outlines it, and only it.
  const leaders = frame.getByRole('heading', { name: 'The people accountable for your results' });
  await leaders.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await leaders.hover();
  const hovered = frame.locator('[data-preview-hover]');
  await expect(hovered).toHaveCount(1);
  await expect(hovered).toContainText('The people accountable for your results');
  expect(await hovered.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');

  // From the keyboard: Enter on a link of the last block (the banner) selects it, and its first field has the focus.
  const bannerLink = frame.locator('main a[href^="/"]').last();
  await bannerLink.focus();
  await page.keyboard.press('Enter');
  await expect(blockButton(/^6\. banner/)).toHaveAttribute('aria-current', 'true');
  await expect(form.locator(':focus')).toHaveCount(1);
  // A block with no link is a stop of the tab order of its own: Enter on it selects it.
  await frame.locator('main [tabindex="0"]').filter({ hasText: 'What sets us apart' }).focus();
  await page.keyboard.press('Enter');
  await expect(blockButton(/^3\. card-grid/)).toHaveAttribute('aria-current', 'true');
  // (its first field one types into: the card kind's selector comes before it, but is not typed into)
  await expect(form.getByRole('textbox').and(form.locator(':focus'))).toHaveCount(1);
  // ...and the preview stayed on the page being edited.
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Built in Tulsa for owners who want answers');

  // The block markers are the preview's own: the dev server's page for the same address has none.
  const served = await (await page.request.get(`${base}/about`)).text();
  expect(served).toContain('What sets us apart');
  expect(served).not.toContain('data-editor-block');
});

test('the preview is laid out at a phone’s, a tablet’s or a desktop’s width, scaled into its pane', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page, 'about');
  const widths = page.getByRole('group', { name: 'Preview width' });
  const frameElement = page.locator('[data-preview] iframe');
  const frame = frameElement.contentFrame();
  const pane = page.locator('[data-preview]');
  const layoutWidth = () => frame.locator('html').evaluate((html) => html.ownerDocument.defaultView!.innerWidth);
  const fits = async () => {
    const [shown, room] = [await frameElement.boundingBox(), await pane.boundingBox()];
    expect(shown!.width).toBeLessThanOrEqual(room!.width + 1);
    expect(shown!.x).toBeGreaterThanOrEqual(room!.x - 1);
  };

  await expect(widths.getByRole('button', { name: /1280/ })).toHaveAttribute('aria-pressed', 'true');
  // The frame's first document arrives by navigation (srcdoc); asked during it, evaluate throws and
  // expect.poll does not retry a throw. Later drafts replace its head and body in place.
  await expect(frameElement).toHaveAttribute('data-shown', 'true');
  await expect.poll(layoutWidth).toBe(1280);
  await expect(frame.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await fits();

  await widths.getByRole('button', { name: /390/ }).click();
  await expect(widths.getByRole('button', { name: /390/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(widths.getByRole('button', { name: /1280/ })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(layoutWidth).toBe(390);
  // The site's phone layout: the header's menu behind a button.
  await expect(frame.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await fits();

  // It stays at that width as the draft changes.
  await page
    .getByRole('list', { name: 'Blocks of this page' })
    .getByRole('button', { name: /^1\. hero/ })
    .click();
  await page
    .getByRole('region', { name: 'Form' })
    .getByRole('textbox', { name: /^Title/ })
    .fill('Built in Tulsa');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Built in Tulsa');
  expect(await layoutWidth()).toBe(390);

  await widths.getByRole('button', { name: /768/ }).click();
  await expect.poll(layoutWidth).toBe(768);
  await fits();
});

test('the preview shows a form as visitors with scripts see it: no notice for visitors without them, Send not greyed', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page, 'contact');
  await expect(page.locator('[data-preview] iframe')).toHaveAttribute('data-shown', 'true');
  const form = page.locator('[data-preview] iframe').contentFrame().locator('form[data-form="contact"]');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  // The notice is in the page, for visitors without scripts; the preview hides it as their pages do.
  await expect(form.locator('[data-needs-script]')).toHaveCount(1);
  await expect(form.locator('[data-needs-script]')).toBeHidden();
});

test('on a phone-sized screen the preview starts at the phone’s width, until the author picks another', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openEditor(page, 'about');
  await page.getByRole('navigation', { name: 'Panes' }).getByRole('button', { name: 'Preview' }).click();
  const widths = page.getByRole('group', { name: 'Preview width' });
  await expect(widths.getByRole('button', { name: /390/ })).toHaveAttribute('aria-pressed', 'true');
  const frame = page.locator('[data-preview] iframe').contentFrame();
  await expect(page.locator('[data-preview] iframe')).toHaveAttribute('data-shown', 'true');
  await expect.poll(() => frame.locator('html').evaluate((html) => html.ownerDocument.defaultView!.innerWidth)).toBe(390);

  // A choice made is kept, whatever the screen.
  await widths.getByRole('button', { name: /1280/ }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Editing .*about\.json/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('navigation', { name: 'Panes' }).getByRole('button', { name: 'Preview' }).click();
  await expect(widths.getByRole('button', { name: /1280/ })).toHaveAttribute('aria-pressed', 'true');
});

test('validate speaks as the author types: schema rules at once, routes and tokens once the field is left; nothing is written', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const file = path.join(pagesDir, 'about.json');
  const bytes = fs.readFileSync(file);
  await openEditor(page, 'about');
  const form = page.getByRole('region', { name: 'Form' });
  const issues = page.locator('[data-issues]');
  const heroRow = page.getByRole('list', { name: 'Blocks of this page' }).getByRole('button', { name: /^1\. hero/ });
  await heroRow.click();

  // A required field emptied: the message comes while the focus is still in it, on the field, in the list and on the block.
  const title = form.getByRole('textbox', { name: /^Title/ });
  await title.fill('');
  await expect(title).toBeFocused();
  await expect(title).toHaveAccessibleDescription(/missing required field "title"/, { timeout: 10_000 });
  await expect(issues).toContainText(/about\.json:\d+:\d+ \/blocks\/0 +missing required field "title"/);
  await expect(heroRow).toHaveAccessibleName(/\(has problems\)$/);
  // Written again: the message goes, as it came.
  await title.fill('Built in Tulsa for owners who want answers');
  await expect(issues).toBeHidden({ timeout: 10_000 });
  await expect(heroRow).not.toHaveAccessibleName(/\(has problems\)$/);

  // A token and a route are words still being typed until the field is left: nothing is said before.
  const eyebrow = form.getByRole('textbox', { name: /^Eyebrow/ });
  await eyebrow.fill('About {brnd}');
  const navigate = form.getByRole('combobox', { name: /^Navigate/ }).first();
  await navigate.fill('/nope');
  await page.waitForTimeout(1500);
  await expect(navigate).not.toHaveAccessibleDescription(/is not a route/);
  // ...the token's field was left (for the route's): its message is there.
  await expect(eyebrow).toHaveAccessibleDescription(/unknown content token \{brnd\} — did you mean "brand"\?/, { timeout: 10_000 });
  await navigate.press('Tab');
  await expect(navigate).toHaveAccessibleDescription(/"\/nope" is not a route in pages\/routes\.json/, { timeout: 10_000 });
  await expect(issues.getByRole('listitem')).toHaveCount(2);
  await expect(page.locator('[data-save-status]')).toHaveText('Unsaved changes');

  // Save is still the gate: it refuses, and names the same two problems.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-save-status]')).toHaveText(/^Not saved: 2 problems to fix/, { timeout: 20_000 });
  expect(fs.readFileSync(file).equals(bytes)).toBe(true);
});

test('only the latest check’s answer applies: an older one that comes late is dropped', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page, 'about');
  const form = page.getByRole('region', { name: 'Form' });
  await page
    .getByRole('list', { name: 'Blocks of this page' })
    .getByRole('button', { name: /^1\. hero/ })
    .click();
  const title = form.getByRole('textbox', { name: /^Title/ });
  const bodies: string[] = [];
  // The first check after this is slow, and would say the title is missing; the next one is answered at once.
  let slow = true;
  await page.route('**/__editor/check', async (route) => {
    bodies.push(route.request().postData() ?? '');
    if (!slow) return route.continue();
    slow = false;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route
      .fulfill({
        json: {
          issues: [
            {
              file: 'about.json',
              line: 9,
              col: 5,
              pointer: '/blocks/0',
              code: 'missing-field',
              message: 'missing required field "title" (late)',
              inPage: true,
            },
          ],
        },
      })
      .catch(() => undefined);
  });
  await title.fill('Built in Tulsa');
  await page.waitForTimeout(800);
  await title.fill('Built in Tulsa for owners');
  await expect.poll(() => bodies.length, { timeout: 10_000 }).toBe(2);
  await page.waitForTimeout(3000);
  await expect(page.locator('[data-issues]')).toBeHidden();
  await expect(title).not.toHaveAccessibleDescription(/late/);
});

test('site.json in the editor: the footer edited in its form, checked as it is typed, undone, and saved as a one-line diff', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const file = path.join(pagesDir, 'site.json');
  const original = fs.readFileSync(file, 'utf8');
  await page.goto(`${base}/__edit`);
  await page.getByRole('link', { name: 'Site (header, footer)' }).click();
  await expect(page).toHaveURL(`${base}/__edit/site.json`);
  await expect(page.getByRole('heading', { level: 1, name: /Editing .*site\.json/ })).toBeVisible({ timeout: 30_000 });

  const sections = page.getByRole('list', { name: 'Parts of site.json' });
  await sections.getByRole('button', { name: /^Footer/ }).click();
  const form = page.getByRole('region', { name: 'Form' });
  const about = form.locator('#edit-footer_columns_0_links_4_name');
  await expect(about).toHaveValue('About');

  // A link to no page: validate's message on the field once it is left, and on the part.
  const href = form.locator('#edit-footer_columns_0_links_0_href');
  await href.fill('/asset-managment');
  await href.press('Tab');
  await expect(href).toHaveAccessibleDescription(/"\/asset-managment" is not a route in pages\/routes\.json/, { timeout: 10_000 });
  await expect(sections.getByRole('button', { name: /^Footer.*\(has problems\)/ })).toBeVisible();
  await expect(page.locator('[data-issues]')).toContainText(/site\.json:\d+:\d+ \/footer\/columns\/0\/links\/0\/href/);
  // Undone: the link is back, and so is silence.
  await page.keyboard.press('Control+z');
  await expect(href).toHaveValue('/asset-management');
  await expect(page.locator('[data-issues]')).toBeHidden({ timeout: 10_000 });
  await expect(page.locator('[data-save-status]')).toHaveText('No changes');

  await about.fill('About the firm');
  await expect(page.locator('[data-save-status]')).toHaveText('Unsaved changes');
  // The preview frames a page with the draft's footer, before anything is saved.
  await expect(page.locator('[data-preview] iframe').contentFrame().locator('footer')).toContainText('About the firm');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-save-status]')).toHaveText(/^Saved /, { timeout: 20_000 });
  const { removed, added } = lineDiff(original, fs.readFileSync(file, 'utf8'));
  expect(removed.map((line) => line.trim())).toEqual(['{ "name": "About", "href": "/about" }']);
  expect(added.map((line) => line.trim())).toEqual(['{ "name": "About the firm", "href": "/about" }']);
});

test('the block being edited stays selected when a change made elsewhere moves it', async ({ page }) => {
  test.setTimeout(60_000);
  const file = path.join(pagesDir, 'about.json');
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
  const file = path.join(pagesDir, 'site.json');
  const original = fs.readFileSync(file, 'utf8');
  const tagline = (JSON.parse(original) as { tagline: string }).tagline;
  await page.goto(`${base}/__edit/site.json#footer`);
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

test('the page list finds pages by file, title or address as the author types, and Enter opens the first', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${base}/__edit`);
  const search = page.getByRole('searchbox', { name: 'Find a page' });
  const listed = page.getByRole('table', { name: 'Pages' }).locator('tbody tr');
  const count = page.locator('[data-page-count]');
  const total = fs
    .readdirSync(pagesDir, { recursive: true })
    .filter((name) => String(name).endsWith('.json') && !/^(routes|site)\.json$/.test(String(name))).length;
  await expect(count).toHaveText(`${total} pages`);
  await expect(listed).toHaveCount(total);

  await search.fill('Affordable Management');
  await expect(count).toHaveText(`1 page matches “Affordable Management” (of ${total} pages)`);
  await expect(listed).toHaveCount(1);
  await expect(listed.getByRole('link')).toHaveText('asset-management/hud');
  await search.fill('Team Tulsa');
  await expect(listed.getByRole('link')).toHaveText(['about']);
  await search.fill('no such page');
  await expect(count).toHaveText(`No page matches “no such page” (of ${total} pages)`);
  await expect(listed).toHaveCount(0);

  // An address of a page opens that page, though other pages hold the same words.
  await search.fill('/management/hud');
  await search.press('Enter');
  await expect(page).toHaveURL(`${base}/__edit/asset-management/hud`);
  await expect(page.getByRole('heading', { level: 1, name: /Editing .*asset-management\/hud\.json/ })).toBeVisible({ timeout: 30_000 });
});

test('a new page from the index joins the menu the author picks of those it could join', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${base}/__edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page editor' })).toBeVisible({ timeout: 30_000 });
  const menu = page.getByLabel('Menu link');
  await page.getByLabel('Address').fill('/services/leasing');
  await page.getByLabel('Title (optional)').fill('Leasing');
  await expect(menu.locator('option')).toHaveText(['No menu link', 'In the header\'s "Services" menu'], { timeout: 10_000 });
  await menu.selectOption({ label: 'In the header\'s "Services" menu' });
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(`${base}/__edit/services/leasing`);
  const site = JSON.parse(fs.readFileSync(path.join(pagesDir, 'site.json'), 'utf8')) as {
    header: { nav: Array<{ name: string; submenu?: Array<{ name?: string; href?: string }> }> };
  };
  expect(site.header.nav.find((item) => item.name === 'Services')!.submenu!.at(-1)).toEqual({ name: 'Leasing', href: '/services/leasing' });
});

test('an icon field shows the icons: the current one, and a picker of all of them drawn as the site draws them', async ({ page }) => {
  test.setTimeout(60_000);
  const defs = JSON.parse(fs.readFileSync(path.join(ROOT, 'schema/defs.schema.json'), 'utf8')) as { $defs: { icon: { enum: string[] } } };
  const names = defs.$defs.icon.enum;

  // The dev server draws the site's icon set: every name of the schema, as SVG.
  const answer = (await (await page.request.get(`${base}/__editor/icons`)).json()) as { icons: Record<string, string> };
  expect(Object.keys(answer.icons).sort()).toEqual([...names].sort());
  for (const name of names) expect(answer.icons[name], name).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>$/);

  await openEditor(page, 'about');
  await page
    .getByRole('list', { name: 'Blocks of this page' })
    .getByRole('button', { name: /^3\. card-grid/ })
    .click();
  const form = page.getByRole('region', { name: 'Form' });
  const field = form.locator('[data-icon-field]').first();
  // No bare list of 61 names: the icon, drawn, with its name.
  await expect(form.getByRole('combobox', { name: /^Icon/ })).toHaveCount(0);
  await expect(field).toContainText('cpu');
  await expect(field.locator('img')).toHaveJSProperty('complete', true);
  expect(await field.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // A closed picker holds nothing: a grid of cards is one icon field per card.
  expect(await form.locator('[data-icon-field]').count()).toBeGreaterThan(1);
  await expect(page.getByRole('list', { name: 'Icons', includeHidden: true })).toHaveCount(0);
  await field.getByRole('button', { name: /Change icon/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an icon' });
  await expect(picker.getByRole('searchbox', { name: 'Find an icon' })).toBeFocused();
  const choices = picker.getByRole('list', { name: 'Icons' }).getByRole('button');
  await expect(choices).toHaveCount(names.length);
  await expect(picker.getByRole('button', { name: 'cpu' })).toHaveAttribute('aria-pressed', 'true');
  await picker.getByRole('searchbox', { name: 'Find an icon' }).fill('ware');
  await expect(choices).toHaveCount(1);
  await choices.first().click();
  await expect(picker).toBeHidden();
  await expect(field).toContainText('warehouse');
  await expect(page.locator('[data-save-status]')).toHaveText('Unsaved changes');
  await page.keyboard.press('Control+z');
  await expect(field).toContainText('cpu');
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

test('a click on the header or footer in a page’s preview leads to that part of site.json', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page, 'contact');
  const frame = page.locator('[data-preview] iframe').contentFrame();
  const footerText = frame.locator('footer').getByText('Equal Housing Opportunity');
  await footerText.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await footerText.click();
  const link = page.getByRole('link', { name: 'Edit the footer in site.json' });
  await expect(link).toBeVisible();
  // The page's own selection did not move.
  await expect(page.getByRole('list', { name: 'Blocks of this page' }).getByRole('button', { name: /^1\. hero/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await link.click();
  await expect(page).toHaveURL(`${base}/__edit/site.json#footer`);
  await expect(page.getByRole('list', { name: 'Parts of site.json' }).getByRole('button', { name: /^Footer/ })).toHaveAttribute(
    'aria-current',
    'true',
    { timeout: 30_000 },
  );
});
