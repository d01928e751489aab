import { ownValue } from '../../engine/content/ownValue';
/**
 * Turns one of the project's JSON Schemas into a self-contained schema for a generated form: every
 * `$ref` (to `defs.schema.json`, to the file's own `$defs`, to another file) is replaced by what it
 * points to, and the form labels every field by its own name and description.
 *
 * The schemas write a field as `{ "description": "The banner's heading.", "allOf": [{ "$ref":
 * "../defs.schema.json#/$defs/text" }] }` (so editors show its own description too; a bare `$ref`
 * with siblings is read the same way): the field's own keywords win over the shared definition's, so the form
 * shows "The banner's heading." rather than the generic "Visible text …", and the field is titled
 * after its property ("Title", "Proof point") rather than the shared definition ("Text").
 */
export type Schema = Record<string, unknown>;

/** Schema files by their path under schema/ ('defs.schema.json', 'blocks/hero.schema.json'). */
export type SchemaFiles = Readonly<Record<string, Schema>>;

/**
 * Keywords a form has no use for, dropped from the result: the references are resolved already, and
 * a shared definition's examples ("Talk to {brand}") would be offered as suggestions for every field.
 */
const DROPPED = new Set(['$schema', '$id', '$defs', '$comment', 'examples']);

/** 'proofPoint' → 'Proof point', 'NavigateAction' → 'Navigate action', 'id' → 'ID'. */
export function humanize(name: string): string {
  if (name === 'id') return 'ID';
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function dirname(file: string): string {
  return file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
}

/** 'blocks' + '../defs.schema.json' → 'defs.schema.json'. */
function joinPath(dir: string, relative: string): string {
  const parts = dir ? dir.split('/') : [];
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

function atPointer(root: unknown, fragment: string, where: string): Schema {
  let node = root;
  for (const segment of fragment.split('/').slice(1)) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    node = node && typeof node === 'object' ? ownValue(node as Schema, key) : undefined;
  }
  if (!node || typeof node !== 'object') throw new Error(`Schema reference ${where} points at nothing`);
  return node as Schema;
}

/**
 * The schema at `file` (and `pointer` inside it), with every reference inlined. Throws on a
 * reference to a missing file or location, and on a reference cycle (none of the schemas has one,
 * and a form could not show one).
 */
export function inlineSchema(files: SchemaFiles, file: string, pointer = ''): Schema {
  const root = ownValue(files, file);
  if (!root) throw new Error(`No schema file ${file}`);
  return resolve(files, atPointer(root, pointer, `${file}#${pointer}`), file, []) as Schema;
}

function resolve(files: SchemaFiles, node: unknown, file: string, trail: string[]): unknown {
  if (Array.isArray(node)) return node.map((item) => resolve(files, item, file, trail));
  if (!node || typeof node !== 'object') return node;
  let schema = node as Schema;
  // A reference wrapped in allOf beside the field's own description: the same as the reference with
  // the field's own keywords beside it.
  const wrapped = Array.isArray(schema.allOf) && schema.allOf.length === 1 ? (schema.allOf[0] as Schema) : null;
  if (wrapped && typeof wrapped.$ref === 'string' && typeof schema.$ref !== 'string') {
    const { allOf: _allOf, ...own } = schema;
    schema = { $ref: wrapped.$ref, ...own };
  }
  let result: Schema = {};
  if (typeof schema.$ref === 'string') {
    const [target = '', fragment = ''] = schema.$ref.split('#');
    const targetFile = target ? joinPath(dirname(file), target) : file;
    const where = `${targetFile}#${fragment}`;
    if (trail.includes(where)) throw new Error(`Schema reference cycle: ${[...trail, where].join(' → ')}`);
    const targetRoot = ownValue(files, targetFile);
    if (!targetRoot) throw new Error(`Schema reference ${schema.$ref} in ${file}: no file ${targetFile}`);
    result = resolve(files, atPointer(targetRoot, fragment, `${schema.$ref} in ${file}`), targetFile, [...trail, where]) as Schema;
  }
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' || DROPPED.has(key)) continue;
    if (key === 'properties' && value && typeof value === 'object') {
      const properties: Schema = {};
      for (const [name, property] of Object.entries(value as Schema)) {
        const resolved = resolve(files, property, file, trail) as Schema;
        // A field is labelled by its own title, else by its name, never by a shared definition's title.
        const ownTitle = property && typeof property === 'object' && typeof (property as Schema).title === 'string';
        properties[name] = { ...resolved, title: ownTitle ? (property as Schema).title : humanize(name) };
      }
      result.properties = properties;
    } else {
      result[key] = resolve(files, value, file, trail);
    }
  }
  // Titles of whole definitions ("NavigateAction") name the choices of a oneOf: make them words.
  if (typeof result.title === 'string' && /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/.test(result.title)) result.title = humanize(result.title);
  return result;
}
