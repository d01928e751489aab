import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { completeItemsOnly, withoutIncompleteItems } from '../../devtools/editor/server/incompleteItems.ts';
import { LEFT_OUT_HEADER, leftOutLabel, leftOutOf } from '../../devtools/editor/previewLeftOut.ts';
import { createSchemaValidator } from '../../scripts/validate/schemaValidator.ts';
import { PAGES_DIR } from '../../scripts/lib/site/paths.ts';

/** The editor's preview leaves out a list item not complete yet, so its block draws the rest (draftPreview.ts). */

interface Page {
  meta: unknown;
  blocks: { type: string; cards: Record<string, unknown>[] }[];
}
const home = (): Page => JSON.parse(fs.readFileSync(path.join(PAGES_DIR, 'home.json'), 'utf8')) as Page;
const GRID = 2; // the home page's first card grid
const grid = (page: Page) => page.blocks[GRID]!;
const validator = createSchemaValidator();
const preview = (page: Page) => withoutIncompleteItems(page, validator.validatePage(page));

describe('a draft page as its preview draws it', () => {
  it('is the draft itself when nothing is missing', () => {
    const page = home();
    expect(preview(page)).toBe(page);
  });

  it('leaves out a card just added, empty, and keeps every other', () => {
    const page = home();
    const cards = grid(page).cards;
    grid(page).cards = [...cards.slice(0, 3), {}, ...cards.slice(3), {}];
    expect(grid(preview(page)).cards).toEqual(cards);
    // The draft itself is the editor's: untouched.
    expect(grid(page).cards).toHaveLength(cards.length + 2);
  });

  it('names the items it left out by their place in the draft, as the editor shows them', () => {
    const page = home();
    const cards = grid(page).cards;
    grid(page).cards = [...cards.slice(0, 3), {}, ...cards.slice(3), {}];
    const { page: drawn, leftOut } = completeItemsOnly(page);
    expect(grid(drawn).cards).toEqual(cards);
    expect(leftOut).toEqual([`/blocks/${GRID}/cards/3`, `/blocks/${GRID}/cards/${cards.length + 1}`]);
    expect(leftOut.map((pointer) => leftOutLabel(pointer, page.blocks))).toEqual([
      `${GRID + 1}. card-grid: cards item 4`,
      `${GRID + 1}. card-grid: cards item ${cards.length + 2}`,
    ]);
    // As the preview's answer carries them, and nothing from a header that is not the dev server's.
    expect(leftOutOf(encodeURIComponent(JSON.stringify(leftOut)))).toEqual(leftOut);
    expect(leftOutOf(null)).toEqual([]);
    expect(leftOutOf('%7B%22a%22%3A1%7D')).toEqual([]);
    expect(leftOutOf('%E0%A4%A')).toEqual([]);
    expect(LEFT_OUT_HEADER).toMatch(/^x-[a-z-]+$/);
  });

  it('leaves out a card whose icon is not one of the set, and a link without its action', () => {
    const page = home();
    const cards = grid(page).cards;
    grid(page).cards = [{ ...cards[0]!, icon: 'no-such-icon' }, { ...cards[1]!, link: { label: 'Learn More' } }, ...cards.slice(2)];
    expect(grid(preview(page)).cards).toEqual(cards.slice(2));
  });

  it('keeps a card with a field the schema does not know: it draws as it is, the editor saying why it cannot be saved', () => {
    const page = home();
    grid(page).cards[0]!.subtitel = 'A misspelt field';
    expect(validator.validatePage(page).map((problem) => problem.code)).toEqual(['unknown-field']);
    expect(preview(page)).toBe(page);
  });

  it('leaves a block whose own field is missing as it is: only list items are left out', () => {
    const page = home();
    delete (grid(page) as Partial<ReturnType<typeof grid>>).cards;
    expect(preview(page)).toBe(page);
  });
});
