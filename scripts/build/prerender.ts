import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest as ViteManifest } from 'vite';
import type { ServerRenderer } from '../../engine/server';
import { PAGE_HTML_BUDGET } from '../lib/output/budgets.ts';
import type { BuildState } from './buildCache.ts';
import { pageKey } from './buildCache.ts';
import { replaceFile, writeWithCompressed } from '../lib/output/compress.ts';
import { loadContent, pageDataFor, type ContentLayer } from '../lib/site/contentStore.ts';
import { bootEntryOf } from '../lib/pages/htmlTemplate.ts';
import { structuredDataJson } from '../lib/pages/pageHtml.ts';
import { inlineBootLoader } from '../lib/pages/inlineBootLoader.ts';
import { ASSETS_DIR, NOT_FOUND_FILE, pageFileOf } from '../lib/output/distLayout.ts';
import { createPageWriter, type PageJob, type PageWriterSettings } from './pageWriter.ts';
import { STYLESHEET_FILE } from '../lib/pages/pageStyles.ts';
import { configuredOrigins, withOrigins } from './securityHeaders.ts';
import { siteUrlFor } from '../lib/site/siteUrl.ts';
import { siteFacts } from '../lib/site/siteFacts.ts';
import { siteHeadersText } from './responseHeaders.ts';
import { PUBLIC_DIR } from '../lib/site/paths.ts';
import { SPECULATION_RULES_FILE, speculationRules } from '../../engine/navigation/speculationRules.ts';
import { startWorkerPool } from '../lib/processes/workerPool.ts';
import { ownValue } from '../../engine/content/ownValue.ts';

export interface PrerenderOptions {
  /** Where the pages are written: the build's staging folder (publishDist.ts), which becomes dist/. */
  distDir: string;
  /** The Vite manifest of the bundles in `distDir` (kept outside it: viteChunks.ts). */
  viteManifest: ViteManifest;
  /** The built site server entry, which exports `renderer` (see engine/server.tsx). */
  serverEntry: string;
  /** Vite's index.html (the page template). */
  template: string;
  /** The site entry's island kit module, as the Vite manifest names it ('blocks/islandKit.ts'). */
  islandKitModule: string;
  /** Content the site entry adds (the test build's fixture pages). */
  layer?: ContentLayer;
  pagesDir?: string;
  /** See buildFingerprint: part of every page's key. */
  fingerprint: string;
  /** The last build's state when this one is incremental (the bundles are the last build's); null for a full build. */
  previous: BuildState | null;
  /** Render in worker threads: 'auto' (when there are enough pages to be worth it), 'always' or 'never'. */
  workers?: 'auto' | 'always' | 'never';
  /** The most bytes of HTML a page may have (default: PAGE_HTML_BUDGET). */
  htmlBudget?: number;
}

/** A page the build did not write because its HTML is over the budget. */
export interface PageOverBudget {
  /** The route it is for ('/about'), or 'the not-found page (404.html)'. */
  page: string;
  bytes: number;
}

export interface PrerenderResult {
  /** Pages of the site (routes and 404.html). */
  pages: number;
  /** Files written (pages whose key changed, sitemap, robots.txt when changed). */
  written: number;
  /** Pages and files of earlier builds removed because their route is gone. */
  removed: number;
  ms: number;
  state: BuildState;
  /** Pages over the HTML budget, left unwritten: the build fails when there is any. */
  overBudget: PageOverBudget[];
}

/** What a prerender worker (prerenderWorker.ts) reports for a batch of pages. */
export interface BatchReport {
  written: number;
  /** Output file → the stylesheet it links. */
  stylesheets: Record<string, string>;
  /** Output file → its size, for the pages over the HTML budget (not written). */
  overBudget: Record<string, number>;
}

/** Pages per message to a worker: big enough to keep messaging cheap, small enough to share the work evenly. */
const BATCH = 40;
/** Below this many pages, starting workers costs more than it saves. */
const WORKER_THRESHOLD = 60;

const WORKER_MODULE = new URL('./prerenderWorker.ts', import.meta.url);

/** How a page is named to the author: by its route, or as the not-found page. */
function pageName(job: PageJob): string {
  return job.file === NOT_FOUND_FILE ? `the not-found page (${NOT_FOUND_FILE})` : job.data.path;
}

/**
 * Renders and writes `jobs` on every core, each worker loading the server entry once; notes each
 * page's linked stylesheet, and the pages over the HTML budget (by output file → size).
 */
async function writeInWorkers(
  jobs: PageJob[],
  settings: PageWriterSettings,
  stylesheets: Record<string, string>,
  overBudget: Record<string, number>,
): Promise<number> {
  const batches: PageJob[][] = [];
  for (let i = 0; i < jobs.length; i += BATCH) batches.push(jobs.slice(i, i + BATCH));
  const pool = startWorkerPool<PageJob[], BatchReport>(WORKER_MODULE, {
    threads: Math.min(os.availableParallelism(), batches.length),
    data: settings,
  });
  let written = 0;
  try {
    for (const report of await Promise.all(batches.map((batch) => pool.run(batch)))) {
      written += report.written;
      Object.assign(stylesheets, report.stylesheets);
      Object.assign(overBudget, report.overBudget);
    }
  } finally {
    await pool.close();
  }
  return written;
}

/**
 * Writes static HTML for every routed path and 404.html, then sitemap.xml and robots.txt. Pages
 * render in parallel on every core. On an incremental build only pages whose key (the build's
 * fingerprint and the page's data) changed are rendered again; the others stay byte for byte, and
 * the pages of routes that are gone are removed.
 */
export async function prerender(options: PrerenderOptions): Promise<PrerenderResult> {
  const { distDir, serverEntry, template, islandKitModule, layer, pagesDir, fingerprint, previous, workers = 'auto' } = options;
  const htmlBudget = options.htmlBudget ?? PAGE_HTML_BUDGET;
  const started = performance.now();
  const { renderer } = (await import(pathToFileURL(serverEntry).href)) as { renderer: ServerRenderer };
  const content = loadContent({ layer, pagesDir });
  const siteUrl = siteUrlFor(content.site);
  const bootLoader = await inlineBootLoader(bootEntryOf(template));
  const settings: PageWriterSettings = {
    distDir,
    serverEntry,
    template,
    viteManifest: options.viteManifest,
    islandKitModule,
    siteUrl,
    bootLoaderTag: bootLoader.tag,
    jsonLd: structuredDataJson(renderer, siteUrl),
    htmlBudget,
  };

  const state: BuildState = { fingerprint, pages: {}, stylesheets: {} };
  const jobs: PageJob[] = [];
  const paths = content.manifest.allPaths();
  const consider = (file: string, data: PageJob['data']) => {
    const key = pageKey(fingerprint, data);
    state.pages[file] = key;
    if (previous?.pages[file] === key && fs.existsSync(path.join(distDir, file))) {
      const stylesheet = previous.stylesheets?.[file];
      if (stylesheet) state.stylesheets[file] = stylesheet;
      return;
    }
    jobs.push({ file, data });
  };
  for (const routePath of paths) consider(pageFileOf(routePath), pageDataFor(content, routePath));
  // '/404' is never a route (routePaths.ts keeps it free), so it resolves to the not-found page.
  consider(NOT_FOUND_FILE, pageDataFor(content, '/404'));

  let written = 0;
  const overBudgetFiles: Record<string, number> = {};
  const inWorkers = workers === 'always' || (workers === 'auto' && jobs.length >= WORKER_THRESHOLD);
  if (inWorkers && jobs.length) written = await writeInWorkers(jobs, settings, state.stylesheets, overBudgetFiles);
  else {
    const write = await createPageWriter(settings);
    for (const job of jobs) {
      const page = await write(job);
      if (page.written) written++;
      if (page.stylesheet) state.stylesheets[job.file] = page.stylesheet;
      if (page.overBudget !== undefined) overBudgetFiles[job.file] = page.overBudget;
    }
  }
  const overBudget = jobs
    .filter((job) => Object.hasOwn(overBudgetFiles, job.file))
    .map((job) => ({ page: pageName(job), bytes: ownValue(overBudgetFiles, job.file)! }));

  // The sitemap lists each indexable page once, at its canonical address.
  const canonical = new Set<string>();
  for (const routePath of paths) {
    const data = pageDataFor(content, routePath);
    if (!data.notFound && !data.page.meta.noindex && data.canonicalPath) canonical.add(data.canonicalPath);
  }
  const urls = [...canonical].map((p) => `  <url><loc>${siteUrl}${p === '/' ? '/' : p}</loc></url>`).join('\n');
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  if (writeWithCompressed(path.join(distDir, 'sitemap.xml'), sitemap, distDir)) written++;
  // Named by every page's Speculation-Rules header (scripts/build/_headers), with its content type there.
  if (writeWithCompressed(path.join(distDir, SPECULATION_RULES_FILE), `${JSON.stringify(speculationRules())}\n`, distDir)) written++;
  if (writeWithCompressed(path.join(distDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`, distDir))
    written++;

  // A full build writes the engine's headers and the site's own (responseHeaders.ts), the policy
  // allowing the origins the site declares and, by its hash, the inline loader: the one inline script.
  if (!previous) {
    const origins = configuredOrigins(siteFacts.origins?.(process.env));
    origins.script.unshift(bootLoader.hash);
    replaceFile(path.join(distDir, '_headers'), withOrigins(siteHeadersText(PUBLIC_DIR), origins));
  }

  let removed = 0;
  for (const file of Object.keys(previous?.pages ?? {})) {
    if (Object.hasOwn(state.pages, file)) continue;
    for (const suffix of ['', '.gz', '.br']) fs.rmSync(path.join(distDir, file + suffix), { force: true });
    removeEmptyFolders(path.dirname(path.join(distDir, file)), distDir);
    removed++;
  }
  removed += removeUnlinkedStylesheets(distDir, new Set(Object.values(state.stylesheets)));
  return { pages: paths.length + 1, written, removed, ms: performance.now() - started, state, overBudget };
}

/** Page stylesheets no page links any more (its CSS changed, or it went inline, or it is gone). */
function removeUnlinkedStylesheets(distDir: string, linked: Set<string>): number {
  const assets = path.join(distDir, ASSETS_DIR);
  if (!fs.existsSync(assets)) return 0;
  let removed = 0;
  for (const name of fs.readdirSync(assets)) {
    const file = `${ASSETS_DIR}/${name}`;
    if (!STYLESHEET_FILE.test(file) || linked.has(file)) continue;
    for (const suffix of ['', '.gz', '.br']) fs.rmSync(path.join(distDir, file + suffix), { force: true });
    removed++;
  }
  return removed;
}

function removeEmptyFolders(dir: string, stopAt: string): void {
  let current = dir;
  while (current.startsWith(stopAt + path.sep) && fs.existsSync(current) && fs.readdirSync(current).length === 0) {
    fs.rmdirSync(current);
    current = path.dirname(current);
  }
}
