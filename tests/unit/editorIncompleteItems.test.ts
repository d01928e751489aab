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

describe('a block not written yet, in the preview', () => {
  const withBlock = (block: Record<string, unknown>, at = GRID + 1) => {
    const page = home() as unknown as { meta: unknown; blocks: Record<string, unknown>[] };
    page.blocks.splice(at, 0, block);
    return page;
  };

  it('is named with what it lacks, card by card, and its empty card is not also listed as left out', () => {
    const page = withBlock({ type: 'card-grid', kind: 'service', cards: [{}] });
    const { page: drawn, leftOut, unfinished } = completeItemsOnly(page);
    expect([...unfinished]).toEqual([[GRID + 1, 'Cards item 1 › Icon, Title, Snippet, Link']]);
    expect(leftOut).toEqual([]);
    // Every other block is drawn as it is.
    expect(drawn.blocks.filter((_, index) => index !== GRID + 1)).toEqual(home().blocks);
  });

  it('names what is missing or empty in the block itself, and its empty items; an optional empty text is only left out', () => {
    const page = withBlock({ type: 'banner', tone: 'dark', title: '', text: '', primary: { label: '', action: { navigate: '/contact' } } });
    page.blocks.push({ type: 'text', title: '', paragraphs: [''] });
    const { page: drawn, unfinished } = completeItemsOnly(page);
    expect([...unfinished]).toEqual([
      [GRID + 1, 'Title; Primary › Label'],
      [page.blocks.length - 1, 'Paragraphs item 1'],
    ]);
    // An empty text is drawn as not there: the block is given none.
    expect(drawn.blocks[GRID + 1]).toEqual({ type: 'banner', tone: 'dark', primary: { action: { navigate: '/contact' } } });
  });

  it('is drawn once what it requires is there, its optional fields empty or not', () => {
    const page = withBlock({ type: 'text', title: '', paragraphs: ['We lease offices across Tulsa.'] });
    const { page: drawn, unfinished } = completeItemsOnly(page);
    expect(unfinished.size).toBe(0);
    expect(drawn.blocks[GRID + 1]).toEqual({ type: 'text', paragraphs: ['We lease offices across Tulsa.'] });
  });

  it('includes a grid whose cards were all removed, and one without its kind', () => {
    const page = home();
    grid(page).cards = [];
    page.blocks.push({ type: 'card-grid', cards: [] });
    const { unfinished } = completeItemsOnly(page);
    expect([...unfinished]).toEqual([
      [GRID, 'Cards'],
      [page.blocks.length - 1, 'Kind'],
    ]);
  });
});
