import { describe, expect, it } from 'vitest';
import { threeWayMerge } from '../../devtools/editor/threeWayMerge.ts';

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

  it('does not merge item by item a list that one side added to and the other changed: an item’s place is its identity', () => {
    const mine = copy();
    mine.blocks.unshift({ type: 'banner', title: 'New' });
    const theirs = copy();
    theirs.blocks[1]!.title = 'Changed';
    expect(threeWayMerge(base, mine, theirs)).toEqual({ merged: null, conflicts: ['/blocks'] });
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
});
