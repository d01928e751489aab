import { describe, expect, it } from 'vitest';
import { floorVerdict, summarise } from '../../scripts/bench/inpReport.ts';
import { FLOOR_SCENARIOS, LONG_TASK_GOAL, SCENARIOS } from '../../scripts/bench/inpScenarios.ts';
import type { RunResult } from '../../scripts/bench/inpRun.ts';
import type { Scenario } from '../../scripts/bench/inpScenarios.ts';

const scenario = SCENARIOS.find((s) => s.name === 'technology-faq-open')!;

/** A measured run with this INP and this longest task from load until idle. */
const run = (inp: number, longest: number, number = 1): RunResult => ({
  scenario: scenario.name,
  run: number,
  chromium: 'test',
  stepsStart: 3000,
  inp,
  interactions: [],
  worst: null,
  clickToHeading: null,
  clickToHeadingInDom: null,
  fullLoad: null,
  longTasks: {
    end: 3000,
    idle: true,
    longest,
    longestTask: longest ? { startTime: 800, duration: longest } : null,
    count: longest ? 1 : 0,
  },
  longestTask: longest ? { duration: longest, when: 'load', scripts: 0, topScripts: [] } : null,
  value: null,
  valueKept: null,
  pageErrors: [],
  documents: [],
});

describe("a scenario's summary", () => {
  it(`meets its goals only when the median longest task from load until idle is at most ${LONG_TASK_GOAL} ms as well`, () => {
    const fast = [run(40, 0, 1), run(48, 30, 2), run(56, 90, 3)];
    expect(summarise(scenario, fast)).toMatchObject({ longestTask: { median: 30, min: 0, max: 90 }, met: true });
    const longTasks = [run(40, 60, 1), run(48, 30, 2), run(56, 90, 3)];
    expect(summarise(scenario, longTasks)).toMatchObject({ longestTask: { median: 60 }, met: false });
  });

  it('keeps the run whose longest task is the median, to say what that task was', () => {
    const runs = [run(40, 120, 1), run(48, 30, 2), run(56, 90, 3)];
    expect(summarise(scenario, runs).medianTaskRun?.run).toBe(3);
  });

  it('still needs the INP goal', () => {
    expect(summarise(scenario, [run(140, 0, 1), run(150, 0, 2), run(160, 0, 3)]).met).toBe(false);
  });
});

describe('a link followed as a page load', () => {
  const early = SCENARIOS.find((s) => s.beforeNavigator)!;
  const settled = SCENARIOS.find((s) => s.name === 'footer-about-click')!;
  const followed = (fullLoad: boolean, number: number): RunResult => ({ ...run(40, 0, number), fullLoad });

  it('is what a press before the navigator runs should give; the navigator taking it is reported', () => {
    expect(summarise(early, [followed(true, 1), followed(true, 2), followed(true, 3)]).problems).toEqual([]);
    expect(summarise(early, [followed(true, 1), followed(false, 2), followed(true, 3)]).problems).toEqual([
      'the navigator took the link in 1/3 runs: the press came after it started',
    ]);
  });

  it('is reported where the navigator should have taken the link', () => {
    expect(summarise(settled, [followed(false, 1), followed(true, 2), followed(false, 3)]).problems).toEqual([
      'link followed as a full page load in 1/3 runs',
    ]);
  });
});

describe('the floor', () => {
  const [bare, withHeaders] = FLOOR_SCENARIOS as [Scenario, Scenario];
  const floorRuns = (longest: number) => [run(24, longest, 1), run(24, longest, 2), run(24, longest, 3)];

  it('has no goal to meet or miss', () => {
    expect(summarise(bare, floorRuns(0))).toMatchObject({ met: null, floor: true });
    expect(summarise(scenario, floorRuns(0))).toMatchObject({ met: true, floor: false });
  });

  it("says the machine cannot judge the long-task goal when the bare page's longest task is over it", () => {
    const slowHost = floorVerdict([summarise(bare, floorRuns(LONG_TASK_GOAL + 12)), summarise(withHeaders, floorRuns(140))]);
    expect(slowHost).toBe(
      `the floor: a bare page's longest task is ${LONG_TASK_GOAL + 12} ms, over the ${LONG_TASK_GOAL} ms goal with nothing on the page, so this machine cannot judge the long-task goal; with the site's headers, 140 ms`,
    );
  });

  it("judges the machine by the bare page, not by the site's headers", () => {
    const verdict = floorVerdict([summarise(bare, floorRuns(LONG_TASK_GOAL)), summarise(withHeaders, floorRuns(140))]);
    expect(verdict).toMatch(
      /^the floor: a bare page's longest task is 50 ms, within the 50 ms goal in every run, so this machine can judge it;/,
    );
  });

  it('says so when the bare page is within the goal at the median but not in every run', () => {
    const uneven = [run(24, 0, 1), run(24, 0, 2), run(24, 167, 3)];
    expect(floorVerdict([summarise(bare, uneven)])).toBe(
      "the floor: a bare page's longest task is 0 ms, within the 50 ms goal, but 167 ms in one run: this machine is uneven, so read the site's medians with their spread",
    );
  });

  it('says nothing without a floor', () => {
    expect(floorVerdict([summarise(scenario, floorRuns(90))])).toBeNull();
  });
});
