import fs from 'node:fs';
import path from 'node:path';
import type { Page, RoutesManifest, SiteConfig } from '../../blocks/content.generated.ts';
import { buildPageData, type PageData } from '../../engine/content/pageData.ts';
import { tokenValues } from '../../engine/content/tokens.ts';
import { createManifest, type Manifest } from '../../engine/content/manifest.ts';
import { PAGES_DIR } from './paths.ts';

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

export function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/**
 * Content a site entry adds to the content folder's (the test build's fixture pages): routes listed
 * after the folder's own, page files, and pages built in code. Never used for production.
 */
export interface ContentLayer {
  routes?: RoutesManifest['routes'];
  /** Page id → file path. */
  pageFiles?: ReadonlyMap<string, string>;
  /** Page id → document. */
  docs?: ReadonlyMap<string, Page>;
}

export interface LoadOptions {
  pagesDir?: string;
  layer?: ContentLayer;
}

/** Reads site.json, routes.json and every page, plus the layer's. Assumes the content validates (run validate first). */
export function loadContent({ pagesDir = PAGES_DIR, layer }: LoadOptions = {}): Content {
  const files: ContentFiles = {
    site: path.join(pagesDir, 'site.json'),
    routes: path.join(pagesDir, 'routes.json'),
    pages: listPageFiles(pagesDir),
  };
  const site = readJson<SiteConfig>(files.site);
  const routes = readJson<RoutesManifest>(files.routes);
  routes.routes = [...routes.routes, ...(layer?.routes ?? [])];
  for (const [id, file] of layer?.pageFiles ?? []) files.pages.set(id, file);
  const docs = new Map<string, Page>();
  for (const [id, file] of files.pages) docs.set(id, readJson<Page>(file));
  for (const [id, doc] of layer?.docs ?? []) docs.set(id, doc);
  return { files, site, routes, manifest: createManifest(routes), docs };
}

/** Page data for a path, with tokens from site.json resolved. */
export function pageDataFor(content: Content, pathname: string): PageData<Page> {
  return buildPageData(pathname, content.manifest, content.docs, tokenValues(content.site));
}
