import type { IssueCode } from '../../../scripts/validate/catalogue/index.ts';
import { readSchemaFiles } from '../../../scripts/lib/schemas/schemas.ts';
import { joinPointer, pointerSegments } from '../../../scripts/lib/json/jsonPointer.ts';
import type { SchemaProblem } from '../../../scripts/validate/schemaValidator.ts';
import { schemaValidatorFor } from '../../../scripts/validate/sharedSchemaValidator.ts';
import { ownValue } from '../../../engine/content/ownValue.ts';
import { humanize } from '../inlineSchema.ts';

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

/** The value at `path` of `page`, or undefined. */
const valueAt = (page: unknown, path: Path): unknown => path.reduce(child, page);

/** An empty text in a list (a paragraph still to write): there is nothing of it to draw. */
const isEmptyItem = (page: unknown, problem: SchemaProblem) =>
  problem.code === 'too-short' && valueAt(page, pointerSegments(problem.pointer)) === '';

/** Whether a problem leaves the component without something it reads (not one it draws through). */
const undrawable = (page: unknown, problem: SchemaProblem) => !DRAWN_ANYWAY.has(problem.code) || isEmptyItem(page, problem);

/**
 * The list items of a draft page's blocks that are not complete yet (a card just added, its icon and
 * title still to write), which would leave their block drawn as an error: the outermost of them, as
 * paths. An item with only problems a component draws through (DRAWN_ANYWAY) is complete enough; an
 * empty text in a list (a paragraph to write) is not.
 */
function incompleteItems(page: { blocks: unknown[] }, problems: readonly SchemaProblem[]): Path[] {
  const items = new Map<string, Path>();
  for (const problem of problems) {
    const item = undrawable(page, problem) ? innermostItem(page, problem.pointer) : null;
    if (item) items.set(item.join('/'), item);
  }
  // An item inside another one left out goes with it.
  const keys = [...items.keys()];
  return [...items].filter(([key]) => !keys.some((other) => key.startsWith(`${other}/`))).map(([, path]) => path);
}

/**
 * A copy of `value` with `drop` applied to each property of each object in it: what it returns
 * true for is left out. Lists keep their items, so pointers into them stay those of the draft.
 */
function withoutProperties(value: unknown, drop: (inner: unknown) => boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutProperties(item, drop));
  if (value === null || typeof value !== 'object') return value;
  const kept = Object.entries(value).flatMap(([key, inner]) => (drop(inner) ? [] : [[key, withoutProperties(inner, drop)] as const]));
  // Own keys, defined: a key named "__proto__" in the draft is a key.
  const copy = {};
  for (const [key, inner] of kept) Object.defineProperty(copy, key, { value: inner, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** The page with its blocks' empty texts left out: a text not written yet is drawn as absent, and validate calls a required one missing. */
const withoutEmptyTexts = <Page extends { blocks: unknown[] }>(page: Page): Page => ({
  ...page,
  blocks: page.blocks.map((block) => withoutProperties(block, (inner) => inner === '')),
});

/** The page with its blocks' empty lists left out, so that validate calls a required one missing. */
const withoutEmptyLists = <Page extends { blocks: unknown[] }>(page: Page): Page => ({
  ...page,
  blocks: page.blocks.map((block) => withoutProperties(block, (inner) => Array.isArray(inner) && inner.length === 0)),
});

/** Whether a problem is something a block lacks: what it cannot draw, or a list with no item at all. */
const lacks = (page: unknown, problem: SchemaProblem) =>
  undrawable(page, problem) ||
  (problem.code === 'too-few-items' && (valueAt(page, pointerSegments(problem.pointer)) as unknown[] | undefined)?.length === 0);

/** Problems that say something is missing: a required field (or kind), a list's every item. */
const MISSING = new Set<IssueCode>(['missing-field', 'missing-kind']);

/**
 * '/blocks/2/cards/0/title' → 'Cards item 1 › Title': a place in a block as the editor's form
 * labels it (humanize), a list item by its number.
 */
function placeLabel(path: Path): string {
  const parts: string[] = [];
  for (const segment of path) {
    if (typeof segment === 'number' && parts.length) parts[parts.length - 1] += ` item ${segment + 1}`;
    else parts.push(humanize(String(segment)));
  }
  return parts.join(' › ');
}

/**
 * What a block still lacks, in words, from the draft's problems in it: each field missing or empty,
 * and each whose value it cannot draw, grouped by where they are ('Title; Cards item 1 › Icon,
 * Title, Snippet, Link').
 */
function lacking(page: unknown, problems: readonly SchemaProblem[], index: number): string {
  const groups = new Map<string, string[]>();
  for (const problem of problems) {
    const [head, at, ...path] = pointerSegments(problem.pointer);
    if (head !== 'blocks' || at !== index || !lacks(page, problem)) continue;
    let place: Path;
    let field: Path;
    if (problem.code === 'missing-field') [place, field] = [path, [(problem.params as { field: string }).field]];
    else if (problem.code === 'missing-kind') [place, field] = [path, [(problem.params as { tag: string }).tag]];
    else if (typeof path.at(-1) === 'number') [place, field] = [path.slice(0, -2), path.slice(-2)];
    else [place, field] = [path.slice(0, -1), path.slice(-1)];
    const where = placeLabel(place);
    const fields = groups.get(where) ?? [];
    const name = placeLabel(field);
    if (!fields.includes(name)) fields.push(name);
    groups.set(where, fields);
  }
  return [...groups].map(([where, fields]) => (where ? `${where} › ${fields.join(', ')}` : fields.join(', '))).join('; ');
}

/**
 * The blocks of a draft page that are not written yet, each with what it lacks: those still missing
 * a required field of their own (a banner without its title; a card grid whose every card was left
 * out, incomplete) once their empty texts, their empty lists and their incomplete items are taken
 * away. The preview shows each as a note in its place, in the editor's words, rather than a block
 * drawn half (or drawn as an error); its fields say the same.
 */
function unfinishedBlocks(
  stripped: { blocks: unknown[] },
  problems: readonly SchemaProblem[],
  drawn: { blocks: unknown[] },
  validatePage: (page: unknown) => SchemaProblem[],
): Map<number, string> {
  const unfinished = new Map<number, string>();
  const bare = withoutEmptyLists(drawn);
  for (const problem of validatePage(bare)) {
    const [head, index] = pointerSegments(problem.pointer);
    if (head !== 'blocks' || typeof index !== 'number' || unfinished.has(index)) continue;
    // Missing in the block itself, not in an item of it (which the block draws without).
    if (!MISSING.has(problem.code) || innermostItem(bare, problem.pointer)) continue;
    unfinished.set(index, lacking(stripped, problems, index) || 'its required fields');
  }
  return unfinished;
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

/** A draft page as its preview draws it (completeItemsOnly). */
export interface DrawnDraft<Page> {
  /** The page to render: without its empty texts and the list items not complete yet. */
  page: Page;
  /** The JSON pointers of the items left out (in the draft's own order), for the editor to name; none inside a block not written yet. */
  leftOut: string[];
  /** The blocks not written yet, by position, each with what it lacks: drawn as a note in their place (RenderOptions.unfinished). */
  unfinished: Map<number, string>;
}

/**
 * The draft page as its preview draws it, checked by validate's schemas as they are on disk: its
 * empty texts taken as not written, its incomplete list items left out (withoutIncompleteItems),
 * and its blocks not written yet named (unfinishedBlocks), for the editor to say what the preview
 * does not show yet.
 */
export function completeItemsOnly<Page extends { blocks: unknown[] }>(page: Page): DrawnDraft<Page> {
  const validator = schemaValidatorFor(readSchemaFiles());
  const stripped = withoutEmptyTexts(page);
  const problems = validator.validatePage(stripped);
  const left = incompleteItems(stripped, problems);
  const drawn = left.length ? (withoutItems(stripped, left) as Page) : stripped;
  const unfinished = problems.length
    ? unfinishedBlocks(stripped, problems, drawn, (p) => validator.validatePage(p))
    : new Map<number, string>();
  const leftOut = left.filter((path) => !unfinished.has(Number(path[1]))).map((path) => joinPointer('', ...path));
  return { page: drawn, leftOut, unfinished };
}
