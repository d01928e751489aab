import { describe, expect, it } from 'vitest';
import { alignItems, commonSubsequence, jsonEqual, MAX_SUBSEQUENCE_CELLS } from '../../scripts/lib/jsonCompare.ts';

/** How the editor's Save and merge pair the items of two versions of a list (scripts/lib/jsonCompare.ts). */

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
});

describe('jsonEqual', () => {
  it('ignores key order and keys holding undefined, and tells lists by their order', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1, gone: undefined }, { a: 1 })).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: [] }, { a: {} })).toBe(false);
  });
});
