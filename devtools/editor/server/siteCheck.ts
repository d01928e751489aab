import type { IncomingMessage, ServerResponse } from 'node:http';
import { rel } from '../../../scripts/lib/site/paths.ts';
import type { Issue } from '../../../scripts/validate/validateContent.ts';
import { SITE_CHECK_LISTED, SITE_CHECK_PATH, type SiteCheckReport } from '../siteCheckReport.ts';
import { replyGuardedJson } from './guardedJson.ts';

/** What the site check does, and whom it tells (the editor, over Vite's websocket). */
export interface SiteCheckOptions {
  /** validate on the whole content as it is on disk (draftCheck.ts's checkSite). */
  check: () => Promise<Issue[]>;
  /** Sends a report to the open editors. */
  publish: (report: SiteCheckReport) => void;
}

export interface SiteCheck {
  /** The latest report; the first ask starts the first check (the editor asks as it opens). */
  current(): SiteCheckReport;
  /** The content changed on disk: checked again, once an editor has asked for a report. */
  changed(): void;
}

/** validate's issues as the report carries them: files relative to the project, at most SITE_CHECK_LISTED listed. */
export function reportOf(state: 'done', run: number, issues: readonly Issue[]): SiteCheckReport {
  const byFile = new Map<string, number>();
  for (const issue of issues) byFile.set(rel(issue.file), (byFile.get(rel(issue.file)) ?? 0) + 1);
  const counts = Object.fromEntries(byFile);
  const listed = issues
    .slice(0, SITE_CHECK_LISTED)
    .map(({ file, line, col, pointer, code, message }) => ({ file: rel(file), line, col, pointer, code, message }));
  return { state, run, issues: listed, counts };
}

/**
 * The dev server's check of the whole site, in the background: after the editor's Save has checked
 * the page it writes and the rules that compare pages, the rest of the site (every other page's own
 * rules) is checked here, and what it finds reaches the editor. One check at a time: a change while
 * one runs is followed by one more, after it, so the last report is of the content as it is now.
 * Nothing runs until an editor has asked (the dev server also serves authors who never open it).
 */
export function siteCheck({ check, publish }: SiteCheckOptions): SiteCheck {
  let report: SiteCheckReport | null = null;
  let running = false;
  let again = false;
  let runs = 0;
  const start = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const run = ++runs;
    report = { state: 'running', run, issues: report?.issues ?? [], counts: report?.counts ?? {} };
    publish(report);
    void check()
      .then(
        (issues) => reportOf('done', run, issues),
        (error: unknown): SiteCheckReport => ({
          state: 'failed',
          run,
          issues: [],
          counts: {},
          error: `validate could not run: ${error instanceof Error ? error.message : String(error)}`,
        }),
      )
      .then((done) => {
        running = false;
        report = done;
        if (again) {
          again = false;
          start();
        } else publish(done);
      });
  };
  return {
    current() {
      if (!report) start();
      return report!;
    },
    changed() {
      if (report) start();
    },
  };
}

/** GET /__editor/site-check: the latest report (SiteCheck.current), to the editor's own pages only. */
export function handleSiteCheckRequest(req: IncomingMessage, res: ServerResponse, checks: SiteCheck): boolean {
  if ((req.url ?? '').split('?', 1)[0] !== SITE_CHECK_PATH || req.method !== 'GET') return false;
  void replyGuardedJson(req, res, async () => checks.current()).catch((error: unknown) => {
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
  });
  return true;
}
