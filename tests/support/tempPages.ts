import fs from 'node:fs';
import path from 'node:path';
import { PAGES_DIR, ROOT } from '../../scripts/lib/site/paths.ts';

/**
 * A disposable copy of pages/ beside the real one (same depth, so every '$schema' path still
 * reaches schema/), for tests that add or break pages.
 */
export function copyPages(label: string): { dir: string; remove: () => void } {
  const dir = tempPagesDir(label);
  fs.cpSync(PAGES_DIR, dir, { recursive: true });
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A disposable pages folder beside the real one holding only `files` (name → text), for tests that
 * must not depend on the live content.
 */
export function writePages(label: string, files: Record<string, string>): { dir: string; remove: () => void } {
  const dir = tempPagesDir(label);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A new folder's path at the depth of pages/ (so "$schema" paths still reach schema/), unique to this process and moment. */
function tempPagesDir(label: string): string {
  return path.join(ROOT, `.tmp-${label}-${process.pid}-${Date.now().toString(36)}`);
}
