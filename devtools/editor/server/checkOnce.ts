import type { CandidateReport } from './candidateCheck.ts';
import type { DraftChecker } from './editorApi.ts';

/**
 * One check of a text for as long as nothing changes on disk: the editor checks the draft as the
 * author leaves a field, and Save checks the same text a moment later; on the same content the
 * answer is the same, so Save takes the first check's (while it runs, or once it is done) until
 * the dev server's watcher reports a change to any file (`changed()`), after which a text is
 * checked afresh. The file being saved is read again by Save itself, and a change to it makes
 * another text. Only the last text checked is kept.
 */
export function checkOnceUntilChanged(check: DraftChecker): { check: DraftChecker; changed(): void } {
  let last: { key: string; report: Promise<CandidateReport> } | null = null;
  return {
    check(pagesDir, file, text) {
      const key = JSON.stringify([pagesDir, file, text]);
      if (last?.key === key) return last.report;
      const report = check(pagesDir, file, text);
      const kept = { key, report };
      last = kept;
      // A check that failed is not an answer to keep.
      report.catch(() => {
        if (last === kept) last = null;
      });
      return report;
    },
    changed() {
      last = null;
    },
  };
}
