import type { InlineRunShape, LinkTargetShape, RichTextShape } from '../../engine/content/shapes';
import { jsonEqual } from '../../scripts/lib/json/jsonCompare.ts';

/**
 * What the rich text field edits, as the author sees it: the text cut into pieces that each read
 * one way (bold or not, italic or not, a link to one place or none). The field's value in the file
 * (defs.schema.json's RichText: a plain string, or a list of runs) is made from it only when the
 * author changes something, and a text with no formatting left is a plain string again.
 */
export interface Piece {
  text: string;
  bold: boolean;
  italic: boolean;
  link?: LinkTargetShape;
}

export type Mark = 'bold' | 'italic';

/** The marks a range has throughout, and the link they all share (if they do). */
export interface Marks {
  bold: boolean;
  italic: boolean;
  link?: LinkTargetShape;
}

const sameLook = (a: Piece, b: Piece) => a.bold === b.bold && a.italic === b.italic && jsonEqual(a.link, b.link);

/** Pieces with their empty ones left out and their neighbours of the same look joined. */
export function tidy(pieces: readonly Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const piece of pieces) {
    if (!piece.text) continue;
    const last = out[out.length - 1];
    if (last && sameLook(last, piece)) out[out.length - 1] = { ...last, text: last.text + piece.text };
    else out.push({ ...piece });
  }
  return out;
}

/** The pieces of a field's value: a plain string is one plain piece; a run list, a piece per run. */
export function piecesOf(value: unknown): Piece[] {
  if (typeof value === 'string') return tidy([{ text: value, bold: false, italic: false }]);
  if (!Array.isArray(value)) return [];
  return tidy(
    (value as InlineRunShape[]).map((run) =>
      typeof run === 'string'
        ? { text: run, bold: false, italic: false }
        : {
            text: typeof run?.text === 'string' ? run.text : '',
            bold: run?.bold === true,
            italic: run?.italic === true,
            ...(run?.link ? { link: run.link } : {}),
          },
    ),
  );
}

/**
 * The value to write for these pieces: undefined for no text (the field is empty), a plain string
 * while nothing is formatted, else the list of runs (keys in the schema's order: text, bold,
 * italic, link).
 */
export function valueOf(pieces: readonly Piece[]): RichTextShape | undefined {
  const tidied = tidy(pieces);
  if (!tidied.length) return undefined;
  if (tidied.every((piece) => !piece.bold && !piece.italic && !piece.link)) return tidied.map((piece) => piece.text).join('');
  return tidied.map((piece) =>
    !piece.bold && !piece.italic && !piece.link
      ? piece.text
      : {
          text: piece.text,
          ...(piece.bold ? { bold: true as const } : {}),
          ...(piece.italic ? { italic: true as const } : {}),
          ...(piece.link ? { link: piece.link } : {}),
        },
  );
}

export const textOf = (pieces: readonly Piece[]) => pieces.map((piece) => piece.text).join('');

/** The pieces cut so that `start` and `end` (character offsets) fall between pieces: [before, inside, after]. */
function cut(pieces: readonly Piece[], start: number, end: number): [Piece[], Piece[], Piece[]] {
  const before: Piece[] = [];
  const inside: Piece[] = [];
  const after: Piece[] = [];
  let at = 0;
  for (const piece of pieces) {
    const from = at;
    const to = at + piece.text.length;
    at = to;
    const part = (a: number, b: number) => ({ ...piece, text: piece.text.slice(Math.max(a, from) - from, Math.min(b, to) - from) });
    if (from < start) before.push(part(from, start));
    if (to > start && from < end) inside.push(part(start, end));
    if (to > end) after.push(part(end, to));
  }
  return [before, inside, after];
}

/** The characters a range means: itself, or for a caret the character before it (or the first one). */
function span(pieces: readonly Piece[], start: number, end: number): [number, number] {
  if (start < end) return [start, end];
  return start > 0 ? [start - 1, start] : [0, Math.min(1, textOf(pieces).length)];
}

/** What the characters from `start` to `end` all have (for a caret, the character before it, or else after it). */
export function marksOf(pieces: readonly Piece[], start: number, end: number): Marks {
  const [from, to] = span(pieces, start, end);
  const [, inside] = cut(pieces, from, to);
  const chosen = inside.filter((piece) => piece.text);
  if (!chosen.length) return { bold: false, italic: false };
  const link = chosen[0]!.link;
  return {
    bold: chosen.every((piece) => piece.bold),
    italic: chosen.every((piece) => piece.italic),
    ...(link && chosen.every((piece) => jsonEqual(piece.link, link)) ? { link } : {}),
  };
}

/** Bold (or italic) on the range, or off it where all of it has it already. */
export function toggleMark(pieces: readonly Piece[], start: number, end: number, mark: Mark): Piece[] {
  const on = !marksOf(pieces, start, end)[mark];
  const [before, inside, after] = cut(pieces, start, end);
  return tidy([...before, ...inside.map((piece) => ({ ...piece, [mark]: on })), ...after]);
}

/** The range a link covers around the given one: the stretch of characters that lead where it leads. */
export function linkRange(pieces: readonly Piece[], start: number, end: number): { start: number; end: number } | null {
  const { link } = marksOf(pieces, start, end);
  if (!link) return null;
  const [low, high] = span(pieces, start, end);
  const stretches: { start: number; end: number }[] = [];
  let at = 0;
  for (const piece of pieces) {
    const next = at + piece.text.length;
    if (jsonEqual(piece.link, link)) {
      const last = stretches[stretches.length - 1];
      if (last && last.end === at) last.end = next;
      else stretches.push({ start: at, end: next });
    }
    at = next;
  }
  return stretches.find((stretch) => stretch.start <= low && stretch.end >= high) ?? null;
}

/** The range made a link to `link` (undefined: no longer a link), its words and other marks kept. */
export function setLink(pieces: readonly Piece[], start: number, end: number, link: LinkTargetShape | undefined): Piece[] {
  const [before, inside, after] = cut(pieces, start, end);
  return tidy([...before, ...inside.map(({ link: _old, ...piece }) => (link ? { ...piece, link } : piece)), ...after]);
}

/** The range replaced by `text` with these marks (what is pasted, or typed after Ctrl+B at a caret). */
export function insertText(pieces: readonly Piece[], start: number, end: number, text: string, marks: Marks): Piece[] {
  const [before, , after] = cut(pieces, start, end);
  return tidy([...before, { text, bold: marks.bold, italic: marks.italic, ...(marks.link ? { link: marks.link } : {}) }, ...after]);
}

/**
 * A link's target from what the author typed: a path of this site ('/…'), a section of this page
 * ('#…'), or else an address (https:, mailto:, tel:). Anything is taken as typed; validate says
 * what is wrong with it, as it does for a button's. A target of the same kind keeps the link's other
 * settings (a new tab, its analytics).
 */
export function linkTargetOf(typed: string, previous?: LinkTargetShape): LinkTargetShape | undefined {
  const target = typed.trim();
  if (!target) return undefined;
  const kind = target.startsWith('/') ? 'navigate' : target.startsWith('#') ? 'scroll' : 'href';
  const kept = previous && Object.hasOwn(previous, kind) ? previous : {};
  return { ...kept, [kind]: target } as LinkTargetShape;
}

/** What a link's target reads as in its field: its path, its '#section' or its address. */
export function linkTargetText(link: LinkTargetShape | undefined): string {
  if (!link) return '';
  if ('navigate' in link) return link.navigate;
  if ('scroll' in link) return link.scroll;
  return link.href;
}
