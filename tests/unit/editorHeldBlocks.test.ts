import { describe, expect, it } from 'vitest';
import type { EditorIssue } from '../../devtools/editor/editorClient.ts';
import { blocksToHold, issuesOfHeld, keysInFileAfterMerge, listed, placedInDraft } from '../../devtools/editor/heldBlocks.ts';

/** Save and a block just added (devtools/editor/heldBlocks.ts): written once complete, the rest of the page meanwhile. */
const issue = (pointer: string, inPage = true): EditorIssue => ({
  file: 'pages/about.json',
  line: 1,
  col: 1,
  pointer,
  message: 'missing required field "title"',
  inPage,
});

describe('the blocks Save keeps back', () => {
  const found = [
    issue('/meta/description'),
    issue('/blocks/1/cards/0'),
    issue('/blocks/3'),
    issue('/blocks/4/title'),
    issue('/blocks/5', false),
  ];

  it('are the new blocks validate found a problem in, and no block the file holds', () => {
    // Blocks 1, 2 and 5 are new; 3 and 4 are in the file, their problems stop Save as ever.
    expect(blocksToHold(found, [1, 2, 5])).toEqual([1]);
    expect(blocksToHold(found, [])).toEqual([]);
    expect(issuesOfHeld(found, [1])).toEqual([found[1]]);
  });

  it('leave the issues of the rest where the draft has them: the sent page’s /blocks/2 is the draft’s /blocks/3', () => {
    const kept = [0, 2, 3, 4];
    expect(placedInDraft(issue('/blocks/2/title'), kept).pointer).toBe('/blocks/3/title');
    expect(placedInDraft(issue('/blocks/1'), kept).pointer).toBe('/blocks/2');
    expect(placedInDraft(issue('/meta/title'), kept).pointer).toBe('/meta/title');
    // Another file's issue is that file's.
    expect(placedInDraft(issue('/blocks/2', false), kept).pointer).toBe('/blocks/2');
  });

  it('stay out of the file after a merge, which holds its own blocks, those sent and those it brought', () => {
    // b2 was kept back; b3 was removed elsewhere; b9 was added elsewhere.
    expect([...keysInFileAfterMerge(['b1', 'b2', 'b9', 'b4'], ['b1', 'b2', 'b3', 'b4'], new Set(['b1', 'b3', 'b4']))]).toEqual([
      'b1',
      'b9',
      'b4',
    ]);
  });

  it('are named in a list, as the toolbar says it', () => {
    expect(listed(['2. card-grid'])).toBe('2. card-grid');
    expect(listed(['2. card-grid', '5. faq', '6. banner'])).toBe('2. card-grid, 5. faq and 6. banner');
  });
});
