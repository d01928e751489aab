import type { FindingsByFile } from '../findingsByFile.ts';
import { scanPublicDir } from '../../lib/output/publicFiles.ts';

/**
 * What public/ holds besides files the site may publish (scripts/lib/output/publicFiles.ts): each link
 * (symlink), link to nowhere, private-looking name and special file, reported at its own path.
 * One walk of the folder, which never follows a link (nor reads a file).
 */
export function checkPublicFiles(publicDir: string, findings: FindingsByFile): void {
  const place = { offset: 0 };
  for (const problem of scanPublicDir(publicDir).problems) {
    const report = findings.reportIn(problem.file);
    if (problem.kind === 'special') report('public-special-file', '', {}, place);
    else if (problem.kind === 'private')
      report('public-private-file', '', { kind: problem.folder ? 'folder' : 'file', reason: problem.reason }, place);
    else if (problem.leadsTo === 'nothing') report('public-broken-link', '', {}, place);
    else report('public-link', '', { kind: problem.leadsTo }, place);
  }
}
