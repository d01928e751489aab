import { alignItems, commonSubsequence, jsonEqual, MAX_SUBSEQUENCE_CELLS } from '../../scripts/lib/json/jsonCompare.ts';
import { joinPointer } from '../../scripts/lib/json/jsonPointer.ts';

type Json = unknown;

/**
 * The merge of two edits of one JSON document, or the places both changed differently. With a side
 * preferred, always a merge: the conflicts are the places where it took that side's change.
 */
export type MergeResult = { merged: Json; conflicts: string[] } | { merged: null; conflicts: string[] };

/** Which edit a merge takes where both changed one place differently; none: no merge then. */
export type Preferred = 'mine' | 'theirs' | undefined;

/**
 * A place both changed differently, with each side's value there when the place is one value (a
 * field): not for a run of items or an item one side removed, whose values are lists of blocks.
 */
export interface Clash {
  pointer: string;
  sides?: { mine: Json; theirs: Json };
}

/** What a merge carries down the document: its side preferred, and the places both changed. */
interface Merging {
  prefer: Preferred;
  conflicts: string[];
  /** Where the caller wants the places with each side's value (threeWayMerge's `clashes`). */
  clashes?: Clash[];
}

function conflict(merging: Merging, pointer: string, sides?: Clash['sides']): void {
  merging.conflicts.push(pointer);
  merging.clashes?.push(sides ? { pointer, sides } : { pointer });
}

const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value absent from an object (a key removed) is `undefined` here. */
function mergeAt(base: Json, mine: Json, theirs: Json, pointer: string, merging: Merging): Json {
  if (jsonEqual(mine, theirs) || jsonEqual(base, theirs)) return mine;
  if (jsonEqual(base, mine)) return theirs;
  // Both changed it, differently: look inside, where each may have changed a part of its own.
  if (isObject(base) && isObject(mine) && isObject(theirs)) {
    const merged: Record<string, Json> = {};
    // Own keys only, and defined rather than assigned: a key named "__proto__" in the JSON is a key.
    const at = (object: Record<string, Json>, key: string) => (Object.hasOwn(object, key) ? object[key] : undefined);
    // Keys in the order of the file as it is now, then those the editor added.
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
      const value = mergeAt(at(base, key), at(mine, key), at(theirs, key), joinPointer(pointer, key), merging);
      if (value !== undefined) Object.defineProperty(merged, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return merged;
  }
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) return mergeLists(base, mine, theirs, pointer, merging);
  conflict(merging, pointer, { mine, theirs });
  return merging.prefer === 'theirs' ? theirs : mine;
}

/** Which item is which across the versions of a list: a base item's index, or a key of an item added. */
type ItemId = number | string;

/**
 * Each of `side`'s items as the base item it is (alignItems: an equal item, or one of the same kind
 * edited in its place; then an equal item found elsewhere, moved), or as an item added (`tag` and
 * its index).
 */
function identify(base: Json[], side: Json[], tag: string): ItemId[] {
  const ids: ItemId[] = side.map((_, index) => `${tag}${index}`);
  const placed = new Set<number>();
  for (const [from, to] of alignItems(base, side)) {
    ids[to] = from;
    placed.add(from);
  }
  // Looking for moved items costs a comparison per pair of items: as bounded as alignItems' own.
  if (base.length * side.length > MAX_SUBSEQUENCE_CELLS) return ids;
  side.forEach((item, index) => {
    if (typeof ids[index] === 'number') return;
    const moved = base.findIndex((original, from) => !placed.has(from) && jsonEqual(original, item));
    if (moved < 0) return;
    ids[index] = moved;
    placed.add(moved);
  });
  return ids;
}

const sameIds = (a: ItemId[], b: ItemId[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The order of a merged list, from each side's order of the items that remain: a side that kept
 * the base's order takes the other's; otherwise runs between items both kept in place, each taken
 * from the side that changed it. A run both changed differently is a conflict, at `place(run)`.
 */
function mergeOrder(
  base: ItemId[],
  mine: ItemId[],
  theirs: ItemId[],
  prefer: Preferred,
  conflictAt: (mineIndex: number) => void,
): ItemId[] {
  if (sameIds(mine, base)) return theirs;
  if (sameIds(theirs, base) || sameIds(mine, theirs)) return mine;
  const inMine = new Map(commonSubsequence(base, mine, Object.is));
  const inTheirs = new Map(commonSubsequence(base, theirs, Object.is));
  const kept = base.flatMap((_, index) =>
    inMine.has(index) && inTheirs.has(index) ? [[index, inMine.get(index)!, inTheirs.get(index)!] as const] : [],
  );
  const order: ItemId[] = [];
  let [b, m, t] = [0, 0, 0];
  for (const [nextB, nextM, nextT] of [...kept, [base.length, mine.length, theirs.length] as const]) {
    const [baseRun, mineRun, theirRun] = [base.slice(b, nextB), mine.slice(m, nextM), theirs.slice(t, nextT)];
    if (sameIds(mineRun, baseRun)) order.push(...theirRun);
    else if (sameIds(theirRun, baseRun) || sameIds(mineRun, theirRun)) order.push(...mineRun);
    else {
      conflictAt(m);
      order.push(...(prefer === 'theirs' ? theirRun : mineRun));
    }
    if (nextB === base.length) break;
    order.push(base[nextB]!);
    [b, m, t] = [nextB + 1, nextM + 1, nextT + 1];
  }
  return order;
}

/**
 * Two edits of a list put together, item by item wherever each item went: an item edited on one
 * side and moved on the other is moved and edited, items added on either side are added. An item
 * removed on one side and edited on the other is a conflict, as are the same place's items both
 * sides changed differently and runs both sides reordered or added to differently, each named by
 * its index in the editor's list.
 */
function mergeLists(base: Json[], mine: Json[], theirs: Json[], pointer: string, merging: Merging): Json[] {
  const mineIds = identify(base, mine, 'mine');
  const theirIds = identify(base, theirs, 'theirs');
  // The same item added on both sides is one item.
  const twinned = new Set<ItemId>();
  theirIds.forEach((id, index) => {
    if (typeof id === 'number' || mine.length * theirs.length > MAX_SUBSEQUENCE_CELLS) return;
    const twin = mineIds.findIndex((other, at) => typeof other === 'string' && !twinned.has(other) && jsonEqual(mine[at], theirs[index]));
    if (twin < 0) return;
    theirIds[index] = mineIds[twin]!;
    twinned.add(mineIds[twin]!);
  });

  const values = new Map<ItemId, Json>();
  mineIds.forEach((id, index) => typeof id === 'string' && values.set(id, mine[index]));
  theirIds.forEach((id, index) => typeof id === 'string' && !values.has(id) && values.set(id, theirs[index]));
  const removed = new Set<number>();
  // Items one side removed and the other edited, kept as edited: the preferred side edited them.
  const restored: Array<{ id: number; keeper: ItemId[] }> = [];
  const placeIn = (ids: ItemId[]) => new Map(ids.map((id, index) => [id, index]));
  const [inMine, inTheirs] = [placeIn(mineIds), placeIn(theirIds)];
  base.forEach((item, index) => {
    const [m, t] = [inMine.get(index) ?? -1, inTheirs.get(index) ?? -1];
    if (m >= 0 && t >= 0) return values.set(index, mergeAt(item, mine[m], theirs[t], joinPointer(pointer, m), merging));
    // Removed on one side: it goes unless the other side changed it.
    const kept = m >= 0 ? mine[m] : t >= 0 ? theirs[t] : item;
    if (jsonEqual(kept, item)) return removed.add(index);
    conflict(merging, joinPointer(pointer, m >= 0 ? m : index));
    if (merging.prefer === (m >= 0 ? 'mine' : 'theirs')) {
      values.set(index, kept);
      restored.push({ id: index, keeper: m >= 0 ? mineIds : theirIds });
    } else removed.add(index);
  });

  const remaining = (ids: ItemId[]) => ids.filter((id) => typeof id === 'string' || !removed.has(id));
  const mineLeft = remaining(mineIds);
  // A run is named by where it starts in the editor's own list (its end, for a run at the end).
  const order = mergeOrder(remaining(base.map((_, index) => index)), mineLeft, remaining(theirIds), merging.prefer, (at) =>
    conflict(merging, joinPointer(pointer, at < mineLeft.length ? inMine.get(mineLeft[at]!)! : mine.length)),
  );
  // The side that removed a restored item ordered the list without it: it goes back after the item
  // it follows on the side that kept it.
  const placed = new Set(order);
  for (const { id, keeper } of restored) {
    if (placed.has(id)) continue;
    let before = keeper.indexOf(id) - 1;
    while (before >= 0 && !placed.has(keeper[before]!)) before--;
    order.splice(before < 0 ? 0 : order.indexOf(keeper[before]!) + 1, 0, id);
    placed.add(id);
  }
  return order.map((id) => values.get(id));
}

/**
 * The editor's edit (`base` → `mine`) and the file's own change since the editor opened it (`base`
 * → `theirs`, an edit in another editor, a pull) put together, where they changed different
 * places: a field, a key, an item of a list, a run of items added, removed or moved. Where both
 * changed the same place differently, the conflicts' JSON pointers ('' for the whole document).
 * With `prefer`, those places take that side's change (the author's choice, once told of them),
 * and the rest is merged all the same. `clashes`, if given, receives those places with each side's
 * value there, for the author to choose between.
 * The editor's save uses it on the server (editorApi.ts), and the editor to take in a change made
 * elsewhere and to keep what was typed while a save merged.
 */
export function threeWayMerge(base: Json, mine: Json, theirs: Json, prefer?: Preferred, clashes?: Clash[]): MergeResult {
  const merging: Merging = { prefer, conflicts: [], clashes };
  const merged = mergeAt(base, mine, theirs, '', merging);
  return merging.conflicts.length && !prefer ? { merged: null, conflicts: merging.conflicts } : { merged, conflicts: merging.conflicts };
}
