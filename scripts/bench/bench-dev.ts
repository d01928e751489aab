/**
 * npm run bench:dev — how soon an edit shows in the dev server (the one-runtime issue asks for 1 s):
 * a page file's text, a block schema, a block's component, and a mistake that validate's overlay
 * must name. It starts the real dev server (vite) on a copy of pages/, keeps the page open in
 * Chromium, writes the change, and times from the write to the moment the open page shows it: the
 * new h1's first paint (the reloaded document's first-contentful-paint), or validate's overlay on
 * screen. Each run is a fresh Chromium with an empty profile, BENCH_RUNS runs per edit (3 by
 * default); it prints each edit's median and min–max next to the goal, and writes the runs to
 * bench-results/dev-<time>.json. Schema and component edits are made in the tree and put back
 * (after each run, on an error, on Ctrl+C or a kill signal). No CPU or network slowdown: this is
 * the author's own machine. Measure on a quiet machine.
 *
 *   npm run bench:dev
 *   BENCH_RUNS=5 npm run bench:dev
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { BENCH_PAGE, devEdits, type DevEdit } from './devEdits.ts';
import { spread, type Spread } from './inpStats.ts';
import { CHROMIUM_ARGS, systemChromium } from '../lib/processes/browser.ts';
import { startDevServer } from '../lib/processes/devServer.ts';
import { PAGES_DIR, ROOT } from '../lib/site/paths.ts';

/** The goal: an edit shows in the browser within 1 s. */
const GOAL_MS = 1000;
/** The longest a run waits for the page to show an edit before it counts as failed. */
const WAIT_MS = 20_000;
const runsPerEdit = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

// A copy of pages/ beside it (so every "$schema" path still reaches schema/), for the page edits.
const pagesDir = path.join(ROOT, `.tmp-bench-dev-${process.pid}`);
fs.cpSync(PAGES_DIR, pagesDir, { recursive: true });
const originals = new Map<string, string>();
const putBack = () => {
  for (const [file, text] of originals) fs.writeFileSync(file, text);
  originals.clear();
};
const cleanUp = () => {
  putBack();
  fs.rmSync(pagesDir, { recursive: true, force: true });
};
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const)
  process.once(signal, () => {
    cleanUp();
    process.exit(code);
  });

/** Opens the bench page with the dev server's live connection up, and waits until nothing loads. */
async function openPage(browser: Browser, base: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const connected = page.waitForEvent('console', { predicate: (message) => message.text().includes('[vite] connected'), timeout: WAIT_MS });
  await page.goto(`${base}${BENCH_PAGE.path}`);
  await connected;
  await page.waitForLoadState('networkidle');
  return page;
}

/** When (ms since the epoch) the reloaded page showed the edit; throws if it shows something else. */
async function shownAt(page: Page, edit: DevEdit, run: number): Promise<number> {
  await page.waitForEvent('load', { timeout: WAIT_MS });
  if ('overlay' in edit.shows) {
    const handle = await page.waitForFunction(
      (source) => {
        const overlay = document.querySelector('[aria-label="Content problems"]');
        return overlay && new RegExp(source).test(overlay.textContent ?? '') ? performance.timeOrigin + performance.now() : null;
      },
      edit.shows.overlay.source,
      { polling: 'raf', timeout: WAIT_MS },
    );
    return (await handle.jsonValue()) as number;
  }
  // A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
  const { paintedAt, heading } = (await page.evaluate(`new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const paint = list.getEntriesByName('first-contentful-paint')[0];
      if (paint) resolve({ paintedAt: performance.timeOrigin + paint.startTime, heading: document.querySelector('h1')?.textContent ?? '' });
    }).observe({ type: 'paint', buffered: true });
  })`)) as { paintedAt: number; heading: string };
  const expected = edit.shows.heading(run);
  if (heading !== expected) throw new Error(`the page showed the h1 "${heading}", not "${expected}"`);
  return paintedAt;
}

/** One run: a fresh Chromium on the page, the edit written, the time until the page shows it. */
async function runEdit(base: string, edit: DevEdit, run: number): Promise<number> {
  const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS });
  const file = edit.file(pagesDir);
  try {
    const page = await openPage(browser, base);
    const text = fs.readFileSync(file, 'utf8');
    originals.set(file, text);
    const shown = shownAt(page, edit, run);
    const writtenAt = Date.now();
    fs.writeFileSync(file, edit.change(text, run));
    const ms = (await shown) - writtenAt;
    // Put the file back and let the page reload from that too, so the next run starts from quiet.
    const reloaded = page.waitForEvent('load', { timeout: WAIT_MS });
    putBack();
    await reloaded;
    await page.waitForLoadState('networkidle');
    return ms;
  } finally {
    putBack();
    await browser.close();
  }
}

const edits = devEdits(pagesDir);
const results: Array<{ edit: DevEdit; runs: number[]; errors: string[]; spread: Spread | null }> = [];
const server = await startDevServer({ pagesDir, label: 'bench-dev', ready: BENCH_PAGE.path });
try {
  console.log(
    `\nDev server edits (${server.base}), ${runsPerEdit} runs each, each in a fresh Chromium; ms from the write to the page showing it\n`,
  );
  for (const edit of edits) {
    const runs: number[] = [];
    const errors: string[] = [];
    for (let run = 0; run < runsPerEdit; run++) {
      try {
        const ms = await runEdit(server.base, edit, run);
        runs.push(ms);
        console.log(`  ${edit.name} run ${run + 1}/${runsPerEdit}: ${Math.round(ms)} ms`);
      } catch (error) {
        errors.push(error instanceof Error ? error.message.split('\n')[0]! : String(error));
        console.log(`  ${edit.name} run ${run + 1}/${runsPerEdit}: ✖ ${errors.at(-1)}`);
      }
    }
    results.push({ edit, runs, errors, spread: spread(runs) });
  }
} finally {
  server.stop();
  cleanUp();
}

const nameWidth = Math.max(...results.map((r) => r.edit.name.length));
console.log(`\n${'edit'.padEnd(nameWidth)}  ${'ms (min–max)'.padEnd(20)}  goal`);
let allMet = true;
for (const { edit, spread: s, errors } of results) {
  const met = s !== null && !errors.length && s.median <= GOAL_MS;
  allMet &&= met;
  const figure = s ? `${Math.round(s.median)} (${Math.round(s.min)}–${Math.round(s.max)})` : '—';
  console.log(
    `${edit.name.padEnd(nameWidth)}  ${figure.padEnd(20)}  ≤ ${GOAL_MS} ms  ${met ? '✔' : '✖'}${errors.length ? `  ${errors.length} failed: ${errors[0]}` : ''}`,
  );
  console.log(`${' '.repeat(nameWidth)}  ${edit.description}`);
}

const outDir = path.join(ROOT, 'bench-results');
fs.mkdirSync(outDir, { recursive: true });
const reportFile = path.join(outDir, `dev-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(
  reportFile,
  JSON.stringify(
    { date: new Date().toISOString(), goalMs: GOAL_MS, results: results.map(({ edit, ...rest }) => ({ name: edit.name, ...rest })) },
    null,
    2,
  ),
);
console.log(`\nRuns written to ${path.relative(ROOT, reportFile)}`);
if (!allMet) process.exitCode = 1;
