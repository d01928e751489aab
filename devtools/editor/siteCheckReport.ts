/**
 * What the dev server tells the page editor of its check of the whole site, which runs after each
 * change to the content (a save of the editor's, or any other) while the editor is open
 * (server/siteCheck.ts): sent as a custom event on Vite's websocket as each run starts and ends,
 * and answered at GET SITE_CHECK_PATH for an editor that opens meanwhile. No imports: the
 * browser's code uses it.
 */
export const SITE_CHECK_EVENT = 'editor:site-check';

/** Where the editor asks for the latest report (beside its other endpoints, /__editor/). */
export const SITE_CHECK_PATH = '/__editor/site-check';

/** The most issues a report lists; `counts` has them all, by file. */
export const SITE_CHECK_LISTED = 200;

/** An issue as `npm run validate` reports it. */
export interface SiteCheckIssue {
  /** File relative to the project, as `npm run validate` prints it. */
  file: string;
  line: number;
  col: number;
  pointer: string;
  /** validate's code for it ('missing-field', 'route-not-found', …: docs/authoring.md lists them). */
  code?: string;
  message: string;
}

export interface SiteCheckReport {
  /**
   * running: a check is on its way (the issues are the last one's); done: the issues of the content
   * as it was when the check started; failed: validate could not run (`error` says why).
   */
  state: 'running' | 'done' | 'failed';
  /** Counts the checks since the dev server started: a report of a later one is newer. */
  run: number;
  /** The issues, in validate's order, at most SITE_CHECK_LISTED. */
  issues: SiteCheckIssue[];
  /** Every file with issues, and how many it has. */
  counts: Record<string, number>;
  error?: string;
}
