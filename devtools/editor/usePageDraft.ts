import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EditorIssue, OpenedPage, PageDocument } from './editorClient';
import { placeOf } from './issueErrors';
import { changedPlace, rebaseHistory, recordEdit, redo, startHistory, undo, type History } from './draftHistory';
import { contentKey } from './contentKey';
import type { FormChange } from './editStep';
import type { Clash, Preferred } from './threeWayMerge';
import { keyed, mergeIntoDraft, type DraftContent } from './draftMerge';
import { keysInFileAfterMerge } from './heldBlocks';

export type { DraftBlock } from './draftMerge';

/** An issue validate found in the draft, pinned to the block it concerns (by key, so it follows moves). */
export interface PinnedIssue {
  issue: EditorIssue;
  blockKey?: string;
}

export type Selection = 'meta' | string;

/**
 * What to select after undo or redo moved the draft from `from` to `to`: a block that came back, or
 * the block (or meta) that changed, so the author sees what undo did.
 */
function changedPart(from: DraftContent, to: DraftContent): Selection | null {
  const before = new Map(from.blocks.map((block) => [block.key, block]));
  const restored = to.blocks.find((block) => !before.has(block.key));
  if (restored) return restored.key;
  // An edited block is a new object; the others keep theirs (a move changes only the order).
  const changed = to.blocks.find((block) => before.get(block.key) !== block);
  if (changed) return changed.key;
  return from.meta !== to.meta ? 'meta' : null;
}

/**
 * The page as the editor holds it between saves: meta, blocks (each keyed), the selection and the
 * issues validate found (as the author types, or at the last save). Every change goes through here, so "unsaved changes" is always right.
 */
export function usePageDraft(opened: OpenedPage) {
  const [base, setBase] = useState(() => ({ document: opened.document, version: opened.version }));
  const [history, setHistory] = useState<History<DraftContent>>(() =>
    startHistory({ meta: opened.document.meta, blocks: opened.document.blocks.map(keyed) }),
  );
  const { meta, blocks } = history.present;
  // The draft as it is now, for a save's answer that arrives after later edits (adoptMerged).
  const latest = useRef(history.present);
  useEffect(() => {
    latest.current = history.present;
  }, [history.present]);
  const [selected, setSelected] = useState<Selection>(() => blocks[0]?.key ?? 'meta');
  const [issues, setIssues] = useState<PinnedIssue[]>([]);
  // What was last saved (or opened), to tell whether there are changes to save.
  const [savedText, setSavedText] = useState(() => contentKey({ meta: opened.document.meta, blocks: opened.document.blocks }));
  /**
   * The keys of the draft's blocks the file holds (as opened, last saved or merged): a block with
   * any other key is new, not in the file yet, and Save writes it only once it is complete.
   */
  const [fileKeys, setFileKeys] = useState<ReadonlySet<string>>(() => new Set(blocks.map((block) => block.key)));
  const fileKeysNow = useRef(fileKeys);
  useEffect(() => {
    fileKeysNow.current = fileKeys;
  }, [fileKeys]);

  /** The document to save: the file's own keys in their order, meta and blocks as edited. */
  const document = useMemo<PageDocument>(
    () => ({ ...base.document, meta, blocks: blocks.map((b) => b.value) }),
    [base.document, meta, blocks],
  );
  const draftKey = contentKey({ meta, blocks: blocks.map((b) => b.value) });
  const dirty = draftKey !== savedText;

  const dropIssues = useCallback(
    (where: (pinned: PinnedIssue) => boolean) => setIssues((list) => list.filter((pinned) => !where(pinned))),
    [],
  );

  /**
   * Applies an edit to the draft's content; `place` (or the place it names, given the content before
   * the edit) joins a burst of typing there into one undo step.
   */
  const edit = useCallback((change: (content: DraftContent) => DraftContent, place?: string | ((content: DraftContent) => string)) => {
    setHistory((current) => recordEdit(current, change(current.present), typeof place === 'function' ? place(current.present) : place));
  }, []);

  /** A block's new value from its form; typing joins into one step, a `step` change (a picture chosen) is one of its own. */
  const updateBlock = useCallback(
    (key: string, value: Record<string, unknown>, change?: FormChange) => {
      // Its issues stay until validate has looked at the edit (the live check, a moment later).
      edit(
        (content) => ({ ...content, blocks: content.blocks.map((block) => (block.key === key ? { key, value } : block)) }),
        // The field typed in: a word in one field and then one in another are two steps.
        change?.step ? undefined : (content) => `${key}${changedPlace(content.blocks.find((block) => block.key === key)?.value, value)}`,
      );
    },
    [edit],
  );

  const updateMeta = useCallback(
    (value: Record<string, unknown>, change?: FormChange) => {
      edit(
        (content) => ({ ...content, meta: value as DraftContent['meta'] }),
        change?.step ? undefined : (content) => `meta${changedPlace(content.meta, value)}`,
      );
    },
    [edit],
  );

  /** Moves the block at `from` to index `to` (in the list without it). */
  const moveBlock = useCallback(
    (from: number, to: number) => {
      edit((content) => {
        const list = content.blocks;
        if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return content;
        const next = [...list];
        const [moved] = next.splice(from, 1);
        next.splice(to, 0, moved!);
        return { ...content, blocks: next };
      });
    },
    [edit],
  );

  const insertBlock = useCallback(
    (index: number, value: Record<string, unknown>) => {
      const block = keyed(structuredClone(value));
      edit((content) => ({ ...content, blocks: [...content.blocks.slice(0, index), block, ...content.blocks.slice(index)] }));
      setSelected(block.key);
      return block.key;
    },
    [edit],
  );

  const removeBlock = useCallback(
    (key: string) => {
      const index = blocks.findIndex((b) => b.key === key);
      const next = blocks.filter((b) => b.key !== key);
      edit((content) => ({ ...content, blocks: content.blocks.filter((b) => b.key !== key) }));
      if (selected === key) setSelected(next[Math.min(index, next.length - 1)]?.key ?? 'meta');
      dropIssues((pinned) => pinned.blockKey === key);
    },
    [blocks, selected, edit, dropIssues],
  );

  /** Steps the draft back (or forward) one edit, and selects what that step changed. */
  const step = useCallback(
    (direction: 'undo' | 'redo') => {
      const next = direction === 'undo' ? undo(history) : redo(history);
      if (next === history) return;
      setHistory(next);
      const part = changedPart(history.present, next.present);
      const stillThere = selected === 'meta' || next.present.blocks.some((block) => block.key === selected);
      if (part) setSelected(part);
      else if (!stillThere) setSelected(next.present.blocks[0]?.key ?? 'meta');
    },
    [history, selected],
  );
  const undoEdit = useCallback(() => step('undo'), [step]);
  const redoEdit = useCallback(() => step('redo'), [step]);

  /** Pins the issues of a save to the blocks as they were sent (their order then). */
  const showIssues = useCallback((found: EditorIssue[], sentKeys: string[]) => {
    setIssues(
      found.map((issue) => {
        const place = placeOf(issue);
        return place.section === 'block' ? { issue, blockKey: sentKeys[place.index] } : { issue };
      }),
    );
  }, []);

  /** After a save: what was sent is the new base, its blocks (`sentKeys`) those in the file. */
  const markSaved = useCallback((sent: PageDocument, version: string, sentKeys: readonly string[]) => {
    setSavedText(contentKey({ meta: sent.meta, blocks: sent.blocks }));
    setBase({ document: sent, version });
    setFileKeys(new Set(sentKeys));
  }, []);

  /**
   * After a save that merged in changes made elsewhere (`merged`, what the file holds now): the
   * file is the new base, and the draft is it with whatever was typed while the save was on its way
   * (`sent` → the draft now). A block keeps its key wherever it went, and so its selection; each
   * step of undo and redo gets the changes made elsewhere too (mergeIntoDraft, rebaseHistory), so a
   * step back takes out only the author's own edits.
   * Typed meanwhile in a place changed elsewhere too: the draft stays as typed, an edit of the file
   * as sent, and the next save merges it again or names that place. Also how a change made to the
   * file elsewhere comes into an open editor (useFileOnDisk, with `sent` the base). Returns the
   * places both changed, with each side's value: then nothing is adopted, unless `prefer` names the
   * side to take there (the author's choice). The file's blocks are then those of the draft that
   * were in it, or in what was sent (`sentKeys`, a save's), and those it brought.
   */
  const adoptMerged = useCallback(
    (sent: PageDocument, merged: PageDocument, version: string, prefer?: Preferred, sentKeys?: readonly string[]): Clash[] => {
      const clashes: Clash[] = [];
      const before = latest.current;
      const present = mergeIntoDraft(sent, before, merged, { prefer, clashes });
      if (!present) return clashes;
      setSavedText(contentKey({ meta: merged.meta, blocks: merged.blocks }));
      setBase({ document: merged, version });
      const inFile = sentKeys ? new Set(sentKeys) : fileKeysNow.current;
      const keysOf = (content: DraftContent) => content.blocks.map((block) => block.key);
      setFileKeys(keysInFileAfterMerge(keysOf(present), keysOf(before), inFile));
      setHistory((history) =>
        rebaseHistory(history, present, (step) => mergeIntoDraft(sent, step, merged, { prefer, others: present.blocks })),
      );
      const { blocks } = present;
      setSelected((key) => (key === 'meta' || blocks.some((block) => block.key === key) ? key : (blocks[0]?.key ?? 'meta')));
      return clashes;
    },
    [],
  );

  /** Whether the file holds the block of this key (else it is new, added since it was opened or saved). */
  const inFile = useCallback((key: string) => fileKeys.has(key), [fileKeys]);

  return {
    version: base.version,
    /** The file as opened or last saved, which the draft is an edit of. */
    base: base.document,
    meta,
    blocks,
    document,
    /** The draft's content as a text that two drafts share exactly when they say the same (contentKey). */
    draftKey,
    dirty,
    inFile,
    selected,
    setSelected,
    issues,
    setIssues,
    showIssues,
    updateBlock,
    updateMeta,
    moveBlock,
    insertBlock,
    removeBlock,
    markSaved,
    adoptMerged,
    undo: undoEdit,
    redo: redoEdit,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  };
}

export type PageDraft = ReturnType<typeof usePageDraft>;
