import { formatIssue } from './formatIssue.ts';
import { PageSummaryCache } from './summaryCache.ts';
import { validateContent } from './validateContent.ts';

/** The pages' summaries from this process's earlier runs: a change is followed by checking what changed. */
const summaryCache = new PageSummaryCache();

/**
 * validate's findings for the content in `pagesDir`, as the lines `npm run validate` prints: what
 * the dev server's overlay shows. The dev server loads this module through Vite's SSR, like the
 * site's renderer (validate reads the site's block definitions, which its config bundle must not
 * import), so the overlay follows an edit in a few hundred milliseconds, where a process of its own
 * took seconds to start. Only the pages changed since the last run are checked again (with a new
 * cache when Vite loads this module again, after an edit to validate or what it reads); a run that
 * must check thousands of pages leaves them to worker threads, so the dev server goes on answering.
 * The generated types are checked by validate and the pre-commit hook, not here: authors of pages
 * cannot make them stale.
 */
export async function problemLines(pagesDir: string): Promise<{ problems: string[] }> {
  const { issues } = await validateContent({ pagesDir, skipTypes: true, summaryCache, responsive: true });
  return { problems: issues.map(formatIssue) };
}
