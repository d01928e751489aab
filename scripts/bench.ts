/**
 * npm run bench — builds the production site, serves it like production, runs Lighthouse (mobile
 * preset, simulated throttling) on every route of the manifest and prints, per route, the four
 * category scores, FCP, LCP, TBT, CLS and bytes transferred; then the worst figure of each and the
 * gzip sizes of the entry and page chunks. The full report is written to bench-results/.
 *
 *   npm run bench                 every route
 *   npm run bench -- /about /     only these paths
 *   BENCH_SKIP_BUILD=1 npm run bench   reuse dist/
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createStaticServer } from './server/staticServer.ts';
import { CHROMIUM_ARGS, systemChromium } from './lib/browser.ts';
import { entrySizes, lazyChunkSizes, pageDataSizes } from './lib/bundleSizes.ts';
import { loadContent } from './lib/contentStore.ts';
import { ROOT } from './lib/paths.ts';
import { ENTRY_GZIP_BUDGET, LIGHTHOUSE_TARGETS as T, PAGE_DATA_GZIP_BUDGET } from './lib/budgets.ts';

const distDir = path.join(ROOT, 'dist');
const outDir = path.join(ROOT, 'bench-results');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!process.env.BENCH_SKIP_BUILD) {
  console.log('building …');
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, SITE_FIXTURES: '', SITE_DIST: distDir, VITE_SITE_URL: process.env.VITE_SITE_URL ?? '' },
  });
}

const server = createStaticServer({ root: distDir, inbox: false });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const routes = requested.length ? requested : loadContent().manifest.allPaths();
const chrome = await chromeLauncher.launch({
  chromePath: systemChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

interface RouteResult {
  path: string;
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
 * One Lighthouse run. A run whose trace could not be read (a runtime error, or metrics that came
 * out as NaN, which happens when another process starves the browser) is repeated once, and said so.
 */
async function audit(route: string) {
  for (let attempt = 1; ; attempt++) {
    const runnerResult = await lighthouse(`${origin}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${route}`);
    const { lhr } = runnerResult;
    const unreadable = lhr.runtimeError || !Number.isFinite(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
    if (!unreadable || attempt === 2) return lhr;
    console.log(`${route}: Lighthouse could not measure this run (${lhr.runtimeError?.code ?? 'no LCP'}); running it again`);
  }
}

const results: RouteResult[] = [];
const reports: Record<string, unknown> = {};
const pad = (text: string | number, width: number) => String(text).padStart(width);
console.log(`\nLighthouse ${'mobile'} on ${routes.length} routes (${origin})\n`);
console.log(`${'route'.padEnd(36)} ${pad('perf', 4)} ${pad('a11y', 4)} ${pad('bp', 4)} ${pad('seo', 4)} ${pad('FCP', 7)} ${pad('LCP', 7)} ${pad('TBT', 6)} ${pad('CLS', 6)} ${pad('bytes', 9)}`);
try {
  for (const route of routes) {
    const lhr = await audit(route);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    const result: RouteResult = {
      path: route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      bytes: metric('total-byte-weight'),
      failing,
    };
    results.push(result);
    reports[route] = { categories: lhr.categories, audits: Object.fromEntries(Object.entries(lhr.audits).map(([id, a]) => [id, { score: a.score, numericValue: a.numericValue, displayValue: a.displayValue }])) };
    console.log(
      `${route.padEnd(36)} ${pad(result.performance, 4)} ${pad(result.accessibility, 4)} ${pad(result.bestPractices, 4)} ${pad(result.seo, 4)} ` +
        `${pad((result.fcp / 1000).toFixed(2) + 's', 7)} ${pad((result.lcp / 1000).toFixed(2) + 's', 7)} ${pad(Math.round(result.tbt) + 'ms', 6)} ` +
        `${pad(result.cls.toFixed(3), 6)} ${pad(kb(result.bytes), 9)}${failing.length ? `  ✗ ${failing.join(', ')}` : ''}`,
    );
  }
} finally {
  await chrome.kill();
  server.close();
}

const worst = {
  performance: Math.min(...results.map((r) => r.performance)),
  accessibility: Math.min(...results.map((r) => r.accessibility)),
  bestPractices: Math.min(...results.map((r) => r.bestPractices)),
  seo: Math.min(...results.map((r) => r.seo)),
  fcp: Math.max(...results.map((r) => r.fcp)),
  lcp: Math.max(...results.map((r) => r.lcp)),
  tbt: Math.max(...results.map((r) => r.tbt)),
  cls: Math.max(...results.map((r) => r.cls)),
  bytes: Math.max(...results.map((r) => r.bytes)),
};
console.log(
  `\nworst of ${results.length}: performance ${worst.performance}, accessibility ${worst.accessibility}, best practices ${worst.bestPractices}, SEO ${worst.seo}; ` +
    `FCP ${(worst.fcp / 1000).toFixed(2)} s, LCP ${(worst.lcp / 1000).toFixed(2)} s, TBT ${Math.round(worst.tbt)} ms, CLS ${worst.cls.toFixed(3)}, ${kb(worst.bytes)} transferred`,
);

const entry = entrySizes(distDir);
const pages = pageDataSizes(distDir);
const lazy = lazyChunkSizes(distDir);
console.log(`\nentry JavaScript: ${kb(entry.gzip)} gzip (${entry.files.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')})`);
console.log(`page data: largest ${kb(pages[0]?.gzip ?? 0)} gzip (${pages[0]?.file}), ${pages.length} files`);
console.log(`lazy chunks: ${lazy.map((f) => `${path.basename(f.file)} ${kb(f.gzip)}`).join(', ')}`);

// Each target, met or not, with the routes that miss it.
const checks: Array<[string, (r: RouteResult) => boolean]> = [
  [`performance ≥ ${T.performance}`, (r) => r.performance >= T.performance],
  [`accessibility ${T.accessibility}`, (r) => r.accessibility >= T.accessibility],
  [`best practices ${T.bestPractices}`, (r) => r.bestPractices >= T.bestPractices],
  [`SEO ${T.seo}`, (r) => r.seo >= T.seo],
  [`LCP ≤ ${T.lcp / 1000} s`, (r) => r.lcp <= T.lcp],
  [`TBT ≤ ${T.tbt} ms`, (r) => r.tbt <= T.tbt],
  [`CLS ≤ ${T.cls}`, (r) => r.cls <= T.cls],
  [`≤ ${T.bytes / 1024} KB transferred`, (r) => r.bytes <= T.bytes],
];
console.log('\ntargets:');
for (const [name, ok] of checks) {
  const missed = results.filter((r) => !ok(r));
  const where = missed.map((r) => (r.failing.length ? `${r.path} (failing: ${r.failing.join(', ')})` : r.path));
  console.log(`${missed.length ? '✖' : '✔'} ${name}${missed.length ? ` — missed on ${where.join(', ')}` : ''}`);
}
console.log(`${entry.gzip <= ENTRY_GZIP_BUDGET ? '✔' : '✖'} entry JavaScript ≤ ${ENTRY_GZIP_BUDGET / 1024} KB gzip (${entry.gzip} B)`);
const largestPage = pages[0]?.gzip ?? 0;
console.log(`${largestPage <= PAGE_DATA_GZIP_BUDGET ? '✔' : '✖'} page data ≤ ${PAGE_DATA_GZIP_BUDGET / 1024} KB gzip (largest ${largestPage} B)`);

fs.mkdirSync(outDir, { recursive: true });
const reportFile = path.join(outDir, 'lighthouse.json');
fs.writeFileSync(reportFile, JSON.stringify({ date: new Date().toISOString(), origin, results, worst, entry, pages, lazy, reports }, null, 2));
console.log(`\nfull report: ${path.relative(process.cwd(), reportFile)}`);
