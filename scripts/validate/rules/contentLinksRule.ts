import fs from 'node:fs';
import path from 'node:path';
import type { FindingsByFile } from '../findingsByFile.ts';

/**
 * Page files and folders under the pages folder that are links (symlinks). The build publishes
 * what a link leads to, wherever that is (a file outside the repository, say), and the page list
 * skips a linked folder without a word; the page editor refuses to write through a link too. So
 * every link that leads to a folder or a JSON file is reported, at the link. A link to nowhere is
 * left to the file's own check, which cannot read it.
 */
export function checkContentLinks(pagesDir: string, findings: FindingsByFile): void {
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      if (!entry.isSymbolicLink()) continue;
      const target = fs.statSync(full, { throwIfNoEntry: false });
      const kind = target?.isDirectory() ? 'folder' : target?.isFile() && entry.name.endsWith('.json') ? 'file' : undefined;
      if (kind) findings.reportIn(full)('content-link', '', { kind }, { offset: 0 });
    }
  };
  walk(pagesDir);
}
