import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { lineDiff } from '../support/lineDiff.ts';
import { pngFile } from '../support/pngFile.ts';
import { test, expect } from './devServerFixture.ts';
import { dev, useEditorDevServer, openEditor, status } from './editorSession.ts';

/**
 * The page editor (/__edit) in Chromium against the real dev server on a copy of pages/ of its
 * own: the image picker: chosen from public/images or uploaded into it, and its alt text.
 */
useEditorDevServer('editor-images');

const OFFICE_ALT = 'Downtown office towers with Art Deco crowns and lit windows at dusk';

/** Opens the image picker of `field` and chooses the picture at `name` (its path under public/images/). */
async function pickImage(page: Page, field: Locator, name: string) {
  await field.getByRole('button', { name: /^(Choose|Change) image…$/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker.getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await expect(picker).toBeHidden();
}

test('an image is picked from public/images or uploaded into it, its size filled in; a wrong or oversized file is refused', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const file = path.join(dev.pagesDir, 'about.json');
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
  expect(fs.existsSync(path.join(dev.publicDir, 'images/notes.png'))).toBe(false);

  // Uploaded into a folder of the author's choice, under a safe name, and chosen.
  await picker.getByLabel('Upload into').selectOption('people');
  await upload.setInputFiles({ name: 'New Hire (2026).PNG', mimeType: 'image/png', buffer: pngFile(300, 360) });
  await expect(picker).toBeHidden();
  await expect(portrait).toContainText('/images/people/new-hire-2026.png');
  await expect(portrait).toContainText('300 × 360 px');
  expect(fs.existsSync(path.join(dev.publicDir, 'images/people/new-hire-2026.png'))).toBe(true);
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
