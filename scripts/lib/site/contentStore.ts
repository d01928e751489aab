import fs from 'node:fs';
import path from 'node:path';
import { buildPageData, type PageData } from '../../../engine/content/pageData.ts';
import type { PageShape as Page, RoutesShape as RoutesManifest, SiteConfigShape } from '../../../engine/content/shapes.ts';
import { tokenValues } from '../../../engine/content/tokens.ts';
import { siteFacts } from './siteFacts.ts';
import { createManifest, type Manifest } from '../../../engine/content/manifest.ts';
import { PAGES_DIR } from './paths.ts';

export interface ContentFiles {
  site: string;
  routes: string;
  /** Page id → file path. */
  pages: Map<string, string>;
}

/** A site's content, `Site` being its config type and `P` its page type (the engine's shapes unless the caller knows the site's). */
export interface Content<Site extends SiteConfigShape = SiteConfigShape, P extends Page = Page> {
  files: ContentFiles;
  site: Site;
  routes: RoutesManifest;
  manifest: Manifest;
  docs: ReadonlyMap<string, P>;
  /** The site's content layer's `derive`: a draft page as the site would show it (identity without one). */
  derive(id: string, page: P): P;
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
 * Content a site entry adds to the content folder's (its content.ts): routes listed after the
 * folder's own, page files, and pages built in code, which take the place of a page file of the
 * same id. The handbook derives its tables of contents and search index so; the test build adds
 * its fixture pages.
 */
export interface ContentLayer {
  routes?: RoutesManifest['routes'];
  /** Page id → file path. */
  pageFiles?: ReadonlyMap<string, string>;
  /** Page id → document. */
  docs?: ReadonlyMap<string, Page>;
  /**
   * A page as the site shows it, given the document its author wrote (its derived parts filled in:
   * the handbook's table of contents from the page's own sections). The pages in `docs` have had
   * it; the page editor applies it to a draft, so its preview shows what publishing it would.
   */
  derive?(id: string, page: Page): Page;
}

export interface LoadOptions {
  pagesDir?: string;
  layer?: ContentLayer;
  /**
   * Read a page's file only when its document is asked for (the dev server, which renders one page
   * per request: on a site of ten thousand pages, reading them all took a second a request).
   */
  lazyPages?: boolean;
}

/**
 * Page documents by id, each file read the first time its page is asked for, then kept: the
 * documents a request needs out of a site of thousands. Documents given in code come first.
 */
class PageFileDocs implements ReadonlyMap<string, Page> {
  private readonly read = new Map<string, Page>();

  constructor(
    private readonly files: ReadonlyMap<string, string>,
    private readonly given: ReadonlyMap<string, Page>,
  ) {}

  get size(): number {
    let size = this.files.size;
    for (const id of this.given.keys()) if (!this.files.has(id)) size++;
    return size;
  }

  has(id: string): boolean {
    return this.given.has(id) || this.files.has(id);
  }

  get(id: string): Page | undefined {
    const given = this.given.get(id);
    if (given) return given;
    const file = this.files.get(id);
    if (file === undefined) return undefined;
    let doc = this.read.get(id);
    if (!doc) this.read.set(id, (doc = readJson<Page>(file)));
    return doc;
  }

  *keys(): MapIterator<string> {
    yield* this.files.keys();
    for (const id of this.given.keys()) if (!this.files.has(id)) yield id;
  }

  *values(): MapIterator<Page> {
    for (const id of this.keys()) yield this.get(id)!;
  }

  *entries(): MapIterator<[string, Page]> {
    for (const id of this.keys()) yield [id, this.get(id)!];
  }

  [Symbol.iterator](): MapIterator<[string, Page]> {
    return this.entries();
  }

  forEach(callback: (value: Page, key: string, map: ReadonlyMap<string, Page>) => void): void {
    for (const [id, doc] of this.entries()) callback(doc, id, this);
  }
}

/** Reads site.json, routes.json and every page, plus the layer's. Assumes the content validates (run validate first). */
export function loadContent<Site extends SiteConfigShape = SiteConfigShape, P extends Page = Page>({
  pagesDir = PAGES_DIR,
  layer,
  lazyPages = false,
}: LoadOptions = {}): Content<Site, P> {
  const files: ContentFiles = {
    site: path.join(pagesDir, 'site.json'),
    routes: path.join(pagesDir, 'routes.json'),
    pages: listPageFiles(pagesDir),
  };
  const site = readJson<Site>(files.site);
  const routes = readJson<RoutesManifest>(files.routes);
  routes.routes = [...routes.routes, ...(layer?.routes ?? [])];
  for (const [id, file] of layer?.pageFiles ?? []) files.pages.set(id, file);
  const lazy = new PageFileDocs(files.pages, layer?.docs ?? new Map());
  // Read them all now unless asked not to: a build reads every page anyway, and a file that does
  // not parse fails here, at once.
  const docs = lazyPages ? lazy : new Map(lazy);
  const derive = (id: string, page: P): P => (layer?.derive ? (layer.derive(id, page) as P) : page);
  return { files, site, routes, manifest: createManifest(routes), docs: docs as unknown as ReadonlyMap<string, P>, derive };
}

/** Page data for a path, with tokens from site.json resolved. */
export function pageDataFor<P extends Page>(content: Content<SiteConfigShape, P>, pathname: string): PageData<P> {
  return buildPageData(pathname, content.manifest, content.docs, tokenValues(siteFacts.tokens, content.site));
}
