import fs from 'node:fs';
import path from 'node:path';
import type { Page, RoutesManifest, SiteConfig } from '../../engine/content/types.generated.ts';
import { resolveText, tokenValues, unknownTokens, TOKEN_NAMES } from '../../engine/content/tokens.ts';
import { blocks as blockDefinitions } from '../../blocks/registry.generated.ts';

/** Block types that render the page's h1 (from their definitions). */
const PAGE_HEADING_BLOCK_TYPES: string[] = Object.values(blockDefinitions as Record<string, { type: string; rendersPageHeading?: boolean }>)
  .filter((definition) => definition.rendersPageHeading)
  .map((definition) => definition.type);
import { listPageFiles } from '../lib/contentStore.ts';
import { generateTypes } from '../lib/generateTypes.ts';
import { PAGES_DIR, PUBLIC_DIR, SCHEMA_DIR, TYPES_FILE } from '../lib/paths.ts';
import { expectedBlockRefs, pageBlockRefs, readSchemaFiles } from '../lib/schemas.ts';
import { imagePathProblem } from './imagePath.ts';
import { JsonLocator, joinPointer } from './jsonLocator.ts';
import { createSchemaValidator } from './schemaValidator.ts';
import { didYouMean } from './suggest.ts';

export interface Issue {
  file: string;
  line: number;
  col: number;
  pointer: string;
  message: string;
}

export interface ValidateOptions {
  pagesDir?: string;
  publicDir?: string;
  schemaDir?: string;
  typesFile?: string;
  /** Skip regenerating the types to compare (for callers that check them separately). */
  skipTypes?: boolean;
  /**
   * Text to check in place of a file's (absolute path → text): the page editor checks a page as it
   * would be saved, with every other file as it is on disk, so route and anchor checks apply.
   */
  overrides?: ReadonlyMap<string, string>;
}

export interface ValidateResult {
  issues: Issue[];
  pages: number;
  routes: number;
  blocks: number;
}

interface LoadedFile<T> {
  file: string;
  locator: JsonLocator;
  data: T | undefined;
}

type Visitor = (value: unknown, pointer: string, key: string | number | undefined, parent: unknown) => void;

function walk(value: unknown, visit: Visitor, pointer = '', key?: string | number, parent?: unknown): void {
  visit(value, pointer, key, parent);
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, visit, joinPointer(pointer, i), i, value));
  else if (value && typeof value === 'object') {
    for (const [k, item] of Object.entries(value)) walk(item, visit, joinPointer(pointer, k), k, value);
  }
}

/** Checks every content file and reports all problems at once, each with file, line, column and pointer. */
export async function validateContent(options: ValidateOptions = {}): Promise<ValidateResult> {
  const pagesDir = options.pagesDir ?? PAGES_DIR;
  const publicDir = options.publicDir ?? PUBLIC_DIR;
  const schemaDir = options.schemaDir ?? SCHEMA_DIR;
  const issues: Issue[] = [];
  const locators = new Map<string, JsonLocator>();

  const report = (file: string, pointer: string, message: string, key?: string) => {
    const locator = locators.get(file);
    const { line, col } = locator ? locator.locate(pointer, key) : { line: 1, col: 1 };
    issues.push({ file, line, col, pointer: (key === undefined ? pointer : joinPointer(pointer, key)) || '/', message });
  };

  const load = <T,>(file: string): LoadedFile<T> => {
    const text = options.overrides?.get(file) ?? fs.readFileSync(file, 'utf8');
    const locator = new JsonLocator(text);
    locators.set(file, locator);
    if (locator.syntaxErrors.length) {
      for (const { message, position } of locator.syntaxErrors) {
        issues.push({ file, ...position, pointer: '', message: `JSON syntax error: ${message}. Fix the syntax first; nothing else in this file was checked.` });
      }
      return { file, locator, data: undefined };
    }
    return { file, locator, data: JSON.parse(text) as T };
  };

  const expectSchema = (loaded: LoadedFile<{ $schema?: unknown }>, schemaFile: string) => {
    const declared = loaded.data?.$schema;
    if (typeof declared !== 'string') return; // the schema check reports a missing $schema
    const target = path.resolve(path.dirname(loaded.file), declared);
    const expected = path.join(schemaDir, schemaFile);
    if (target !== expected) {
      const relative = path.relative(path.dirname(loaded.file), expected).split(path.sep).join('/');
      report(loaded.file, '/$schema', `"$schema" should be "${relative}" so editors find the schema from this file`);
    }
  };

  // Schemas and generated types.
  const schemaFiles = readSchemaFiles(schemaDir);
  const validator = createSchemaValidator(schemaFiles);
  const pageSchemaFile = path.join(schemaDir, 'page.schema.json');
  if (JSON.stringify(pageBlockRefs(schemaFiles)) !== JSON.stringify(expectedBlockRefs(schemaFiles))) {
    issues.push({ file: pageSchemaFile, line: 1, col: 1, pointer: '/$defs/block/oneOf', message: 'the list of block types does not match schema/blocks/; run `npm run gen:types`' });
  }
  if (!options.skipTypes) {
    const typesFile = options.typesFile ?? TYPES_FILE;
    const current = fs.existsSync(typesFile) ? fs.readFileSync(typesFile, 'utf8') : '';
    if (current !== (await generateTypes(schemaFiles))) {
      issues.push({ file: typesFile, line: 1, col: 1, pointer: '', message: 'generated types are stale (a schema changed since they were written); run `npm run gen:types` and commit the result' });
    }
  }

  // Site config and routes.
  const site = load<SiteConfig>(path.join(pagesDir, 'site.json'));
  if (site.data) {
    expectSchema(site, 'site.schema.json');
    for (const p of validator.validateSite(site.data)) report(site.file, p.pointer, p.message, p.key);
  }
  const routes = load<RoutesManifest>(path.join(pagesDir, 'routes.json'));
  if (routes.data) {
    expectSchema(routes, 'routes.schema.json');
    for (const p of validator.validateRoutes(routes.data)) report(routes.file, p.pointer, p.message, p.key);
  }

  // Pages.
  const pageFiles = listPageFiles(pagesDir);
  const pages = new Map<string, LoadedFile<Page>>();
  let blockCount = 0;
  for (const [id, file] of pageFiles) {
    const loaded = load<Page>(file);
    pages.set(id, loaded);
    if (!loaded.data) continue;
    expectSchema(loaded, 'page.schema.json');
    for (const p of validator.validatePage(loaded.data)) report(file, p.pointer, p.message, p.key);
    blockCount += Array.isArray(loaded.data.blocks) ? loaded.data.blocks.length : 0;
  }

  // The manifest: every route's page exists, every page is routed, no path twice.
  const routeList = Array.isArray(routes.data?.routes) ? routes.data.routes : [];
  const routePaths = new Set<string>();
  const routedPages = new Set<string>();
  routeList.forEach((route, index) => {
    if (!route || typeof route.path !== 'string' || typeof route.page !== 'string') return;
    if (routePaths.has(route.path)) report(routes.file, `/routes/${index}/path`, `"${route.path}" is listed twice; keep one`);
    routePaths.add(route.path);
    routedPages.add(route.page);
    if (!pageFiles.has(route.page)) {
      report(routes.file, `/routes/${index}/page`, `no page file pages/${route.page}.json for "${route.path}"${didYouMean(route.page, pageFiles.keys())}; create it or route the path to an existing page`);
    }
  });
  const notFoundId = routes.data?.notFound;
  if (typeof notFoundId === 'string' && !pageFiles.has(notFoundId)) {
    report(routes.file, '/notFound', `no page file pages/${notFoundId}.json for the not-found page${didYouMean(notFoundId, pageFiles.keys())}`);
  }
  if (routes.data) {
    for (const [id, loaded] of pages) {
      if (id !== notFoundId && !routedPages.has(id)) {
        report(loaded.file, '', `page "${id}" is not routed; add { "path": "/…", "page": "${id}" } to pages/routes.json (or delete the file)`);
      }
    }
  }

  // Anchors on each page: block ids, unique within the page.
  const anchors = new Map<string, Set<string>>();
  for (const [id, loaded] of pages) {
    const ids = new Set<string>();
    const blocks = Array.isArray(loaded.data?.blocks) ? loaded.data.blocks : [];
    blocks.forEach((block, index) => {
      const anchor = (block as { id?: unknown }).id;
      if (typeof anchor !== 'string') return;
      if (ids.has(anchor)) report(loaded.file, `/blocks/${index}/id`, `id "${anchor}" is used by another block on this page; ids must be unique`);
      ids.add(anchor);
    });
    anchors.set(id, ids);
    const headings = blocks.filter((block) => PAGE_HEADING_BLOCK_TYPES.includes(String((block as { type?: unknown }).type)));
    if (loaded.data && blocks.length && headings.length !== 1) {
      report(loaded.file, '/blocks', `a page needs exactly one block that shows its main heading (${PAGE_HEADING_BLOCK_TYPES.join(' or ')}); this one has ${headings.length}`);
    }
  }
  const pageOfPath = new Map(routeList.filter((r) => r && typeof r.path === 'string').map((r) => [r.path, r.page]));

  const checkRouteTarget = (file: string, pointer: string, target: string) => {
    // A target the schema already rejected (for example '//evil.example', which would leave the
    // site) gets that one message, not a second one saying it is not a route.
    if (issues.some((issue) => issue.file === file && issue.pointer === pointer)) return;
    const [routePath = '', hash] = target.split('#');
    if (!routePaths.has(routePath)) {
      report(file, pointer, `"${routePath}" is not a route in pages/routes.json${didYouMean(routePath, routePaths)}`);
      return;
    }
    const targetPage = pageOfPath.get(routePath);
    if (hash && targetPage && anchors.has(targetPage) && !anchors.get(targetPage)!.has(hash)) {
      report(file, pointer, `page "${targetPage}" has no block with id "${hash}"${didYouMean(hash, anchors.get(targetPage)!)}`);
    }
  };

  const checkCommon = (file: string, document: unknown) => {
    walk(document, (value, pointer, key) => {
      if (typeof value !== 'string' || key === '$schema') return;
      for (const name of unknownTokens(value)) {
        report(file, pointer, `unknown content token {${name}}${didYouMean(name, TOKEN_NAMES) || `; tokens are ${TOKEN_NAMES.map((t) => `{${t}}`).join(', ')}`}`);
      }
      if (key === 'src' && value.startsWith('/')) {
        const problem = imagePathProblem(value, publicDir);
        if (problem) report(file, pointer, problem);
      }
    });
  };

  if (site.data) {
    checkCommon(site.file, site.data);
    walk(site.data, (value, pointer, key) => {
      if (key === 'href' && typeof value === 'string' && value.startsWith('/')) checkRouteTarget(site.file, pointer, value);
    });
  }
  for (const [id, loaded] of pages) {
    if (!loaded.data) continue;
    checkCommon(loaded.file, loaded.data);
    walk(loaded.data, (value, pointer, key) => {
      if (typeof value !== 'string') return;
      if (key === 'navigate') checkRouteTarget(loaded.file, pointer, value);
      if (key === 'scroll' && value.startsWith('#') && !anchors.get(id)?.has(value.slice(1))) {
        report(loaded.file, pointer, `no block on this page has id "${value.slice(1)}"${didYouMean(value.slice(1), anchors.get(id) ?? [])}; give the target block "id": "${value.slice(1)}"`);
      }
    });
    if (loaded.data.blocks && Array.isArray(loaded.data.blocks)) {
      loaded.data.blocks.forEach((block, index) => {
        const tabs = (block as { tabs?: unknown }).tabs;
        if ((block as { type?: unknown }).type === 'tab-bar' && typeof tabs === 'string' && site.data && !site.data.tabSets?.[tabs]) {
          report(loaded.file, `/blocks/${index}/tabs`, `site.json has no tab set "${tabs}"${didYouMean(tabs, Object.keys(site.data.tabSets ?? {}))}`);
        }
      });
    }
  }

  // Titles and descriptions identify pages in search results and browser tabs: distinct pages
  // need distinct ones, or search engines show (and may fold together) look-alike results.
  if (site.data?.brand && site.data.contact) {
    const tokens = tokenValues(site.data);
    for (const field of ['title', 'description'] as const) {
      const byText = new Map<string, string>();
      for (const [id, loaded] of pages) {
        const text = loaded.data?.meta?.[field];
        if (typeof text !== 'string') continue;
        const resolved = resolveText(text, tokens);
        const other = byText.get(resolved);
        if (other) report(loaded.file, `/meta/${field}`, `${field} "${resolved}" is also used by page "${other}"; each page needs its own ${field}`);
        else byText.set(resolved, id);
      }
    }
  }

  issues.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
  return { issues, pages: pages.size, routes: routeList.length, blocks: blockCount };
}
