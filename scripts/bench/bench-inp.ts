/**
 * npm run bench:inp — interaction latency: how long the site takes to answer a tap, a click or a
 * key on a phone, measured as the issue "Responsiveness: every tap answered at once" measured it,
 * and read beside floors measured in the same run, never against absolute figures a busy or slow
 * machine cannot reach. Each scenario (scripts/bench/inpScenarios.ts) runs BENCH_RUNS times (3 by
 * default), each run in a fresh Chromium with an empty profile, the CPU slowed 4x and the network
 * at slow 4G, against the production build served like production. After each run, the same route
 * without its scripts (scripts/bench/noScriptSite.ts: the build with every <script> but the JSON-LD
 * removed, served with the same headers and compressed copies) is loaded the same way, on the same
 * screen, settled as the scenario settles, in a fresh Chromium of its own, and its longest task
 * from load until idle read with the same recorder and the same function. Where the steps work
 * without scripts (typing into a field, opening a <details>), that run takes them too, and its INP
 * is printed beside the site's.
 *
 * Per scenario it prints the median and min–max of the INP (the longest interaction, from Event
 * Timing), of the time from the press to the next page's h1 where a link is followed, of the
 * longest long task from the page's load until it is idle, with its scripts and without them, and
 * the margin between the two medians. The goals, each marked met or missed: the scenario's INP
 * (100 ms; where the same steps without scripts already take longer, at most INP_OVER_FLOOR, 20 ms,
 * over theirs) and click→h1 (250 ms after the pointer rested 300 ms, 400 ms for a press at once), and
 * that the site's scripts add no long task (a margin of at most ADDED_TASK_MARGIN, 20 ms). Then
 * where the worst interaction's time went, and what the longest task was (script, or the browser's
 * own work). Every run's records are written to bench-results/inp-<time>.json.
 *
 *   npm run bench:inp                    every scenario
 *   npm run bench:inp -- contact menu    the scenarios whose names contain "contact" or "menu"
 *   BENCH_RUNS=5 npm run bench:inp       more runs per scenario
 *   BENCH_SKIP_BUILD=1 npm run bench:inp reuse dist/
 *   BENCH_SKIP_FLOOR=1 npm run bench:inp without the bare floor
 *
 * Before the scenarios, the bare floor (floorPage.ts) runs the same way: a bare page, then the same
 * page with the site's headers, settled, its button pressed: what this machine gives a page with
 * nothing in it, and whether its figures vary between runs by more than the margin.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_DIST, buildForBench, serveForBench } from './benchSite.ts';
import { ROOT } from '../lib/site/paths.ts';
import { FLOOR_SCENARIOS, pickScenarios, SCENARIOS } from './inpScenarios.ts';
import { serveFloor } from './floorPage.ts';
import { serveWithoutScripts } from './noScriptSite.ts';
import { CPU_SLOWDOWN, runScenario, SLOW_4G, type RunResult } from './inpRun.ts';
import { routeHeading } from './pageHeading.ts';
import { printTable, summarise } from './inpReport.ts';

const distDir = BENCH_DIST;
const outDir = path.join(ROOT, 'bench-results');

const words = process.argv.slice(2);
const scenarios = pickScenarios(words);
if (!scenarios.length) {
  console.error(
    `No scenario's name contains ${words.map((w) => `"${w}"`).join(' or ')}. The scenarios: ${SCENARIOS.map((s) => s.name).join(', ')}`,
  );
  process.exit(1);
}
const runsPerScenario = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

buildForBench();
const { origin, server } = await serveForBench();
const floor = await serveFloor(distDir);
const noScripts = await serveWithoutScripts(distDir);

console.log(
  `\nInteraction latency: ${scenarios.length} scenarios (${origin}), ${runsPerScenario} runs each, each in a fresh Chromium; ` +
    `CPU ${CPU_SLOWDOWN}x slower, slow 4G (${SLOW_4G.latency} ms, ${(SLOW_4G.downloadThroughput * 8) / 1e6} Mbit/s down); medians (min–max).\n` +
    `After each run, the same route without its scripts (${noScripts.origin}), loaded and settled the same way (taking the same steps where they need no script), in a fresh Chromium too.\n`,
);

const allRuns: Record<string, RunResult[]> = {};
const noScriptRuns: Record<string, RunResult[]> = {};
const summaries = [];
try {
  // The bare floor first (floorPage.ts), unless BENCH_SKIP_FLOOR.
  for (const scenario of [...(process.env.BENCH_SKIP_FLOOR ? [] : FLOOR_SCENARIOS), ...scenarios]) {
    const heading = scenario.navigatesTo ? routeHeading(distDir, scenario.navigatesTo) : null;
    if (heading && heading === routeHeading(distDir, scenario.path))
      throw new Error(`${scenario.name}: ${scenario.path} and ${scenario.navigatesTo} have the same h1`);
    const runs: RunResult[] = [];
    const bareRuns: RunResult[] = [];
    for (let run = 1; run <= runsPerScenario; run++) {
      const result = await runScenario(scenario, run, { origin: scenario.floor ? floor.origin : origin, heading });
      runs.push(result);
      const h1 =
        result.clickToHeading === null
          ? ''
          : `, click→h1 ${Math.round(result.clickToHeading)} ms${result.fullLoad ? ' (full page load)' : ''}`;
      console.log(
        `  ${scenario.name} run ${run}/${runsPerScenario}: ` +
          (result.error ? `✖ ${result.error}` : `INP ${result.inp} ms${h1}, longest task ${Math.round(result.longTasks?.longest ?? 0)} ms`),
      );
      if (scenario.floor) continue;
      // The same route without its scripts, settled the same way and left until idle: the long-task goal's
      // floor; taking the same steps where they work without scripts, the INP goal's floor too.
      const withSteps = scenario.stepsWithoutScripts === true;
      const bare = await runScenario(scenario, run, { origin: noScripts.origin, heading: null, loadOnly: !withSteps });
      bareRuns.push(bare);
      console.log(
        `  ${scenario.name} run ${run}/${runsPerScenario} without scripts: ` +
          (bare.error
            ? `✖ ${bare.error}`
            : `${withSteps ? `INP ${bare.inp} ms, ` : ''}longest task ${Math.round(bare.longTasks?.longest ?? 0)} ms`),
      );
    }
    allRuns[scenario.name] = runs;
    if (!scenario.floor) noScriptRuns[scenario.name] = bareRuns;
    summaries.push(summarise(scenario, runs, bareRuns));
  }
} finally {
  server.close();
  floor.server.close();
  noScripts.close();
}

printTable(summaries);

fs.mkdirSync(outDir, { recursive: true });
const reportFile = path.join(outDir, `inp-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(
  reportFile,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      origin,
      protocol: { cpuSlowdown: CPU_SLOWDOWN, network: SLOW_4G, runsPerScenario },
      summaries: summaries.map(({ medianRun: _medianRun, medianTaskRun: _medianTaskRun, ...summary }) => summary),
      runs: allRuns,
      noScriptRuns,
    },
    null,
    2,
  ),
);
console.log(`full report: ${path.relative(process.cwd(), reportFile)}`);
// A run that could not be measured is a problem with the bench or the site; a goal missed is a finding.
if ([...Object.values(allRuns), ...Object.values(noScriptRuns)].some((runs) => runs.some((run) => run.error))) process.exitCode = 1;
