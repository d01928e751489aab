import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The folder of the site the commands work on: the repository root, whose site is the marketing
 * site, or SITE_DIR (a folder inside the repository, e.g. examples/handbook). Every site's folder
 * has the same layout: schema/, pages/, public/ and blocks/ (its code, with its entries).
 */
export const SITE_DIR = siteDirOf(process.env.SITE_DIR);

function siteDirOf(name: string | undefined): string {
  if (!name) return ROOT;
  const dir = path.resolve(ROOT, name);
  const relative = path.relative(ROOT, dir);
  if (relative.startsWith('..') || path.isAbsolute(relative) || !fs.existsSync(path.join(dir, 'blocks/siteFacts.ts'))) {
    throw new Error(`SITE_DIR "${name}" is not a site folder of this project (it needs blocks/siteFacts.ts)`);
  }
  return dir;
}

export const SCHEMA_DIR = path.join(SITE_DIR, 'schema');
/** Content folder: the site's pages/, or SITE_PAGES_DIR (the scale benchmark's generated copy). */
export const PAGES_DIR = process.env.SITE_PAGES_DIR ? path.resolve(process.env.SITE_PAGES_DIR) : path.join(SITE_DIR, 'pages');
/** The site's static files: its public/, or SITE_PUBLIC_DIR (a disposable copy for tests that upload images). */
export const PUBLIC_DIR = process.env.SITE_PUBLIC_DIR ? path.resolve(process.env.SITE_PUBLIC_DIR) : path.join(SITE_DIR, 'public');
/** Where the build writes the site: its dist/. */
export const DIST_DIR = path.join(SITE_DIR, 'dist');
/** The site's code: one folder per block type (its definition.ts and component), its frame and entries. */
export const BLOCKS_DIR = path.join(SITE_DIR, 'blocks');
/** The site's content types, generated from its schemas. */
export const TYPES_FILE = path.join(BLOCKS_DIR, 'content.generated.ts');
/** The site's block registry, generated from the block folders. */
export const REGISTRY_FILE = path.join(BLOCKS_DIR, 'registry.generated.ts');
/** What the commands know of the site without rendering it (SiteFacts: its block definitions and content tokens). */
export const SITE_FACTS_FILE = path.join(BLOCKS_DIR, 'siteFacts.ts');

/**
 * The schema and public folders that go with a content folder: its siblings when it is the pages/
 * of another checkout of the site (the hosted editor's worktrees, whose "$schema" paths and images
 * are their own), else the site's.
 */
export function siteFoldersOf(pagesDir: string): { schemaDir: string; publicDir: string } {
  const beside = path.dirname(path.resolve(pagesDir));
  const own = beside !== SITE_DIR && fs.existsSync(path.join(beside, 'schema', 'page.schema.json'));
  return own
    ? { schemaDir: path.join(beside, 'schema'), publicDir: path.join(beside, 'public') }
    : { schemaDir: SCHEMA_DIR, publicDir: PUBLIC_DIR };
}

/** Path relative to the repository root with forward slashes, for messages. */
export function rel(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join('/') || '.';
}
