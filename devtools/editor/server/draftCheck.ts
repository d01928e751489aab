import { PageSummaryCache } from '../../../scripts/validate/summaryCache.ts';
import { validateContent } from '../../../scripts/validate/validateContent.ts';
import { splitIssues, type CandidateReport } from './candidateCheck.ts';

/**
 * The pages' summaries from this process's earlier checks: each check runs the page being edited
 * through validate's per-page rules and every page through the rules that compare pages, and takes
 * the other pages' results from here unless their files changed. On a site of ten thousand pages
 * that is the difference between a check in a fraction of a second and one of many seconds.
 */
const summaryCache = new PageSummaryCache();

/**
 * validate's check of the content with `file`'s text replaced by `text`, in this process: what the
 * page editor asks as the author types (POST /__editor/check), which cannot wait for a process of
 * its own to start (1–3 s, where this takes a few hundred milliseconds). The dev server loads this
 * module through Vite's SSR, like the site's renderer (validate reads the site's block definitions,
 * which its config bundle must not import), so an edited schema, rule or definition is used at the
 * next check (with a new cache: the module is loaded again). The same function as `npm run validate
 * --candidate`: the same issues, codes and messages; Save still runs it in a process of its own
 * before it writes.
 */
export async function checkDraft(pagesDir: string, file: string, text: string): Promise<CandidateReport> {
  const overrides = new Map([[file, text]]);
  const { issues } = await validateContent({ pagesDir, skipTypes: true, overrides, summaryCache, responsive: true });
  // Only an issue in another file needs the content as it is on disk, to tell whether this change brought it.
  if (issues.every((issue) => issue.file === file)) return splitIssues(file, issues, []);
  const { issues: baseline } = await validateContent({ pagesDir, skipTypes: true, summaryCache, responsive: true });
  return splitIssues(file, issues, baseline);
}
