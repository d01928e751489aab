import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportOf, siteCheck } from '../../devtools/editor/server/siteCheck.ts';
import { SITE_CHECK_LISTED, type SiteCheckReport } from '../../devtools/editor/siteCheckReport.ts';
import { PAGES_DIR } from '../../scripts/lib/site/paths.ts';
import type { Issue } from '../../scripts/validate/validateContent.ts';

/**
 * The dev server's check of the whole site after each change (server/siteCheck.ts): when it runs,
 * one at a time, and what it tells the editor. validate itself is stood in for: each check waits
 * until the test answers it.
 */
function issueIn(file: string, line = 1): Issue {
  return {
    file: path.join(PAGES_DIR, file),
    line,
    col: 3,
    pointer: '/meta/title',
    code: 'unknown-token',
    message: 'unknown content token {brnd}',
    hint: '',
  };
}

function fixture() {
  const checks: Array<{ answer: (issues: Issue[]) => void; fail: (error: Error) => void }> = [];
  const published: SiteCheckReport[] = [];
  const site = siteCheck({
    check: () => new Promise<Issue[]>((answer, fail) => checks.push({ answer, fail })),
    publish: (report) => published.push(report),
  });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { checks, published, site, settled, states: () => published.map((report) => `${report.run} ${report.state}`) };
}

describe("the dev server's check of the whole site", () => {
  it('checks nothing until an editor asks; then one check, whose report the editor is sent', async () => {
    const { checks, site, settled, states } = fixture();
    site.changed();
    expect(checks).toHaveLength(0);
    expect(site.current()).toMatchObject({ state: 'running', run: 1, issues: [] });
    expect(site.current()).toMatchObject({ state: 'running', run: 1 });
    expect(checks).toHaveLength(1);
    checks[0]!.answer([issueIn('contact.json', 4)]);
    await settled();
    expect(states()).toEqual(['1 running', '1 done']);
    expect(site.current()).toMatchObject({
      state: 'done',
      run: 1,
      issues: [{ file: 'pages/contact.json', line: 4, col: 3, pointer: '/meta/title', code: 'unknown-token' }],
      counts: { 'pages/contact.json': 1 },
    });
  });

  it('follows changes made while it runs with one more check, after it, so the last report is of the content as it is now', async () => {
    const { checks, site, settled, states } = fixture();
    site.current();
    site.changed();
    site.changed();
    site.changed();
    expect(checks).toHaveLength(1);
    checks[0]!.answer([issueIn('contact.json')]);
    await settled();
    expect(checks).toHaveLength(2);
    // The first check's issues stay shown while the next runs.
    expect(site.current()).toMatchObject({ state: 'running', run: 2, counts: { 'pages/contact.json': 1 } });
    checks[1]!.answer([]);
    await settled();
    expect(states()).toEqual(['1 running', '2 running', '2 done']);
    expect(site.current()).toMatchObject({ state: 'done', run: 2, issues: [], counts: {} });
    // A change once it is done: checked again.
    site.changed();
    expect(checks).toHaveLength(3);
  });

  it('says why when validate cannot run, and runs again at the next change', async () => {
    const { checks, site, settled } = fixture();
    site.current();
    checks[0]!.fail(new Error('a schema does not parse'));
    await settled();
    expect(site.current()).toMatchObject({ state: 'failed', error: 'validate could not run: a schema does not parse' });
    site.changed();
    expect(checks).toHaveLength(2);
  });

  it('lists at most SITE_CHECK_LISTED issues, and counts every one by file', () => {
    const issues = Array.from({ length: SITE_CHECK_LISTED + 5 }, (_, index) => issueIn(index % 2 ? 'a.json' : 'b.json', index + 1));
    const report = reportOf('done', 7, issues);
    expect(report.issues).toHaveLength(SITE_CHECK_LISTED);
    expect(report.counts).toEqual({ 'pages/b.json': 103, 'pages/a.json': 102 });
  });
});
