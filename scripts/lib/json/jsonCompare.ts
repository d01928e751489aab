/**
 * Comparing JSON documents: equality, and which items of an edited list are which items of the
 * list before. Save's minimal rewrite (jsonEdits.ts) and the three-way merge of a file changed in
 * two places (devtools/editor/threeWayMerge.ts) pair list items the same way. No imports: the page
 * editor's browser code uses these too.
 */

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep equality of two JSON values (key order ignored, as in JSON itself; a key holding undefined is absent). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a).filter((k) => a[k] !== undefined);
    const other = Object.keys(b).filter((k) => b[k] !== undefined);
    return keys.length === other.length && keys.every((k) => Object.hasOwn(b, k) && jsonEqual(a[k], b[k]));
  }
  return false;
}

/**
 * The most cells the common subsequence's table may have (the two lists' lengths multiplied, after
 * their common start and end): a request's lists are the editor's to send, and a pair of lists of a
 * hundred thousand items would otherwise take the dev server's memory and minutes.
 */
export const MAX_SUBSEQUENCE_CELLS = 4_000_000;

/**
 * Index pairs of a longest common subsequence of two lists under `same`. The lists' common start
 * and end are paired first, as they are; between them, where the table would be larger than
 * MAX_SUBSEQUENCE_CELLS, nothing more is paired (an edit of such a list is then a rewrite of its
 * middle: correct, if not minimal).
 */
export function commonSubsequence<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean): [number, number][] {
  let start = 0;
  while (start < a.length && start < b.length && same(a[start]!, b[start]!)) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && same(a[a.length - 1 - end]!, b[b.length - 1 - end]!)) end++;
  const head = Array.from({ length: start }, (_, i) => [i, i] as [number, number]);
  const tail = Array.from({ length: end }, (_, i) => [a.length - end + i, b.length - end + i] as [number, number]);
  const [midA, midB] = [a.slice(start, a.length - end), b.slice(start, b.length - end)];
  if (midA.length * midB.length > MAX_SUBSEQUENCE_CELLS) return [...head, ...tail];
  return [...head, ...middleSubsequence(midA, midB, same).map(([i, j]) => [i + start, j + start] as [number, number]), ...tail];
}

function middleSubsequence<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean): [number, number][] {
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] = same(a[i]!, b[j]!) ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (same(a[i]!, b[j]!)) pairs.push([i++, j++]);
    else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/** What a list item is, for pairing an old item with its edited version: a block's type, or the JSON kind. */
function kindOf(value: unknown): string {
  if (isObject(value)) return typeof value.type === 'string' ? `object:${value.type}` : 'object';
  return Array.isArray(value) ? 'array' : typeof value;
}

/**
 * Whether `after` can be `before` edited: of the same kind, and for objects, the same item by its
 * id, or (with no id to tell) keeping at least half its fields other than its type. Pairing by kind
 * alone took the next block of the same type for the one edited: with one block removed and the
 * next one edited in the same change, the removed block looked edited into the next one, and a
 * merge then put the other side's edit of the removed block onto the wrong one, without a conflict.
 */
function canBeEdited(before: unknown, after: unknown): boolean {
  if (kindOf(before) !== kindOf(after)) return false;
  if (!isObject(before) || !isObject(after)) return true;
  if (typeof before.id === 'string' && before.id !== '' && before.id === after.id) return true;
  const fields = new Set([...Object.keys(before), ...Object.keys(after)].filter((key) => key !== 'type'));
  fields.forEach((key) => before[key] === undefined && after[key] === undefined && fields.delete(key));
  let kept = 0;
  for (const key of fields) if (Object.hasOwn(before, key) && Object.hasOwn(after, key) && jsonEqual(before[key], after[key])) kept++;
  // An object of one field is its value: edited, it keeps none, and is still the item (two such
  // items both edited clash in that field, so no edit lands on the wrong one unseen).
  return fields.size <= 1 || kept * 2 >= fields.size;
}

/**
 * Which item of `after` each item of `before` became, as increasing index pairs; an item of
 * `before` in no pair was removed, an item of `after` in none was added. Items equal in both lists
 * are the same item; between two of those, old items are paired in order with new items that
 * can be them edited (canBeEdited: of the same kind, and the same by id or by most of their fields).
 */
export function alignItems(before: readonly unknown[], after: readonly unknown[]): [number, number][] {
  const pairs: [number, number][] = [];
  let oldIndex = 0;
  let newIndex = 0;
  for (const [anchorOld, anchorNew] of [...commonSubsequence(before, after, jsonEqual), [before.length, after.length] as const]) {
    const edited = commonSubsequence(before.slice(oldIndex, anchorOld), after.slice(newIndex, anchorNew), canBeEdited);
    for (const [old, next] of edited) pairs.push([oldIndex + old, newIndex + next]);
    if (anchorOld < before.length) pairs.push([anchorOld, anchorNew]);
    oldIndex = anchorOld + 1;
    newIndex = anchorNew + 1;
  }
  return pairs;
}
