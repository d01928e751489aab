/**
 * `record[key]` when the record has that key itself, else undefined. A plain `record[key]` also
 * finds what every object inherits (`toString`, `constructor`, `__proto__`, `hasOwnProperty` …), so
 * a key that comes from content or a request (a block type, an icon name, a form field's name, a
 * pointer's segment) is looked up with this (or in a Map), never with brackets alone.
 */
export function ownValue<Value>(record: { readonly [key: string]: Value } | null | undefined, key: string): Value | undefined {
  return record != null && Object.hasOwn(record, key) ? record[key] : undefined;
}
