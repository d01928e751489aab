import { describe, expect, it } from 'vitest';
import { countLine, floorVerdict, goalsText, summarise } from '../../scripts/bench/inpReport.ts';
import { ADDED_TASK_MARGIN, FLOOR_SCENARIOS, INP_OVER_FLOOR, SCENARIOS } from '../../scripts/bench/inpScenarios.ts';
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

/** A run of the same route without its scripts: loaded and settled, no steps, so no INP. */
const bare = (longest: number, number = 1): RunResult => ({ ...run(0, longest, number), inp: null, stepsStart: null });
const bareRuns = (...longest: number[]) => longest.map((ms, i) => bare(ms, i + 1));

describe("a scenario's summary", () => {
  it(`meets the long-task goal when its median longest task is at most ${ADDED_TASK_MARGIN} ms over the same route's without scripts`, () => {
    const runs = [run(40, 0, 1), run(48, 30, 2), run(56, 90, 3)];
    expect(summarise(scenario, runs, bareRuns(10, 4, 60))).toMatchObject({
      longestTask: { median: 30, min: 0, max: 90 },
      noScriptTask: { median: 10, min: 4, max: 60 },
      taskMargin: 20,
      met: true,
    });
    const over = summarise(scenario, runs, bareRuns(9, 4, 60));
    expect(over).toMatchObject({ taskMargin: 21, met: false });
    expect(over.checks.find((check) => check.goal === 'addedTask')).toMatchObject({ met: false });
  });

  it('judges a slow machine against its own floor, not against an absolute figure', () => {
    // Both sides slow: a 140 ms task where the page without its scripts has 130 ms is within the goal.
    const slow = summarise(scenario, [run(40, 150, 1), run(48, 140, 2), run(56, 135, 3)], bareRuns(130, 170, 125));
    expect(slow).toMatchObject({ taskMargin: 10, met: true });
  });

  it('cannot meet the long-task goal without its floor, and says the floor is missing', () => {
    const unjudged = summarise(scenario, [run(40, 0, 1), run(48, 0, 2), run(56, 0, 3)]);
    expect(unjudged).toMatchObject({ noScriptTask: null, taskMargin: null, met: false });
    expect(unjudged.checks.find((check) => check.goal === 'addedTask')).toMatchObject({ met: null });
  });

  it('counts only the floor runs that were measured, and reports the others', () => {
    const failed = { ...bare(500, 2), error: 'net::ERR_CONNECTION_REFUSED', longTasks: null };
    const summary = summarise(scenario, [run(40, 30, 1), run(48, 30, 2), run(56, 30, 3)], [bare(20, 1), failed, bare(24, 3)]);
    expect(summary).toMatchObject({ noScriptTask: { median: 22 }, taskMargin: 8, met: true });
    expect(summary.problems).toEqual(['without scripts, 1/3 runs failed: net::ERR_CONNECTION_REFUSED']);
  });

  it('keeps the run whose longest task is the median, to say what that task was', () => {
    const runs = [run(40, 120, 1), run(48, 30, 2), run(56, 90, 3)];
    expect(summarise(scenario, runs, bareRuns(90, 90, 90)).medianTaskRun?.run).toBe(3);
  });

  it('still needs the INP goal', () => {
    expect(summarise(scenario, [run(140, 0, 1), run(150, 0, 2), run(160, 0, 3)], bareRuns(0, 0, 0)).met).toBe(false);
  });
});

describe('the INP goal beside the same steps without scripts', () => {
  /** A run of the same route without its scripts that took the same steps: it has an INP. */
  const bareWithSteps = (...inps: number[]) => inps.map((inp, i) => ({ ...run(inp, 0, i + 1) }));
  const inpCheck = (summary: ReturnType<typeof summarise>) => summary.checks.find((check) => check.goal === 'inp')!;

  it('reports the INP of the route without its scripts, where its steps need none', () => {
    const summary = summarise(scenario, [run(56, 0, 1), run(64, 0, 2), run(72, 0, 3)], bareWithSteps(40, 48, 88));
    expect(summary.noScriptInp).toEqual({ median: 48, min: 40, max: 88 });
  });

  it('stays 100 ms where the page without its scripts answers within it', () => {
    const summary = summarise(scenario, [run(104, 0, 1), run(112, 0, 2), run(120, 0, 3)], bareWithSteps(96, 96, 96));
    expect(inpCheck(summary)).toMatchObject({ met: false, text: 'INP ≤ 100' });
  });

  it(`becomes at most ${INP_OVER_FLOOR} ms over that floor where the page without scripts already misses 100 ms`, () => {
    const within = summarise(scenario, [run(112, 0, 1), run(128, 0, 2), run(136, 0, 3)], bareWithSteps(104, 108, 140));
    expect(inpCheck(within)).toMatchObject({ met: true, text: `INP ≤ 108+${INP_OVER_FLOOR}` });
    const over = summarise(scenario, [run(112, 0, 1), run(129, 0, 2), run(136, 0, 3)], bareWithSteps(104, 108, 140));
    expect(inpCheck(over)).toMatchObject({ met: false });
  });

  it('has no INP floor where the run without scripts took no steps', () => {
    const summary = summarise(scenario, [run(104, 0, 1), run(112, 0, 2), run(120, 0, 3)], bareRuns(0, 0, 0));
    expect(summary.noScriptInp).toBeNull();
    expect(inpCheck(summary)).toMatchObject({ met: false, text: 'INP ≤ 100' });
  });

  it('is taken, without scripts, by the scenarios whose steps need no script, and by no link', () => {
    const withSteps = SCENARIOS.filter((s) => s.stepsWithoutScripts).map((s) => s.name);
    expect(withSteps).toEqual(['contact-type-settled', 'contact-type-early', 'insights-newsletter-type', 'technology-faq-open']);
    expect(SCENARIOS.filter((s) => s.stepsWithoutScripts && s.navigatesTo)).toEqual([]);
  });
});

describe('the time from a press to the next page', () => {
  const landed = (clickToHeading: number, number: number): RunResult => ({ ...run(40, 0, number), clickToHeading, fullLoad: false });
  const summary = (name: string, ...times: number[]) =>
    summarise(
      SCENARIOS.find((s) => s.name === name)!,
      times.map((ms, i) => landed(ms, i + 1)),
      bareRuns(0, 0, 0),
    );

  it('is held to 250 ms after the pointer rested 300 ms on the link, and to 400 ms for a press at once', () => {
    expect(summary('footer-about-click', 240, 250, 390).met).toBe(true);
    expect(summary('footer-about-click', 240, 260, 390).met).toBe(false);
    expect(summary('footer-about-click-at-once', 380, 400, 600).met).toBe(true);
    expect(summary('footer-about-click-at-once', 380, 410, 600).met).toBe(false);
    expect(summary('footer-about-tap', 380, 400, 600).met).toBe(true);
    expect(summary('footer-about-tap', 380, 410, 600).met).toBe(false);
  });

  it('says which goal was missed', () => {
    expect(goalsText(summary('footer-about-click-at-once', 380, 410, 600))).toBe(
      `✔ INP ≤ 100  ✖ h1 ≤ 400  ✔ margin ≤ ${ADDED_TASK_MARGIN}`,
    );
  });
});

describe('the goals, as printed', () => {
  it('mark each goal met or missed, and one that could not be judged with why', () => {
    const runs = [run(90, 70, 1), run(120, 70, 2), run(130, 70, 3)];
    expect(goalsText(summarise(scenario, runs, bareRuns(40, 40, 40)))).toBe(`✖ INP ≤ 100  ✖ margin ≤ ${ADDED_TASK_MARGIN}`);
    expect(goalsText(summarise(scenario, runs))).toBe(`✖ INP ≤ 100  – margin ≤ ${ADDED_TASK_MARGIN} (no floor)`);
  });

  it('count the scenarios that meet all their goals, and each goal on its own', () => {
    const fine = summarise(scenario, [run(40, 30, 1)], bareRuns(30));
    const addsATask = summarise(
      SCENARIOS.find((s) => s.name === 'mobile-menu-open')!,
      [run(40, 90, 1)],
      bareRuns(30),
    );
    const slowToLand = summarise(
      SCENARIOS.find((s) => s.name === 'footer-about-tap')!,
      [{ ...run(40, 30, 1), clickToHeading: 500, fullLoad: false }],
      bareRuns(30),
    );
    const floor = summarise(FLOOR_SCENARIOS[0]!, [run(24, 30, 1)]);
    expect(countLine([floor, fine, addsATask, slowToLand])).toBe(
      'interaction latency: 1 of 3 scenarios meet all their goals (missed: mobile-menu-open, footer-about-tap)\n' +
        `  each goal: INP in 3 of 3, click→h1 in 0 of 1, longest task within ${ADDED_TASK_MARGIN} ms of the same route without scripts in 2 of 3; ` +
        'highest median INP 40 ms (technology-faq-open)',
    );
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

describe('the bare floor', () => {
  const [bareFloor, withHeaders] = FLOOR_SCENARIOS as [Scenario, Scenario];
  const floorRuns = (...longest: number[]) => longest.map((ms, i) => run(24, ms, i + 1));

  it('has no goal to meet or miss', () => {
    expect(summarise(bareFloor, floorRuns(0, 0, 0))).toMatchObject({ met: null, floor: true, checks: [] });
    expect(goalsText(summarise(bareFloor, floorRuns(0, 0, 0)))).toBe('none (the floor)');
  });

  it("gives the bare page's longest task, and the same with the site's headers", () => {
    const verdict = floorVerdict([summarise(bareFloor, floorRuns(62, 60, 70)), summarise(withHeaders, floorRuns(140, 130, 150))]);
    expect(verdict).toBe(
      "the floor: a bare page's longest task is 62 ms (60–70), with the site's headers 140 ms (130–150); the goal is a margin over each route without its scripts, measured the same way",
    );
  });

  it(`says the machine is uneven when the bare page's longest task varies by more than the ${ADDED_TASK_MARGIN} ms margin`, () => {
    expect(floorVerdict([summarise(bareFloor, floorRuns(0, 0, 167))])).toBe(
      `the floor: a bare page's longest task is 0 ms (0–167); the goal is a margin over each route without its scripts, measured the same way; ` +
        `it varied by more than that margin (${ADDED_TASK_MARGIN} ms) between runs: this machine is uneven, so read the margins with their spread`,
    );
  });

  it('says nothing without a floor', () => {
    expect(floorVerdict([summarise(scenario, floorRuns(90, 90, 90))])).toBeNull();
  });
});
