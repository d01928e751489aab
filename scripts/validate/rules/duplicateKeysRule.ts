import { visit } from 'jsonc-parser';
import { joinPointer } from '../../lib/json/jsonPointer.ts';
import type { Report } from '../issue.ts';

/**
 * Keys given twice in one object. JSON.parse keeps the last one without a word, so the first is
 * silently ignored: an author edits it and nothing changes. Reported at the second key (the one
 * that wins), in every object of the file however deep, with that property's pointer.
 */
export function checkDuplicateKeys(text: string, keysInData: number, report: Report): void {
  // Every page is checked, and a full scan of the text costs several times JSON.parse; counting
  // costs a fraction of that and finds none in a file without them (the common case). The keys
  // the parsed value holds are counted by the walk of its strings (walkDocument).
  if (keysInText(text) === keysInData) return;
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

const BACKSLASH = 0x5c;
const COLON = 0x3a;

/**
 * How many keys a JSON text (one that parses) writes: its strings followed by a colon. Nothing
 * outside a string holds a '"', so going from string to string never starts inside one; a '"'
 * after an odd number of backslashes is inside its string. A scan with indexOf, allocating nothing:
 * a pattern's matches cost more than the parse itself.
 */
export function keysInText(text: string): number {
  let keys = 0;
  for (let start = text.indexOf('"'); start >= 0;) {
    let end = text.indexOf('"', start + 1);
    for (;;) {
      let backslashes = 0;
      while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++;
      if (backslashes % 2 === 0) break;
      end = text.indexOf('"', end + 1);
    }
    if (end < 0) break;
    let next = end + 1;
    for (let c = text.charCodeAt(next); c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09; c = text.charCodeAt(++next));
    if (text.charCodeAt(next) === COLON) keys++;
    start = text.indexOf('"', next);
  }
  return keys;
}
