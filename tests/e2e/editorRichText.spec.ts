import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { lineDiff } from '../support/lineDiff.ts';
import { test, expect } from './devServerFixture.ts';
import { dev, useEditorDevServer, openBlock, status } from './editorSession.ts';

/**
 * Rich text in the page editor (issue 55, part 3), in Chromium against the real dev server on a
 * copy of pages/ of its own: an FAQ answer and a card's description made bold, italic and linked
 * with the keyboard and the toolbar, what Save writes (a list of runs, and nothing else changed),
 * what the preview shows, and a plain text that stays a plain string.
 */
useEditorDevServer('editor-rich-text');

type Json = Record<string, unknown>;
const read = (id: string) => JSON.parse(fs.readFileSync(path.join(dev.pagesDir, `${id}.json`), 'utf8')) as { blocks: Json[] };
const blockIndex = (id: string, test: (block: Json) => boolean) => read(id).blocks.findIndex(test) + 1;

/** Selects `words` in a rich text's surface, as a drag of the pointer over them would. */
async function selectWords(surface: Locator, words: string) {
  await surface.evaluate((element, wanted) => {
    const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const at = node.data.indexOf(wanted);
      if (at < 0) continue;
      (element as HTMLElement).focus();
      const range = element.ownerDocument.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      element.ownerDocument.getSelection()!.removeAllRanges();
      element.ownerDocument.getSelection()!.addRange(range);
      return;
    }
    throw new Error(`"${wanted}" is not in the field`);
  }, words);
}

const toolbarOf = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Form' }).getByRole('toolbar', { name: `Formatting of ${name}` });

test('an FAQ answer made bold with Ctrl+B and linked to a route from the toolbar is saved as runs, shown so, and the other answers stay plain strings', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const file = path.join(dev.pagesDir, 'technology.json');
  const original = fs.readFileSync(file, 'utf8');
  const faqAt = blockIndex('technology', (block) => block.type === 'faq');
  const before = read('technology').blocks[faqAt - 1] as { items: { answer: string }[] };
  const index = before.items.findIndex((item) => item.answer.includes('4–8 weeks'));
  const answer = before.items[index]!.answer;
  expect(answer).toContain('from kickoff to go-live');

  const form = await openBlock(page, 'technology', new RegExp(`^${faqAt}\\. faq`));
  const surface = form.getByRole('textbox', { name: 'Answer' }).nth(index);
  await expect(surface).toHaveText(answer);
  // The field is a labelled text box with its own labelled toolbar of toggle buttons.
  const toolbar = toolbarOf(page, 'Answer').nth(index);
  const bold = toolbar.getByRole('button', { name: 'Bold' });
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await expect(surface).toHaveAttribute('contenteditable', 'true');

  await selectWords(surface, '4–8 weeks');
  await page.keyboard.press('Control+b');
  await expect(surface.locator('strong')).toHaveText('4–8 weeks');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(status(page)).toHaveText('Unsaved changes');

  await selectWords(surface, 'kickoff');
  await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
  const target = form.getByRole('combobox', { name: 'Link to' });
  await expect(target).toBeFocused();
  await target.pressSequentially('/cont', { delay: 20 });
  await page
    .getByRole('listbox', { name: 'Pages of the site and sections of this page' })
    .getByRole('option', { name: /^\/contact\b/ })
    .first()
    .click();
  await expect(target).toHaveValue('/contact');
  await form.getByRole('button', { name: 'Apply link' }).click();
  await expect(surface.locator('a')).toHaveText('kickoff');
  await expect(toolbar.getByRole('button', { name: 'Link', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(surface).toBeFocused();

  // The preview draws the draft as the site does.
  const frame = page.locator('[data-preview] iframe').contentFrame();
  await expect(frame.locator('main details strong', { hasText: '4–8 weeks' })).toHaveCount(1);
  await expect(frame.locator('main details a[href="/contact"]', { hasText: 'kickoff' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(status(page)).toHaveText(/^Saved /, { timeout: 20_000 });
  const saved = fs.readFileSync(file, 'utf8');
  const after = JSON.parse(saved).blocks[faqAt - 1] as { items: { answer: unknown }[] };
  const [head, rest] = answer.split('4–8 weeks');
  const [middle, tail] = rest!.split('kickoff');
  expect(after.items[index]!.answer).toEqual([
    head,
    { text: '4–8 weeks', bold: true },
    middle,
    { text: 'kickoff', link: { navigate: '/contact' } },
    tail,
  ]);
  // Every other answer is the plain string it was, and the file changed at this answer only.
  after.items.forEach((item, other) => other !== index && expect(item.answer).toBe(before.items[other]!.answer));
  const { removed, added } = lineDiff(original, saved);
  expect(removed).toEqual([expect.stringContaining(`"answer": ${JSON.stringify(answer)}`)]);
  expect(added.join('\n')).toContain('{ "text": "4–8 weeks", "bold": true },');
  expect(added.join('\n')).toContain('{ "text": "kickoff", "link": { "navigate": "/contact" } },');
  fs.writeFileSync(file, original);
});

test('a card’s description: Ctrl+I and Ctrl+K from the keyboard, a route picked by the keys; formatting taken off again leaves the plain string, nothing to save', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const gridAt = blockIndex('about', (block) => block.type === 'card-grid' && block.kind === 'capability');
  const card = (read('about').blocks[gridAt - 1] as { cards: { description: string }[] }).cards[0]!;
  const form = await openBlock(page, 'about', new RegExp(`^${gridAt}\\. card-grid`));
  const surface = form.getByRole('textbox', { name: 'Description' }).first();
  await expect(surface).toHaveText(card.description);
  const word = card.description.split(' ')[1]!;
  const target = form.getByRole('combobox', { name: 'Link to' });

  // A link needs words: with only a caret, Ctrl+K says so.
  await surface.click();
  await page.keyboard.press('Control+k');
  await expect(form.getByRole('status').filter({ hasText: 'Select the words to link' })).toHaveCount(1);
  await expect(target).toHaveCount(0);
  // Escape closes the suggestions, then cancels: no link, the words selected again.
  await selectWords(surface, word);
  await page.keyboard.press('Control+k');
  await target.pressSequentially('/ab', { delay: 20 });
  await expect(target).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(target).toHaveAttribute('aria-expanded', 'false');
  await expect(target).toHaveValue('/ab');
  await page.keyboard.press('Escape');
  await expect(target).toHaveCount(0);
  await expect(surface).toBeFocused();
  await expect(surface.locator('a')).toHaveCount(0);
  await expect(status(page)).toHaveText('No changes');

  await page.keyboard.press('Control+i');
  await expect(surface.locator('em')).toHaveText(word);
  await page.keyboard.press('Control+k');
  await expect(target).toBeFocused();
  await target.pressSequentially('/about', { delay: 20 });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(target).toHaveValue(/^\/about/);
  const chosen = await target.inputValue();
  await page.keyboard.press('Enter');
  await expect(surface.locator(`a[data-link='${JSON.stringify({ navigate: chosen })}'] em`)).toHaveText(word);
  const frame = page.locator('[data-preview] iframe').contentFrame();
  const shown = frame.locator(`main a[href="${chosen}"] em`, { hasText: word });
  await expect(shown).toHaveCount(1);
  // A click on the formatted words in the preview lands on the text that holds them, not on the form's first field.
  await surface.evaluate((element) => (element as HTMLElement).blur());
  await expect(page.locator('[data-preview] iframe')).toHaveAttribute('data-picking', '');
  await shown.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await shown.click();
  await expect(surface).toBeFocused();
  await expect(surface).toHaveAttribute('id', /_cards_0_description$/);

  // The toolbar is one stop of the tab order: the arrow keys move along it.
  const toolbar = toolbarOf(page, 'Description').first();
  await toolbar.getByRole('button', { name: 'Bold' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused();
  await expect(toolbar.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
  // Remove link (the caret in the link), then italic off: the text is the file's plain string again.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Remove link' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(surface.locator('a')).toHaveCount(0);
  await expect(surface).toBeFocused();
  await selectWords(surface, word);
  await page.keyboard.press('Control+i');
  await expect(surface.locator('em')).toHaveCount(0);
  await expect(status(page)).toHaveText('No changes');
});

test('what is pasted comes in as plain text, and Enter adds no line', async ({ page }) => {
  test.setTimeout(60_000);
  const faqAt = blockIndex('technology', (block) => block.type === 'faq');
  const form = await openBlock(page, 'technology', new RegExp(`^${faqAt}\\. faq`));
  const surface = form.getByRole('textbox', { name: 'Answer' }).first();
  const before = (await surface.textContent())!;
  await selectWords(surface, before.slice(0, 4));
  await surface.evaluate((element) => {
    const data = new DataTransfer();
    data.setData('text/html', '<b>Bold</b> <a href="javascript:alert(1)">link</a><script>alert(1)</script>');
    data.setData('text/plain', 'Bold link\nnext line');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(surface).toHaveText(`Bold link next line${before.slice(4)}`);
  await expect(surface.locator('*')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(surface).toHaveText(`Bold link next line${before.slice(4)}`);
  await expect(surface.locator('*')).toHaveCount(0);
  await expect(status(page)).toHaveText('Unsaved changes');
  await page.keyboard.press('Control+z');
  await expect(surface).toHaveText(before);
  await expect(status(page)).toHaveText('No changes');
});

test('Ctrl+B with nothing selected makes the letters typed next bold, and Ctrl+B again ends it', async ({ page }) => {
  test.setTimeout(60_000);
  const faqAt = blockIndex('technology', (block) => block.type === 'faq');
  const form = await openBlock(page, 'technology', new RegExp(`^${faqAt}\\. faq`));
  const surface = form.getByRole('textbox', { name: 'Answer' }).first();
  const before = (await surface.textContent())!;
  await surface.evaluate((element) => {
    (element as HTMLElement).focus();
    element.ownerDocument.getSelection()!.selectAllChildren(element);
    element.ownerDocument.getSelection()!.collapseToEnd();
  });
  const bold = toolbarOf(page, 'Answer').first().getByRole('button', { name: 'Bold' });
  await page.keyboard.press('Control+b');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type(' Really.', { delay: 20 });
  await page.keyboard.press('Control+b');
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' Yes', { delay: 20 });
  await expect(surface.locator('strong')).toHaveText(' Really.', { useInnerText: false });
  await expect(surface).toHaveText(`${before} Really. Yes`);
  await expect(status(page)).toHaveText('Unsaved changes');
});

test('a link to no route is named under its text, as validate names a button’s, and goes with the link', async ({ page }) => {
  test.setTimeout(60_000);
  const faqAt = blockIndex('technology', (block) => block.type === 'faq');
  const form = await openBlock(page, 'technology', new RegExp(`^${faqAt}\\. faq`));
  const surface = form.getByRole('textbox', { name: 'Answer' }).first();
  const first = (await surface.textContent())!.split(' ')[0]!;
  await selectWords(surface, first);
  await page.keyboard.press('Control+k');
  await form.getByRole('combobox', { name: 'Link to' }).fill('/no-such-page');
  await form.getByRole('button', { name: 'Apply link' }).click();
  // Checked once the author leaves the text, as a navigate field is.
  await form
    .getByRole('textbox', { name: /^Question/ })
    .first()
    .focus();
  await expect(surface).toHaveAccessibleDescription(/"\/no-such-page" is not a route in pages\/routes\.json/, { timeout: 10_000 });
  await expect(surface).toHaveAttribute('aria-invalid', 'true');
  await selectWords(surface, first);
  await toolbarOf(page, 'Answer').first().getByRole('button', { name: 'Remove link' }).click();
  await form
    .getByRole('textbox', { name: /^Question/ })
    .first()
    .focus();
  await expect(surface).not.toHaveAccessibleDescription(/is not a route/, { timeout: 10_000 });
  await expect(status(page)).toHaveText('No changes');
});
