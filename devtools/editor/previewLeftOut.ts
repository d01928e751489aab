/**
 * The draft preview's answer names the list items it left out because they are not complete yet
 * (server/incompleteItems.ts): JSON pointers, as percent-encoded JSON in this header. The
 * dev server's handler and the editor's browser code share it (nothing here needs Node).
 */
import { pointerSegments } from '../../scripts/lib/json/jsonPointer.ts';

export const LEFT_OUT_HEADER = 'x-preview-left-out';

/** The pointers the header carries; none when it is absent or not what the dev server writes. */
export function leftOutOf(header: string | null): string[] {
  if (!header) return [];
  try {
    const pointers: unknown = JSON.parse(decodeURIComponent(header));
    return Array.isArray(pointers) && pointers.every((pointer) => typeof pointer === 'string') ? pointers : [];
  } catch {
    return [];
  }
}

/**
 * What the editor calls a left-out item: /blocks/2/cards/3 of a page whose third block is a card
 * grid is "3. card-grid: cards item 4"; deeper lists add "› links item 1".
 */
export function leftOutLabel(pointer: string, blocks: readonly { type?: unknown }[]): string {
  const [, index, ...rest] = pointerSegments(pointer);
  const block = blocks[Number(index)];
  const parts: string[] = [];
  for (let at = 0; at + 1 < rest.length; at += 2) parts.push(`${rest[at]} item ${Number(rest[at + 1]) + 1}`);
  return `${Number(index) + 1}. ${String(block?.type ?? 'block')}: ${parts.join(' › ')}`;
}
