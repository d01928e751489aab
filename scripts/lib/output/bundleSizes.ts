import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chunkClosure, NAVIGATOR_MODULE, readViteManifest } from './viteChunks';

export interface SizeEntry {
  file: string;
  bytes: number;
  gzip: number;
  /** The code itself, for a script inlined in the HTML (which has no file). */
  inline?: string;
}

function sizeOf(file: string, root: string): SizeEntry {
  const content = fs.readFileSync(file);
  return {
    file: path.relative(root, file).split(path.sep).join('/'),
    bytes: content.length,
    gzip: zlib.gzipSync(content, { level: 9 }).length,
  };
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * The JavaScript every page loads, whatever its blocks: the boot entry and the navigator it
 * imports after the first paint, with their static imports.
 */
export function entrySizes(distDir: string): { files: SizeEntry[]; gzip: number } {
  const manifest = readViteManifest(distDir);
  const seen = new Set<string>();
  chunkClosure(manifest, 'index.html', seen);
  if (!manifest[NAVIGATOR_MODULE]) throw new Error(`the build has no ${NAVIGATOR_MODULE} chunk: did the boot entry stop importing it?`);
  chunkClosure(manifest, NAVIGATOR_MODULE, seen);
  const files = [...seen].map((file) => sizeOf(path.join(distDir, file), distDir));
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

/**
 * The JavaScript one prerendered page downloads and runs on its first load: its inline boot loader
 * (counted as the bytes it adds to the HTML), the boot script the loader starts, and the modules
 * the boot releases after the first paint (the deferred preloads: the
 * navigator, and for a page with islands the island runtime and its interactive blocks), each
 * with its static imports.
 */
export function firstLoadScripts(distDir: string, html: string): { files: SizeEntry[]; gzip: number } {
  const manifest = readViteManifest(distDir);
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const inline = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]!);
  const boot = [manifest['index.html']!.file, ...[...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)].map((m) => m[1]!)];
  const template = /<template id="deferred-preloads">(.*?)<\/template>/s.exec(html)?.[1] ?? '';
  const preloads = [...template.matchAll(/href="\/([^"]+)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  for (const file of [...boot, ...preloads]) {
    const key = byFile.get(file);
    if (key) chunkClosure(manifest, key, seen);
    else seen.add(file);
  }
  const files = [
    ...inline.map((text) => ({
      file: '(inline boot loader)',
      bytes: Buffer.byteLength(text),
      gzip: zlib.gzipSync(text, { level: 9 }).length,
      inline: text,
    })),
    ...[...seen].map((file) => sizeOf(path.join(distDir, file), distDir)),
  ];
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
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
