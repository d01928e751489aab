import type { SchemaFile } from '../../lib/schemas/schemas.ts';
import { stringsOf } from '../documentStrings.ts';
import type { Report } from '../issue.ts';
import { escapeSegment, joinPointer } from '../../lib/json/jsonPointer.ts';
import { blocksOf, fieldOf } from './contentDocument.ts';
import { examplesIn } from './schemaExamplesRule.ts';
import { ownValue } from '../../../engine/content/ownValue.ts';

/**
 * A block that is still its schema's example is unfinished: the page editor's "+ Add block" and the
 * editors' block snippets start a block as the example, and example copy reads like real copy, so
 * nothing else would catch it before visitors do.
 *
 * The rule, and why it is this one: the live site shares many single texts with the examples (they
 * were often written from it: "Learn More", "Frequently Asked Questions", a hero's stat), so one
 * text equal to the example's proves nothing. A block is reported when every text in it is the
 * example's, at the same place, and there are at least MIN_TEXTS of them: nothing of it was written
 * for this page. Rewriting or adding any text makes it the author's; removing some does not (what is
 * left is still the example's). A card (an object in a list of the block) is checked the same way
 * against its schema's own card examples.
 */
const MIN_TEXTS = 3;

/**
 * Whether a string is copy a visitor reads, as opposed to a value the schema names: paths and
 * anchors ('/contact', '#faq'), addresses, and lower-case names such as block types, kinds, icons,
 * ids, field names and step numbers ('card-grid', 'building-2', '01'). A block's copy is what an
 * author must write; its values may rightly stay as the example has them.
 */
export function isCopy(text: string): boolean {
  return !/^(?:[a-z0-9]+(?:[-_][a-z0-9]+)*|[/#].*|(?:https?|mailto|tel):.*)$/s.test(text);
}

/** The copy in a value: relative pointer → text. */
function copyOf(value: unknown): Map<string, string> {
  return new Map(stringsOf(value).flatMap(({ pointer, value: text }) => (isCopy(text) ? [[pointer, text] as const] : [])));
}

interface Example {
  copy: Map<string, string>;
  /** How a message names what it matched: 'faq block', 'service card'. */
  what: string;
}

/** A block type's examples: whole blocks, and the parts (cards) its schema gives examples of. */
interface BlockExamples {
  schemaFile: string;
  blocks: Example[];
  parts: Example[];
  /** Every text of them all: a block with fewer than MIN_TEXTS of these can be no example's, nor can a card of it. */
  texts: Set<string>;
}

export type ExampleCopyIndex = ReadonlyMap<string, BlockExamples>;

/** 'ServiceCard' → 'service card'. */
const words = (title: string) => title.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

function subschemaAt(schema: unknown, pointer: string): Record<string, unknown> | undefined {
  let node = schema;
  for (const segment of pointer.split('/').slice(1)) node = ownValue(node as Record<string, unknown> | undefined, segment);
  return node && typeof node === 'object' ? (node as Record<string, unknown>) : undefined;
}

/** Every example of every block schema, by block type, with its copy. */
export function exampleCopyIndex(schemaFiles: readonly SchemaFile[]): ExampleCopyIndex {
  const index = new Map<string, BlockExamples>();
  for (const file of schemaFiles) {
    if (!file.relPath.startsWith('blocks/')) continue;
    const type = file.relPath.slice('blocks/'.length, -'.schema.json'.length);
    const entry: BlockExamples = { schemaFile: `schema/${file.relPath}`, blocks: [], parts: [], texts: new Set() };
    for (const { schemaPointer, examples } of examplesIn(file.schema)) {
      const title = subschemaAt(file.schema, schemaPointer)?.title;
      for (const example of examples) {
        if (!example || typeof example !== 'object' || Array.isArray(example)) continue;
        if (fieldOf(example, 'type') === type) entry.blocks.push({ copy: copyOf(example), what: `${type} block` });
        else entry.parts.push({ copy: copyOf(example), what: typeof title === 'string' ? words(title) : 'item' });
      }
    }
    for (const example of [...entry.blocks, ...entry.parts]) for (const text of example.copy.values()) entry.texts.add(text);
    index.set(type, entry);
  }
  return index;
}

/** The example whose copy this copy is, if it has enough text to tell. */
function exampleMatching(copy: Map<string, string>, examples: readonly Example[]): Example | undefined {
  if (copy.size < MIN_TEXTS) return undefined;
  return examples.find((example) => [...copy].every(([pointer, text]) => example.copy.get(pointer) === text));
}

/** Objects inside lists of a value (a block's cards, its FAQ items), each with its pointer. */
function listedObjects(value: unknown, pointer = ''): { pointer: string; value: object }[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => {
      const at = joinPointer(pointer, i);
      return item && typeof item === 'object' && !Array.isArray(item) ? [{ pointer: at, value: item }] : listedObjects(item, at);
    });
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => listedObjects(child, `${pointer}/${escapeSegment(key)}`));
  return [];
}

/**
 * How many texts of the examples a value (a block, a card) holds, or -1 as soon as it holds copy
 * that is no text of theirs: a block or card written for its page is given up at its first own
 * text, so the exact comparison (copyOf, exampleMatching) is left for the few that could match.
 */
function exampleTextsIn(value: unknown, texts: ReadonlySet<string>): number {
  if (typeof value === 'string') return !isCopy(value) ? 0 : texts.has(value) ? 1 : -1;
  if (!value || typeof value !== 'object') return 0;
  let shared = 0;
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    const found = exampleTextsIn(item, texts);
    if (found < 0) return -1;
    shared += found;
  }
  return shared;
}

/** Reports each block of a page, or card of a block, whose text is all its schema's example. */
export function checkExampleCopy(page: unknown, index: ExampleCopyIndex, report: Report): void {
  blocksOf(page).forEach((block, position) => {
    const examples = index.get(String(fieldOf(block, 'type')));
    if (!examples) return;
    const at = joinPointer('/blocks', position);
    if (exampleTextsIn(block, examples.texts) >= MIN_TEXTS) {
      const copy = copyOf(block);
      const whole = exampleMatching(copy, examples.blocks);
      if (whole) {
        report('example-copy', at, { what: whole.what, schemaFile: examples.schemaFile, first: copy.values().next().value! });
        return;
      }
    }
    if (!examples.parts.length) return;
    for (const part of listedObjects(block)) {
      if (exampleTextsIn(part.value, examples.texts) < MIN_TEXTS) continue;
      const partCopy = copyOf(part.value);
      const match = exampleMatching(partCopy, examples.parts);
      if (match)
        report('example-copy', at + part.pointer, {
          what: match.what,
          schemaFile: examples.schemaFile,
          first: partCopy.values().next().value!,
        });
    }
  });
}
