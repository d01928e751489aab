import type { Manifest } from 'vite';

/** The application module the boot entry imports after the first paint (its Vite manifest key). */
export const START_MODULE = 'engine/start-client.tsx';

/** Adds a chunk of the Vite manifest, and everything it imports statically, as output file names. */
export function chunkClosure(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) chunkClosure(manifest, dep, files);
}
