import fs from 'node:fs';
import path from 'node:path';
import { PAGES_DIR, ROOT } from '../../scripts/lib/paths.ts';

/**
 * A disposable copy of pages/ beside the real one (same depth, so every '$schema' path still
 * reaches schema/), for tests that add or break pages.
 */
export function copyPages(label: string): { dir: string; remove: () => void } {
  const dir = path.join(ROOT, `.tmp-${label}-${process.pid}-${Date.now().toString(36)}`);
  fs.cpSync(PAGES_DIR, dir, { recursive: true });
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
