import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ContentLayer } from './contentStore.ts';
import { BLOCKS_DIR, PAGES_DIR, ROOT } from './paths.ts';

/**
 * The site the build composes: a folder with the site's entries, `entry-client.ts` (the boot
 * script), `entry-server.tsx` (the prerender's renderer) and `islandKit.ts` (what hydrating an
 * island needs, which pages with islands preload), and optionally `content.ts` (content derived from
 * or added to its pages, exporting `contentLayer()`: the handbook's search index, the test build's pages). A site's own is its `blocks/` (SITE_DIR's); the test build sets
 * SITE_ENTRY=tests/fixtures, which composes the site with test-only blocks and pages. An entry,
 * not an alias: nothing of the test site is wired into production code.
 */
export interface SiteEntry {
  /** Absolute path of the folder. */
  dir: string;
  /** The boot script, as index.html names it ('/blocks/entry-client.ts'). */
  clientEntry: string;
  /** The server entry, relative to the root, for Vite's SSR build. */
  serverEntry: string;
  /** The island kit module, relative to the root (its key in the Vite manifest). */
  islandKitModule: string;
  /** Whether the site entry adds content (the test build). */
  hasContent: boolean;
}

export function siteEntry(name = process.env.SITE_ENTRY || path.relative(ROOT, BLOCKS_DIR)): SiteEntry {
  const dir = path.resolve(ROOT, name);
  const relative = path.relative(ROOT, dir).split(path.sep).join('/');
  if (relative.startsWith('..') || !fs.existsSync(path.join(dir, 'entry-client.ts'))) {
    throw new Error(`SITE_ENTRY "${name}" is not a site entry folder of this project (it needs entry-client.ts)`);
  }
  return {
    dir,
    clientEntry: `/${relative}/entry-client.ts`,
    serverEntry: `${relative}/entry-server.tsx`,
    islandKitModule: `${relative}/islandKit.ts`,
    hasContent: fs.existsSync(path.join(dir, 'content.ts')),
  };
}

/** What a site entry's content.ts exports: content it derives from the pages folder (a search index), or adds (the test build's pages). */
export interface ContentLayerModule {
  contentLayer(options: { pagesDir: string }): ContentLayer;
}

/** The content the site entry adds, if any, for the pages in `pagesDir`. */
export async function contentLayerOf(entry: SiteEntry, pagesDir = PAGES_DIR): Promise<ContentLayer | undefined> {
  if (!entry.hasContent) return undefined;
  const module = (await import(pathToFileURL(path.join(entry.dir, 'content.ts')).href)) as ContentLayerModule;
  return module.contentLayer({ pagesDir });
}
