import { execFile } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../lib/paths.ts';

/** What the development overlay shows: the same lines `npm run validate` prints. */
export interface ContentProblems {
  problems: string[];
}

/**
 * Runs validate in a process of its own: it reads the site's block definitions, and the dev server's
 * config bundle must not follow their imports into every component. The generated types are checked
 * by validate and the pre-commit hook; re-deriving them on every keystroke would slow the overlay
 * down for a problem authors of pages cannot cause.
 */
function runValidate(): Promise<ContentProblems> {
  const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [tsx, 'scripts/validate.ts', '--json', '--skip-types'],
      { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        try {
          resolve(JSON.parse(stdout) as ContentProblems);
        } catch {
          resolve({ problems: [(stderr || error?.message || 'validate could not run').trim()] });
        }
      },
    );
  });
}

/**
 * Validate's findings for the content as it is: one run per change, shared by the overlay's
 * request when a page loads (/__content-problems) and the message sent to open pages after an edit.
 */
export function contentProblemsWatch(): { current(): Promise<ContentProblems>; changed(): Promise<ContentProblems> } {
  let run: Promise<ContentProblems> | null = null;
  return {
    current: () => (run ??= runValidate()),
    changed: () => (run = runValidate()),
  };
}
