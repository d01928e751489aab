/**
 * JSON pointers (RFC 6901), as validate reports places and the editor names them. No imports: the
 * page editor's browser code uses these too.
 */

/** '/blocks/0/title' → ['blocks', 0, 'title'] (numbers for array indexes). */
export function pointerSegments(pointer: string): (string | number)[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

export function joinPointer(base: string, ...segments: (string | number)[]): string {
  let pointer = base;
  for (const segment of segments) pointer += `/${escapeSegment(segment)}`;
  return pointer;
}

/** A pointer segment with '~' and '/' escaped; validate builds one for every value of every page, so the common case is a plain check. */
export function escapeSegment(segment: string | number): string {
  if (typeof segment === 'number') return String(segment);
  return segment.includes('~') || segment.includes('/') ? segment.replace(/~/g, '~0').replace(/\//g, '~1') : segment;
}
