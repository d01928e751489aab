import { describe, expect, it } from 'vitest';
import { contentProblemsWatch, type ContentProblems } from '../../devtools/pageScript/server/contentProblems.ts';

/** A check that gives `answers` in turn, each after its delay, counting its runs. */
function checks(...answers: Array<{ problems: string[]; ms: number }>) {
  let runs = 0;
  const check = () => {
    const answer = answers[Math.min(runs++, answers.length - 1)]!;
    return new Promise<ContentProblems>((resolve) => setTimeout(() => resolve({ problems: answer.problems }), answer.ms));
  };
  return { check, runs: () => runs };
}

describe('contentProblemsWatch: the dev overlay’s validate runs', () => {
  it('runs once for every page that asks before anything changes', async () => {
    const { check, runs } = checks({ problems: ['a'], ms: 5 });
    const watch = contentProblemsWatch(check);
    const [first, second] = await Promise.all([watch.current(), watch.current()]);
    expect(first).toEqual({ problems: ['a'] });
    expect(second).toBe(first);
    expect(runs()).toBe(1);
  });

  it('a change runs nothing by itself: the next page to ask starts the run, and gets the new findings', async () => {
    const { check, runs } = checks({ problems: ['before'], ms: 1 }, { problems: ['after'], ms: 1 });
    const watch = contentProblemsWatch(check);
    await watch.current();
    watch.changed();
    watch.changed();
    expect(runs()).toBe(1);
    expect(await watch.current()).toEqual({ problems: ['after'] });
    expect(runs()).toBe(2);
  });

  it('a run asked for after a change waits for a slower earlier run, so findings never arrive out of order', async () => {
    const { check } = checks({ problems: ['old'], ms: 60 }, { problems: ['new'], ms: 1 });
    const watch = contentProblemsWatch(check);
    const order: string[] = [];
    const early = watch.current().then((found) => order.push(found.problems[0]!));
    watch.changed();
    const late = watch.current().then((found) => order.push(found.problems[0]!));
    await Promise.all([early, late]);
    expect(order).toEqual(['old', 'new']);
    expect(await watch.current()).toEqual({ problems: ['new'] });
  });

  it('a check that throws becomes a problem line saying why, and the next change runs again', async () => {
    let fail = true;
    const watch = contentProblemsWatch(async () => {
      if (fail) throw new Error('schema/page.schema.json is not JSON');
      return { problems: [] };
    });
    expect(await watch.current()).toEqual({ problems: ['validate could not run: schema/page.schema.json is not JSON'] });
    fail = false;
    watch.changed();
    expect(await watch.current()).toEqual({ problems: [] });
  });
});
