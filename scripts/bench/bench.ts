/**
 * npm run bench — builds the production site, serves it like production and runs Lighthouse
 * (mobile preset, simulated throttling) on every route of the manifest the way the Lighthouse CLI
 * and PageSpeed do: each run in a fresh Chromium with a fresh profile, BENCH_RUNS runs per route
 * (3 by default). Every figure is read beside floors measured in the same run, never against
 * absolute figures this machine may not reach. First, a bare page (a heading and a button that
 * does nothing: bench/floorPage.ts), bare and then with the site's response headers. Then, per
 * route, the route itself and, run for run after it, the same route without its scripts
 * (bench/noScriptSite.ts: the build with every <script> but the JSON-LD removed, served with the
 * same headers and compressed copies), on the row below it.
 *
 * Per row it prints the median of the runs (the four category scores, FCP, LCP, TBT, CLS, bytes),
 * the spread of TBT and LCP (min–max), the part of TBT from the page's own tasks, and the TBT's
 * margin over the bare page with the site's headers (median against median). Then the worst median
 * of each, the gzip sizes of the entry and page chunks, and each target met or missed: performance
 * ≥ 99, TBT at most LIGHTHOUSE_TARGETS.tbtOverFloor (50 ms) over that floor, accessibility, best
 * practices and SEO 100, LCP, CLS and bytes (scripts/lib/output/budgets.ts). The full report is written to
 * bench-results/. Then the interaction-latency bench (npm run bench:inp, every scenario) runs on the
 * same build, and the dev server's edit-to-screen bench (npm run bench:dev). Measure on a quiet
 * machine: another busy process spoils the figures, the floors' included.
 *
 *   npm run bench                 every route
 *   npm run bench -- /about /     only these paths
 *   BENCH_RUNS=5 npm run bench    more runs per route (and per interaction scenario)
 *   BENCH_SKIP_BUILD=1 npm run bench   reuse dist/
 *   BENCH_SKIP_INP=1 npm run bench     without the interaction bench
 *   BENCH_SKIP_DEV=1 npm run bench     without the dev server's edit bench
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BENCH_DIST, buildForBench, serveForBench } from './benchSite.ts';
import { FLOOR_WITH_HEADERS, serveFloor } from './floorPage.ts';
import { serveWithoutScripts } from './noScriptSite.ts';
import { blockingByOwner, pageShareOfTbt, type LongTaskItem } from './blockingTime.ts';
import { CHROMIUM_ARGS, systemChromium } from '../lib/processes/browser.ts';
import { entrySizes, firstLoadScripts, lazyChunkSizes } from '../lib/output/bundleSizes.ts';
import { loadContent } from '../lib/site/contentStore.ts';
import { ROOT } from '../lib/site/paths.ts';
import { FIRST_LOAD_JS_GZIP_BUDGET, FIRST_LOAD_JS_WITH_FORM_GZIP_BUDGET, LIGHTHOUSE_TARGETS as T } from '../lib/output/budgets.ts';

const distDir = BENCH_DIST;
const outDir = path.join(ROOT, 'bench-results');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

buildForBench();
const { origin, server } = await serveForBench();

const { origin: floorOrigin, server: floorServer } = await serveFloor(distDir);
const noScripts = await serveWithoutScripts(distDir);

const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const routes = requested.length ? requested : loadContent().manifest.allPaths();
const runsPerRoute = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

interface RouteResult {
  path: string;
  runs: number;
  /** The built page asks search engines not to index it (the not-found page, and the routes that show it). */
  noindex: boolean;
  tbtRange: [number, number];
  /** TBT from the tasks Lighthouse charges to the page (median of the runs); the rest is the browser's own. */
  pageTbt: number;
  lcpRange: [number, number];
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  failing: string[];
}

/**
 * One Lighthouse run in a Chromium of its own, started for it with a new, empty profile (what
 * chrome-launcher does by default) and closed afterwards: a warm browser with a cache and compiled
 * code from earlier runs would flatter the figures. A run whose trace could not be read (a runtime
 * error such as NO_NAVSTART, or metrics that came out as NaN) is repeated, up to MAX_ATTEMPTS in
 * all, and said so; if none could be read, the route's figures come from its other runs.
 */
const MAX_ATTEMPTS = 3;

/** Whether Lighthouse could read this run's trace: no runtime error, and a real LCP. */
const measurable = (lhr: { runtimeError?: unknown; audits: Record<string, { numericValue?: number }> }) =>
  !lhr.runtimeError && Number.isFinite(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);

async function audit(url: string) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: systemChromium(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
    try {
      const runnerResult = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = runnerResult;
      if (measurable(lhr) || attempt === MAX_ATTEMPTS) return lhr;
      console.log(`${url}: Lighthouse could not measure this run (${lhr.runtimeError?.code ?? 'no LCP'}); running it again`);
    } finally {
      await chrome.kill();
    }
  }
}

type Lhr = Awaited<ReturnType<typeof audit>>;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The route's figures: the median of each over its measurable runs, plus the spread of TBT and LCP.
 * `runs` in the result says how many that was, so a route measured fewer times than asked shows it.
 */
function summarise(route: string, allRuns: Lhr[]): RouteResult {
  const readable = allRuns.filter(measurable);
  const runs = readable.length ? readable : allRuns;
  const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const med = (pick: (lhr: Lhr) => number) => median(runs.map(pick));
  const range = (id: string): [number, number] => {
    const values = runs.map((lhr) => metric(lhr, id));
    return [Math.min(...values), Math.max(...values)];
  };
  const owners = runs.map((lhr) =>
    blockingByOwner(
      ((lhr.audits['long-tasks']?.details as { items?: LongTaskItem[] } | undefined)?.items ?? []) as LongTaskItem[],
      metric(lhr, 'first-contentful-paint'),
      metric(lhr, 'interactive'),
    ),
  );
  // A binary audit counts as failing when it failed in most runs.
  const failures = new Map<string, number>();
  for (const lhr of runs) {
    for (const a of Object.values(lhr.audits)) {
      if (a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary') failures.set(a.id, (failures.get(a.id) ?? 0) + 1);
    }
  }
  return {
    path: route,
    runs: readable.length,
    noindex: declaresNoindex(route),
    performance: med((lhr) => score(lhr, 'performance')),
    accessibility: med((lhr) => score(lhr, 'accessibility')),
    bestPractices: med((lhr) => score(lhr, 'best-practices')),
    seo: med((lhr) => score(lhr, 'seo')),
    fcp: med((lhr) => metric(lhr, 'first-contentful-paint')),
    lcp: med((lhr) => metric(lhr, 'largest-contentful-paint')),
    tbt: med((lhr) => metric(lhr, 'total-blocking-time')),
    cls: med((lhr) => metric(lhr, 'cumulative-layout-shift')),
    bytes: med((lhr) => metric(lhr, 'total-byte-weight')),
    tbtRange: range('total-blocking-time'),
    pageTbt: median(owners.map((owner, i) => pageShareOfTbt(metric(runs[i]!, 'total-blocking-time'), owner))),
    lcpRange: range('largest-contentful-paint'),
    failing: [...failures].filter(([, count]) => count * 2 > runs.length).map(([id]) => id),
  };
}

const results: RouteResult[] = [];
/** Each route without its scripts, in the order of `results`. */
const withoutScripts: RouteResult[] = [];
const floors: RouteResult[] = [];
const reports: Record<string, unknown> = {};
const pad = (text: string | number, width: number) => String(text).padStart(width);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)}s`;
const signed = (ms: number) => `${ms < 0 ? '-' : '+'}${Math.abs(Math.round(ms))}ms`;
const WITHOUT_SCRIPTS = '  without scripts';
console.log(
  `\nLighthouse mobile on ${routes.length} routes (${origin}), ${runsPerRoute} runs each, each in a fresh Chromium; medians, with min–max of TBT and LCP.\n` +
    `Below each route, the same route without its scripts (${noScripts.origin}: every <script> but the JSON-LD removed), run for run after it.\n` +
    `"page": the part of TBT from tasks Lighthouse charges to the page (its parsing, layout and scripts); the rest is from tasks charged to no address of the page, chiefly the browser's commit of the navigation (scripts/bench/blockingTime.ts)\n` +
    `"over floor": TBT over the bare page with the site's headers, median against median (the goal: at most ${T.tbtOverFloor} ms)\n`,
);
console.log(
  `${'route'.padEnd(36)} ${pad('perf', 4)} ${pad('a11y', 4)} ${pad('bp', 4)} ${pad('seo', 4)} ${pad('FCP', 6)} ${pad('LCP', 6)} ${pad('(min–max)', 12)} ` +
    `${pad('TBT', 6)} ${pad('(min–max)', 11)} ${pad('page', 6)} ${pad('over floor', 10)} ${pad('CLS', 6)} ${pad('bytes', 9)}`,
);
/** The bare page with the site's headers: the floor the TBT goal is a margin over (null while it is being measured). */
let tbtFloor: RouteResult | null = null;
const printRow = (result: RouteResult) =>
  console.log(
    `${result.path.padEnd(36)} ${pad(result.performance, 4)} ${pad(result.accessibility, 4)} ${pad(result.bestPractices, 4)} ${pad(result.seo, 4)} ` +
      `${pad(seconds(result.fcp), 6)} ${pad(seconds(result.lcp), 6)} ${pad(`${seconds(result.lcpRange[0])}–${seconds(result.lcpRange[1])}`, 12)} ` +
      `${pad(Math.round(result.tbt) + 'ms', 6)} ${pad(`${Math.round(result.tbtRange[0])}–${Math.round(result.tbtRange[1])}ms`, 11)} ${pad(Math.round(result.pageTbt) + 'ms', 6)} ` +
      `${pad(tbtFloor ? signed(result.tbt - tbtFloor.tbt) : '–', 10)} ` +
      `${pad(result.cls.toFixed(3), 6)} ${pad(kb(result.bytes), 9)}${result.failing.length ? `  ✗ ${result.failing.join(', ')}` : ''}` +
      (result.runs < runsPerRoute ? `  (only ${result.runs} of ${runsPerRoute} runs measurable)` : ''),
  );
/** The few figures kept in the report for a floor's runs. */
const floorReport = (runs: Lhr[]) =>
  runs.map((lhr) => ({ categories: lhr.categories, tbt: lhr.audits['total-blocking-time']?.numericValue }));
try {
  // The floors first: what this machine, this Chromium and Lighthouse's own overhead give a page that
  // is nothing but a heading, bare and with the site's headers; the TBT goal is a margin over the latter.
  for (const [name, floorPath] of [
    ['(static floor: a bare heading)', '/'],
    ["(the same, with the site's headers)", FLOOR_WITH_HEADERS],
  ] as const) {
    const floorRuns: Lhr[] = [];
    for (let run = 0; run < runsPerRoute; run++) floorRuns.push(await audit(`${floorOrigin}${floorPath}`));
    const floor = summarise(name, floorRuns);
    reports[floor.path] = floorReport(floorRuns);
    floors.push(floor);
    printRow(floor);
  }
  tbtFloor = floors[1]!;
  for (const route of routes) {
    const runs: Lhr[] = [];
    const bareRuns: Lhr[] = [];
    // Run for run: the route, then the same route without its scripts, so a machine that slows
    // down meanwhile slows both alike.
    for (let run = 0; run < runsPerRoute; run++) {
      runs.push(await audit(`${origin}${route}`));
      bareRuns.push(await audit(`${noScripts.origin}${route}`));
    }
    const result = summarise(route, runs);
    results.push(result);
    reports[route] = runs.map((lhr) => ({
      categories: lhr.categories,
      audits: Object.fromEntries(
        Object.entries(lhr.audits).map(([id, a]) => [id, { score: a.score, numericValue: a.numericValue, displayValue: a.displayValue }]),
      ),
    }));
    const bare = summarise(route, bareRuns);
    withoutScripts.push(bare);
    reports[`${route} (without scripts)`] = floorReport(bareRuns);
    printRow(result);
    printRow({ ...bare, path: WITHOUT_SCRIPTS });
  }
} finally {
  server.close();
  floorServer.close();
  noScripts.close();
}

const floorTbt = tbtFloor!.tbt;
const overFloor = (r: RouteResult) => r.tbt - floorTbt;
const worst = {
  performance: Math.min(...results.map((r) => r.performance)),
  accessibility: Math.min(...results.map((r) => r.accessibility)),
  bestPractices: Math.min(...results.map((r) => r.bestPractices)),
  seo: Math.min(...results.map((r) => r.seo)),
  fcp: Math.max(...results.map((r) => r.fcp)),
  lcp: Math.max(...results.map((r) => r.lcp)),
  tbt: Math.max(...results.map((r) => r.tbt)),
  tbtOverFloor: Math.max(...results.map(overFloor)),
  cls: Math.max(...results.map((r) => r.cls)),
  bytes: Math.max(...results.map((r) => r.bytes)),
};
console.log(
  `\nworst median of ${results.length} routes: performance ${worst.performance}, accessibility ${worst.accessibility}, best practices ${worst.bestPractices}, SEO ${worst.seo}; ` +
    `FCP ${(worst.fcp / 1000).toFixed(2)} s, LCP ${(worst.lcp / 1000).toFixed(2)} s, TBT ${Math.round(worst.tbt)} ms (${signed(worst.tbtOverFloor)} over the floor), CLS ${worst.cls.toFixed(3)}, ${kb(worst.bytes)} transferred`,
);

const slowest = (pick: (r: RouteResult) => number) => results.reduce((a, b) => (pick(b) > pick(a) ? b : a));
const tbtPeak = slowest((r) => r.tbtRange[1]);
const lcpPeak = slowest((r) => r.lcpRange[1]);
console.log(
  `highest single run: TBT ${Math.round(tbtPeak.tbtRange[1])} ms (${tbtPeak.path}), LCP ${(lcpPeak.lcpRange[1] / 1000).toFixed(2)} s (${lcpPeak.path})`,
);

const entry = entrySizes(distDir);
const lazy = lazyChunkSizes(distDir);
const htmlOf = (route: string) => fs.readFileSync(path.join(distDir, route === '/' ? '' : route, 'index.html'), 'utf8');
const firstLoad = routes.map((route) => ({
  route,
  island: /\bdata-island="/.test(htmlOf(route)),
  ...firstLoadScripts(distDir, htmlOf(route)),
}));
const heaviest = (list: typeof firstLoad) =>
  list.reduce((a, b) => (b.gzip > a.gzip ? b : a), { route: '-', island: false, files: [], gzip: 0 });
const plain = heaviest(firstLoad.filter((f) => !f.island));
const withForm = heaviest(firstLoad.filter((f) => f.island));
const homeHtml = Buffer.byteLength(htmlOf('/'));
console.log(`\nJavaScript every page loads: ${kb(entry.gzip)} gzip (${entry.files.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')})`);
console.log(`first load, page without a form: at most ${kb(plain.gzip)} gzip (${plain.route})`);
console.log(
  `first load, page with a form: at most ${kb(withForm.gzip)} gzip (${withForm.route}: ${withForm.files.map((f) => `${path.basename(f.file)} ${kb(f.gzip)}`).join(', ')})`,
);
console.log(`home page HTML: ${kb(homeHtml)}`);
console.log(`lazy chunks: ${lazy.map((f) => `${path.basename(f.file)} ${kb(f.gzip)}`).join(', ')}`);

/** Whether the built page at `route` carries a robots noindex meta tag. */
function declaresNoindex(route: string): boolean {
  const file = path.join(distDir, route, 'index.html');
  return fs.existsSync(file) && /<meta name="robots" content="[^"]*noindex/.test(fs.readFileSync(file, 'utf8'));
}

// Each target, met or not, with the routes that miss it.
const checks: Array<[string, (r: RouteResult) => boolean]> = [
  [`performance ≥ ${T.performance}`, (r) => r.performance >= T.performance],
  [`accessibility ${T.accessibility}`, (r) => r.accessibility >= T.accessibility],
  [`best practices ${T.bestPractices}`, (r) => r.bestPractices >= T.bestPractices],
  // A page that says noindex fails Lighthouse's is-crawlable by design; every other SEO audit still counts.
  [
    `SEO ${T.seo} (a noindex page: every audit but is-crawlable)`,
    (r) => r.seo >= T.seo || (r.noindex && r.failing.length > 0 && r.failing.every((id) => id === 'is-crawlable')),
  ],
  [`LCP ≤ ${T.lcp / 1000} s`, (r) => r.lcp <= T.lcp],
  [
    `TBT at most ${T.tbtOverFloor} ms over the bare page with the site's headers (${Math.round(floorTbt)} ms in this run: ≤ ${Math.round(floorTbt + T.tbtOverFloor)} ms)`,
    (r) => overFloor(r) <= T.tbtOverFloor,
  ],
  [`CLS ≤ ${T.cls}`, (r) => r.cls <= T.cls],
  [`≤ ${T.bytes / 1024} KB transferred`, (r) => r.bytes <= T.bytes],
];
console.log('\ntargets:');
for (const [name, ok] of checks) {
  const missed = results.filter((r) => !ok(r));
  const where = missed.map((r) => (r.failing.length ? `${r.path} (failing: ${r.failing.join(', ')})` : r.path));
  console.log(`${missed.length ? '✖' : '✔'} ${name}${missed.length ? ` — missed on ${where.join(', ')}` : ''}`);
  if (name.startsWith('TBT') && missed.length)
    for (const r of missed) {
      const bare = withoutScripts[results.indexOf(r)]!;
      console.log(
        `  ${r.path}: ${Math.round(r.tbt)} ms (${signed(overFloor(r))} over the floor), of which the page's own tasks ${Math.round(r.pageTbt)} ms; ` +
          `without its scripts ${Math.round(bare.tbt)} ms (${signed(overFloor(bare))})`,
      );
    }
}
console.log(
  `${plain.gzip <= FIRST_LOAD_JS_GZIP_BUDGET ? '✔' : '✖'} first-load JavaScript without a form ≤ ${FIRST_LOAD_JS_GZIP_BUDGET / 1024} KB gzip (${plain.gzip} B)`,
);
console.log(
  `${withForm.gzip <= FIRST_LOAD_JS_WITH_FORM_GZIP_BUDGET ? '✔' : '✖'} first-load JavaScript with a form ≤ ${FIRST_LOAD_JS_WITH_FORM_GZIP_BUDGET / 1024} KB gzip (${withForm.gzip} B)`,
);

fs.mkdirSync(outDir, { recursive: true });
const reportFile = path.join(outDir, 'lighthouse.json');
fs.writeFileSync(
  reportFile,
  JSON.stringify(
    { date: new Date().toISOString(), origin, floors, results, withoutScripts, worst, entry, firstLoad, lazy, reports },
    null,
    2,
  ),
);
console.log(`\nfull report: ${path.relative(process.cwd(), reportFile)}`);

// Then how fast the pages answer a tap, a click or a key (scripts/bench/bench-inp.ts), on the build just measured.
if (!process.env.BENCH_SKIP_INP) {
  const inp = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/bench/bench-inp.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, BENCH_SKIP_BUILD: '1' },
  });
  if (inp.status !== 0) process.exitCode = inp.status ?? 1;
}
if (!process.env.BENCH_SKIP_DEV) {
  const dev = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/bench/bench-dev.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (dev.status !== 0) process.exitCode = dev.status ?? 1;
}
