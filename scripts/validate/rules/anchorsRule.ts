import type { Report } from '../issue.ts';
import { joinPointer } from '../../lib/json/jsonPointer.ts';
import { nearest } from '../suggest.ts';
import { blocksOf, fieldOf, type ContentDocument } from './contentDocument.ts';

/**
 * A page's anchors are its blocks' ids: each must be unique on the page, and every "#id" scroll
 * target on the page must be one of them. Returns the anchors, which links from other pages
 * ("/path#id") are checked against.
 */
export function checkAnchors(page: ContentDocument, report: Report): Set<string> {
  /** Each id's first block: where it is and its type. */
  const firstWith = new Map<string, { index: number; type: string }>();
  blocksOf(page.data).forEach((block, index) => {
    const id = fieldOf(block, 'id');
    if (typeof id !== 'string') return;
    const first = firstWith.get(id);
    if (first) report('duplicate-anchor', joinPointer('/blocks', index, 'id'), { id, otherIndex: first.index, otherType: first.type });
    else firstWith.set(id, { index, type: String(fieldOf(block, 'type') ?? 'untyped') });
  });
  const anchors = new Set(firstWith.keys());
  for (const { pointer, key, value } of page.strings) {
    if (key !== 'scroll' || !value.startsWith('#')) continue;
    const id = value.slice(1);
    if (anchors.has(id)) continue;
    const suggestion = nearest(id, anchors);
    report('scroll-target-missing', pointer, { id, ...(suggestion ? { suggestion } : {}), known: [...anchors] });
  }
  return anchors;
}
