import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chunkClosure, readViteManifest, START_MODULE } from './viteChunks';

export interface SizeEntry {
  file: string;
  bytes: number;
  gzip: number;
}

function sizeOf(file: string, root: string): SizeEntry {
  const content = fs.readFileSync(file);
  return { file: path.relative(root, file).split(path.sep).join('/'), bytes: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length };
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * The JavaScript every page loads to hydrate, whatever its blocks: the boot entry, the application
 * module it imports after the first paint, and their static imports. Counting both keeps the budget
 * honest: the boot entry alone is tiny by design.
 */
export function entrySizes(distDir: string): { files: SizeEntry[]; gzip: number } {
  const manifest = readViteManifest(distDir);
  const seen = new Set<string>();
  chunkClosure(manifest, 'index.html', seen);
  if (!manifest[START_MODULE]) throw new Error(`the build has no ${START_MODULE} chunk: did the boot entry stop importing it?`);
  chunkClosure(manifest, START_MODULE, seen);
  const files = [...seen].map((file) => sizeOf(path.join(distDir, file), distDir));
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

/** Each page's own data (the JSON fetched on client navigation). */
export function pageDataSizes(distDir: string): SizeEntry[] {
  return walk(path.join(distDir, '_page'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => sizeOf(f, distDir))
    .sort((a, b) => b.gzip - a.gzip);
}

/** Lazily loaded chunks (block components, toasts, analytics, supabase-js …). */
export function lazyChunkSizes(distDir: string): SizeEntry[] {
  const entry = new Set(entrySizes(distDir).files.map((f) => f.file));
  return walk(path.join(distDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => sizeOf(f, distDir))
    .filter((f) => !entry.has(f.file))
    .sort((a, b) => b.gzip - a.gzip);
}
