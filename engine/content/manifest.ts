import type { RoutesShape } from './shapes.ts';

export interface ResolvedRoute {
  /** The page shown at the path. */
  pageId: string;
  /** The path search engines should use for the page: the first path routed to it. */
  canonicalPath: string;
  /** Every path routed to the page, canonical first. */
  paths: string[];
  /** True when the path is not routed and the not-found page is shown. */
  notFound: boolean;
}

export interface Manifest {
  resolve(path: string): ResolvedRoute;
  pathsOf(pageId: string): string[];
  /** Every routed path in manifest order. */
  allPaths(): string[];
  /** Every page id that some path routes to, the not-found page included. */
  pageIds(): string[];
  notFoundPageId: string;
}

/** '/about/' → '/about'; query and hash dropped; '' → '/'. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '/';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed === '' ? '/' : trimmed;
}

export function createManifest(routes: RoutesShape): Manifest {
  const pageByPath = new Map<string, string>();
  const pathsByPage = new Map<string, string[]>();
  for (const { path, page } of routes.routes) {
    if (pageByPath.has(path)) continue; // validate reports duplicates; the first one wins
    pageByPath.set(path, page);
    const paths = pathsByPage.get(page) ?? [];
    paths.push(path);
    pathsByPage.set(page, paths);
  }
  const notFoundPageId = routes.notFound;

  return {
    notFoundPageId,
    resolve(rawPath) {
      const path = normalizePath(rawPath);
      const pageId = pageByPath.get(path);
      if (pageId === undefined || pageId === notFoundPageId) {
        return { pageId: notFoundPageId, canonicalPath: path, paths: [path], notFound: true };
      }
      const paths = pathsByPage.get(pageId)!;
      return { pageId, canonicalPath: paths[0]!, paths, notFound: false };
    },
    pathsOf: (pageId) => pathsByPage.get(pageId) ?? [],
    allPaths: () => [...pageByPath.keys()],
    pageIds: () => [...new Set([...pathsByPage.keys(), notFoundPageId])],
  };
}
