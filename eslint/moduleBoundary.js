// @ts-check
// The architecture rule behind eslint.config.js's dependency rules (docs/architecture.md): files may
// not reach some folders of the project. ESLint's no-restricted-imports sees only static imports;
// a module can also be reached by a dynamic import(), a type's import(), or a Vite
// import.meta.glob pattern, so this rule reads them all the same way.
import path from 'node:path';

/**
 * @typedef {object} Boundary
 * @property {string[]} folders Folders, from the project root, that the files may not reach.
 * @property {string[]} [except] Modules inside them that the files may import (by a plain specifier, not a glob).
 * @property {string} message Why, and what to do instead.
 */

const SCRIPT_EXTENSION = /\.[cm]?[jt]sx?$/;
/** Glob syntax other than `*` and `?`: classes, braces, extglobs. Too rich to match here, so assumed to match. */
const RICH_GLOB = /[[\]{}()!+@]/;
const GLOB = /[*?[\]{}()!+@]/;

/** A module however it is written: 'engine', 'engine/index' and 'engine/index.ts' are one module. */
const moduleId = (/** @type {string} */ file) => file.replace(SCRIPT_EXTENSION, '').replace(/[/\\]index$/, '');

/** A specifier that names a file of the project: relative, or rooted at the project (as Vite reads '/…'). Packages are not. */
const isProjectPath = (/** @type {string} */ specifier) => /^\.{1,2}(\/|$)/.test(specifier) || specifier.startsWith('/');

/** An absolute path for a specifier or pattern: '/…' from the project root, anything else from `from`. */
const resolve = (/** @type {string} */ specifier, /** @type {string} */ from, /** @type {string} */ root) =>
  specifier.startsWith('/') ? path.join(root, specifier) : path.resolve(from, specifier);

const escapeRegExp = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether one segment of a glob may match a folder's name (plain `*` and `?` exactly, richer syntax assumed to). */
function segmentMayMatch(/** @type {string} */ segment, /** @type {string} */ name) {
  if (!GLOB.test(segment)) return segment === name;
  if (RICH_GLOB.test(segment)) return true;
  const source = segment
    .split(/([*?])/)
    .map((part) => (part === '*' ? '[^/]*' : part === '?' ? '[^/]' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}$`).test(name);
}

/** Whether an absolute glob may match a file inside `folder`: it descends through the folder's path into it. */
function globMayReach(/** @type {string} */ pattern, /** @type {string} */ folder) {
  const wanted = folder.split(path.sep).filter(Boolean);
  const given = pattern.split(path.sep).filter(Boolean);
  for (const [index, name] of wanted.entries()) {
    const segment = given[index];
    if (segment === undefined) return false;
    if (segment.includes('**')) return true;
    if (!segmentMayMatch(segment, name)) return false;
  }
  return given.length > wanted.length;
}

/** A string literal, or a template literal read as Vite reads it (each `${…}` a `*`, as a glob); null otherwise. */
function staticText(/** @type {any} */ node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return { text: node.value, glob: false };
  if (node?.type === 'TemplateLiteral') {
    const text = node.quasis.map((/** @type {any} */ quasi) => quasi.value.cooked ?? quasi.value.raw).join('*');
    return { text, glob: node.expressions.length > 0 };
  }
  return null;
}

/** Whether `callee` is `import.meta.glob`. */
const isImportMetaGlob = (/** @type {any} */ callee) =>
  callee.type === 'MemberExpression' &&
  callee.object.type === 'MetaProperty' &&
  callee.object.meta.name === 'import' &&
  callee.object.property.name === 'meta' &&
  callee.property.type === 'Identifier' &&
  callee.property.name === 'glob';

/** The `base` option of an import.meta.glob call, when it is written as a string. */
function globBase(/** @type {any} */ options) {
  if (options?.type !== 'ObjectExpression') return undefined;
  const base = options.properties.find(
    (/** @type {any} */ property) => property.type === 'Property' && (property.key.name ?? property.key.value) === 'base',
  );
  return staticText(base?.value)?.text;
}

/** @type {import('eslint').Rule.RuleModule} */
const moduleBoundary = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep files from reaching folders they must not know, by import, import(), or import.meta.glob.' },
    // One or more boundaries, each with its own folders and message.
    schema: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        properties: {
          folders: { type: 'array', items: { type: 'string' }, minItems: 1 },
          except: { type: 'array', items: { type: 'string' } },
          message: { type: 'string' },
        },
        required: ['folders', 'message'],
        additionalProperties: false,
      },
    },
    messages: { reaches: "'{{specifier}}' reaches {{folder}}/. {{message}}" },
  },
  create(context) {
    const root = context.cwd;
    const from = path.dirname(context.filename);
    const boundaries = /** @type {Boundary[]} */ (context.options).map((boundary) => ({
      message: boundary.message,
      folders: boundary.folders.map((folder) => ({ name: folder, absolute: path.join(root, folder) })),
      allowed: new Set((boundary.except ?? []).map((module) => moduleId(path.join(root, module)))),
    }));

    /** Reports `node` when `specifier` (a module, or a glob when `glob`) reaches a forbidden folder. */
    function check(/** @type {any} */ node, /** @type {string} */ specifier, /** @type {boolean} */ glob, base = from) {
      if (!glob && !isProjectPath(specifier)) return;
      const target = resolve(specifier, base, root);
      for (const { folders, allowed, message } of boundaries) {
        const reached = folders.find(({ absolute }) =>
          glob ? globMayReach(target, absolute) : target === absolute || target.startsWith(absolute + path.sep),
        );
        if (!reached || (!glob && allowed.has(moduleId(target)))) continue;
        context.report({ node, messageId: 'reaches', data: { specifier, folder: reached.name, message } });
      }
    }

    /** A module source: a string, or a template literal (a glob when it has `${…}`). */
    function checkSource(/** @type {any} */ node) {
      const source = staticText(node);
      if (source) check(node, source.text, source.glob);
    }

    return {
      ImportDeclaration: (node) => checkSource(node.source),
      ExportNamedDeclaration: (node) => node.source && checkSource(node.source),
      ExportAllDeclaration: (node) => checkSource(node.source),
      ImportExpression: (node) => checkSource(node.source),
      /** `typeof import('…')` and `import('…').Name` in types (typescript-eslint's node). */
      TSImportType: (/** @type {any} */ node) => checkSource(node.argument?.literal),
      CallExpression(node) {
        if (!isImportMetaGlob(node.callee)) return;
        const [patterns, options] = /** @type {any[]} */ (node.arguments);
        const base = globBase(options);
        const baseDir = base === undefined ? from : resolve(base, from, root);
        for (const element of patterns?.type === 'ArrayExpression' ? patterns.elements : [patterns]) {
          const pattern = staticText(element);
          // A negated pattern ('!…') takes files away; it reaches nothing.
          if (pattern && !pattern.text.startsWith('!')) check(element, pattern.text, true, baseDir);
        }
      },
    };
  },
};

/** The project's own ESLint plugin: its architecture rules. */
export const architecture = { rules: { 'module-boundary': moduleBoundary } };
