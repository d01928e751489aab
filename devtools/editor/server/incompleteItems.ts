import type { IssueCode } from '../../../scripts/validate/catalogue/index.ts';
import { readSchemaFiles } from '../../../scripts/lib/schemas/schemas.ts';
import { joinPointer, pointerSegments } from '../../../scripts/lib/json/jsonPointer.ts';
import type { SchemaProblem } from '../../../scripts/validate/schemaValidator.ts';
import { schemaValidatorFor } from '../../../scripts/validate/sharedSchemaValidator.ts';
import { ownValue } from '../../../engine/content/ownValue.ts';

/**
 * Problems a component draws through as it is: text too long or short, a number out of range, a
 * field the schema does not know. An item with only these stays in the preview, the author seeing
 * the text as typed; any other (a required field missing, a value of the wrong kind, an icon that is
 * not one) leaves the component without what it reads.
 */
const DRAWN_ANYWAY = new Set<IssueCode>([
  'too-long',
  'too-short',
  'pattern-mismatch',
  'bad-format',
  'off-site-navigate',
  'out-of-range',
  'unknown-field',
  'too-few-items',
  'too-many-items',
  'duplicate-items',
]);

type Path = (string | number)[];
const child = (node: unknown, segment: string | number): unknown =>
  node !== null && typeof node === 'object' ? ownValue(node as Record<string, unknown>, String(segment)) : undefined;

/**
 * The path of the innermost list item of a block that `pointer` lies in (for
 * /blocks/2/cards/8/icon, blocks 2 cards 8), or null when it lies in none: in the block itself, or
 * in the page's meta (the head's, not drawn).
 */
function innermostItem(page: unknown, pointer: string): Path | null {
  const segments = pointerSegments(pointer);
  if (segments[0] !== 'blocks') return null;
  let node: unknown = page;
  let end = 0;
  for (const [depth, segment] of segments.entries()) {
    if (Array.isArray(node) && depth >= 2) end = depth + 1; // below blocks N: a list of the block's own
    node = child(node, segment);
  }
  return end ? segments.slice(0, end) : null;
}

/** Removes the list items at `paths`: the deepest first, then the last of a list first, so the others keep their places. */
function withoutItems(page: unknown, paths: Path[]): unknown {
  const copy = structuredClone(page);
  const order = (a: Path, b: Path) => b.length - a.length || Number(b.at(-1)) - Number(a.at(-1));
  for (const path of [...paths].sort(order)) (path.slice(0, -1).reduce(child, copy) as unknown[]).splice(Number(path.at(-1)), 1);
  return copy;
}

/**
 * The list items of a draft page's blocks that are not complete yet (a card just added, its icon and
 * title still to write), which would leave their block drawn as an error: the outermost of them, as
 * paths. An item with only problems a component draws through (DRAWN_ANYWAY) is complete enough.
 */
function incompleteItems(page: { blocks: unknown[] }, problems: readonly SchemaProblem[]): Path[] {
  const items = new Map<string, Path>();
  for (const problem of problems) {
    const item = DRAWN_ANYWAY.has(problem.code) ? null : innermostItem(page, problem.pointer);
    if (item) items.set(item.join('/'), item);
  }
  // An item inside another one left out goes with it.
  const keys = [...items.keys()];
  return [...items].filter(([key]) => !keys.some((other) => key.startsWith(`${other}/`))).map(([, path]) => path);
}

/**
 * A draft page as its preview draws it: without the list items of its blocks that are not complete
 * yet, so the preview draws the rest of each block, and the item as soon as it is complete. The
 * editor names what each lacks beside its fields.
 */
export function withoutIncompleteItems<Page extends { blocks: unknown[] }>(page: Page, problems: readonly SchemaProblem[]): Page {
  const left = incompleteItems(page, problems);
  return left.length ? (withoutItems(page, left) as Page) : page;
}

/**
 * The draft page as its preview draws it (withoutIncompleteItems), checked by validate's schemas as
 * they are on disk, and the JSON pointers of the items left out (in the draft's own order), for the
 * editor to say what the preview does not show yet.
 */
export function completeItemsOnly<Page extends { blocks: unknown[] }>(page: Page): { page: Page; leftOut: string[] } {
  const left = incompleteItems(page, schemaValidatorFor(readSchemaFiles()).validatePage(page));
  const leftOut = left.map((path) => joinPointer('', ...path));
  return { page: left.length ? (withoutItems(page, left) as Page) : page, leftOut };
}
