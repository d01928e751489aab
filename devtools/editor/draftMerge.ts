import type { PageDocument } from './editorClient';
import { threeWayMerge, type Clash, type Preferred } from './threeWayMerge';
import { alignItems, jsonEqual } from '../../scripts/lib/json/jsonCompare.ts';

/** A block being edited, with a key of its own that survives moves (list keys, selection, issues). */
export interface DraftBlock {
  key: string;
  value: Record<string, unknown>;
}

/** What undo and redo step through: the page's meta and its blocks (selection and issues are not edits). */
export interface DraftContent {
  meta: PageDocument['meta'];
  blocks: DraftBlock[];
}

let nextKey = 0;
export const keyed = (value: Record<string, unknown>): DraftBlock => ({ key: `b${++nextKey}`, value });

/**
 * The blocks `values` keyed as the blocks of `draft` they are (alignItems: in their place, edited or
 * not, then moved as they were), so a block keeps its selection wherever a merge put it. A block
 * still as it was is the same object, as undo's changedPart expects of an unchanged block; one not
 * in `draft` (added elsewhere) takes the key it has in `others` (the draft now) if it is there.
 */
function keepKeys(draft: DraftBlock[], values: Record<string, unknown>[], others: DraftBlock[]): DraftBlock[] {
  const was = new Map(
    alignItems(
      draft.map((block) => block.value),
      values,
    ).map(([from, to]) => [to, draft[from]!]),
  );
  const placed = new Set(was.values());
  const left = draft.filter((block) => !placed.has(block));
  values.forEach((value, index) => {
    if (was.has(index)) return;
    const moved = left.findIndex((block) => jsonEqual(block.value, value));
    if (moved >= 0) was.set(index, left.splice(moved, 1)[0]!);
  });
  const used = new Set([...was.values()].map((block) => block.key));
  return values.map((value, index) => {
    const block = was.get(index);
    if (block) return jsonEqual(block.value, value) ? block : { key: block.key, value };
    const twin = others.find((other) => !used.has(other.key) && jsonEqual(other.value, value));
    if (!twin) return keyed(value);
    used.add(twin.key);
    return twin;
  });
}

/**
 * `draft` (an edit of `sent`) with the file's own change (`sent` → `merged`) merged in, or null
 * where both changed one place and no side is preferred (`clashes` then receives those places).
 * For the draft now, and for each step of its undo history, so a step back undoes the author's own
 * edits and never the change made elsewhere (`others`: the draft now, merged, whose keys blocks
 * added elsewhere take in every step).
 */
export function mergeIntoDraft(
  sent: Pick<PageDocument, 'meta' | 'blocks'>,
  draft: DraftContent,
  merged: Pick<PageDocument, 'meta' | 'blocks'>,
  options: { prefer?: Preferred; clashes?: Clash[]; others?: DraftBlock[] } = {},
): DraftContent | null {
  const result = threeWayMerge(
    { meta: sent.meta, blocks: sent.blocks },
    { meta: draft.meta, blocks: draft.blocks.map((block) => block.value) },
    { meta: merged.meta, blocks: merged.blocks },
    options.prefer,
    options.clashes,
  );
  const typed = result.merged as Pick<PageDocument, 'meta' | 'blocks'> | null;
  if (!typed) return null;
  return {
    meta: jsonEqual(typed.meta, draft.meta) ? draft.meta : typed.meta,
    blocks: keepKeys(draft.blocks, typed.blocks, options.others ?? []),
  };
}
