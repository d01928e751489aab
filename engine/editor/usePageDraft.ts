import { useCallback, useMemo, useState } from 'react';
import type { EditorIssue, OpenedPage, PageDocument } from './editorClient';
import { placeOf } from './issueErrors';

/** A block being edited, with a key of its own that survives moves (list keys, selection, issues). */
export interface DraftBlock {
  key: string;
  value: Record<string, unknown>;
}

/** An issue from the last save attempt, pinned to the block it concerns (by key, so it follows moves). */
export interface PinnedIssue {
  issue: EditorIssue;
  blockKey?: string;
}

export type Selection = 'meta' | string;

let nextKey = 0;
const keyed = (value: Record<string, unknown>): DraftBlock => ({ key: `b${++nextKey}`, value });

/**
 * The page as the editor holds it between saves: meta, blocks (each keyed), the selection and the
 * issues of the last save. Every change goes through here, so "unsaved changes" is always right.
 */
export function usePageDraft(opened: OpenedPage) {
  const [base, setBase] = useState(() => ({ document: opened.document, version: opened.version }));
  const [meta, setMeta] = useState(opened.document.meta);
  const [blocks, setBlocks] = useState(() => opened.document.blocks.map(keyed));
  const [selected, setSelected] = useState<Selection>(() => blocks[0]?.key ?? 'meta');
  const [issues, setIssues] = useState<PinnedIssue[]>([]);
  // What was last saved (or opened), to tell whether there are changes to save.
  const [savedText, setSavedText] = useState(() => JSON.stringify({ meta: opened.document.meta, blocks: opened.document.blocks }));

  /** The document to save: the file's own keys in their order, meta and blocks as edited. */
  const document = useMemo<PageDocument>(
    () => ({ ...base.document, meta, blocks: blocks.map((b) => b.value) }),
    [base.document, meta, blocks],
  );
  const dirty = JSON.stringify({ meta, blocks: blocks.map((b) => b.value) }) !== savedText;

  const dropIssues = useCallback(
    (where: (pinned: PinnedIssue) => boolean) => setIssues((list) => list.filter((pinned) => !where(pinned))),
    [],
  );

  const updateBlock = useCallback(
    (key: string, value: Record<string, unknown>) => {
      setBlocks((list) => list.map((block) => (block.key === key ? { key, value } : block)));
      // The last save's messages about this block may no longer hold.
      dropIssues((pinned) => pinned.blockKey === key);
    },
    [dropIssues],
  );

  const updateMeta = useCallback(
    (value: Record<string, unknown>) => {
      setMeta(value);
      dropIssues((pinned) => placeOf(pinned.issue).section === 'meta');
    },
    [dropIssues],
  );

  /** Moves the block at `from` to index `to` (in the list without it). */
  const moveBlock = useCallback((from: number, to: number) => {
    setBlocks((list) => {
      if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return list;
      const next = [...list];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      return next;
    });
  }, []);

  const insertBlock = useCallback((index: number, value: Record<string, unknown>) => {
    const block = keyed(structuredClone(value));
    setBlocks((list) => [...list.slice(0, index), block, ...list.slice(index)]);
    setSelected(block.key);
    return block.key;
  }, []);

  const removeBlock = useCallback(
    (key: string) => {
      const index = blocks.findIndex((b) => b.key === key);
      const next = blocks.filter((b) => b.key !== key);
      setBlocks(next);
      if (selected === key) setSelected(next[Math.min(index, next.length - 1)]?.key ?? 'meta');
      dropIssues((pinned) => pinned.blockKey === key);
    },
    [blocks, selected, dropIssues],
  );

  /** Pins the issues of a save to the blocks as they were sent (their order then). */
  const showIssues = useCallback((found: EditorIssue[], sentKeys: string[]) => {
    setIssues(
      found.map((issue) => {
        const place = placeOf(issue);
        return place.section === 'block' ? { issue, blockKey: sentKeys[place.index] } : { issue };
      }),
    );
  }, []);

  /** After a save: what was sent is the new base. */
  const markSaved = useCallback((sent: PageDocument, version: string) => {
    setSavedText(JSON.stringify({ meta: sent.meta, blocks: sent.blocks }));
    setBase({ document: sent, version });
  }, []);

  return {
    version: base.version,
    meta,
    blocks,
    document,
    dirty,
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
  };
}

export type PageDraft = ReturnType<typeof usePageDraft>;
