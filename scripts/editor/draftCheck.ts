import { validateContent } from '../validate/validateContent.ts';
import { splitIssues, type CandidateReport } from './candidateCheck.ts';

/**
 * validate's check of the content with `file`'s text replaced by `text`, in this process: what the
 * page editor asks as the author types (POST /__editor/check), which cannot wait for a process of
 * its own to start (1–3 s, where this takes a few hundred milliseconds). The dev server loads this
 * module through Vite's SSR, like the site's renderer (validate reads the site's block definitions,
 * which its config bundle must not import), so an edited schema, rule or definition is used at the
 * next check. The same function as `npm run validate --candidate`: the same issues, codes and
 * messages; Save still runs it in a process of its own before it writes.
 */
export async function checkDraft(pagesDir: string, file: string, text: string): Promise<CandidateReport> {
  const { issues } = await validateContent({ pagesDir, skipTypes: true, overrides: new Map([[file, text]]) });
  // Only an issue in another file needs the content as it is on disk, to tell whether this change brought it.
  if (issues.every((issue) => issue.file === file)) return splitIssues(file, issues, []);
  const { issues: baseline } = await validateContent({ pagesDir, skipTypes: true });
  return splitIssues(file, issues, baseline);
}
