import { describe, expect, it } from 'vitest';
import { rebaseHistory, recordEdit, startHistory, undo, redo, type History } from '../../devtools/editor/draftHistory';
import { keyed, mergeIntoDraft, type DraftContent } from '../../devtools/editor/draftMerge';

/**
 * A change made to the open file elsewhere (another tab's save, a pull) comes into the editor's
 * draft and into every step of its undo history (devtools/editor/draftMerge.ts, rebaseHistory), as
 * usePageDraft's adoptMerged does: undo then takes back the author's own edits, never that change.
 */
const opened = {
  meta: { title: 'About', description: 'Who we are.' },
  blocks: [
    { type: 'hero', title: 'Hello', subtitle: 'Since 2009' },
    { type: 'banner', title: 'Talk to us', text: 'We answer within a day.' },
  ],
};

/** The author's edit of one block's field, as usePageDraft's updateBlock makes it: a new object for that block only. */
function edit(draft: DraftContent, index: number, field: string, value: string): DraftContent {
  const blocks = [...draft.blocks];
  blocks[index] = { key: blocks[index]!.key, value: { ...blocks[index]!.value, [field]: value } };
  return { meta: draft.meta, blocks };
}

/** What adoptMerged does with the file's change, `sent` → `merged`. */
function adopt(history: History<DraftContent>, merged: typeof opened) {
  const present = mergeIntoDraft(opened, history.present, merged);
  expect(present).not.toBeNull();
  return rebaseHistory(history, present!, (step) => mergeIntoDraft(opened, step, merged, { others: present!.blocks }));
}

const values = (draft: DraftContent) => ({ meta: draft.meta, blocks: draft.blocks.map((block) => block.value) });

describe('a change made elsewhere, in the draft and its undo history', () => {
  it('stays through undo and redo, which step through the author’s own edits as before', () => {
    let history = startHistory<DraftContent>({ meta: opened.meta, blocks: opened.blocks.map(keyed) });
    history = recordEdit(history, edit(history.present, 0, 'title', 'Hello, Tulsa'), undefined, 0);
    history = recordEdit(history, edit(history.present, 1, 'title', 'Talk to us today'), undefined, 10_000);
    const keys = history.present.blocks.map((block) => block.key);

    // Elsewhere: the description reworded and a block added at the end.
    const merged = structuredClone(opened);
    merged.meta.description = 'Who we are, and how we work.';
    merged.blocks.push({ type: 'text', title: 'More', subtitle: 'Read on' } as (typeof merged.blocks)[number]);
    history = adopt(history, merged);
    expect(history.past).toHaveLength(2);
    const added = history.present.blocks[2]!;

    history = undo(history);
    expect(values(history.present)).toEqual({
      meta: merged.meta,
      blocks: [{ ...opened.blocks[0], title: 'Hello, Tulsa' }, opened.blocks[1], merged.blocks[2]],
    });
    history = undo(history);
    expect(values(history.present)).toEqual(merged);
    // Each block keeps its key in every step, the added one too, and a block as it was is the same
    // object (undo selects the block that changed by that).
    expect(history.present.blocks.map((block) => block.key)).toEqual([...keys, added.key]);
    expect(history.present.blocks[2]).toBe(added);
    history = redo(history);
    expect(history.present.blocks[1]).toBe(undo(history).present.blocks[1]);
    history = redo(history);
    expect(values(history.present).blocks.map((block) => block.title)).toEqual(['Hello, Tulsa', 'Talk to us today', 'More']);
  });

  it('ends the history at a step the change cannot join, which undo would otherwise take out', () => {
    let history = startHistory<DraftContent>({ meta: opened.meta, blocks: opened.blocks.map(keyed) });
    history = recordEdit(history, edit(history.present, 0, 'title', 'Hello, Tulsa'), undefined, 0);
    // Typed back as it was: the draft now agrees with the file there.
    history = recordEdit(history, edit(history.present, 0, 'title', 'Hello'), undefined, 10_000);
    history = recordEdit(history, edit(history.present, 1, 'text', 'We answer the same day.'), undefined, 20_000);

    const merged = structuredClone(opened);
    merged.blocks[0]!.title = 'Hello from Tulsa';
    history = adopt(history, merged);
    // One step back (the text typed) joins the change; the one before it changed the same title.
    expect(history.past).toHaveLength(1);
    history = undo(history);
    expect(values(history.present)).toEqual(merged);
    expect(undo(history)).toBe(history);
  });
});
