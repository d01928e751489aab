type Json = unknown;

/** The merge of two edits of one JSON document, or the places both changed differently. */
export type MergeResult = { merged: Json; conflicts: [] } | { merged: null; conflicts: string[] };

const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

function same(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => same(item, b[index]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && same(a[key], b[key]));
  }
  return false;
}

const pointerTo = (pointer: string, segment: string | number) => `${pointer}/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** A value absent from an object (a key removed) is `undefined` here. */
function mergeAt(base: Json, mine: Json, theirs: Json, pointer: string, conflicts: string[]): Json {
  if (same(mine, theirs) || same(base, theirs)) return mine;
  if (same(base, mine)) return theirs;
  // Both changed it, differently: look inside, where each may have changed a part of its own.
  if (isObject(base) && isObject(mine) && isObject(theirs)) {
    const merged: Record<string, Json> = {};
    // Own keys only, and defined rather than assigned: a key named "__proto__" in the JSON is a key.
    const at = (object: Record<string, Json>, key: string) => (Object.hasOwn(object, key) ? object[key] : undefined);
    // Keys in the order of the file as it is now, then those the editor added.
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
      const value = mergeAt(at(base, key), at(mine, key), at(theirs, key), pointerTo(pointer, key), conflicts);
      if (value !== undefined) Object.defineProperty(merged, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return merged;
  }
  // A list is merged item by item only while none was added, removed or moved on either side: an
  // item's place is its identity.
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs) && base.length === mine.length && base.length === theirs.length) {
    return base.map((item, index) => mergeAt(item, mine[index], theirs[index], pointerTo(pointer, index), conflicts));
  }
  conflicts.push(pointer);
  return mine;
}

/**
 * The editor's edit (`base` → `mine`) and the file's own change since the editor opened it (`base`
 * → `theirs`, an edit in another editor, a pull) put together, where they changed different
 * places: a field, a key, an item of a list of unchanged length. Where both changed the same place
 * differently, the conflicts' JSON pointers ('' for the whole document). The editor's save uses it
 * on the server (editorApi.ts), and the editor to keep what was typed while a save merged.
 */
export function threeWayMerge(base: Json, mine: Json, theirs: Json): MergeResult {
  const conflicts: string[] = [];
  const merged = mergeAt(base, mine, theirs, '', conflicts);
  return conflicts.length ? { merged: null, conflicts } : { merged, conflicts: [] };
}
