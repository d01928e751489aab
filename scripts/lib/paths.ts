import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SCHEMA_DIR = path.join(ROOT, 'schema');
/** Content folder: pages/, or SITE_PAGES_DIR (the scale benchmark's generated copy). */
export const PAGES_DIR = process.env.SITE_PAGES_DIR ? path.resolve(process.env.SITE_PAGES_DIR) : path.join(ROOT, 'pages');
/** The site's static files: public/, or SITE_PUBLIC_DIR (a disposable copy for tests that upload images). */
export const PUBLIC_DIR = process.env.SITE_PUBLIC_DIR ? path.resolve(process.env.SITE_PUBLIC_DIR) : path.join(ROOT, 'public');
export const DIST_DIR = path.join(ROOT, 'dist');
/** The site's content types, generated from its schemas. */
export const TYPES_FILE = path.join(ROOT, 'blocks/content.generated.ts');
/** The site's blocks: one folder per block type (its definition.ts and component). */
export const BLOCKS_DIR = path.join(ROOT, 'blocks');
/** The site's block registry, generated from the block folders. */
export const REGISTRY_FILE = path.join(BLOCKS_DIR, 'registry.generated.ts');

/** Path relative to the repository root with forward slashes, for messages. */
export function rel(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join('/') || '.';
}
