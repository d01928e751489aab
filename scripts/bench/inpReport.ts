/** The interaction bench's summary of each scenario's runs, and the table it prints. */
import { EVENT_TIMING_THRESHOLD } from './eventTiming.ts';
import type { RunResult } from './inpRun.ts';
import { LONG_TASK_GOAL, type Goals, type Scenario } from './inpScenarios.ts';
import { spread, type Spread, type TaskShare } from './inpStats.ts';

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
  /** The run whose INP is the median (the lower one of an even count): its worst interaction. */
  medianRun: RunResult | null;
  /** The run whose longest task is the median (the lower one of an even count): what that task was. */
  medianTaskRun: RunResult | null;
  problems: string[];
  /** Every goal met; null for a floor, which has none. */
  met: boolean | null;
  floor: boolean;
}

export function summarise(scenario: Scenario, runs: RunResult[]): ScenarioSummary {
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

  const inp = spread(measured.map((run) => run.inp!));
  const clickToHeading = scenario.navigatesTo
    ? spread(measured.flatMap((run) => (run.clickToHeading === null ? [] : [run.clickToHeading])))
    : null;
  const longestTask = spread(measured.flatMap((run) => (run.longTasks ? [run.longTasks.longest] : [])));
  const byInp = [...measured].sort((a, b) => a.inp! - b.inp!);
  const medianRun = byInp[Math.floor((byInp.length - 1) / 2)] ?? null;
  const byTask = measured.filter((run) => run.longTasks).sort((a, b) => a.longTasks!.longest - b.longTasks!.longest);
  const medianTaskRun = byTask[Math.floor((byTask.length - 1) / 2)] ?? null;
  const goals = scenario.floor ? null : scenario.goals;
  const met =
    goals === null
      ? null
      : !failed.length &&
        !lost.length &&
        inp !== null &&
        inp.median <= goals.inp &&
        longestTask !== null &&
        longestTask.median <= LONG_TASK_GOAL &&
        (goals.clickToHeading === undefined || (clickToHeading !== null && clickToHeading.median <= goals.clickToHeading));
  return {
    name: scenario.name,
    description: scenario.description,
    goals,
    runs: runs.length,
    measured: measured.length,
    inp,
    clickToHeading,
    longestTask,
    medianRun,
    medianTaskRun,
    problems,
    met,
    floor: scenario.floor === true,
  };
}

/** Milliseconds; an INP under Event Timing's threshold shows as "<16". */
const ms = (value: number, floor = 0) => (value < floor ? `<${floor}` : String(Math.round(value)));
const figure = (value: Spread | null, floor = 0) =>
  value ? `${ms(value.median, floor)} (${ms(value.min, floor)}–${ms(value.max, floor)})` : '–';
const goalText = (goals: Goals | null) =>
  goals
    ? `INP ≤ ${goals.inp}${goals.clickToHeading ? `, h1 ≤ ${goals.clickToHeading}` : ''}, task ≤ ${LONG_TASK_GOAL}`
    : 'none (the floor)';
const verdict = (met: boolean | null) => (met === null ? ' ' : met ? '✔' : '✖');

const WHEN: Record<TaskShare['when'], string> = {
  'before load': 'before the load event',
  load: 'the task that ran the load event',
  'after load': 'after the load event',
  'after a step': 'after the first step',
};

export function printTable(summaries: ScenarioSummary[]): void {
  const nameWidth = Math.max(8, ...summaries.map((s) => s.name.length));
  console.log(
    `\n${'scenario'.padEnd(nameWidth)}  ${'INP ms (min–max)'.padEnd(18)}  ${'click→h1 ms'.padEnd(18)}  ${'long task ms'.padEnd(16)}  ${'goal'.padEnd(22)}`,
  );
  for (const s of summaries) {
    console.log(
      `${s.name.padEnd(nameWidth)}  ${figure(s.inp, EVENT_TIMING_THRESHOLD).padEnd(18)}  ${figure(s.clickToHeading).padEnd(18)}  ` +
        `${figure(s.longestTask).padEnd(16)}  ${goalText(s.goals).padEnd(22)}  ${verdict(s.met)}${s.problems.length ? `  ${s.problems.join('; ')}` : ''}`,
    );
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

  const scenarios = summaries.filter((s) => !s.floor);
  const met = scenarios.filter((s) => s.met);
  const missed = scenarios.filter((s) => !s.met);
  const worstInp = scenarios.filter((s) => s.inp).sort((a, b) => b.inp!.median - a.inp!.median)[0];
  console.log(
    `\ninteraction latency: ${met.length} of ${scenarios.length} scenarios meet their goals` +
      (missed.length ? ` (missed: ${missed.map((s) => s.name).join(', ')})` : '') +
      (worstInp ? `; highest median INP ${ms(worstInp.inp!.median, EVENT_TIMING_THRESHOLD)} ms (${worstInp.name})` : ''),
  );
  const floorLine = floorVerdict(summaries);
  if (floorLine) console.log(floorLine);
}

/**
 * What the floor says about the long-task goal. The first floor is the bare page: where it alone has
 * a longer task than LONG_TASK_GOAL, the machine cannot judge the goal, whatever the site does. The
 * second, the same page with the site's headers, is the site's own choice, and is only reported.
 */
export function floorVerdict(summaries: ScenarioSummary[]): string | null {
  const [bare, withHeaders] = summaries.filter((s) => s.floor);
  if (!bare?.longestTask) return null;
  const median = Math.round(bare.longestTask.median);
  const max = Math.round(bare.longestTask.max);
  const headers = withHeaders?.longestTask ? `; with the site's headers, ${Math.round(withHeaders.longestTask.median)} ms` : '';
  if (median > LONG_TASK_GOAL)
    return `the floor: a bare page's longest task is ${median} ms, over the ${LONG_TASK_GOAL} ms goal with nothing on the page, so this machine cannot judge the long-task goal${headers}`;
  if (max > LONG_TASK_GOAL)
    return `the floor: a bare page's longest task is ${median} ms, within the ${LONG_TASK_GOAL} ms goal, but ${max} ms in one run: this machine is uneven, so read the site's medians with their spread${headers}`;
  return `the floor: a bare page's longest task is ${median} ms, within the ${LONG_TASK_GOAL} ms goal in every run, so this machine can judge it${headers}`;
}
