import { ROUTES_SCHEMA } from './schemas.ts';

/**
 * json-schema-to-typescript turns a reference that carries its own description into a fresh type
 * (Text1, Text2…). The schemas write such a field as `{ "description": …, "allOf": [{ "$ref": … }] }`,
 * which is what editors need to show the field's own description; the copy fed to the generator
 * keeps only the $ref. The descriptions stay in the schema files for editors. Examples are dropped
 * for the same reason.
 */
export function forTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forTypes);
  if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.$ref === 'string') return { $ref: record.$ref };
    const only = Array.isArray(record.allOf) && record.allOf.length === 1 ? (record.allOf[0] as Record<string, unknown>) : null;
    if (only && typeof only.$ref === 'string' && Object.keys(record).every((key) => TYPE_FREE.has(key))) return { $ref: only.$ref };
    // The page schema's block: beside its oneOf (under `then`, for editors: pageBlockSchema.ts), an
    // enum of the block types and snippets for editors, which the oneOf already says; the type is the union alone.
    const branches = Array.isArray(record.oneOf) ? record.oneOf : (record.then as { oneOf?: unknown } | undefined)?.oneOf;
    if (Array.isArray(branches) && record.properties) {
      const {
        properties: _properties,
        required: _required,
        type: _type,
        if: _if,
        then: _then,
        defaultSnippets: _snippets,
        ...rest
      } = record;
      return forTypes({ ...rest, oneOf: branches });
    }
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) if (key !== 'examples' && !isEditorRoutes(key, value)) out[key] = forTypes(value);
    // A value definition that every field describes for itself keeps its own notes in $comment, out
    // of editors' way (their hover would show it instead of the field's); the types still carry them.
    if (typeof record.$comment === 'string' && record.description === undefined) out.description = record.$comment;
    return out;
  }
  return node;
}

/**
 * What may stand beside a field's one reference without changing its type: its own description, the
 * kind the reference is of already, and the length limit of a text written as runs (maxTextLength,
 * which validate checks: defs.schema.json's RichText).
 */
const TYPE_FREE = new Set(['allOf', 'description', 'type', 'maxTextLength']);

/**
 * A navigate field's routes for editors (`allOf: [{ $ref: routes.generated.schema.json }]`,
 * scripts/lib/schemas/routesSchema.ts): completions that constrain nothing, and change with every page, so
 * no part of the types.
 */
function isEditorRoutes(key: string, value: unknown): boolean {
  return (
    key === 'allOf' && Array.isArray(value) && value.length === 1 && String((value[0] as { $ref?: unknown }).$ref).endsWith(ROUTES_SCHEMA)
  );
}
