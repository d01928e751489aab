import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { inlineSchema, type Schema, type SchemaFiles } from './inlineSchema';

/** Every schema file, bundled into the editor's chunk (the block catalog reads them the same way). */
const modules = import.meta.glob<Schema>('/schema/**/*.schema.json', { eager: true, import: 'default' });
const files: SchemaFiles = Object.fromEntries(Object.entries(modules).map(([file, schema]) => [file.replace(/^\/schema\//, ''), schema]));

const cache = new Map<string, RJSFSchema>();

function cached(key: string, build: () => Schema): RJSFSchema {
  let schema = cache.get(key);
  if (!schema) cache.set(key, (schema = build() as RJSFSchema));
  return schema;
}

/** The form schema of a block type, references inlined; undefined for a type with no schema file. */
export function blockFormSchema(type: string): RJSFSchema | undefined {
  const file = `blocks/${type}.schema.json`;
  return files[file] ? cached(file, () => inlineSchema(files, file)) : undefined;
}

/** The form schema of a page's meta (title, description, keywords, …). */
export function metaFormSchema(): RJSFSchema {
  return cached('meta', () => inlineSchema(files, 'page.schema.json', '/$defs/meta'));
}

/** Fields whose text runs to sentences: a text area, not a one-line input. */
const LONG_TEXT = new Set(['description', 'subtitle', 'text', 'intro', 'snippet', 'bio', 'answer', 'paragraphs']);

/**
 * How the form shows a schema: the block's `type` (and a card grid's `kind`, chosen with the form's
 * own selector) is not typed in, prose fields get a text area, and the form has no submit button of
 * its own (the editor's Save sends the whole page), and an optional object is added on request.
 */
export function formUiSchema(schema: RJSFSchema): UiSchema {
  const ui: UiSchema = {
    'ui:submitButtonOptions': { norender: true },
    // An optional object the block does not have shows as "+ Add", not as empty required fields.
    'ui:globalOptions': { enableOptionalDataFieldForType: ['object'] },
    // ...but never the block itself (a card grid's chosen kind would offer to remove the whole block).
    'ui:enableOptionalDataFieldForType': [],
  };
  const fields = (node: RJSFSchema, target: UiSchema) => {
    for (const [name, property] of Object.entries((node.properties ?? {}) as Record<string, RJSFSchema>)) {
      if (name === 'type' && property.const !== undefined) target[name] = { 'ui:widget': 'hidden' };
      else if (name === 'kind' && property.const !== undefined) target[name] = { 'ui:widget': 'hidden' };
      else if (LONG_TEXT.has(name) && property.type === 'string') target[name] = { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } };
      else if (LONG_TEXT.has(name) && property.type === 'array')
        target[name] = { items: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } } };
    }
  };
  fields(schema, ui);
  for (const branch of (schema.oneOf ?? []) as RJSFSchema[]) fields(branch, ui);
  return ui;
}
