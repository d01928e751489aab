import fs from 'node:fs';
import path from 'node:path';
import { applyEdits, findNodeAtLocation, modify, parseTree } from 'jsonc-parser';
import type { NavGroup } from '../../engine/site/definition.ts';
import type { PageShape, SiteConfigShape } from '../../engine/content/shapes.ts';
import { hintFor, messageFor } from '../validate/catalogue/index.ts';
import { createFileAtomically, writeFileAtomically } from '../lib/files/atomicWrite.ts';
import { PAGES_DIR } from '../lib/site/paths.ts';
import { routePathProblem } from '../lib/schemas/routePaths.ts';
import { shown } from '../lib/text/shownText.ts';
import { routesSchemaFileFor, writeRoutesSchema } from '../lib/schemas/routesSchema.ts';
import { siteFacts } from '../lib/site/siteFacts.ts';

type Page = PageShape & { $schema?: string };
/** The manifest as the file holds it, its list of routes to be added to. */
type RoutesManifest = { $schema: string; notFound: string; routes: { path: string; page: string }[] };

export interface NewPageOptions {
  path: string;
  from?: string;
  title?: string;
  pagesDir?: string;
  /** The routes schema to bring up to date (default: the site's, for pages/ only; scripts/lib/schemas/routesSchema.ts). */
  routesSchemaFile?: string | null;
}

export interface NewPageResult {
  pageId: string;
  pageFile: string;
  routesFile: string;
}

/** A problem the author can fix by changing the command; printed without a stack trace. */
export class NewPageError extends Error {}

/** '/asset-types/land' → 'Land'; '/brokerage/capital-markets' → 'Capital Markets'. */
export function titleFromPath(routePath: string): string {
  const last = routePath.split('/').pop() ?? '';
  return last
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The one-route-per-line layout routes.json is kept in, so a new line is a one-line diff. */
export function formatRoutes(manifest: RoutesManifest): string {
  const lines = manifest.routes.map((r) => `    { "path": ${JSON.stringify(r.path)}, "page": ${JSON.stringify(r.page)} }`);
  return `{\n  "$schema": ${JSON.stringify(manifest.$schema)},\n  "notFound": ${JSON.stringify(manifest.notFound)},\n  "routes": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

/** Where a new path goes: after the last route of its section, so related paths stay together in the sitemap. */
function insertionIndex(routes: RoutesManifest['routes'], routePath: string, notFound: string): number {
  const segments = routePath.split('/').slice(1);
  for (let depth = segments.length - 1; depth >= 1; depth--) {
    const prefix = '/' + segments.slice(0, depth).join('/');
    let last = -1;
    routes.forEach((r, i) => {
      if (r.path === prefix || r.path.startsWith(prefix + '/')) last = i;
    });
    if (last >= 0) return last + 1;
  }
  const firstFallback = routes.findIndex((r) => r.page === notFound);
  return firstFallback >= 0 ? firstFallback : routes.length;
}

/**
 * A new page's starting point: the site's new page (SiteFacts.newPage), its "$schema" leading from
 * the page's folder to schema/. Its texts but the title are empty, never another page's words:
 * validate reports each one left ([too-short]: must not be empty), so the page cannot be published,
 * or saved from the editor, until the author has written them.
 */
function skeleton(pageId: string, title: string): Page {
  const depth = pageId.split('/').length;
  return { ...siteFacts.newPage(title), $schema: `${'../'.repeat(depth)}schema/page.schema.json` } as Page;
}

/** The block types that render the page's h1 (the hero, on this site): a copy's heading is retitled there. */
const headingTypes = new Set(
  Object.values<{ type: string; rendersPageHeading?: boolean }>(siteFacts.blocks).flatMap((block) =>
    block.rendersPageHeading ? [block.type] : [],
  ),
);

function fromExisting(source: Page, pageId: string, title: string | undefined): Page {
  const depth = pageId.split('/').length;
  const copy = structuredClone(source) as Page & { meta: Page['meta'] & { canonical?: string } };
  copy.$schema = `${'../'.repeat(depth)}schema/page.schema.json`;
  // The copy must not claim the original's address, or search engines would drop one of the two.
  delete copy.meta.canonical;
  if (title) {
    copy.meta.title = siteFacts.newPage(title).meta.title;
    const heading = copy.blocks.find((b) => headingTypes.has(b.type)) as { title?: string } | undefined;
    if (heading && typeof heading.title === 'string') heading.title = title;
  }
  return copy;
}

const pageExists = (pageId: string) =>
  new NewPageError(`pages/${shown(pageId)}.json already exists. Route it in pages/routes.json instead of creating it again.`);

/** Creates pages/<id>.json and its manifest line; throws NewPageError for anything the author must change. */
export function createPage(options: NewPageOptions): NewPageResult {
  const pagesDir = options.pagesDir ?? PAGES_DIR;
  const routePath = options.path;
  // Checked before anything touches the disk: the path becomes folder and file names.
  const problem = routePathProblem(routePath);
  if (problem === 'malformed' || routePath === '/') {
    throw new NewPageError(
      `"${shown(routePath)}" is not a valid page path. Use lower-case words joined by '-', separated by '/', starting with '/' and without a trailing '/', for example /asset-types/land.`,
    );
  }
  // The same words as validate's for the same path, and what to do about it.
  if (problem) throw new NewPageError(`${messageFor(problem.code, problem.params as never)}. ${hintFor(problem.code)}`);
  const routesFile = path.join(pagesDir, 'routes.json');
  const manifest = JSON.parse(fs.readFileSync(routesFile, 'utf8')) as RoutesManifest;
  const existing = manifest.routes.find((r) => r.path === routePath);
  if (existing)
    throw new NewPageError(
      `${shown(routePath)} already exists: it shows page "${shown(existing.page)}" (pages/${shown(existing.page)}.json). Pick another path, or edit that page.`,
    );
  const pageId = routePath.slice(1);
  const pageFile = path.join(pagesDir, `${pageId}.json`);
  if (fs.existsSync(pageFile)) throw pageExists(pageId);

  let page: Page;
  if (options.from) {
    const sourceFile = path.join(pagesDir, `${options.from}.json`);
    if (!fs.existsSync(sourceFile))
      throw new NewPageError(
        `--from "${shown(options.from)}": there is no pages/${shown(options.from)}.json. Give a page id such as asset-types/office.`,
      );
    page = fromExisting(JSON.parse(fs.readFileSync(sourceFile, 'utf8')) as Page, pageId, options.title);
  } else {
    page = skeleton(pageId, options.title ?? titleFromPath(routePath));
  }

  // Each file whole or not at all (a full disk, a crash), and the page only with its route: a page
  // written without one is taken back.
  fs.mkdirSync(path.dirname(pageFile), { recursive: true });
  if (!createFileAtomically(pageFile, JSON.stringify(page, null, 2) + '\n')) throw pageExists(pageId);
  manifest.routes.splice(insertionIndex(manifest.routes, routePath, manifest.notFound), 0, { path: routePath, page: pageId });
  try {
    writeFileAtomically(routesFile, formatRoutes(manifest));
  } catch (error) {
    fs.rmSync(pageFile, { force: true });
    throw error;
  }
  // Editors complete navigate targets from the routes schema: the new route (and its title) joins it.
  writeRoutesSchema(pagesDir, options.routesSchemaFile === undefined ? routesSchemaFileFor(pagesDir) : options.routesSchemaFile);
  return { pageId, pageFile, routesFile };
}

export type { NavGroup };

/** The lists of links in site.json a new page at `routePath` could join (the site's `navGroups`). */
export function navGroupsFor(site: SiteConfigShape, routePath: string): NavGroup[] {
  return siteFacts.navGroups?.(site, routePath) ?? [];
}

/**
 * Adds a link to the page at the end of a group in site.json, written like the links before it (on
 * one line when they are), and touching nothing else: the diff is the new link.
 */
export function addToNavGroup(pagesDir: string, group: NavGroup, link: { name: string; href: string }): string {
  const siteFile = path.join(pagesDir, 'site.json');
  const text = fs.readFileSync(siteFile, 'utf8');
  const last = findNodeAtLocation(parseTree(text)!, group.path)?.children?.at(-1);
  let next: string;
  if (last) {
    const indent = text.slice(text.lastIndexOf('\n', last.offset) + 1, last.offset);
    const oneLine = !text.slice(last.offset, last.offset + last.length).includes('\n');
    const written = oneLine
      ? `{ ${Object.entries(link)
          .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
          .join(', ')} }`
      : JSON.stringify(link, null, 2).replace(/\n/g, `\n${indent}`);
    const end = last.offset + last.length;
    next = `${text.slice(0, end)},\n${indent}${written}${text.slice(end)}`;
  } else {
    // An empty group: let the JSON editor place the first link.
    next = applyEdits(
      text,
      modify(text, [...group.path, 0], link, { isArrayInsertion: true, formattingOptions: { insertSpaces: true, tabSize: 2 } }),
    );
  }
  writeFileAtomically(siteFile, next);
  return siteFile;
}
