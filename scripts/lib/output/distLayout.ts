/**
 * Where the build puts things in dist/: each route's page in a folder of its own, and beside the
 * pages a few names of its own. Routes may not take those names (see routePaths.ts), so they are
 * written here once, for the code that writes and serves them and for the rule that keeps routes
 * off them.
 */

/**
 * Vite's build.assetsDir (vite.config.ts leaves it at Vite's default): the hashed scripts and
 * stylesheets, and the pages' linked stylesheets, all named by their content and cached for good.
 */
export const ASSETS_DIR = 'assets';

/** The file a folder's address serves: the home page at the top, each route's page in its folder. */
export const INDEX_FILE = 'index.html';

/** The not-found page, which static hosts serve for every path that has no file. */
export const NOT_FOUND_FILE = '404.html';

/** The file, relative to dist/, that holds a route's page: '/' → index.html, '/about' → about/index.html. */
export function pageFileOf(routePath: string): string {
  return routePath === '/' ? INDEX_FILE : `${routePath.slice(1)}/${INDEX_FILE}`;
}
