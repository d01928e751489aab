import type { PageShape } from './shapes.ts';
import type { Manifest } from './manifest.ts';
import { normalizePath } from './manifest.ts';
import { resolveTokens, type TokenValues } from './tokens.ts';

/**
 * Everything the engine needs to render one path, built by the prerender (and the dev server) from
 * the content. `Page` is the site's page type (generated from its schemas).
 */
export interface PageData<Page extends PageShape = PageShape> {
  /** The requested path, normalised. */
  path: string;
  pageId: string;
  /** Where search engines should index the page; null for the not-found page. */
  canonicalPath: string | null;
  /** Every path that shows this page (canonical first), so tabs and menus can tell they are on it. */
  paths: string[];
  notFound: boolean;
  page: PageContent<Page>;
}

/** What a block may know about the page it is on: its address, aliases and kind, not its content. */
export type PageInfo = Omit<PageData, 'page'>;

/** The page info of full page data (what an island's props carry). */
export function pageInfo({ page: _content, ...info }: PageData): PageInfo {
  return info;
}

/** A page document as served: tokens resolved, '$schema' dropped. */
export type PageContent<Page extends PageShape = PageShape> = Omit<Page, '$schema'>;

/** The site's page documents by page id, as read from its content files (with their '$schema'). */
export type PageDocs<Page extends PageShape = PageShape> = ReadonlyMap<string, Page & { $schema?: string }>;

export function buildPageData<Page extends PageShape>(
  path: string,
  manifest: Manifest,
  docs: PageDocs<Page>,
  tokens: TokenValues,
): PageData<Page> {
  const route = manifest.resolve(path);
  const doc = docs.get(route.pageId);
  if (!doc) throw new Error(`No page file for page id "${route.pageId}" (routed from ${route.canonicalPath})`);
  const { $schema: _schema, ...page } = resolveTokens(doc, tokens);
  const canonicalPath = route.notFound ? null : (page.meta.canonical ?? route.canonicalPath);
  return {
    path: normalizePath(path),
    pageId: route.pageId,
    canonicalPath,
    paths: route.notFound ? [] : route.paths,
    notFound: route.notFound,
    page,
  };
}
