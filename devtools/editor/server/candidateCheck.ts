import { execFile } from 'node:child_process';
import path from 'node:path';
import type { Issue } from '../../../scripts/validate/validateContent.ts';
import { ROOT } from '../../../scripts/lib/site/paths.ts';

/** What validate says about a page as the editor would save it. */
export interface CandidateReport {
  /** Issues that forbid the save: every issue in the page itself, and any the change brings to another file. */
  blocking: Issue[];
  /** Issues other files had already, which this page cannot fix: reported, not blocking. */
  unrelated: Issue[];
}

interface ValidateOutput {
  issues: Issue[];
  baseline?: Issue[];
}

/**
 * Runs `npm run validate`'s check (scripts/validate/validate.ts, in a process of its own like the dev
 * overlay's: validate reads the site's block definitions, which the dev server's config bundle must
 * not import) on the whole content of `pagesDir` with `text` in place of `file`.
 */
export function checkCandidate(pagesDir: string, file: string, text: string): Promise<CandidateReport> {
  const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [tsx, 'scripts/validate/validate.ts', '--json', '--skip-types', '--candidate', file],
      { cwd: ROOT, env: { ...process.env, SITE_PAGES_DIR: pagesDir }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        let output: ValidateOutput;
        try {
          output = JSON.parse(stdout) as ValidateOutput;
        } catch {
          reject(new Error(`validate could not run: ${(stderr || error?.message || 'no output').trim()}`));
          return;
        }
        resolve(splitIssues(file, output.issues, output.baseline ?? []));
      },
    );
    child.stdin?.end(text);
  });
}

/** Which of the candidate content's issues block saving `file`: those in it, and those new elsewhere. */
export function splitIssues(file: string, issues: Issue[], baseline: Issue[]): CandidateReport {
  const key = (issue: Issue) => `${issue.file}|${issue.pointer}|${issue.message}`;
  const before = new Set(baseline.map(key));
  const blocking: Issue[] = [];
  const unrelated: Issue[] = [];
  for (const issue of issues) (issue.file === file || !before.has(key(issue)) ? blocking : unrelated).push(issue);
  return { blocking, unrelated };
}
