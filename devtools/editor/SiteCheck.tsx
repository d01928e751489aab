import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { EditorIssue } from './editorClient';
import { ui } from './editorTheme';
import { IssueList } from './IssueList';
import { hostedSession } from './hostedSession';
import { SITE_CHECK_EVENT, SITE_CHECK_PATH, type SiteCheckReport } from './siteCheckReport';

/** Whether `next` is news after `shown`: a later check's report, or the end of the one shown running. */
export function isNewer(next: SiteCheckReport, shown: SiteCheckReport | null): boolean {
  return !shown || next.run > shown.run || (next.run === shown.run && shown.state === 'running' && next.state !== 'running');
}

/** What the site check says of the files other than `file` (the editor's own, whose issues it shows as the author types). */
export interface SiteCheckView {
  state: SiteCheckReport['state'] | 'waiting';
  /** Issues in other files, and in how many files. */
  count: number;
  files: number;
  /** Those the report lists, to show. */
  issues: EditorIssue[];
  error?: string;
}

export function viewOf(report: SiteCheckReport | null, file: string): SiteCheckView {
  if (!report) return { state: 'waiting', count: 0, files: 0, issues: [] };
  const others = Object.entries(report.counts).filter(([name]) => name !== file);
  return {
    state: report.state,
    count: others.reduce((sum, [, count]) => sum + count, 0),
    files: others.length,
    issues: report.issues.filter((issue) => issue.file !== file).map((issue) => ({ ...issue, inPage: false })),
    ...(report.error ? { error: report.error } : {}),
  };
}

/**
 * The dev server's check of the whole site (server/siteCheck.ts), as the editor of `file` shows it:
 * each report the dev server sends as a check starts and ends (after a Save, or any change to the
 * content), and the latest one, asked for once the editor is `ready` (its first preview there:
 * asking starts the first check, which on a site of thousands of pages would compete with it).
 */
export function useSiteCheck(file: string, ready: boolean): SiteCheckView {
  const [report, setReport] = useState<SiteCheckReport | null>(null);
  const take = useCallback((next: SiteCheckReport) => setReport((shown) => (isNewer(next, shown) ? next : shown)), []);
  useEffect(() => {
    const hot = import.meta.hot;
    hot?.on(SITE_CHECK_EVENT, take);
    return () => hot?.off(SITE_CHECK_EVENT, take);
  }, [take]);
  useEffect(() => {
    if (!ready || hostedSession()) return;
    let live = true;
    void fetch(SITE_CHECK_PATH)
      .then((response) => (response.ok ? (response.json() as Promise<SiteCheckReport>) : null))
      .then((answer) => live && answer && take(answer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ready, take]);
  return useMemo(() => viewOf(report, file), [report, file]);
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The toolbar's words for the check: long, and short for a narrow screen. */
export function siteCheckWords(view: SiteCheckView): { words: string; sign: string; tone: 'muted' | 'ok' | 'danger' } {
  if (view.state === 'waiting' || view.state === 'running') return { words: 'Site check: checking…', sign: '…', tone: 'muted' };
  if (view.state === 'failed') return { words: 'Site check: could not run', sign: '⚠', tone: 'danger' };
  if (!view.count) return { words: 'Site check: no issues in other files', sign: '✓', tone: 'ok' };
  const files = view.files > 1 ? ` (${view.files} files)` : '';
  return { words: `Site check: ${plural(view.count, 'issue')} in other files${files}`, sign: `⚠ ${view.count}`, tone: 'danger' };
}

const Check = styled.button<{ $tone: 'muted' | 'ok' | 'danger' }>`
  all: unset;
  font-size: 13px;
  white-space: nowrap;
  color: ${({ $tone }) => ($tone === 'ok' ? ui.ok : $tone === 'danger' ? ui.danger : ui.muted)};
  &:enabled {
    cursor: pointer;
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${ui.focus};
    outline-offset: 2px;
  }
`;

/**
 * The site check beside Save's status: what it found in the other files, a button that shows them
 * (SiteCheckList) when there is something to show.
 */
export function SiteCheckStatus({ view, open, onToggle }: { view: SiteCheckView; open: boolean; onToggle: () => void }) {
  // The hosted editor checks the whole site when it publishes; it runs no check in the background.
  if (hostedSession()) return null;
  const { words, sign, tone } = siteCheckWords(view);
  const showable = view.count > 0 || view.state === 'failed';
  return (
    <Check
      type="button"
      $tone={tone}
      data-site-check={view.state}
      disabled={!showable}
      aria-expanded={showable ? open : undefined}
      aria-controls={showable ? 'site-check-list' : undefined}
      title={view.error}
      onClick={onToggle}
    >
      <span data-sign aria-hidden="true">
        {sign}
      </span>
      <span data-words>{words}</span>
    </Check>
  );
}

const Panel = styled.div`
  margin: 8px 16px 0;
  max-height: 40vh;
  overflow-y: auto;
  p {
    margin-bottom: 16px;
    color: ${ui.danger};
    font-size: 13px;
  }
`;

/** The issues the site check found in other files, under the toolbar, while its button is pressed. */
export function SiteCheckList({ view, open }: { view: SiteCheckView; open: boolean }) {
  if (!open || (!view.issues.length && !view.error)) return null;
  const more = view.count - view.issues.length;
  return (
    <Panel id="site-check-list">
      {view.error && <p role="alert">{view.error}</p>}
      <IssueList
        name="site-issues"
        heading={`Site check: ${plural(view.count, 'issue')} in other files, as npm run validate reports them${more > 0 ? ` (the first ${view.issues.length})` : ''}`}
        issues={view.issues.map((issue) => ({ issue }))}
        showable={() => false}
        onShow={() => undefined}
      />
    </Panel>
  );
}
