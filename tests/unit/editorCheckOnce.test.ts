import { describe, expect, it } from 'vitest';
import type { CandidateReport } from '../../devtools/editor/server/candidateCheck.ts';
import { checkOnceUntilChanged } from '../../devtools/editor/server/checkOnce.ts';

/**
 * The dev server checks a text once for as long as nothing changes on disk (server/checkOnce.ts):
 * the editor's check as a field is left and Save's a moment later are one check.
 */
function counted() {
  const asked: string[] = [];
  const answers: Array<(report: CandidateReport) => void> = [];
  const once = checkOnceUntilChanged((_pagesDir, _file, text) => {
    asked.push(text);
    return new Promise<CandidateReport>((answer) => answers.push(answer));
  });
  return { asked, answers, once };
}

const report = (message: string): CandidateReport => ({ blocking: [], unrelated: [{ message } as CandidateReport['unrelated'][number]] });

describe('one check of a text until something changes on disk', () => {
  it('gives a second ask of the same text the first check, whether it is still running or done', async () => {
    const { asked, answers, once } = counted();
    const running = once.check('pages', 'pages/about.json', 'text A');
    const shared = once.check('pages', 'pages/about.json', 'text A');
    answers[0]!(report('first'));
    expect(await shared).toEqual(await running);
    expect(await once.check('pages', 'pages/about.json', 'text A')).toEqual(report('first'));
    expect(asked).toEqual(['text A']);
  });

  it('checks again once a file changed, and checks another text, or another file, afresh', async () => {
    const { asked, answers, once } = counted();
    void once.check('pages', 'pages/about.json', 'text A');
    answers[0]!(report('first'));
    once.changed();
    void once.check('pages', 'pages/about.json', 'text A');
    void once.check('pages', 'pages/about.json', 'text B');
    void once.check('pages', 'pages/contact.json', 'text B');
    expect(asked).toEqual(['text A', 'text A', 'text B', 'text B']);
  });

  it('keeps no check that failed', async () => {
    let calls = 0;
    const once = checkOnceUntilChanged(() =>
      ++calls === 1 ? Promise.reject(new Error('validate could not run')) : Promise.resolve(report('second')),
    );
    await expect(once.check('pages', 'pages/about.json', 'text A')).rejects.toThrow('validate could not run');
    expect(await once.check('pages', 'pages/about.json', 'text A')).toEqual(report('second'));
    expect(calls).toBe(2);
  });
});
