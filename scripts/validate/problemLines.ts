import { formatIssue } from './formatIssue.ts';
import { validateContent } from './validateContent.ts';

/**
 * validate's findings for the content in `pagesDir`, as the lines `npm run validate` prints: what
 * the dev server's overlay shows. The dev server loads this module through Vite's SSR, like the
 * site's renderer (validate reads the site's block definitions, which its config bundle must not
 * import), so the overlay follows an edit in a few hundred milliseconds, where a process of its own
 * took seconds to start. The generated types are checked by validate and the pre-commit hook, not
 * here: authors of pages cannot make them stale.
 */
export async function problemLines(pagesDir: string): Promise<{ problems: string[] }> {
  // On this thread: a worker would load validate's modules again outside Vite.
  const { issues } = await validateContent({ pagesDir, skipTypes: true, threads: 1 });
  return { problems: issues.map(formatIssue) };
}
