/** What the development overlay shows: the same lines `npm run validate` prints. */
export interface ContentProblems {
  problems: string[];
}

/**
 * Validate's findings for the content as it is, for the overlay's request when a page loads
 * (/__content-problems): one run per change, shared by every page that asks. A change only marks
 * the findings stale; the run starts when a page asks, which is after the change has reloaded it
 * and its HTML is served, so validate never holds up the page that shows the edit. Runs follow one
 * another, so the findings of a later change never come before those of an earlier one.
 */
export function contentProblemsWatch(check: () => Promise<ContentProblems>): {
  current(): Promise<ContentProblems>;
  changed(): void;
} {
  const safely = () =>
    check().catch((error: unknown) => ({
      problems: [`validate could not run: ${error instanceof Error ? error.message : String(error)}`],
    }));
  let latest: Promise<ContentProblems> | null = null;
  let stale = true;
  return {
    current() {
      if (stale || !latest) {
        stale = false;
        latest = (latest ?? Promise.resolve()).then(safely, safely);
      }
      return latest;
    },
    changed() {
      stale = true;
    },
  };
}
