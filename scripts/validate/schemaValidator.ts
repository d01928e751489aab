import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { SCHEMA_BASE, blockTypesFromFiles, readSchemaFiles, type SchemaFile } from '../lib/schemas.ts';
import { joinPointer } from './jsonLocator.ts';
import { didYouMean } from './suggest.ts';

/** One schema problem: where (JSON pointer, and a property name when the problem is that key) and what. */
export interface SchemaProblem {
  pointer: string;
  key?: string;
  message: string;
}

type Json = unknown;
type AnySchema = Record<string, unknown>;

const describe = (value: Json): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`;

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

function valueAt(root: Json, pointer: string): Json {
  let node: Json = root;
  for (const segment of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, Json>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

/** Turns one Ajv error into a sentence an author can act on. */
function explain(error: ErrorObject, document: Json): SchemaProblem {
  const pointer = error.instancePath;
  const parent = (error.parentSchema ?? {}) as AnySchema;
  const data = valueAt(document, pointer);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const field = String(params.missingProperty);
      const fieldSchema = (parent.properties as Record<string, AnySchema> | undefined)?.[field];
      const help = fieldSchema?.description ? ` (${String(fieldSchema.description)})` : '';
      return { pointer, message: `missing required field "${field}"${help}` };
    }
    case 'additionalProperties': {
      const field = String(params.additionalProperty);
      const allowed = Object.keys((parent.properties as AnySchema | undefined) ?? {});
      const hint = didYouMean(field, allowed);
      return {
        pointer,
        key: field,
        message: `unknown field "${field}"${hint || `; allowed fields: ${allowed.join(', ')}`}`,
      };
    }
    case 'type':
      return { pointer, message: `must be ${article(String(params.type))}, not ${describe(data)}` };
    case 'enum': {
      const allowed = (params.allowedValues as Json[]).map((v) => JSON.stringify(v));
      const hint = typeof data === 'string' ? didYouMean(data, (params.allowedValues as Json[]).map(String)) : '';
      const list = allowed.length > 12 ? `${allowed.slice(0, 12).join(', ')} … (${allowed.length} in all)` : allowed.join(', ');
      return { pointer, message: `${describe(data)} is not allowed${hint || `; use one of ${list}`}` };
    }
    case 'const':
      return { pointer, message: `must be ${JSON.stringify(params.allowedValue)}, not ${describe(data)}` };
    case 'pattern': {
      const help = parent.description ? `: ${String(parent.description)}` : ` (pattern ${String(params.pattern)})`;
      return { pointer, message: `${describe(data)} is not in the expected form${help}` };
    }
    case 'format':
      return { pointer, message: `${describe(data)} is not a valid ${String(params.format)}` };
    case 'minLength':
      return { pointer, message: params.limit === 1 ? 'must not be empty' : `must be at least ${String(params.limit)} characters (is ${String((data as string).length)})` };
    case 'maxLength':
      return { pointer, message: `must be at most ${String(params.limit)} characters (is ${String((data as string).length)})` };
    case 'minItems':
      return { pointer, message: `needs at least ${String(params.limit)} item(s), has ${String((data as Json[]).length)}` };
    case 'maxItems':
      return { pointer, message: `allows at most ${String(params.limit)} item(s), has ${String((data as Json[]).length)}` };
    case 'uniqueItems':
      return { pointer, message: `items ${String(params.j)} and ${String(params.i)} are the same; list each once` };
    case 'minimum':
      return { pointer, message: `must be at least ${String(params.limit)}` };
    case 'discriminator': {
      const tag = String(params.tag);
      if (params.error === 'tag') return { pointer, message: `missing "${tag}" (required to choose the shape)` };
      return { pointer, key: tag, message: `unknown ${tag} "${String(params.tagValue)}"` };
    }
    default:
      return { pointer, message: error.message ?? `fails ${error.keyword}` };
  }
}

export interface SchemaValidator {
  blockTypes: string[];
  validateSite(document: Json): SchemaProblem[];
  validateRoutes(document: Json): SchemaProblem[];
  validatePage(document: Json): SchemaProblem[];
}

/** Ajv over the schema files, with errors narrowed to what the author most likely meant. */
export function createSchemaValidator(files: SchemaFile[] = readSchemaFiles()): SchemaValidator {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, discriminator: true, strict: true });
  addFormats(ajv);
  // Where each titled subschema lives, so a oneOf's branches can be validated on their own.
  const titled = new Map<string, string>();
  const walk = (node: Json, base: string, pointer: string) => {
    if (!node || typeof node !== 'object') return;
    if (!Array.isArray(node) && typeof (node as AnySchema).title === 'string') titled.set((node as AnySchema).title as string, `${base}#${pointer}`);
    for (const [key, child] of Object.entries(node)) walk(child, base, `${pointer}/${key}`);
  };
  for (const file of files) {
    ajv.addSchema(file.schema, SCHEMA_BASE + file.relPath);
    walk(file.schema, SCHEMA_BASE + file.relPath, '');
  }
  const blockTypes = blockTypesFromFiles(files);

  // The page is checked in two steps: its shell (meta, a list of typed blocks), then each block
  // against its own type's schema, so an error names the block and field, not every alternative.
  const pageFile = files.find((f) => f.relPath === 'page.schema.json')!;
  const shell = structuredClone(pageFile.schema) as AnySchema & { $defs: AnySchema };
  shell.$defs.block = {
    type: 'object',
    required: ['type'],
    properties: { type: { type: 'string', description: `Block type: one of ${blockTypes.join(', ')}.` } },
  };
  ajv.addSchema(shell, `${SCHEMA_BASE}page-shell.schema.json`);

  const get = (id: string): ValidateFunction => {
    const fn = ajv.getSchema(id);
    if (!fn) throw new Error(`Schema ${id} is not registered`);
    return fn;
  };

  /** Validates `value`; where a oneOf fails, re-checks against the branch the value was meant for. */
  function check(validate: ValidateFunction, value: Json, prefix: string): SchemaProblem[] {
    if (validate(value)) return [];
    const errors = validate.errors ?? [];
    const oneOfs = errors.filter((e) => e.keyword === 'oneOf');
    const problems: SchemaProblem[] = [];
    const covered = (path: string) => oneOfs.some((o) => path === o.instancePath || path.startsWith(`${o.instancePath}/`));
    for (const error of errors) {
      if (error.keyword === 'oneOf' || covered(error.instancePath)) continue;
      const problem = explain(error, value);
      if (error.keyword === 'discriminator' && error.params.error === 'mapping') {
        const allowed = kindOptions(error);
        problem.message += didYouMean(String(error.params.tagValue), allowed) || `; use one of ${allowed.join(', ')}`;
      }
      problems.push({ ...problem, pointer: prefix + problem.pointer });
    }
    // Innermost oneOf failures only: an outer one is explained by the inner.
    for (const error of oneOfs) {
      if (oneOfs.some((other) => other !== error && other.instancePath.startsWith(`${error.instancePath}/`))) continue;
      problems.push(...narrowOneOf(error, value, prefix));
    }
    const seen = new Set<string>();
    return problems.filter((p) => {
      const id = `${p.pointer}|${p.key ?? ''}|${p.message}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  }

  function kindOptions(error: ErrorObject): string[] {
    const branches = ((error.parentSchema as AnySchema).oneOf as AnySchema[]) ?? [];
    const base = titled.get(String((error.parentSchema as AnySchema).title)) ?? '';
    return branches
      .map((branch) => ajv.getSchema(new URL(String(branch.$ref), base).href)?.schema as AnySchema | undefined)
      .map((schema) => ((schema?.properties as AnySchema | undefined)?.[String(error.params.tag)] as AnySchema | undefined)?.const)
      .filter((v): v is string => typeof v === 'string');
  }

  function narrowOneOf(error: ErrorObject, document: Json, prefix: string): SchemaProblem[] {
    const parent = error.parentSchema as AnySchema;
    const base = titled.get(String(parent.title));
    const data = valueAt(document, error.instancePath);
    const branches = ((parent.oneOf as AnySchema[]) ?? []).map((branch) => {
      const id = base ? new URL(String(branch.$ref), base).href : '';
      const fn = id ? ajv.getSchema(id) : undefined;
      return { fn, schema: fn?.schema as AnySchema | undefined };
    });
    const present = data && typeof data === 'object' && !Array.isArray(data) ? Object.keys(data) : [];
    const chosen = branches.find((b) => ((b.schema?.required as string[]) ?? []).every((key) => present.includes(key)) && (b.schema?.required as string[] | undefined)?.length);
    const pointer = prefix + error.instancePath;
    if (chosen?.fn) return check(chosen.fn, data, pointer);
    const names = branches.map((b) => {
      const required = (b.schema?.required as string[] | undefined) ?? [];
      return required.length ? `"${required.join('" + "')}"` : String(b.schema?.title);
    });
    const what = String(parent.title ?? 'value');
    const known = new Set(branches.flatMap((b) => Object.keys((b.schema?.properties as AnySchema | undefined) ?? {})));
    const strangers = present.filter((key) => !known.has(key));
    const found = strangers.length ? `; found ${strangers.map((k) => `"${k}"${didYouMean(k, known)}`).join(', ')}` : '';
    return [{ pointer, message: `${what} must have exactly one of ${names.join(', ')}${found}` }];
  }

  const site = get(`${SCHEMA_BASE}site.schema.json`);
  const routes = get(`${SCHEMA_BASE}routes.schema.json`);
  const page = get(`${SCHEMA_BASE}page-shell.schema.json`);
  const blocks = new Map(blockTypes.map((type) => [type, get(`${SCHEMA_BASE}blocks/${type}.schema.json`)]));

  return {
    blockTypes,
    validateSite: (document) => check(site, document, ''),
    validateRoutes: (document) => check(routes, document, ''),
    validatePage(document) {
      const problems = check(page, document, '');
      const list = (document as { blocks?: Json })?.blocks;
      if (!Array.isArray(list)) return problems;
      list.forEach((block, index) => {
        const pointer = joinPointer('/blocks', index);
        const type = (block as { type?: Json })?.type;
        if (typeof type !== 'string') return; // the shell already reported it
        const validate = blocks.get(type);
        if (!validate) {
          problems.push({
            pointer: `${pointer}/type`,
            message: `unknown block type "${type}"${didYouMean(type, blockTypes) || `; block types are ${blockTypes.join(', ')}`}`,
          });
          return;
        }
        problems.push(...check(validate, block, pointer));
      });
      return problems;
    },
  };
}
