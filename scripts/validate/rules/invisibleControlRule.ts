import type { StringValue } from '../documentStrings.ts';
import type { Report } from '../issue.ts';

/** What each refused character does where it stands, by its code point. */
const CONTROLS: ReadonlyMap<number, { name: string; effect: string }> = new Map([
  [0x202a, { name: 'LEFT-TO-RIGHT EMBEDDING', effect: 'sets the direction of the text after it, reordering it' }],
  [0x202b, { name: 'RIGHT-TO-LEFT EMBEDDING', effect: 'sets the direction of the text after it, reordering it' }],
  [0x202c, { name: 'POP DIRECTIONAL FORMATTING', effect: 'ends an embedding or override, changing the order of the text around it' }],
  [0x202d, { name: 'LEFT-TO-RIGHT OVERRIDE', effect: 'forces the text after it left to right, whatever its letters' }],
  [0x202e, { name: 'RIGHT-TO-LEFT OVERRIDE', effect: 'shows the text after it in reverse, right to left' }],
  [0x2066, { name: 'LEFT-TO-RIGHT ISOLATE', effect: 'sets the direction of the text after it, reordering it' }],
  [0x2067, { name: 'RIGHT-TO-LEFT ISOLATE', effect: 'sets the direction of the text after it, reordering it' }],
  [0x2068, { name: 'FIRST STRONG ISOLATE', effect: 'sets the direction of the text after it, reordering it' }],
  [0x2069, { name: 'POP DIRECTIONAL ISOLATE', effect: 'ends an isolate, changing the order of the text around it' }],
  [0x2028, { name: 'LINE SEPARATOR', effect: 'breaks the line in some programs and not in others' }],
  [0x2029, { name: 'PARAGRAPH SEPARATOR', effect: 'breaks the paragraph in some programs and not in others' }],
]);

/** Any of them; most strings have none, and one test of this pattern is all they cost. */
const ANY = /[\u202a-\u202e\u2066-\u2069\u2028\u2029]/;
const EACH = new RegExp(ANY.source, 'g');

/**
 * Invisible control characters in any text of a content file, each reported where it stands: the
 * bidirectional embeddings, overrides and isolates show a text in another order than it is written
 * (and than search engines and screen readers read it), and the line and paragraph separators
 * break a line in some programs only. The direction marks U+200E and U+200F, which cannot reorder
 * words, are allowed.
 */
export function checkInvisibleControls(strings: readonly StringValue[], report: Report, prefix = ''): void {
  for (const { pointer, value } of strings) {
    if (!ANY.test(value)) continue;
    for (const match of value.matchAll(EACH)) {
      const codePoint = match[0].charCodeAt(0);
      const { name, effect } = CONTROLS.get(codePoint)!;
      const code = `U+${codePoint.toString(16).toUpperCase()}`;
      report('invisible-control', prefix + pointer, { code, name, effect }, { within: match.index });
    }
  }
}
