/** The interaction bench's summary of each scenario's runs, and the table it prints. */
import { EVENT_TIMING_THRESHOLD } from './eventTiming.ts';
import type { RunResult } from './inpRun.ts';
import { ADDED_TASK_MARGIN, INP_OVER_FLOOR, type Goals, type Scenario } from './inpScenarios.ts';
import { spread, type Spread, type TaskShare } from './inpStats.ts';

/** One goal of a scenario: met, missed, or not judged (null: its floor was not measured). */
export interface GoalCheck {
  goal: 'inp' | 'clickToHeading' | 'addedTask';
  /** The goal as printed: 'INP ≤ 100'. */
  text: string;
  met: boolean | null;
  /** The scenario's figure for it ('120', '+30'), or why there is none ('no floor', 'not measured'). */
  figure: string;
}

export interface ScenarioSummary {
  name: string;
  description: string;
  /** None for a floor. */
  goals: Goals | null;
  runs: number;
  measured: number;
  inp: Spread | null;
  clickToHeading: Spread | null;
  longestTask: Spread | null;
  /**
   * The longest task from load until idle of the same route without its scripts (noScriptSite.ts),
   * on the same screen, settled the same way, in runs of its own; null for a floor, or unmeasured.
   */
  noScriptTask: Spread | null;
  /**
   * The INP of the same route without its scripts, where those runs took the same steps
   * (Scenario.stepsWithoutScripts); null otherwise.
   */
  noScriptInp: Spread | null;
  /** The median longest task over the median without scripts (ms): what the site's scripts add. */
  taskMargin: number | null;
  /** The run whose INP is the median (the lower one of an even count): its worst interaction. */
  medianRun: RunResult | null;
  /** The run whose longest task is the median (the lower one of an even count): what that task was. */
  medianTaskRun: RunResult | null;
  problems: string[];
  /** Each goal, met or not; none for a floor. */
  checks: GoalCheck[];
  /** Every goal met, with no run failed and nothing typed lost; null for a floor, which has none. */
  met: boolean | null;
  floor: boolean;
}

/** Milliseconds; an INP under Event Timing's threshold shows as "<16". */
const ms = (value: number, floor = 0) => (value < floor ? `<${floor}` : String(Math.round(value)));
const signed = (value: number) => `${value < 0 ? '-' : '+'}${Math.abs(Math.round(value))}`;

/**
 * A scenario's figures and goals from its runs, and from the runs of the same route without its
 * scripts (`noScriptRuns`: loaded and settled as the scenario is, no steps), which its long-task
 * goal is judged against: the median longest task at most ADDED_TASK_MARGIN ms over theirs.
 */
export function summarise(scenario: Scenario, runs: RunResult[], noScriptRuns: RunResult[] = []): ScenarioSummary {
  const measured = runs.filter((run) => !run.error && run.inp !== null);
  const problems: string[] = [];
  const failed = runs.filter((run) => run.error);
  if (failed.length)
    problems.push(`${failed.length}/${runs.length} runs failed: ${[...new Set(failed.map((run) => run.error))].join('; ')}`);
  const lost = runs.filter((run) => run.valueKept === false);
  if (lost.length)
    problems.push(`text lost in ${lost.length}/${runs.length} runs (${lost.map((run) => JSON.stringify(run.value)).join(', ')})`);
  const errors = [...new Set(runs.flatMap((run) => run.pageErrors))];
  if (errors.length) problems.push(`page errors: ${errors.join('; ')}`);
  const fullLoads = measured.filter((run) => run.fullLoad).length;
  if (scenario.beforeNavigator) {
    const swapped = measured.filter((run) => run.fullLoad === false).length;
    if (swapped) problems.push(`the navigator took the link in ${swapped}/${measured.length} runs: the press came after it started`);
  } else if (fullLoads) problems.push(`link followed as a full page load in ${fullLoads}/${measured.length} runs`);
  const floorFailed = noScriptRuns.filter((run) => run.error);
  if (floorFailed.length)
    problems.push(
      `without scripts, ${floorFailed.length}/${noScriptRuns.length} runs failed: ${[...new Set(floorFailed.map((run) => run.error))].join('; ')}`,
    );

  const inp = spread(measured.map((run) => run.inp!));
  const clickToHeading = scenario.navigatesTo
    ? spread(measured.flatMap((run) => (run.clickToHeading === null ? [] : [run.clickToHeading])))
    : null;
  const longestTask = spread(measured.flatMap((run) => (run.longTasks ? [run.longTasks.longest] : [])));
  const noScriptTask = scenario.floor
    ? null
    : spread(noScriptRuns.flatMap((run) => (!run.error && run.longTasks ? [run.longTasks.longest] : [])));
  const taskMargin = longestTask && noScriptTask ? longestTask.median - noScriptTask.median : null;
  const noScriptInp = scenario.floor ? null : spread(noScriptRuns.flatMap((run) => (!run.error && run.inp !== null ? [run.inp] : [])));
  const byInp = [...measured].sort((a, b) => a.inp! - b.inp!);
  const medianRun = byInp[Math.floor((byInp.length - 1) / 2)] ?? null;
  const byTask = measured.filter((run) => run.longTasks).sort((a, b) => a.longTasks!.longest - b.longTasks!.longest);
  const medianTaskRun = byTask[Math.floor((byTask.length - 1) / 2)] ?? null;
  const goals = scenario.floor ? null : scenario.goals;

  const checks: GoalCheck[] = [];
  if (goals) {
    // Where the page without its scripts already misses the goal, what the scripts add is judged.
    const inpLimit = noScriptInp && noScriptInp.median > goals.inp ? noScriptInp.median + INP_OVER_FLOOR : goals.inp;
    checks.push({
      goal: 'inp',
      text: inpLimit === goals.inp ? `INP ≤ ${goals.inp}` : `INP ≤ ${ms(noScriptInp!.median)}+${INP_OVER_FLOOR}`,
      met: inp !== null && inp.median <= inpLimit,
      figure: inp ? ms(inp.median, EVENT_TIMING_THRESHOLD) : 'not measured',
    });
    if (goals.clickToHeading !== undefined)
      checks.push({
        goal: 'clickToHeading',
        text: `h1 ≤ ${goals.clickToHeading}`,
        met: clickToHeading !== null && clickToHeading.median <= goals.clickToHeading,
        figure: clickToHeading ? ms(clickToHeading.median) : 'not measured',
      });
    checks.push({
      goal: 'addedTask',
      text: `margin ≤ ${ADDED_TASK_MARGIN}`,
      met: noScriptTask === null ? null : taskMargin !== null && taskMargin <= ADDED_TASK_MARGIN,
      figure: noScriptTask === null ? 'no floor' : taskMargin === null ? 'not measured' : signed(taskMargin),
    });
  }
  const met = goals === null ? null : !failed.length && !lost.length && checks.every((check) => check.met === true);
  return {
    name: scenario.name,
    description: scenario.description,
    goals,
    runs: runs.length,
    measured: measured.length,
    inp,
    clickToHeading,
    longestTask,
    noScriptTask,
    noScriptInp,
    taskMargin,
    medianRun,
    medianTaskRun,
    problems,
    checks,
    met,
    floor: scenario.floor === true,
  };
}

const figure = (value: Spread | null, floor = 0) =>
  value ? `${ms(value.median, floor)} (${ms(value.min, floor)}–${ms(value.max, floor)})` : '–';
const MARK = { true: '✔', false: '✖', null: '–' } as const;

/**
 * A scenario's goals as its row shows them: each marked met, missed or not judged (with why); the
 * figures are in the row's columns.
 */
export function goalsText(summary: ScenarioSummary): string {
  if (summary.floor) return 'none (the floor)';
  return summary.checks.map((check) => `${MARK[`${check.met}`]} ${check.text}${check.met === null ? ` (${check.figure})` : ''}`).join('  ');
}

/** The count: scenarios meeting all their goals, each goal on its own, and the highest median INP. */
export function countLine(summaries: ScenarioSummary[]): string {
  const scenarios = summaries.filter((s) => !s.floor);
  const met = scenarios.filter((s) => s.met);
  const missed = scenarios.filter((s) => !s.met);
  const meeting = (goal: GoalCheck['goal']) => {
    const judged = scenarios.flatMap((s) => s.checks.filter((check) => check.goal === goal));
    return `${judged.filter((check) => check.met === true).length} of ${judged.length}`;
  };
  const worstInp = scenarios.filter((s) => s.inp).sort((a, b) => b.inp!.median - a.inp!.median)[0];
  return (
    `interaction latency: ${met.length} of ${scenarios.length} scenarios meet all their goals` +
    (missed.length ? ` (missed: ${missed.map((s) => s.name).join(', ')})` : '') +
    `\n  each goal: INP in ${meeting('inp')}, click→h1 in ${meeting('clickToHeading')}, ` +
    `longest task within ${ADDED_TASK_MARGIN} ms of the same route without scripts in ${meeting('addedTask')}` +
    (worstInp ? `; highest median INP ${ms(worstInp.inp!.median, EVENT_TIMING_THRESHOLD)} ms (${worstInp.name})` : '')
  );
}

const WHEN: Record<TaskShare['when'], string> = {
  'before load': 'before the load event',
  load: 'the task that ran the load event',
  'after load': 'after the load event',
  'after a step': 'after the first step',
};

export function printTable(summaries: ScenarioSummary[]): void {
  const nameWidth = Math.max(8, ...summaries.map((s) => s.name.length));
  const columns = (...cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(nameWidth) : i < 6 ? cell.padEnd(16) : cell.padStart(6)));
  console.log(
    `\nmargin: the median longest task over the median of the same route without its scripts (ms)\n` +
      `INP without scripts: the same steps on the same route without its scripts, where they need none\n` +
      `${columns('scenario', 'INP ms (min–max)', 'INP w/o scripts', 'click→h1 ms', 'longest task ms', 'without scripts', 'margin').join('  ')}  goals`,
  );
  for (const s of summaries) {
    const cells = columns(
      s.name,
      figure(s.inp, EVENT_TIMING_THRESHOLD),
      figure(s.noScriptInp, EVENT_TIMING_THRESHOLD),
      figure(s.clickToHeading),
      figure(s.longestTask),
      figure(s.noScriptTask),
      s.taskMargin === null ? '–' : signed(s.taskMargin),
    );
    console.log(`${cells.join('  ')}  ${goalsText(s)}`);
    if (s.problems.length) console.log(`${''.padEnd(nameWidth)}  ✖ ${s.problems.join('; ')}`);
  }

  console.log(
    '\nwhere the worst interaction of the median run went (Event Timing phases, ms; scripts of the long animation frames it overlapped):',
  );
  for (const s of summaries) {
    const worst = s.medianRun?.worst;
    if (!worst) {
      console.log(`${s.name.padEnd(nameWidth)}  ${s.medianRun ? `every interaction under ${EVENT_TIMING_THRESHOLD} ms` : 'not measured'}`);
      continue;
    }
    console.log(
      `${s.name.padEnd(nameWidth)}  ${worst.event} on ${worst.target}: ${Math.round(worst.duration)} = input delay ${Math.round(worst.inputDelay)} + ` +
        `processing ${Math.round(worst.processing)} + presentation ${Math.round(worst.presentation)}` +
        (worst.scripts.length ? `  [${worst.scripts.join(', ')}]` : ''),
    );
  }

  console.log(
    "\nwhat the longest task of the median run was (ms; scripts over 5 ms, from the long animation frames it overlapped; the rest is the browser's own parsing, style, layout and paint):",
  );
  for (const s of summaries) {
    const task = s.medianTaskRun?.longestTask;
    if (!task) {
      console.log(`${s.name.padEnd(nameWidth)}  ${s.medianTaskRun ? 'no long task from load until idle' : 'not measured'}`);
      continue;
    }
    console.log(
      `${s.name.padEnd(nameWidth)}  ${Math.round(task.duration)}, ${WHEN[task.when]}: scripts ${Math.round(task.scripts)}, ` +
        `the rest ${Math.round(Math.max(0, task.duration - task.scripts))}` +
        (task.topScripts.length ? `  [${task.topScripts.join(', ')}]` : ''),
    );
  }

  console.log(`\n${countLine(summaries)}`);
  const floorLine = floorVerdict(summaries);
  if (floorLine) console.log(floorLine);
}

/**
 * What the bare floor says. The long-task goal is a margin over each route without its scripts,
 * so a slow machine lifts both sides; the bare page (and the same with the site's headers) says how
 * far this machine is from quiet, and a bare page whose longest task varies between runs by more
 * than the margin says the margins cannot be read without their spread.
 */
export function floorVerdict(summaries: ScenarioSummary[]): string | null {
  const [bare, withHeaders] = summaries.filter((s) => s.floor);
  if (!bare?.longestTask) return null;
  const task = (spread: Spread) => `${Math.round(spread.median)} ms (${Math.round(spread.min)}–${Math.round(spread.max)})`;
  const headers = withHeaders?.longestTask ? `, with the site's headers ${task(withHeaders.longestTask)}` : '';
  const uneven =
    bare.longestTask.max - bare.longestTask.min > ADDED_TASK_MARGIN
      ? `; it varied by more than that margin (${ADDED_TASK_MARGIN} ms) between runs: this machine is uneven, so read the margins with their spread`
      : '';
  return `the floor: a bare page's longest task is ${task(bare.longestTask)}${headers}; the goal is a margin over each route without its scripts, measured the same way${uneven}`;
}
