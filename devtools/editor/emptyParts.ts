import { ownValue } from '../../engine/content/ownValue';
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** An object with nothing in it but undefined values and such objects. */
function isEmptyPart(value: unknown): boolean {
  return isObject(value) && Object.values(value).every((inner) => inner === undefined || isEmptyPart(inner));
}

/**
 * `after` without the empty objects it has where `before` had nothing: the parts a form filled in
 * for a value switched to another kind (rjsf gives a new kind's object fields `{}`), which say
 * nothing, fail validate (an image without its src), and stayed when the kind was switched back.
 * Parts already there, and items added to a list, are kept as they are.
 */
export function withoutNewEmptyParts<T>(before: unknown, after: T): T {
  if (Array.isArray(after)) {
    if (!Array.isArray(before)) return after;
    return after.map((item, index) => (index < before.length ? withoutNewEmptyParts(before[index], item) : item)) as T;
  }
  if (!isObject(after) || !isObject(before)) return after;
  // Own keys only, read and written (Object.fromEntries defines "__proto__" as a key, too): the keys are the page's.
  const kept = Object.entries(after).flatMap(([key, value]) => {
    const old = ownValue(before, key);
    return old === undefined && isEmptyPart(value) ? [] : [[key, withoutNewEmptyParts(old, value)] as const];
  });
  return Object.fromEntries(kept) as T;
}
