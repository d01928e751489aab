import fs from 'node:fs';
import path from 'node:path';
import type { Page, RoutesManifest, SiteConfig } from '../../engine/content/types.generated.ts';
import { buildPageData, type PageData } from '../../engine/content/pageData.ts';
import { tokenValues } from '../../engine/content/tokens.ts';
import { createManifest, type Manifest } from '../../engine/router/manifest.ts';
import { PAGES_DIR, ROOT } from './paths.ts';
import { readSchemaFiles } from './schemas.ts';

/** Test-only pages and routes, added to the e2e build and never to production. */
export const FIXTURES_DIR = path.join(ROOT, 'tests/fixtures/site');

export interface ContentFiles {
  site: string;
  routes: string;
  /** Page id → file path. */
  pages: Map<string, string>;
}

export interface Content {
  files: ContentFiles;
  site: SiteConfig;
  routes: RoutesManifest;
  manifest: Manifest;
  docs: Map<string, Page>;
}

const RESERVED = new Set(['site.json', 'routes.json']);

/** Every page file under a pages directory, keyed by id ('services/consulting'). */
export function listPageFiles(pagesDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json') && !(dir === pagesDir && RESERVED.has(entry.name))) {
        const id = path.relative(pagesDir, full).slice(0, -'.json'.length).split(path.sep).join('/');
        pages.set(id, full);
      }
    }
  };
  walk(pagesDir);
  return pages;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** Test-only page holding every example of every block schema (the e2e build's block check). */
export const BLOCK_EXAMPLES_PAGE = 'fixtures/block-examples';

function blockExamplesPage(): Page {
  const blocks = readSchemaFiles()
    .filter((file) => file.relPath.startsWith('blocks/'))
    .flatMap((file) => (file.schema.examples as Page['blocks']) ?? []);
  return {
    $schema: '../schema/page.schema.json',
    meta: { title: 'Fixture: every block example', description: 'Test-only page rendering every example from every block schema, in the production build.', noindex: true },
    blocks,
  };
}

export interface LoadOptions {
  pagesDir?: string;
  /** Add the test fixtures' pages and routes (e2e builds only). */
  fixtures?: boolean;
}

/** Reads site.json, routes.json and every page. Assumes the content validates (run validate first). */
export function loadContent({ pagesDir = PAGES_DIR, fixtures = false }: LoadOptions = {}): Content {
  const files: ContentFiles = {
    site: path.join(pagesDir, 'site.json'),
    routes: path.join(pagesDir, 'routes.json'),
    pages: listPageFiles(pagesDir),
  };
  const site = readJson<SiteConfig>(files.site);
  const routes = readJson<RoutesManifest>(files.routes);
  if (fixtures) {
    const extra = readJson<RoutesManifest>(path.join(FIXTURES_DIR, 'routes.json'));
    routes.routes = [...routes.routes, ...extra.routes];
    for (const [id, file] of listPageFiles(path.join(FIXTURES_DIR, 'pages'))) files.pages.set(id, file);
  }
  const docs = new Map<string, Page>();
  for (const [id, file] of files.pages) docs.set(id, readJson<Page>(file));
  if (fixtures) {
    docs.set(BLOCK_EXAMPLES_PAGE, blockExamplesPage());
    routes.routes.push({ path: `/${BLOCK_EXAMPLES_PAGE}`, page: BLOCK_EXAMPLES_PAGE });
  }
  return { files, site, routes, manifest: createManifest(routes), docs };
}

/** Page data for a path, with tokens from site.json resolved. */
export function pageDataFor(content: Content, pathname: string): PageData {
  return buildPageData(pathname, content.manifest, content.docs, tokenValues(content.site));
}
