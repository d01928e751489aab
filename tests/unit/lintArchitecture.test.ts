import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/site/paths.ts';

// The architecture rules of eslint.config.js, run on code samples as if they were files of the
// project: every way a module can reach another (static import or export, dynamic import, a type's
// import(), import.meta.glob) must be held to them, or the engine could learn the site, or take the
// dev tools into a build, by the back door.

const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });

/** The messages of the architecture rules for `code` written at `filePath` (other rules' findings are not the point here). */
async function boundaryFindings(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => /knows no site|only through its public API|dev tools|works for any site|one way/.test(message.message))
    .map((message) => message.message);
}

const engineReachesTheSite = [
  ['a static import of blocks/', `import { site } from '../blocks/site';\nexport const s = site;\n`],
  ['a re-export of blocks/', `export { site } from '../blocks/site';\n`],
  ['a dynamic import of blocks/', `export const load = () => import('../blocks/site');\n`],
  ['a dynamic import of blocks/ written as a template literal', 'export const load = () => import(`../blocks/site`);\n'],
  [
    'a dynamic import of blocks/ written as a template literal with a variable',
    'export const load = (type: string) => import(`../blocks/${type}/definition.ts`);\n',
  ],
  ['a type imported with import() from blocks/', `export type Site = typeof import('../blocks/site');\n`],
  ['import.meta.glob of a root-relative pattern of blocks/', `export const all = import.meta.glob('/blocks/**');\n`],
  ['import.meta.glob of a relative pattern of blocks/', `export const all = import.meta.glob('../blocks/*/definition.ts');\n`],
  [
    'import.meta.glob of an array of patterns of blocks/',
    `export const all = import.meta.glob(['/pages/*.json', '/blocks/*/definition.ts']);\n`,
  ],
  ['import.meta.glob of a wildcard folder of blocks/', `export const all = import.meta.glob('/*/*/definition.ts', { eager: true });\n`],
  ['import.meta.glob with a base in blocks/', `export const all = import.meta.glob('./**/*.ts', { base: '../blocks' });\n`],
  ['a dynamic import of the test site’s blocks', `export const load = () => import('../tests/fixtures/blocks/probe/definition');\n`],
] as const;

const engineStaysItself = [
  [
    'its own modules',
    `import { x } from './content/pageData';\nexport const load = () => import('./islands/hydrateIslands');\nexport { x };\n`,
  ],
  ['a package', `export const load = () => import('react');\n`],
  [
    'the schemas of block types, a folder named blocks outside blocks/',
    `export const s = import.meta.glob('/schema/blocks/*.schema.json', { eager: true });\n`,
  ],
  ['every schema', `export const s = import.meta.glob('/schema/**/*.schema.json');\n`],
  ['files of the root folder only', `export const s = import.meta.glob('/*.json');\n`],
  ['a glob that excludes blocks/', `export const s = import.meta.glob(['/pages/**/*.json', '!/blocks/**']);\n`],
] as const;

describe('the architecture lint rules', () => {
  it.each(engineReachesTheSite)('reports, in engine/, %s', async (_label, code) => {
    // (A glob of any top-level folder may reach devtools/ as well: that is reported on its own.)
    expect((await boundaryFindings(code, 'engine/x.ts')).filter((finding) => finding.includes('knows no site'))).toHaveLength(1);
  });

  it.each(engineStaysItself)('allows engine/ %s', async (_label, code) => {
    expect(await boundaryFindings(code, 'engine/x.ts')).toEqual([]);
  });

  it.each([
    ['a static import', `import { boot } from '../../engine/client';\nexport { boot };\n`],
    ['a dynamic import', `export const load = () => import('../../engine/islands/hydrateIslands');\n`],
    [
      'a dynamic import written as a template literal with a variable',
      'export const load = (name: string) => import(`../../engine/${name}`);\n',
    ],
    ['import.meta.glob', `export const all = import.meta.glob('/engine/**/*.ts');\n`],
  ])('reports, in blocks/, %s of engine internals', async (_label, code) => {
    expect(await boundaryFindings(code, 'blocks/hero/x.ts')).toHaveLength(1);
  });

  it.each([
    ['the engine folder', `import { type BlockDefinition } from '../../engine';\nexport type D = BlockDefinition;\n`],
    ['engine/index', `import { type BlockDefinition } from '../../engine/index';\nexport type D = BlockDefinition;\n`],
    ['engine/index.ts', `import { type BlockDefinition } from '../../engine/index.ts';\nexport type D = BlockDefinition;\n`],
    ['engine/index.ts, dynamically', `export const load = () => import('../../engine');\n`],
    ['its own component', `export const load = () => import('./Hero');\n`],
  ])('allows blocks/ %s', async (_label, code) => {
    expect(await boundaryFindings(code, 'blocks/hero/x.ts')).toEqual([]);
  });

  const engineReachesTheDevTools = [
    ['a static import', `import { catalogPage } from '../devtools/catalog/BlockCatalog';\nexport { catalogPage };\n`],
    ['a dynamic import', `export const load = () => import('../devtools/editor/EditorApp');\n`],
    ['a type imported with import()', `export type Editor = typeof import('../devtools/editor/EditorApp');\n`],
    ['import.meta.glob', `export const all = import.meta.glob('/devtools/**/*.tsx');\n`],
  ] as const;

  it.each(engineReachesTheDevTools)('reports, in engine/, %s of the dev tools', async (_label, code) => {
    const findings = await boundaryFindings(code, 'engine/x.ts');
    expect(findings).toHaveLength(1);
    expect(findings[0]).toContain('reaches devtools/');
  });

  it.each([
    ['an engine module', `import { PageView } from '../../engine/page/PageView';\nexport { PageView };\n`],
    ['the engine, dynamically', `export const load = () => import('../../engine/server');\n`],
    ['the schemas', `export const s = import.meta.glob('/schema/blocks/*.schema.json', { eager: true });\n`],
  ])('allows devtools/ %s', async (_label, code) => {
    expect(await boundaryFindings(code, 'devtools/editor/x.ts')).toEqual([]);
  });

  it.each([
    ['a static import of blocks/', `import { site } from '../../blocks/site';\nexport const s = site;\n`],
    ['a dynamic import of the test site', `export const load = () => import('../../tests/fixtures/site');\n`],
    ['import.meta.glob of blocks/', `export const all = import.meta.glob('/blocks/*/definition.ts');\n`],
  ])('reports, in devtools/, %s', async (_label, code) => {
    expect(await boundaryFindings(code, 'devtools/catalog/x.ts')).toHaveLength(1);
  });

  it.each([
    ['a block', 'blocks/hero/x.ts', `export const load = () => import('../../devtools/editor/EditorApp');\n`],
    ['the site’s boot entry', 'blocks/entry-client.ts', `import '../devtools/pageScript/devClient';\n`],
    ['a test block', 'tests/fixtures/blocks/probe/x.ts', `export const all = import.meta.glob('/devtools/**');\n`],
  ])('reports %s reaching the dev tools', async (_label, file, code) => {
    const findings = await boundaryFindings(code, file);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toContain('reaches devtools/');
  });
});

// Imports between folders run one way, with no loop (docs/architecture.md): for each pair of
// folders, an import in the allowed direction passes and one planted in the other direction fails,
// whether static, dynamic or a type's.
const oneWayPairs = [
  {
    pair: 'engine/boot -> engine/navigation',
    allowed: ['engine/boot/x.ts', `import { startNavigator } from '../navigation/htmlNavigator';\nexport { startNavigator };\n`],
    backArrow: ['engine/navigation/x.ts', `import { boot } from '../boot/boot';\nexport { boot };\n`],
    reaches: 'engine/boot/',
  },
  {
    pair: 'engine/islands -> engine/page',
    allowed: ['engine/islands/x.ts', `import { ISLAND } from '../page/islandAttributes';\nexport { ISLAND };\n`],
    backArrow: ['engine/page/x.ts', `export const load = () => import('../islands/hydrateIslands');\n`],
    reaches: 'engine/islands/',
  },
  {
    pair: 'devtools -> scripts',
    allowed: [
      'devtools/editor/server/x.ts',
      `import { rendererOf } from '../../../scripts/vite/devPageRenderer';\nexport { rendererOf };\n`,
    ],
    backArrow: ['scripts/vite/x.ts', `export type Editor = typeof import('../../devtools/editor/server/editorPlugin');\n`],
    reaches: 'devtools/',
  },
  {
    pair: 'scripts/validate -> scripts/lib',
    allowed: ['scripts/validate/x.ts', `import { joinPointer } from '../lib/json/jsonPointer';\nexport { joinPointer };\n`],
    backArrow: ['scripts/lib/x.ts', `import type { Issue } from '../validate/issue';\nexport type I = Issue;\n`],
    reaches: 'scripts/validate/',
  },
] as const;

describe('the one-way rules between folders', () => {
  it.each(oneWayPairs)('allow $pair', async ({ allowed: [file, code] }) => {
    expect(await boundaryFindings(code, file)).toEqual([]);
  });

  it.each(oneWayPairs)('report the back-arrow of $pair', async ({ backArrow: [file, code], reaches }) => {
    const findings = await boundaryFindings(code, file);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toContain(`reaches ${reaches}`);
  });
});

/** The messages of the own-keys rule for `code` written at `filePath`. */
async function lookupFindings(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'lookups/own-keys').map((message) => message.message);
}

// A key that comes from content or a request must find an object's own keys only: `registry[type]`
// found Object.prototype.toString for a block of type "toString", and the page answered 500.
describe('the own-keys lint rule', () => {
  it.each([
    [
      'a block registry indexed by a type',
      `import type { BlockRegistry } from '../site/definition';\nexport const find = (registry: BlockRegistry, type: string) => registry[type];\n`,
    ],
    [
      'a string-keyed record indexed by a name',
      `export const find = (icons: Record<string, string>, name: string) => icons[name] ?? '';\n`,
    ],
    ['a readonly one', `export const find = (icons: Readonly<Record<string, string>> | undefined, name: string) => icons?.[name];\n`],
    ['an index signature', `export const find = (tabs: { [set: string]: string[] }, set: string) => tabs[set];\n`],
    ['a value cast to a record', `export const field = (value: unknown, name: string) => (value as Record<string, unknown>)[name];\n`],
    [
      'a lookup table declared as a record',
      `const TABLE: Record<string, number> = { a: 1 };\nexport const find = (key: string) => TABLE[key];\n`,
    ],
    ['`in` with a key from elsewhere', `export const has = (values: object, key: string) => key in values;\n`],
    [
      'a read under a test of another key',
      `export const find = (icons: Record<string, string>, a: string, b: string) => (Object.hasOwn(icons, a) ? icons[b] : '');\n`,
    ],
  ])('reports %s', async (_label, code) => {
    expect(await lookupFindings(code, 'engine/x.ts')).toHaveLength(1);
  });

  it.each([
    [
      'ownValue',
      `import { ownValue } from './content/ownValue';\nexport const find = (icons: Record<string, string>, name: string) => ownValue(icons, name);\n`,
    ],
    [
      'a read under Object.hasOwn',
      `export const find = (icons: Record<string, string>, name: string) => (Object.hasOwn(icons, name) ? icons[name] : '');\n`,
    ],
    ['a Map', `export const find = (icons: Map<string, string>, name: string) => icons.get(name);\n`],
    ['a key written out', `export const find = (icons: Record<string, string>) => icons['chart-pie'] ?? icons.star;\n`],
    ['a list by its index', `export const at = (items: string[], index: number) => items[index];\n`],
    [
      'a record of a closed set of keys',
      `type Tone = 'light' | 'dark';\nexport const find = (tones: Record<Tone, string>, tone: Tone) => tones[tone];\n`,
    ],
    ['a write (not a lookup)', `export const put = (out: Record<string, string>, key: string) => {\n  out[key] = 'x';\n};\n`],
    ['a constant of the code as the key', `const KEY = 'a';\nexport const find = (values: Record<string, string>) => values[KEY];\n`],
    ['`in` with a key written out', `export const has = (control: object) => 'value' in control;\n`],
  ])('allows %s', async (_label, code) => {
    expect(await lookupFindings(code, 'engine/x.ts')).toEqual([]);
  });

  it.each(['engine/x.ts', 'blocks/hero/x.tsx', 'devtools/editor/x.ts', 'scripts/validate/x.ts', 'tests/fixtures/blocks/probe/x.ts'])(
    'holds in %s',
    async (file) => {
      expect(await lookupFindings(`export const has = (values: object, key: string) => key in values;\n`, file)).toHaveLength(1);
    },
  );
});
