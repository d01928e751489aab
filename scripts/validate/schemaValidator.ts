import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readPhone } from '../../engine/content/phone.ts';
import { characterCount } from '../lib/text/characterCount.ts';
import { routePathProblem } from '../lib/schemas/routePaths.ts';
import { SCHEMA_BASE, blockTypesFromFiles, readSchemaFiles, type SchemaFile } from '../lib/schemas/schemas.ts';
import { joinPointer } from '../lib/json/jsonPointer.ts';
import { messageFor, type IssueCode, type IssueParams } from './catalogue/index.ts';
import { byNearness, closest, nearest } from './suggest.ts';
import { ownValue } from '../../engine/content/ownValue.ts';

/** One schema problem: where (JSON pointer, and a property name when the problem is that key), its code and message. */
export interface SchemaProblem {
  pointer: string;
  key?: string;
  code: IssueCode;
  params: object;
  message: string;
}

type Json = unknown;
type AnySchema = Record<string, unknown>;

/** Strings longer than this are quoted by their start and their length: a message is one line. */
const LONGEST_QUOTED = 80;

const describe = (value: Json): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'an array'
      : typeof value === 'object'
        ? 'an object'
        : typeof value === 'string' && value.length > LONGEST_QUOTED
          ? `string ${JSON.stringify(`${value.slice(0, LONGEST_QUOTED - 20)}…`)} (${characterCount(value).toLocaleString('en-US')} characters)`
          : `${typeof value} ${JSON.stringify(value)}`;

function valueAt(root: Json, pointer: string): Json {
  let node: Json = root;
  for (const segment of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = ownValue(node as Record<string, Json>, segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  }
  return node;
}

function problem<Code extends IssueCode>(code: Code, pointer: string, params: IssueParams<Code>, key?: string): SchemaProblem {
  return { pointer, ...(key === undefined ? {} : { key }), code, params, message: messageFor(code, params) };
}

/** A value's JSON Schema type: 'string', 'array', 'object', 'integer', 'number', 'boolean' or 'null'. */
function jsonKind(value: Json): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Turns one Ajv error into a catalogued problem an author can act on. */
function explain(error: ErrorObject, document: Json): SchemaProblem {
  const pointer = error.instancePath;
  const parent = (error.parentSchema ?? {}) as AnySchema;
  const data = valueAt(document, pointer);
  const params = error.params as Record<string, unknown>;
  const limit = Number(params.limit);
  // A route path the schema refuses for its length or a reserved name (the look-ahead of its
  // pattern, its maxLength, its "not"): each of those keywords gets the same one message, which says
  // why, instead of "must NOT be valid". A path merely not in the form gets the pattern's message.
  if (parent.title === 'RoutePath' && typeof data === 'string') {
    if (OTHER_SITE.test(data)) return problem('off-site-navigate', pointer, { value: describe(data) });
    const refusal = routePathProblem(data);
    if (refusal && refusal !== 'malformed') return problem(refusal.code, pointer, refusal.params);
  }
  switch (error.keyword) {
    case 'required': {
      const field = String(params.missingProperty);
      const fieldSchema = ownValue(parent.properties as Record<string, AnySchema> | undefined, field);
      return problem('missing-field', pointer, {
        field,
        ...(fieldSchema?.description ? { description: String(fieldSchema.description) } : {}),
      });
    }
    case 'additionalProperties': {
      const field = String(params.additionalProperty);
      const allowed = Object.keys((parent.properties as AnySchema | undefined) ?? {});
      return problem('unknown-field', pointer, { field, ...suggestion(closest(field, allowed)), allowed }, field);
    }
    case 'type': {
      const unquoted = unquotedValue(data, [String(params.type)]);
      if (unquoted !== undefined) return problem('quoted-value', pointer, { value: describe(data), unquoted });
      return problem('wrong-type', pointer, { expected: String(params.type), actual: describe(data) });
    }
    case 'enum': {
      const unquoted = unquotedValue(
        data,
        (params.allowedValues as Json[]).map((value) => typeof value),
      );
      if (unquoted !== undefined && (params.allowedValues as Json[]).some((value) => String(value) === unquoted))
        return problem('quoted-value', pointer, { value: describe(data), unquoted });
      const allowed = (params.allowedValues as Json[]).map(String);
      if (typeof data !== 'string') return problem('not-allowed-value', pointer, { value: describe(data), allowed });
      // A long list (the icon names) is not printed whole: the values nearest to what was written are.
      const nearestFirst = allowed.length > LONGEST_LIST ? { nearest: byNearness(data, allowed).slice(0, NEAREST_SHOWN) } : {};
      return problem('not-allowed-value', pointer, {
        value: describe(data),
        ...suggestion(nearest(data, allowed)),
        allowed,
        ...nearestFirst,
      });
    }
    case 'const':
      return problem('wrong-constant', pointer, { expected: JSON.stringify(params.allowedValue), actual: describe(data) });
    case 'pattern':
      // A field whose form is a path of this site ('^/…'), given another site's address.
      if (typeof data === 'string' && String(params.pattern).startsWith('^/') && OTHER_SITE.test(data))
        return problem('off-site-navigate', pointer, { value: describe(data) });
      return problem('pattern-mismatch', pointer, {
        value: describe(data),
        ...(parent.description ? { description: String(parent.description) } : {}),
        pattern: String(params.pattern),
      });
    case 'format':
      // A phone number the engine cannot turn into a link: the reading says why.
      if (params.format === 'phone' && typeof data === 'string') {
        const reading = readPhone(data);
        if (!reading.ok) return problem('unreadable-phone', pointer, { phone: data, reason: reading.reason });
      }
      return problem('bad-format', pointer, { value: describe(data), format: String(params.format) });
    // Counted as JSON Schema counts (code points), so the length shown is the one the limit measures.
    case 'minLength':
      return problem('too-short', pointer, { limit, length: characterCount(String(data)) });
    case 'maxLength':
      return problem('too-long', pointer, { limit, length: characterCount(String(data)) });
    // A text written as runs (bold, italic, links: defs.schema.json's InlineText), its runs' words together.
    case 'maxTextLength':
      return problem('too-long', pointer, { limit: Number(error.schema), length: runsLength(data) });
    case 'minItems':
      if (pointer === '/blocks' && (data as Json[]).length === 0) return problem('no-blocks', pointer, {});
      return problem('too-few-items', pointer, { limit, count: (data as Json[]).length });
    case 'maxItems':
      return problem('too-many-items', pointer, { limit, count: (data as Json[]).length });
    case 'uniqueItems':
      return problem('duplicate-items', pointer, { first: Number(params.j), second: Number(params.i) });
    case 'minimum':
    case 'exclusiveMinimum':
      return problem('out-of-range', pointer, { bound: 'at least', limit });
    case 'maximum':
    case 'exclusiveMaximum':
      return problem('out-of-range', pointer, { bound: 'at most', limit });
    case 'discriminator': {
      const tag = String(params.tag);
      if (params.error === 'tag') return problem('missing-kind', pointer, { tag });
      return problem('unknown-kind', pointer, { tag, value: String(params.tagValue), allowed: [] }, tag);
    }
    default:
      return problem('schema-mismatch', pointer, { keyword: error.keyword, detail: error.message ?? `fails ${error.keyword}` });
  }
}

/** The characters of a text written as runs: each plain run's, and each styled run's "text". */
function runsLength(data: Json): number {
  if (!Array.isArray(data)) return 0;
  return data.reduce<number>((sum, run) => {
    const text = typeof run === 'string' ? run : run && typeof run === 'object' ? ownValue(run as Record<string, Json>, 'text') : undefined;
    return sum + (typeof text === 'string' ? characterCount(text) : 0);
  }, 0);
}

/** An address of another site: a scheme (https:, mailto:) or a protocol-relative start (//, /\\). */
const OTHER_SITE = /^([a-z][a-z0-9+.-]*:|\/\/|\/\\)/i;

/**
 * The value a quoted number or true/false stands for ('3' for "3"), when the schema wants one of
 * those kinds (`kinds`: JSON Schema types or typeof names) and the text is exactly such a value.
 */
function unquotedValue(data: Json | undefined, kinds: string[]): string | undefined {
  if (typeof data !== 'string') return undefined;
  const text = data.trim();
  if ((kinds.includes('number') || kinds.includes('integer')) && text !== '' && Number.isFinite(Number(text))) {
    if (kinds.includes('number') || Number.isInteger(Number(text))) return String(Number(text));
  }
  if (kinds.includes('boolean') && (text === 'true' || text === 'false')) return text;
  return undefined;
}

/** Keywords that check nothing: a `$ref` beside only these is its target, for a oneOf's branch. */
const ANNOTATIONS = new Set(['$ref', '$comment', 'title', 'description', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly']);

/** Allowed values listed in full up to this many; beyond it, only the nearest few. */
const LONGEST_LIST = 12;
const NEAREST_SHOWN = 6;

const suggestion = (match: string | undefined) => (match === undefined ? {} : { suggestion: match });

export interface SchemaValidator {
  blockTypes: string[];
  validateSite(document: Json): SchemaProblem[];
  validateRoutes(document: Json): SchemaProblem[];
  validatePage(document: Json): SchemaProblem[];
  /**
   * A value against the subschema at `schemaPointer` in schema file `relPath` (a schema's own
   * example, say: '' for the file's root, '/$defs/personCard' for a card).
   */
  validateAt(relPath: string, schemaPointer: string, value: Json): SchemaProblem[];
}

/** Ajv over the schema files, with errors narrowed to what the author most likely meant. */
export function createSchemaValidator(files: SchemaFile[] = readSchemaFiles()): SchemaValidator {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, discriminator: true, strict: true });
  addFormats(ajv);
  // "format": "phone": a number the engine's phone links and structured data can dial (engine/content/phone.ts).
  ajv.addFormat('phone', { type: 'string', validate: (value: string) => readPhone(value).ok });
  // Editors' completions (VS Code's keywords: the routes, the block snippets), which check nothing.
  ajv.addKeyword({ keyword: 'defaultSnippets', schemaType: 'array' });
  ajv.addKeyword({ keyword: 'enumDescriptions', schemaType: 'array' });
  // The length limit of a text written as runs (schema/defs.schema.json's RichText): all its runs' words together.
  ajv.addKeyword({
    keyword: 'maxTextLength',
    type: 'array',
    schemaType: 'number',
    validate: (limit: number, data: Json) => runsLength(data) <= limit,
  });
  // Where each subschema lives (its address: file URI and JSON pointer), found by the object itself:
  // an Ajv error's parentSchema is the very object registered here, so a oneOf's branches resolve
  // against the file the oneOf is in, whether it has a title or not. (A title is no address: a oneOf
  // may have none, as site.json's submenu items have, and two schemas may share one.)
  const addressOf = new WeakMap<object, string>();
  const walk = (node: Json, fileBase: string, filePointer: string) => {
    if (!node || typeof node !== 'object') return;
    // A subschema with an $id of its own is a document of its own: its parts are addressed from it.
    const id = Array.isArray(node) ? undefined : (node as AnySchema).$id;
    const base = typeof id === 'string' ? new URL(id, fileBase).href.replace(/#.*$/, '') : fileBase;
    const pointer = typeof id === 'string' ? '' : filePointer;
    addressOf.set(node, `${base}#${pointer}`);
    for (const [key, child] of Object.entries(node))
      walk(child, base, `${pointer}/${encodeURIComponent(key.replace(/~/g, '~0').replace(/\//g, '~1'))}`);
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
  walk(shell, `${SCHEMA_BASE}page-shell.schema.json`, '');

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
      let found = explain(error, value);
      if (error.keyword === 'discriminator' && error.params.error === 'mapping') {
        const allowed = kindOptions(error);
        const tagValue = String(error.params.tagValue);
        found = problem(
          'unknown-kind',
          found.pointer,
          { tag: String(error.params.tag), value: tagValue, ...suggestion(closest(tagValue, allowed)), allowed },
          found.key,
        );
      }
      problems.push({ ...found, pointer: prefix + found.pointer });
    }
    // Innermost oneOf failures only: an outer one is explained by the inner.
    for (const error of oneOfs) {
      if (oneOfs.some((other) => other !== error && other.instancePath.startsWith(`${error.instancePath}/`))) continue;
      problems.push(...narrowOneOf(error, value, prefix));
    }
    // A misspelt field is one mistake: "unknown field "titel" — did you mean "title"?" says it all,
    // so the "missing required field "title"" the misspelling also causes is left out.
    const renamed = new Set(
      problems
        .filter((p) => p.code === 'unknown-field' && p.params && 'suggestion' in p.params)
        .map((p) => `${p.pointer}|${String((p.params as { suggestion?: string }).suggestion)}`),
    );
    // A value written in the wrong form is one mistake too: the pattern's message says what form,
    // so a format it also fails (a phone number holding letters) is not reported again.
    const misformed = new Set(problems.filter((p) => p.code === 'pattern-mismatch').map((p) => p.pointer));
    const seen = new Set<string>();
    return problems.filter((p) => {
      if (p.code === 'missing-field' && renamed.has(`${p.pointer}|${String((p.params as { field: string }).field)}`)) return false;
      if ((p.code === 'unreadable-phone' || p.code === 'bad-format') && misformed.has(p.pointer)) return false;
      const id = `${p.pointer}|${p.key ?? ''}|${p.message}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  }

  interface Branch {
    /** Validates a value against the branch alone. */
    fn?: ValidateFunction;
    /** The branch's schema: the one its $ref names, or the branch itself. */
    schema?: AnySchema;
  }

  /**
   * A oneOf's branches, each resolved where it is written: a `$ref` against the file of the oneOf
   * (so '#/$defs/navLink', 'defs.schema.json#/$defs/…' and '../defs.schema.json#/$defs/…' each
   * reach their schema), an inline branch (or a $ref with rules beside it) at its own address.
   */
  function branchesOf(parent: AnySchema): Branch[] {
    const address = addressOf.get(parent);
    if (!address) return ((parent.oneOf as AnySchema[] | undefined) ?? []).map(() => ({}));
    return ((parent.oneOf as AnySchema[] | undefined) ?? []).map((branch) => {
      const target = typeof branch.$ref === 'string' ? ajv.getSchema(new URL(branch.$ref, address).href) : undefined;
      const own = addressOf.get(branch);
      const fn = target && Object.keys(branch).every((key) => ANNOTATIONS.has(key)) ? target : own ? ajv.getSchema(own) : undefined;
      return { fn, schema: (target?.schema ?? branch) as AnySchema };
    });
  }

  function kindOptions(error: ErrorObject): string[] {
    return branchesOf(error.parentSchema as AnySchema)
      .map(({ schema }) => ((schema?.properties as AnySchema | undefined)?.[String(error.params.tag)] as AnySchema | undefined)?.const)
      .filter((v): v is string => typeof v === 'string');
  }

  function narrowOneOf(error: ErrorObject, document: Json, prefix: string): SchemaProblem[] {
    const parent = error.parentSchema as AnySchema;
    const data = valueAt(document, error.instancePath);
    const branches = branchesOf(parent);
    const present = data && typeof data === 'object' && !Array.isArray(data) ? Object.keys(data) : [];
    const required = (b: Branch) => (b.schema?.required as string[] | undefined) ?? [];
    const fields = (b: Branch) => Object.keys((b.schema?.properties as AnySchema | undefined) ?? {});
    // The branch meant: the first whose required fields are all there; else the one branch that
    // knows more of the fields written than any other (a link without its href is still a link).
    const fit = (b: Branch) => present.filter((key) => fields(b).includes(key)).length;
    const best = Math.max(0, ...branches.map(fit));
    const likeliest = branches.filter((b) => fit(b) === best);
    const chosen =
      branches.find((b) => required(b).length > 0 && required(b).every((key) => present.includes(key))) ??
      (best > 0 && likeliest.length === 1 ? likeliest[0] : undefined);
    const pointer = prefix + error.instancePath;
    if (chosen?.fn) return check(chosen.fn, data, pointer);
    // Else the one branch of the value's kind, where the branches are of different kinds: a rich
    // text's plain string or its list of runs, a run's plain string or its styled object.
    const kinds = branches.map((b) => b.schema?.type);
    if (new Set(kinds).size > 1 && kinds.every((type) => typeof type === 'string')) {
      const kind = jsonKind(data);
      const ofKind = branches.filter((_, index) => kinds[index] === kind || (kind === 'integer' && kinds[index] === 'number'));
      if (ofKind.length === 1 && ofKind[0]!.fn) return check(ofKind[0]!.fn, data, pointer);
      if (ofKind.length === 0)
        return [problem('wrong-type', pointer, { expected: [...new Set(kinds)].join(' or '), actual: describe(data) })];
    }
    const names = branches.map((b) =>
      required(b).length ? `"${required(b).join('" + "')}"` : typeof b.schema?.title === 'string' ? b.schema.title : 'another shape',
    );
    // An untitled oneOf (site.json's submenu item) is named by its branches: "NavLink or NavDivider".
    const titles = branches.map((b) => b.schema?.title).filter((title): title is string => typeof title === 'string');
    const what = String(parent.title ?? (titles.length === branches.length && titles.length ? titles.join(' or ') : 'value'));
    const known = [...new Set(branches.flatMap(fields))];
    const strangers = present.filter((key) => !known.includes(key)).map((name) => ({ name, ...suggestion(closest(name, known)) }));
    return [problem('ambiguous-shape', pointer, { what, options: names, strangers })];
  }

  const site = get(`${SCHEMA_BASE}site.schema.json`);
  const routes = get(`${SCHEMA_BASE}routes.schema.json`);
  const page = get(`${SCHEMA_BASE}page-shell.schema.json`);
  const blocks = new Map(blockTypes.map((type) => [type, get(`${SCHEMA_BASE}blocks/${type}.schema.json`)]));

  /** A block against its own type's schema; problems are pointed from `pointer` (the block's place). */
  function checkBlock(block: Json, type: string, pointer: string): SchemaProblem[] {
    const validate = blocks.get(type);
    if (!validate)
      return [problem('unknown-block-type', `${pointer}/type`, { type, ...suggestion(closest(type, blockTypes)), known: blockTypes })];
    return check(validate, block, pointer);
  }

  return {
    blockTypes,
    validateSite: (document) => check(site, document, ''),
    validateRoutes: (document) => check(routes, document, ''),
    validatePage(document) {
      const problems = check(page, document, '');
      const list = (document as { blocks?: Json })?.blocks;
      if (!Array.isArray(list)) return problems;
      list.forEach((block, index) => {
        const type = (block as { type?: Json })?.type;
        if (typeof type !== 'string') return; // the shell already reported it
        problems.push(...checkBlock(block, type, joinPointer('/blocks', index)));
      });
      return problems;
    },
    validateAt: (relPath, schemaPointer, value) =>
      check(get(`${SCHEMA_BASE}${relPath}${schemaPointer ? `#${schemaPointer}` : ''}`), value, ''),
  };
}
