import { describe, expect, it } from 'vitest';
import { alignItems, commonSubsequence, jsonEqual, MAX_SUBSEQUENCE_CELLS } from '../../scripts/lib/json/jsonCompare.ts';

/** How the editor's Save and merge pair the items of two versions of a list (scripts/lib/json/jsonCompare.ts). */

const same = (x: unknown, y: unknown) => x === y;

describe('commonSubsequence', () => {
  it('pairs the common start and end, and a longest common run between them', () => {
    expect(commonSubsequence(['a', 'b', 'x', 'c', 'y', 'z'], ['a', 'b', 'c', 'q', 'z'], same)).toEqual([
      [0, 0],
      [1, 1],
      [3, 2],
      [5, 4],
    ]);
    expect(commonSubsequence([], ['a'], same)).toEqual([]);
    expect(commonSubsequence(['a', 'a'], ['a'], same)).toEqual([[0, 0]]);
  });

  it('pairs nothing more between the common start and end when the table would be too large', () => {
    const reversedMiddle = (size: number) => {
      const middle = Array.from({ length: size }, (_, index) => index);
      return [
        ['start', ...middle, 'end'],
        ['start', ...[...middle].reverse(), 'end'],
      ] as const;
    };
    // Within the limit, one item of a reversed middle is common to both; past it, none is looked for.
    expect(commonSubsequence(...reversedMiddle(50), same)).toHaveLength(3);
    const size = Math.ceil(Math.sqrt(MAX_SUBSEQUENCE_CELLS)) + 1;
    expect(commonSubsequence(...reversedMiddle(size), same)).toEqual([
      [0, 0],
      [size + 1, size + 1],
    ]);
  });
});

describe('alignItems', () => {
  it('pairs equal items, then edited items of the same kind in order, and leaves added and removed ones out', () => {
    const before = [{ type: 'hero', title: 'A' }, { type: 'text', title: 'B' }, { type: 'banner' }];
    const after = [{ type: 'faq' }, { type: 'hero', title: 'A' }, { type: 'text', title: 'B, edited' }];
    expect(alignItems(before, after)).toEqual([
      [0, 1],
      [1, 2],
    ]);
  });
  it('never takes the next block of a type for one removed beside it: by id, or by the fields it kept', () => {
    const text = (id: string, title: string, body: string) => ({ type: 'text', id, title, body, variant: 'plain' });
    // The first block removed and the second edited, in one change: the second is the one edited.
    expect(alignItems([text('a', 'A', 'x'), text('b', 'B', 'y')], [text('b', 'B, edited', 'y')])).toEqual([[1, 0]]);
    const untagged = (title: string, body: string, variant: string) => ({ type: 'text', title, body, variant });
    expect(alignItems([untagged('A', 'x', 'plain'), untagged('B', 'y', 'lead')], [untagged('B, edited', 'y', 'lead')])).toEqual([[1, 0]]);
    // Its id tells it however much of it changed; without one, an item that kept too little is a new one.
    expect(alignItems([text('a', 'A', 'x')], [{ ...text('a', 'New', 'z'), variant: 'lead' }])).toEqual([[0, 0]]);
    expect(alignItems([untagged('A', 'x', 'plain')], [untagged('New', 'z', 'lead')])).toEqual([]);
    // An object of one field is its value: edited, it is still the item.
    expect(alignItems([{ label: 'Call' }], [{ label: 'Call us' }])).toEqual([[0, 0]]);
  });
});

describe('jsonEqual', () => {
  it('ignores key order and keys holding undefined, and tells lists by their order', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1, gone: undefined }, { a: 1 })).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: [] }, { a: {} })).toBe(false);
  });
});
