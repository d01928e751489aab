import type { StringValue } from '../documentStrings.ts';
import type { Report } from '../issue.ts';

/**
 * The lines `npm run new-page` once wrote for the author to replace ("Replace with the first
 * paragraph of this page.", "Replace this with one or two sentences about …"; it now leaves the
 * texts to write empty): a sentence starting so is an instruction, never copy.
 */
const REPLACE_LINE = /^Replace (?:this )?with\b/;

/**
 * Markers of unfinished text. Capitals and whole words only, so "todo" in a sentence, "TBDs" or a
 * model number such as "XXX-200" or "A-XXX" are not taken for one; Lorem ipsum in any case.
 */
const MARKER = /(?<!-)\b(?:TODO|TBD|FIXME|XXX)\b(?!-)|\blorem ipsum\b/i;
const CAPITAL_MARKERS = new Set(['TODO', 'TBD', 'FIXME', 'XXX']);
const CAPITALS = /TODO|TBD|FIXME|XXX/;
const LOREM = /lorem ipsum/i;

/**
 * Strings under these keys are not copy a visitor reads as the page's: a form field's `placeholder`
 * is the hint shown inside an empty input, where "(918) XXX-XXXX" is exactly right; `$schema` is a path.
 */
const NOT_CHECKED = new Set(['placeholder', '$schema']);

/** Reports placeholder text: "Replace with …" instructions and unfinished-text markers, where they stand. */
export function checkPlaceholderCopy(strings: readonly StringValue[], report: Report): void {
  for (const { pointer, key, value } of strings) {
    if (typeof key === 'string' && NOT_CHECKED.has(key)) continue;
    if (REPLACE_LINE.test(value)) {
      report('placeholder-copy', pointer, { text: value }, { within: 0 });
      continue;
    }
    const marker = markerIn(value);
    if (marker) report('placeholder-copy', pointer, { text: value, marker: marker.text }, { within: marker.index });
  }
}

/** The first marker in `text` and where it starts, if any. */
export function markerIn(text: string): { text: string; index: number } | undefined {
  // Nearly every text has none: a test for a marker in capitals or Lorem ipsum (the only ones that
  // count), and only then the search for each match.
  if (!CAPITALS.test(text) && !LOREM.test(text)) return undefined;
  const pattern = new RegExp(MARKER.source, 'gi');
  for (const match of text.matchAll(pattern)) {
    const found = match[0];
    // The markers count in capitals only ("todo" is a word); Lorem ipsum in any case.
    if (/^lorem/i.test(found) || CAPITAL_MARKERS.has(found)) return { text: found, index: match.index };
  }
  return undefined;
}
