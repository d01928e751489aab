import { describe, expect, it } from 'vitest';
import { threeWayMerge, type Clash } from '../../devtools/editor/threeWayMerge.ts';

/** The editor's edit and the file's own change since it was opened, put together (devtools/editor/threeWayMerge.ts). */

const base = {
  meta: { title: 'About', description: 'Who we are.' },
  blocks: [
    { type: 'hero', title: 'Hello', actions: [{ label: 'Call' }] },
    { type: 'banner', title: 'Talk to us' },
  ],
};
const copy = () => structuredClone(base);

describe('a three-way merge of a content file', () => {
  it('takes each side’s change where they changed different fields, keys or items', () => {
    const mine = copy();
    mine.blocks[0]!.title = 'Hello, Tulsa';
    delete (mine.meta as Partial<typeof base.meta>).description;
    const theirs = copy();
    theirs.blocks[1]!.title = 'Talk to our team';
    (theirs.blocks[0] as Record<string, unknown>).eyebrow = 'Since 2009';
    expect(threeWayMerge(base, mine, theirs)).toEqual({
      merged: {
        meta: { title: 'About' },
        blocks: [
          { type: 'hero', title: 'Hello, Tulsa', actions: [{ label: 'Call' }], eyebrow: 'Since 2009' },
          { type: 'banner', title: 'Talk to our team' },
        ],
      },
      conflicts: [],
    });
  });

  it('takes a list one side added to or reordered, when the other left it as it was', () => {
    const mine = copy();
    mine.blocks.reverse();
    const theirs = copy();
    theirs.meta.title = 'About us';
    expect(threeWayMerge(base, mine, theirs).merged).toEqual({ ...mine, meta: theirs.meta });
  });

  it('agrees where both made the same change', () => {
    const mine = copy();
    mine.meta.title = 'About us';
    expect(threeWayMerge(base, mine, structuredClone(mine)).merged).toEqual(mine);
  });

  it('names each place both changed differently, and merges nothing', () => {
    const mine = copy();
    mine.blocks[0]!.title = 'Mine';
    mine.meta.description = 'Ours.';
    const theirs = copy();
    theirs.blocks[0]!.title = 'Theirs';
    delete (theirs.meta as Partial<typeof base.meta>).description;
    expect(threeWayMerge(base, mine, theirs)).toEqual({ merged: null, conflicts: ['/meta/description', '/blocks/0/title'] });
  });

  it('merges a list one side added to, removed from or reordered with the other side’s edits of its items', () => {
    const mine = copy();
    mine.blocks.unshift({ type: 'banner', title: 'New' });
    const theirs = copy();
    theirs.blocks[1]!.title = 'Changed';
    expect(threeWayMerge(base, mine, theirs)).toEqual({
      merged: { ...base, blocks: [{ type: 'banner', title: 'New' }, base.blocks[0], { type: 'banner', title: 'Changed' }] },
      conflicts: [],
    });

    // Moved on one side, edited on the other: the edit follows the block.
    const moved = copy();
    moved.blocks.reverse();
    const edited = copy();
    edited.blocks[0]!.title = 'Hello, Tulsa';
    expect(threeWayMerge(base, moved, edited).merged).toEqual({
      ...base,
      blocks: [base.blocks[1], { ...base.blocks[0], title: 'Hello, Tulsa' }],
    });

    // Removed on one side, a block added on the other; an item edited inside a list of the other side's.
    const removed = copy();
    removed.blocks.splice(1, 1);
    const hero = (page: typeof base) => page.blocks[0] as { actions: { label: string }[] };
    hero(removed).actions[0]!.label = 'Call us';
    const added = copy();
    added.blocks.push({ type: 'text', title: 'More' } as (typeof base.blocks)[number]);
    hero(added).actions.push({ label: 'Write' });
    expect(threeWayMerge(base, removed, added).merged).toEqual({
      ...base,
      blocks: [
        { ...base.blocks[0], actions: [{ label: 'Call us' }, { label: 'Write' }] },
        { type: 'text', title: 'More' },
      ],
    });
  });

  it('never puts an edit of a block the other side removed onto the block after it', () => {
    const tagged = [
      { type: 'text', id: 'capital-markets', title: 'Capital markets', body: 'Debt and equity.' },
      { type: 'text', id: 'valuations', title: 'Valuations', body: 'What it is worth.' },
    ];
    // With ids, and without: then told apart by what each block kept.
    for (const blocks of [tagged, tagged.map(({ id: _id, ...block }) => block)]) {
      const page = { meta: base.meta, blocks };
      // On disk: the first removed, the second reworded. In the editor: the first hidden from view.
      const theirs = structuredClone(page);
      theirs.blocks.splice(0, 1);
      theirs.blocks[0]!.title = 'Know what your asset is worth';
      const mine = structuredClone(page);
      Object.assign(mine.blocks[0]!, { variant: 'sr-only' });
      expect(threeWayMerge(page, mine, theirs)).toEqual({ merged: null, conflicts: ['/blocks/0'] });
    }
  });

  it('names the place where both sides added, or one removed what the other edited, by its index in the editor’s list', () => {
    const mine = copy();
    mine.blocks.unshift({ type: 'banner', title: 'Mine' });
    const theirs = copy();
    theirs.blocks.unshift({ type: 'banner', title: 'Theirs' });
    expect(threeWayMerge(base, mine, theirs)).toEqual({ merged: null, conflicts: ['/blocks/0'] });

    const removed = copy();
    removed.blocks.splice(0, 1);
    const edited = copy();
    edited.blocks[0]!.title = 'Edited';
    expect(threeWayMerge(base, removed, edited)).toEqual({ merged: null, conflicts: ['/blocks/0'] });
  });

  it('adds once a block both sides added, and names a list both sides reordered differently', () => {
    const banner = { type: 'banner', title: 'Both' };
    const mine = copy();
    mine.blocks.push(banner);
    mine.meta.title = 'About us';
    const theirs = copy();
    theirs.blocks.push(structuredClone(banner));
    expect(threeWayMerge(base, mine, theirs).merged).toEqual({ ...mine });

    const three = { ...base, blocks: [...base.blocks, { type: 'text', title: 'Third' }] };
    const one = structuredClone(three);
    one.blocks.push(one.blocks.shift()!);
    const other = structuredClone(three);
    other.blocks.unshift(other.blocks.pop()!);
    expect(threeWayMerge(three, one, other)).toEqual({ merged: null, conflicts: ['/blocks/0', '/blocks/1'] });
  });

  it('stays quick on lists of a hundred thousand items, as a request may send', () => {
    const base = { items: Array.from({ length: 100_000 }, (_, index) => index) };
    const edited = { items: base.items.map((item) => (item === 50_000 ? -1 : item)) };
    const appended = { items: [...base.items, 100_000] };
    expect(threeWayMerge(base, edited, appended).merged).toEqual({ items: [...edited.items, 100_000] });
    // Every item moved on one side, one edited on the other: too large to pair item by item, and named.
    const reversed = { items: [...base.items].reverse() };
    expect(threeWayMerge(base, reversed, edited).conflicts.length).toBeGreaterThan(0);
  });

  it('keeps a key named "__proto__" as a key of the document, and leaves every prototype alone', () => {
    const parse = (text: string) => JSON.parse(text) as object;
    const base = parse('{"meta":{"title":"A"},"__proto__":{"polluted":1}}');
    const mine = parse('{"meta":{"title":"B"},"__proto__":{"polluted":1}}');
    const theirs = parse('{"meta":{"title":"A"},"__proto__":{"polluted":2}}');
    const { merged } = threeWayMerge(base, mine, theirs);
    expect(JSON.stringify(merged)).toBe('{"meta":{"title":"B"},"__proto__":{"polluted":2}}');
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  describe('with the side to take where both changed one place (the author’s choice)', () => {
    it('takes that side’s value there, every other change from both sides, and names the places it chose at', () => {
      const mine = copy();
      mine.blocks[0]!.title = 'Mine';
      mine.meta.title = 'About us';
      const theirs = copy();
      theirs.blocks[0]!.title = 'Theirs';
      theirs.blocks[1]!.title = 'Talk to our team';
      const blocks = (title: string) => [
        { type: 'hero', title, actions: [{ label: 'Call' }] },
        { type: 'banner', title: 'Talk to our team' },
      ];
      expect(threeWayMerge(base, mine, theirs, 'mine')).toEqual({
        merged: { meta: { title: 'About us', description: 'Who we are.' }, blocks: blocks('Mine') },
        conflicts: ['/blocks/0/title'],
      });
      expect(threeWayMerge(base, mine, theirs, 'theirs')).toEqual({
        merged: { meta: { title: 'About us', description: 'Who we are.' }, blocks: blocks('Theirs') },
        conflicts: ['/blocks/0/title'],
      });
    });

    it('keeps an item one side removed and the other edited, in its place, when the editing side is taken', () => {
      const three = { ...base, blocks: [...base.blocks, { type: 'text', title: 'Third' }] };
      const removed = structuredClone(three);
      removed.blocks.splice(1, 1);
      removed.meta.title = 'About us';
      const edited = structuredClone(three);
      edited.blocks[1]!.title = 'Edited';
      const kept = { ...three, meta: removed.meta, blocks: [three.blocks[0], { type: 'banner', title: 'Edited' }, three.blocks[2]] };
      const gone = { ...three, meta: removed.meta, blocks: [three.blocks[0], three.blocks[2]] };
      expect(threeWayMerge(three, edited, removed, 'mine').merged).toEqual(kept);
      expect(threeWayMerge(three, edited, removed, 'theirs').merged).toEqual(gone);
      expect(threeWayMerge(three, removed, edited, 'theirs').merged).toEqual(kept);
      expect(threeWayMerge(three, removed, edited, 'mine').merged).toEqual(gone);
    });

    it('hands over each place both changed, with both values where the place is a field', () => {
      const mine = copy();
      mine.blocks[0]!.title = 'Mine';
      mine.blocks.unshift({ type: 'banner', title: 'Mine' });
      const theirs = copy();
      theirs.blocks[0]!.title = 'Theirs';
      theirs.blocks.unshift({ type: 'banner', title: 'Theirs' });
      const clashes: Clash[] = [];
      expect(threeWayMerge(base, mine, theirs, undefined, clashes).conflicts).toEqual(['/blocks/1/title', '/blocks/0']);
      expect(clashes).toEqual([{ pointer: '/blocks/1/title', sides: { mine: 'Mine', theirs: 'Theirs' } }, { pointer: '/blocks/0' }]);
    });

    it('takes that side’s items where both added or reordered differently', () => {
      const mine = copy();
      mine.blocks.unshift({ type: 'banner', title: 'Mine' });
      const theirs = copy();
      theirs.blocks.unshift({ type: 'banner', title: 'Theirs' });
      theirs.meta.description = 'Who we are, in Tulsa.';
      expect(threeWayMerge(base, mine, theirs, 'mine')).toEqual({ merged: { ...mine, meta: theirs.meta }, conflicts: ['/blocks/0'] });
      expect(threeWayMerge(base, mine, theirs, 'theirs')).toEqual({ merged: theirs, conflicts: ['/blocks/0'] });
    });
  });
});
