import path from 'node:path';
import { PageSummaryCache } from '../../../scripts/validate/summaryCache.ts';
import { validateContent, type Issue } from '../../../scripts/validate/validateContent.ts';
import { splitIssues, type CandidateReport } from './candidateCheck.ts';

/**
 * The pages' summaries from this process's earlier checks: each check runs the page being edited
 * through validate's per-page rules and every page through the rules that compare pages, and takes
 * the other pages' results from here unless their files changed. On a site of ten thousand pages
 * that is the difference between a check in a fraction of a second and one of many seconds. The
 * editor's checks as the author types, Save's, and the check of the whole site after each change
 * share it.
 */
const summaryCache = new PageSummaryCache();

/**
 * validate's check of the content with `file`'s text replaced by `text`, in this process: what the
 * page editor asks as the author types (POST /__editor/check) and what Save asks before it writes
 * (POST /__editor/save, save-site), which cannot wait for a process of its own to start (1–3 s,
 * where this takes a few hundred milliseconds). The dev server loads this module through Vite's
 * SSR, like the site's renderer (validate reads the site's block definitions, which its config
 * bundle must not import), so an edited schema, rule or definition is used at the next check (with
 * a new cache: the module is loaded again). The same function as `npm run validate --candidate`: the
 * same issues, codes and messages.
 *
 * A page is checked whole, with the rules that compare pages (routes, anchors, links into and out
 * of it, duplicate titles); the other pages' own rules are taken from the cache, or, for a page it
 * has not seen yet, left to checkSite after the save (otherPagesAsFacts): the page being saved
 * cannot change another page's own issues, so none of them could stop the save. A draft of
 * site.json changes what every page's check reads (its tokens, its keys), so it has every page
 * checked.
 */
export async function checkDraft(pagesDir: string, file: string, text: string): Promise<CandidateReport> {
  const otherPagesAsFacts = file !== path.join(pagesDir, 'site.json');
  const run = (overrides?: ReadonlyMap<string, string>) =>
    validateContent({ pagesDir, skipTypes: true, overrides, summaryCache, responsive: true, otherPagesAsFacts });
  const { issues } = await run(new Map([[file, text]]));
  // Only an issue in another file needs the content as it is on disk, to tell whether this change brought it.
  if (issues.every((issue) => issue.file === file)) return splitIssues(file, issues, []);
  const { issues: baseline } = await run();
  return splitIssues(file, issues, baseline);
}

/**
 * Every issue of the content in `pagesDir` as it is on disk, as `npm run validate --skip-types`
 * reports it: the dev server's check of the whole site after each change the editor saves (or any
 * other), whose findings the editor shows beside Save's. Pages changed since the last check are
 * checked again, on worker threads when there are thousands of them, so the dev server goes on
 * answering meanwhile; the rest come from the cache.
 */
export async function checkSite(pagesDir: string): Promise<Issue[]> {
  return (await validateContent({ pagesDir, skipTypes: true, summaryCache, responsive: true })).issues;
}

/**
 * Reads every page for the rules that compare pages, into the cache (the dev server's warm-up):
 * so the first Save, or the first check as the author types, finds them read, where on a site of
 * ten thousand pages reading them took it a second or two.
 */
export async function readPages(pagesDir: string): Promise<void> {
  await validateContent({ pagesDir, skipTypes: true, summaryCache, otherPagesAsFacts: true, responsive: true });
}
