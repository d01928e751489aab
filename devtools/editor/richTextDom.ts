import { linkTargetText, tidy, type Piece } from './richTextModel';
import type { LinkTargetShape } from '../../engine/content/shapes';

/**
 * The rich text field's editing surface (a contenteditable element) and its pieces, both ways. The
 * surface holds only what renderPieces writes: text, <strong>, <em> and <a data-link> (the link's
 * target as JSON, never an address the browser could follow). Whatever else the browser puts in
 * while the author types (a <b>, a styled <span>, a <br>) is read as the look it gives, or as no
 * look, and the surface is written anew from the pieces, so nothing of it reaches the file.
 */

/** Writes the pieces into the surface: each piece's words in <em>, then <strong>, then <a>, as it has them. */
export function renderPieces(surface: HTMLElement, pieces: readonly Piece[]): void {
  const document = surface.ownerDocument;
  surface.replaceChildren(
    ...pieces.map((piece) => {
      let node: Node = document.createTextNode(piece.text);
      if (piece.italic) node = wrap(document.createElement('em'), node);
      if (piece.bold) node = wrap(document.createElement('strong'), node);
      if (piece.link) {
        const link = wrap(document.createElement('a'), node);
        link.dataset.link = JSON.stringify(piece.link);
        link.title = `Link to ${linkTargetText(piece.link)}`;
        node = link;
      }
      return node;
    }),
  );
}

function wrap<E extends HTMLElement>(element: E, child: Node): E {
  element.append(child);
  return element;
}

/** A link's target as the surface keeps it; undefined for anything that is not one. */
function linkOf(element: Element): LinkTargetShape | undefined {
  const written = element.getAttribute('data-link');
  if (!written) return undefined;
  try {
    const link = JSON.parse(written) as unknown;
    return link && typeof link === 'object' && !Array.isArray(link) ? (link as LinkTargetShape) : undefined;
  } catch {
    return undefined;
  }
}

/** The pieces the surface shows: its text, bold inside <strong> or <b>, italic inside <em> or <i>, a link inside <a data-link>. */
export function readPieces(surface: HTMLElement): Piece[] {
  const pieces: Piece[] = [];
  const walk = (node: Node, look: Omit<Piece, 'text'>) => {
    if (node.nodeType === node.TEXT_NODE) {
      pieces.push({ ...look, text: (node as Text).data });
      return;
    }
    if (node.nodeType !== node.ELEMENT_NODE) return;
    const element = node as Element;
    const next = { ...look };
    if (element.tagName === 'STRONG' || element.tagName === 'B') next.bold = true;
    if (element.tagName === 'EM' || element.tagName === 'I') next.italic = true;
    const link = element.tagName === 'A' ? linkOf(element) : undefined;
    if (link) next.link = link;
    for (const child of Array.from(element.childNodes)) walk(child, next);
  };
  for (const child of Array.from(surface.childNodes)) walk(child, { bold: false, italic: false });
  return tidy(pieces);
}

/** Whether the surface holds exactly what renderPieces writes for its pieces (nothing the browser added). */
export function isTidy(surface: HTMLElement, pieces: readonly Piece[]): boolean {
  const model = surface.ownerDocument.createElement('div');
  renderPieces(model, pieces);
  return model.innerHTML === surface.innerHTML;
}

/** The selection in the surface as character offsets into its text; null when the selection is elsewhere. */
export function selectionIn(surface: HTMLElement): { start: number; end: number } | null {
  const selection = surface.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  if (!surface.contains(range.startContainer) || !surface.contains(range.endContainer)) return null;
  return { start: offsetOf(surface, range.startContainer, range.startOffset), end: offsetOf(surface, range.endContainer, range.endOffset) };
}

function offsetOf(surface: HTMLElement, node: Node, offset: number): number {
  const range = surface.ownerDocument.createRange();
  range.setStart(surface, 0);
  range.setEnd(node, offset);
  return range.toString().length;
}

/** The text node and offset at a character offset: at a boundary, the end of the text before it. */
function pointAt(surface: HTMLElement, offset: number): { node: Node; offset: number } {
  const walker = surface.ownerDocument.createTreeWalker(surface, NodeFilter.SHOW_TEXT);
  let at = 0;
  let last: Text | null = null;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (offset <= at + node.data.length) return { node, offset: offset - at };
    at += node.data.length;
    last = node;
  }
  return last ? { node: last, offset: last.data.length } : { node: surface, offset: 0 };
}

/** Selects the characters from `start` to `end` of the surface's text (a caret where they are equal). */
export function selectIn(surface: HTMLElement, start: number, end: number): void {
  const selection = surface.ownerDocument.getSelection();
  if (!selection) return;
  const from = pointAt(surface, start);
  const to = pointAt(surface, end);
  const range = surface.ownerDocument.createRange();
  range.setStart(from.node, from.offset);
  range.setEnd(to.node, to.offset);
  selection.removeAllRanges();
  selection.addRange(range);
}
