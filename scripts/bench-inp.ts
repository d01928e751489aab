/**
 * npm run bench:inp — interaction latency: how long the site takes to answer a tap, a click or a
 * key on a phone, measured as the issue "Responsiveness: every tap answered at once" measured it.
 * Each scenario (scripts/bench/inpScenarios.ts) runs BENCH_RUNS times (3 by default), each run in a
 * fresh Chromium with an empty profile, the CPU slowed 4x and the network at slow 4G, against the
 * production build served like production. Per scenario it prints the median and min–max of the
 * INP (the longest interaction, from Event Timing), of the time from the press to the next page's
 * h1 where a link is followed, and of the longest long task from the page's load until it is idle;
 * the goals (the scenario's, and no long task over LONG_TASK_GOAL), met or not; where the worst
 * interaction's time went, and what the longest task was (script, or the browser's own work).
 * Every run's records are written to bench-results/inp-<time>.json. Measure on a quiet machine: a
 * busy one spoils the figures.
 *
 *   npm run bench:inp                    every scenario
 *   npm run bench:inp -- contact menu    the scenarios whose names contain "contact" or "menu"
 *   BENCH_RUNS=5 npm run bench:inp       more runs per scenario
 *   BENCH_SKIP_BUILD=1 npm run bench:inp reuse dist/
 *   BENCH_SKIP_FLOOR=1 npm run bench:inp without the floor
 *
 * Before the scenarios, the floor (floorPage.ts) runs the same way: a bare page, then the same page
 * with the site's headers, settled, its button pressed. Its longest task says whether this machine
 * can judge the long-task goal at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_DIST, buildForBench, serveForBench } from './bench/benchSite.ts';
import { ROOT } from './lib/paths.ts';
import { FLOOR_SCENARIOS, pickScenarios, SCENARIOS } from './bench/inpScenarios.ts';
import { serveFloor } from './bench/floorPage.ts';
import { CPU_SLOWDOWN, runScenario, SLOW_4G, type RunResult } from './bench/inpRun.ts';
import { routeHeading } from './bench/pageHeading.ts';
import { printTable, summarise } from './bench/inpReport.ts';

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

console.log(
  `\nInteraction latency: ${scenarios.length} scenarios (${origin}), ${runsPerScenario} runs each, each in a fresh Chromium; ` +
    `CPU ${CPU_SLOWDOWN}x slower, slow 4G (${SLOW_4G.latency} ms, ${(SLOW_4G.downloadThroughput * 8) / 1e6} Mbit/s down); medians (min–max)\n`,
);

const allRuns: Record<string, RunResult[]> = {};
const summaries = [];
try {
  // The floor first (floorPage.ts), unless BENCH_SKIP_FLOOR: the site's rows read against it.
  for (const scenario of [...(process.env.BENCH_SKIP_FLOOR ? [] : FLOOR_SCENARIOS), ...scenarios]) {
    const heading = scenario.navigatesTo ? routeHeading(distDir, scenario.navigatesTo) : null;
    if (heading && heading === routeHeading(distDir, scenario.path))
      throw new Error(`${scenario.name}: ${scenario.path} and ${scenario.navigatesTo} have the same h1`);
    const runs: RunResult[] = [];
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
    }
    allRuns[scenario.name] = runs;
    summaries.push(summarise(scenario, runs));
  }
} finally {
  server.close();
  floor.server.close();
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
    },
    null,
    2,
  ),
);
console.log(`full report: ${path.relative(process.cwd(), reportFile)}`);
// A run that could not be measured is a problem with the bench or the site; a goal missed is a finding.
if (Object.values(allRuns).some((runs) => runs.some((run) => run.error))) process.exitCode = 1;
