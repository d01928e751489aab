import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Manifest } from 'vite';
import { ROOT } from '../site/paths';
import { scanPublicDir } from './publicFiles.ts';

/** The navigator the boot entry imports after the first paint, on every page (its Vite manifest key). */
export const NAVIGATOR_MODULE = 'engine/navigation/htmlNavigator.ts';
/** The island runtime (React and the hydration of islands), imported only by pages that have islands. */
export const ISLANDS_MODULE = 'engine/islands/hydrateIslands.tsx';

/** Adds a chunk of the Vite manifest, and everything it imports statically, as output file names. */
export function chunkClosure(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) chunkClosure(manifest, dep, files);
}

/**
 * Where the build keeps the Vite manifest of the site built into `distDir`: outside the published
 * folder (it maps source paths to output files and has no business on a public host), one per
 * output folder so builds into different folders never read each other's.
 */
export function viteManifestPath(distDir: string): string {
  const absolute = path.resolve(distDir);
  const hash = createHash('sha256').update(absolute).digest('hex').slice(0, 10);
  return path.join(ROOT, 'node_modules/.cache/site-build', `${path.basename(absolute)}-${hash}`, 'manifest.json');
}

/** The Vite manifest of the site built into `distDir` (see viteManifestPath). */
export function readViteManifest(distDir: string): Manifest {
  return JSON.parse(fs.readFileSync(viteManifestPath(distDir), 'utf8')) as Manifest;
}

/**
 * Moves the manifest Vite wrote to `<outDir>/.vite/manifest.json` (outDir: the build's staging
 * folder, publishDist.ts) to viteManifestPath of the site's folder, and removes `<outDir>/.vite`,
 * so the published folder holds only what visitors may fetch.
 */
export function moveViteManifest(outDir: string, distDir: string): void {
  const written = path.join(outDir, '.vite/manifest.json');
  const target = viteManifestPath(distDir);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(written, target);
  fs.rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
}

/**
 * Whether `distDir` still holds every file the last bundle wrote there: each chunk, stylesheet and
 * asset its manifest lists, and each file of public/ the build publishes (publicFiles.ts). The manifest lives outside
 * dist/, so a deleted or half-cleaned dist/ would otherwise pass for an up-to-date build and be
 * served without its scripts and images.
 */
export function bundleFilesPresent(distDir: string, publicDir: string): boolean {
  if (!fs.existsSync(viteManifestPath(distDir))) return false;
  const manifest = readViteManifest(distDir);
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
  }
  for (const file of scanPublicDir(publicDir).files) files.add(file);
  return [...files].every((file) => fs.existsSync(path.join(distDir, file)));
}
