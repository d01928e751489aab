import { pointerSegments } from '../../scripts/lib/json/jsonPointer.ts';

/**
 * What the editor calls a place in a content file (a JSON pointer), for an author who thinks in
 * blocks and fields rather than pointers: in a page, /blocks/2/cards/3/title is
 * "3. card-grid › cards item 4 › title" (`blocks`: the page's blocks as the editor lists them),
 * /meta/description is "Page meta › description"; elsewhere, /nav/header/0/label is
 * "nav › header item 1 › label"; '' is the whole file.
 */
export function placeLabel(pointer: string, blocks?: readonly unknown[]): string {
  const segments = pointerSegments(pointer);
  if (!segments.length) return 'the whole file';
  const parts: string[] = [];
  let rest = segments;
  if (blocks && segments[0] === 'blocks' && typeof segments[1] === 'number') {
    const type = (blocks[segments[1]] as { type?: unknown } | undefined)?.type;
    parts.push(`${segments[1] + 1}. ${typeof type === 'string' ? type : 'block'}`);
    rest = segments.slice(2);
  } else if (blocks && segments[0] === 'meta') {
    parts.push('Page meta');
    rest = segments.slice(1);
  }
  rest.forEach((segment, index) => {
    if (typeof segment !== 'number') parts.push(segment);
    // An item is named with its list: "cards item 4" (a list's own items, "item 4").
    else if (index > 0 && typeof rest[index - 1] === 'string') parts.push(`${parts.pop()} item ${segment + 1}`);
    else parts.push(`item ${segment + 1}`);
  });
  return parts.join(' › ');
}
