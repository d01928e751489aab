import { execFile } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../../../scripts/lib/site/paths.ts';
import type { Issue } from '../../../scripts/validate/issue.ts';

/**
 * `npm run validate` on a content folder (a worktree's pages/), in a process of its own as Save's
 * check runs it: each issue as one line an author reads, its file named from the worktree
 * ('pages/about.json:12:5 …'). None when the folder passes.
 */
export function validateFolder(pagesDir: string): Promise<string[]> {
  const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [tsx, 'scripts/validate/validate.ts', '--json', '--skip-types'],
      { cwd: ROOT, env: { ...process.env, SITE_PAGES_DIR: pagesDir }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        let issues: Issue[];
        try {
          issues = (JSON.parse(stdout) as { issues: Issue[] }).issues;
        } catch {
          reject(new Error(`validate could not run: ${(stderr || error?.message || 'no output').trim()}`));
          return;
        }
        const root = path.dirname(pagesDir);
        resolve(
          issues.map((issue) => `${path.relative(root, issue.file).split(path.sep).join('/')}:${issue.line}:${issue.col} ${issue.message}`),
        );
      },
    );
  });
}
