import { blockTypesFromFiles, expectedBlockRefs, type SchemaFile } from '../lib/schemas/schemas.ts';
import { ownValue } from '../../engine/content/ownValue.ts';

type Schema = Record<string, unknown>;

/** Block type names an author reads as words, not as a word in capitals ('faq' → 'FAQ'). */
const ACRONYMS = new Set(['faq', 'cta', 'seo']);

/** 'card-grid' → 'Card grid', 'faq' → 'FAQ': how a snippet names a block type. */
export function blockLabel(type: string): string {
  const words = type.split('-').map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word));
  return words[0]!.charAt(0).toUpperCase() + words.join(' ').slice(1);
}

/** Fields whose value tells one example of a block from another ('Hero (image)', 'Banner (light)'). */
const VARIANT_FIELDS = ['variant', 'kind', 'tone', 'layout'];

function snippetLabel(type: string, example: Schema, first: Schema, index: number): string {
  if (index === 0) return blockLabel(type);
  const field = VARIANT_FIELDS.find(
    (name) => typeof ownValue(example, name) === 'string' && ownValue(example, name) !== ownValue(first, name),
  );
  return `${blockLabel(type)} (${field ? String(ownValue(example, field)) : index + 1})`;
}

/**
 * The page schema's `$defs/block`, as `npm run gen:types` writes it from schema/blocks/. What
 * editors (VS Code's JSON language service) make of each part:
 *
 * - `properties.type`: the block types, each with its schema's description, completed first;
 * - `if`/`then`: the block schemas apply once the block has a `type`, so an object without one is
 *   offered `type` alone, not every field of every block type pooled (the oneOf, tried with no type
 *   to choose a branch, would offer them all);
 * - `defaultSnippets`: every block schema's examples as whole blocks, named ("Hero", "FAQ", "Hero
 *   (image)") and described, offered where a block goes. They replace the examples the editor
 *   would otherwise offer there labelled with their raw JSON, which `then` keeps out of reach.
 *
 * Validate checks blocks against their own schemas (scripts/validate/schemaValidator.ts) and the
 * types take the union of the `then` branches (generateTypes.ts), so this shape is for editors only.
 */
export function pageBlockDefinition(
  files: readonly SchemaFile[],
  { title, description }: { title?: unknown; description?: unknown },
): Schema {
  const types = blockTypesFromFiles([...files]);
  const schemaOf = (type: string) => files.find((file) => file.relPath === `blocks/${type}.schema.json`)!.schema;
  const descriptionOf = (type: string) => String(schemaOf(type).description ?? '');
  const snippets = types.flatMap((type) => {
    const examples = (schemaOf(type).examples as Schema[] | undefined) ?? [];
    return examples.map((example, index) => ({
      label: snippetLabel(type, example, examples[0]!, index),
      description: descriptionOf(type),
      body: example,
    }));
  });
  return {
    title,
    description,
    type: 'object',
    properties: {
      type: {
        description: 'Which kind of block this is; its other fields are those of that block type.',
        enum: types,
        enumDescriptions: types.map(descriptionOf),
      },
    },
    required: ['type'],
    defaultSnippets: snippets,
    if: { required: ['type'] },
    then: { oneOf: expectedBlockRefs([...files]) },
  };
}
