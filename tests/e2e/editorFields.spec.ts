import fs from 'node:fs';
import path from 'node:path';
import { BURST_MS } from '../../devtools/editor/draftHistory.ts';
import { ROOT } from '../../scripts/lib/site/paths.ts';
import { test, expect } from './devServerFixture.ts';
import { dev, useEditorDevServer, openEditor, status, openBlock } from './editorSession.ts';

/**
 * The page editor (/__edit) in Chromium against the real dev server on a copy of pages/ of its
 * own: the form's fields: names of selects and list buttons, a new card in the preview, text
 * lists, the route and icon pickers.
 */
useEditorDevServer('editor-fields');

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

test("a list of texts' boxes take their item's width, whatever rjsf's inline centring says", async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page, 'about');
  const text = JSON.parse(fs.readFileSync(path.join(dev.pagesDir, 'about.json'), 'utf8')).blocks.findIndex(
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

test("a navigate field offers the site's routes with their pages' titles as visitors read them, and each page's sections", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const contact = JSON.parse(fs.readFileSync(path.join(dev.pagesDir, 'contact.json'), 'utf8')) as {
    meta: { title: string };
    blocks: Array<{ id?: string }>;
  };
  const site = JSON.parse(fs.readFileSync(path.join(dev.pagesDir, 'site.json'), 'utf8')) as { brand: string };
  const contactTitle = contact.meta.title.replaceAll('{brand}', site.brand);
  expect(contactTitle).not.toContain('{');
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

  const list = page.getByRole('listbox', { name: 'Routes of the site' });
  const offered = list.getByRole('option');
  // The suggestions are there while the author is in the field, and fit what it says.
  await expect(offered).toHaveCount(0);
  await navigate.click();
  await expect(offered).toHaveCount(1 + contactAnchors.length);
  // Each route with its page's title, its tokens filled in as on the page, then the page's sections as path#id.
  await expect(offered.first()).toHaveText(`/contact${contactTitle}`);
  for (const [index, anchor] of contactAnchors.entries())
    await expect(offered.nth(index + 1)).toHaveText(`/contact#${anchor}${contactTitle} › ${anchor}`);
  await expect(list).not.toContainText('{brand}');
  await navigate.fill('/about#');
  await expect(offered.filter({ hasText: '/about#mission' })).toHaveCount(1);
  await navigate.press('Escape');
  await expect(offered).toHaveCount(0);
  await navigate.blur();

  // Past a burst's length, the next value is a step of its own, however slow the machine.
  await page.waitForTimeout(BURST_MS + 100);
  // Picked with the keyboard: the list opens on the arrow, Enter takes the option shown as chosen.
  await navigate.focus();
  await navigate.press('ArrowDown');
  const mission = offered.filter({ hasText: '/about#mission' });
  await expect(mission).toHaveCount(1);
  while ((await mission.getAttribute('aria-selected')) !== 'true') await navigate.press('ArrowDown');
  await navigate.press('Enter');
  await expect(navigate).toHaveValue('/about#mission');
  await expect(offered).toHaveCount(0);
  await expect(status(page)).toHaveText('Unsaved changes');
  await page.keyboard.press('Control+z');
  await expect(navigate).toHaveValue('/about#');
  await page.keyboard.press('Control+z');
  await expect(navigate).toHaveValue('/contact');
});

test('a navigate field keeps every letter typed, however slow the machine', async ({ page }) => {
  test.setTimeout(60_000);
  const form = await openBlock(page, 'about', /^1\. hero/);
  const navigate = form.getByRole('combobox', { name: /^Navigate/ }).first();
  await navigate.fill('');
  // A CPU 8x slower: downshift passed the text on only after its render, and a letter typed before
  // then was put back to the text before it ("/about" became "abut").
  const cpu = await page.context().newCDPSession(page);
  await cpu.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  try {
    await navigate.pressSequentially('/about', { delay: 20 });
  } finally {
    await cpu.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  await expect(navigate).toHaveValue('/about');
});

test("a scroll field offers the page's own sections, as the draft has them", async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page, 'home');
  const blocks = page.getByRole('list', { name: 'Blocks of this page' });
  await blocks.getByRole('button', { name: /^1\. hero/ }).click();
  const form = page.getByRole('region', { name: 'Form' });
  const scroll = form.getByRole('combobox', { name: /^Scroll/ }).first();
  await expect(scroll).toBeVisible();
  await scroll.click();
  const offered = page.getByRole('listbox', { name: 'Sections of this page' }).getByRole('option');
  const home = JSON.parse(fs.readFileSync(path.join(dev.pagesDir, 'home.json'), 'utf8')) as {
    blocks: Array<{ id?: string; type: string }>;
  };
  const sections = home.blocks.filter((block) => block.id);
  expect(sections.length).toBeGreaterThan(1);
  // What fits what the field says ("#services"), then every section once it says only "#".
  await expect(offered).toHaveText(['#servicesthe card-grid block']);
  await scroll.fill('#');
  await expect(offered).toHaveText(sections.map((block) => `#${block.id}the ${block.type} block`));
  await scroll.fill('#asset');
  await expect(offered).toHaveText(['#asset-typesthe card-grid block']);
  await offered.first().click();
  await expect(scroll).toHaveValue('#asset-types');
});

test('an icon field shows the icons: the current one, and a picker of all of them drawn as the site draws them', async ({ page }) => {
  test.setTimeout(60_000);
  const defs = JSON.parse(fs.readFileSync(path.join(ROOT, 'schema/defs.schema.json'), 'utf8')) as { $defs: { icon: { enum: string[] } } };
  const names = defs.$defs.icon.enum;

  // The dev server draws the site's icon set: every name of the schema, as SVG.
  const answer = (await (await page.request.get(`${dev.base}/__editor/icons`)).json()) as { icons: Record<string, string> };
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

test('a block’s form starts with what must be written: the hero’s Title first, its ID last', async ({ page }) => {
  test.setTimeout(60_000);
  const form = await openBlock(page, 'home', /^1\. hero/);
  // The form's own fields, not those nested in its buttons and links.
  const labels = await form
    .locator('form > .form-group > fieldset > .form-group > label, form > .form-group > fieldset > .form-group > fieldset > legend')
    .allInnerTexts();
  const names = labels.map((label) => label.replace(/\*$/, '').trim());
  expect(names[0]).toBe('Title');
  expect(names.at(-1)).toBe('ID');
  expect(names.indexOf('Eyebrow')).toBeGreaterThan(names.indexOf('Title'));
});

test('a field’s description is a one-line hint, the rest a click away', async ({ page }) => {
  test.setTimeout(60_000);
  const form = await openBlock(page, 'home', /^1\. hero/);
  const id = form.getByRole('textbox', { name: /^ID/ });
  const hint = form.locator(`#${await id.getAttribute('id')}__description`);
  await expect(hint).toContainText('An HTML id for the block, used as a scroll anchor');
  await expect(hint.getByText('Lower case letters, digits')).toBeHidden();
  await expect(hint.locator('summary')).toHaveAttribute('aria-label', 'More about ID');
  await hint.locator('summary').click();
  await expect(hint.getByText('Lower case letters, digits')).toBeVisible();
});

test('Enter in the icon search chooses the one icon left and closes the picker; with none or several it does nothing', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page, 'about');
  await page
    .getByRole('list', { name: 'Blocks of this page' })
    .getByRole('button', { name: /^3\. card-grid/ })
    .click();
  const field = page.getByRole('region', { name: 'Form' }).locator('[data-icon-field]').first();
  await expect(field).toContainText('cpu');
  // A submit of the block's form (the picker sits inside it) would be the surprise Enter must not bring.
  await page.evaluate(() => {
    (window as unknown as { submits: number }).submits = 0;
    document.addEventListener('submit', () => (window as unknown as { submits: number }).submits++, true);
  });
  const change = field.getByRole('button', { name: /Change icon/ });
  await change.click();
  const picker = page.getByRole('dialog', { name: 'Choose an icon' });
  const search = picker.getByRole('searchbox', { name: 'Find an icon' });
  const choices = picker.getByRole('list', { name: 'Icons' }).getByRole('button');

  // Several icons fit: Enter leaves the picker open, the field as it was.
  await search.fill('ar');
  expect(await choices.count()).toBeGreaterThan(1);
  await search.press('Enter');
  await expect(picker).toBeVisible();
  await expect(search).toBeFocused();
  // None fits: the same.
  await search.fill('no-such-icon');
  await expect(picker.getByText('No icon is named like “no-such-icon”.')).toBeVisible();
  await search.press('Enter');
  await expect(picker).toBeVisible();
  await expect(field).toContainText('cpu');
  await expect(page.locator('[data-save-status]')).not.toHaveText('Unsaved changes');

  // One fits: Enter chooses it, as a click would, and the focus goes back to the field's button.
  await search.fill('ware');
  await expect(choices).toHaveCount(1);
  await search.press('Enter');
  await expect(picker).toBeHidden();
  await expect(field).toContainText('warehouse');
  await expect(change).toBeFocused();
  await expect(page.locator('[data-save-status]')).toHaveText('Unsaved changes');
  expect(await page.evaluate(() => (window as unknown as { submits: number }).submits)).toBe(0);
});
