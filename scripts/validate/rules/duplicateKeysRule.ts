import { visit } from 'jsonc-parser';
import { joinPointer } from '../../lib/jsonPointer.ts';
import type { Report } from '../issue.ts';

/**
 * Keys given twice in one object. JSON.parse keeps the last one without a word, so the first is
 * silently ignored: an author edits it and nothing changes. Reported at the second key (the one
 * that wins), in every object of the file however deep, with that property's pointer.
 */
export function checkDuplicateKeys(text: string, data: unknown, report: Report): void {
  // Every page is checked, and a full scan of the text costs several times JSON.parse; counting
  // costs a fraction of that and finds none in a file without them (the common case).
  if (keysInText(text) === keysInData(data)) return;
  const open: Set<string>[] = [];
  visit(
    text,
    {
      onObjectBegin: () => void open.push(new Set()),
      onObjectEnd: () => void open.pop(),
      onObjectProperty: (key, offset, _length, _line, _col, pathSupplier) => {
        const seen = open.at(-1);
        if (!seen) return;
        if (seen.has(key)) report('duplicate-key', joinPointer('', ...pathSupplier(), key), { key }, { offset });
        else seen.add(key);
      },
    },
    { allowTrailingComma: false, disallowComments: true },
  );
}

/**
 * Every string of a JSON text in order, with the colon after it when it is a key. Nothing outside
 * a string holds a '"', so matching strings one after another never starts inside one.
 */
const STRING = /"(?:[^"\\]|\\.)*"(\s*:)?/g;

/** How many keys the text writes. */
function keysInText(text: string): number {
  let keys = 0;
  for (const match of text.matchAll(STRING)) if (match[1] !== undefined) keys++;
  return keys;
}

/** How many keys the parsed value holds: fewer than the text writes when a key is repeated. */
function keysInData(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  let keys = 0;
  if (Array.isArray(value)) for (const item of value) keys += keysInData(item);
  else for (const item of Object.values(value)) keys += 1 + keysInData(item);
  return keys;
}
