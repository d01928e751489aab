import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteTokenValues } from './rules/filledAddressesRule.ts';
import { listPageFiles } from '../lib/site/contentStore.ts';
import { PAGES_DIR, siteFoldersOf, TYPES_FILE } from '../lib/site/paths.ts';
import { routesSchemaFileFor } from '../lib/schemas/routesSchema.ts';
import { readSchemaFiles } from '../lib/schemas/schemas.ts';
import { defaultBlockFacts } from './blockFacts.ts';
import { checkDocument, pageFacts, type DocumentEnv, type DocumentSummary } from './checkDocument.ts';
import { FindingsByFile } from './findingsByFile.ts';
import { compareIssues, type Issue } from './issue.ts';
import { locateIssues } from './locateIssues.ts';
import type { ValidateOptions } from './options.ts';
import { PageCheckRun } from './parallel/pageCheckRun.ts';
import { checkPages, type PageCheckSetup } from './parallel/pageChecker.ts';
import type { PageEntry } from './parallel/pageChunks.ts';
import { checkContentLinks } from './rules/contentLinksRule.ts';
import { checkDuplicateMeta } from './rules/duplicateMetaRule.ts';
import { checkGeneratedFiles } from './rules/generatedFilesRule.ts';
import { ImageChecker } from './rules/imagePathsRule.ts';
import { checkManifest, routesOf } from './rules/manifestRule.ts';
import { checkPublicFiles } from './rules/publicFilesRule.ts';
import { RouteIndex } from './rules/routeTargetsRule.ts';
import { checkRoutesSchema } from './rules/routesSchemaRule.ts';
import { checkSchemaExamples } from './rules/schemaExamplesRule.ts';
import { schemaValidatorFor } from './sharedSchemaValidator.ts';
import { fileStamp } from './summaryCache.ts';

export type { Issue } from './issue.ts';
export type { BlockFacts, ValidateOptions } from './options.ts';

export interface ValidateResult {
  issues: Issue[];
  pages: number;
  /** The pages checked in this run: all of them, or with a summary cache only those that changed. */
  checked: number;
  /** The pages whose own rules did not run (otherPagesAsFacts): their issues are not in `issues`. */
  unchecked: number;
  routes: number;
  blocks: number;
  /** False when routes.json gives no routes: links and the routing of pages were not checked. */
  linksChecked: boolean;
}

/**
 * Below this many pages one thread is faster: a worker needs a few hundred milliseconds to start
 * and compile the schemas, about what the main thread takes to check two thousand pages.
 */
const PAGES_WORTH_A_WORKER = 2000;

/** Pages read for their facts (otherPagesAsFacts) between two turns of a responsive caller's event loop: some 25 ms. */
const PAGES_READ_AT_ONCE = 500;

/**
 * Checks every content file and reports all problems at once, each with file, line, column,
 * pointer and catalogue code. The rules live in rules/; this driver loads the files, runs the
 * per-file rules on each (pages shared between threads when there are many), then the rules that
 * compare files (routes, links, duplicate titles) and the check of public/ on the main thread.
 */
export async function validateContent(options: ValidateOptions = {}): Promise<ValidateResult> {
  const pagesDir = options.pagesDir ?? PAGES_DIR;
  const folders = siteFoldersOf(pagesDir);
  const schemaDir = options.schemaDir ?? folders.schemaDir;
  const publicDir = options.publicDir ?? folders.publicDir;
  const siteFile = path.join(pagesDir, 'site.json');
  const pageFiles = listPageFiles(pagesDir);

  const overrides = options.overrides;
  const setup: PageCheckSetup = {
    schemaDir,
    publicDir,
    blocks: options.blocks ?? defaultBlockFacts(),
    site: parsedOrUndefined(siteFile, overrides),
  };
  const schemaFiles = readSchemaFiles(schemaDir);

  // The pages to check: all of them, or with a cache those changed since it last saw them; of those,
  // with otherPagesAsFacts, only the ones in place of whose files a text is checked (the rest are read).
  const cache = options.summaryCache?.begin({ schemaFiles, site: setup.site, blocks: setup.blocks, publicDir });
  const factsWillDo = Boolean(cache && options.otherPagesAsFacts);
  const stamps = new Map<string, string | undefined>();
  const kept = new Map<string, DocumentSummary>();
  const toCheck: PageEntry[] = [];
  const toRead: PageEntry[] = [];
  for (const [id, file] of pageFiles) {
    if (!cache || overrides?.has(file)) {
      toCheck.push([id, file]);
      continue;
    }
    const stamp = fileStamp(file);
    const summary = cache.get(file, stamp);
    if (summary && (factsWillDo || !summary.factsOnly)) kept.set(file, summary);
    else {
      stamps.set(file, stamp);
      (factsWillDo ? toRead : toCheck).push([id, file]);
    }
  }
  for (const [index, [id, file]] of toRead.entries()) {
    // Thousands of files to read: the thread that answers requests answers them in between.
    if (options.responsive && index > 0 && index % PAGES_READ_AT_ONCE === 0) await new Promise((resolve) => setImmediate(resolve));
    const facts = pageFacts(file, id);
    kept.set(file, facts);
    cache?.set(file, stamps.get(file), facts);
  }
  // A text that replaces a file's (the page editor's draft) is checked on this thread, where the
  // text is; the other pages are shared with worker threads when there are enough of them.
  const replaced = toCheck.filter(([, file]) => overrides?.has(file));
  const fromDisk = toCheck.filter(([, file]) => !overrides?.has(file));

  // Workers start first: they boot while this thread compiles the schemas and checks the rest.
  const many = fromDisk.length >= PAGES_WORTH_A_WORKER;
  const threads = options.threads ?? (many ? os.availableParallelism() : 1);
  const pagesOnMainThread = options.pagesOnMainThread ?? !(options.responsive && many);
  const pageRun = PageCheckRun.start(fromDisk, { ...setup, background: options.responsive }, pagesOnMainThread ? threads - 1 : threads);

  const findings = new FindingsByFile();
  const validator = schemaValidatorFor(schemaFiles);
  const images = new ImageChecker(publicDir);
  await checkGeneratedFiles(schemaFiles, schemaDir, options.skipTypes ? null : (options.typesFile ?? TYPES_FILE), findings);
  checkSchemaExamples(schemaFiles, schemaDir, validator, images, findings);

  const env: DocumentEnv = { validator, schemaDir, images, blocks: setup.blocks, site: setup.site, ...(overrides ? { overrides } : {}) };
  const { summary: site } = checkDocument(siteFile, 'site', env);
  const { summary: routes, data: manifest } = checkDocument(path.join(pagesDir, 'routes.json'), 'routes', env);
  const checked = [...checkPages(replaced, env), ...(await pageRun.finish(env, { pagesOnMainThread }))];
  for (const summary of checked) {
    kept.set(summary.file, summary);
    if (stamps.has(summary.file)) cache?.set(summary.file, stamps.get(summary.file), summary);
  }
  cache?.keepOnly(new Set(pageFiles.values()));
  const pages = [...pageFiles.values()].map((file) => kept.get(file)!);
  const unchecked = pages.filter((page) => page.factsOnly).length;
  for (const summary of [site, routes, ...pages]) findings.add(summary.file, summary.findings);
  checkContentLinks(pagesDir, findings);
  // Kept apart: these are placed at 1:1 without reading the file (a key, a link to a folder or a pipe).
  const publicFindings = new FindingsByFile();
  checkPublicFiles(publicDir, publicFindings);

  const reportInPage = (id: string) => findings.reportIn(pageFiles.get(id)!);
  const routeList = routesOf(manifest);
  // A manifest that gives no routes (missing, not JSON, a BOM, {}) is one problem in routes.json:
  // checked against it, every link and every page would be reported too, burying that problem.
  const linksChecked = routes.parsed && routeList.length > 0;
  if (linksChecked) checkManifest(manifest, new Set(pageFiles.keys()), findings.reportIn(routes.file), reportInPage);
  const routesSchemaFile = options.routesSchemaFile === undefined ? routesSchemaFileFor(pagesDir, schemaDir) : options.routesSchemaFile;
  if (routesSchemaFile && linksChecked)
    checkRoutesSchema(
      routesSchemaFile,
      // Each path once, as gen:routes lists them: a path listed twice is reported in routes.json, not again here.
      [...new Set(routeList.map((route) => route.path))],
      findings.reportIn(routesSchemaFile),
    );
  if (linksChecked) {
    const index = new RouteIndex(routeList, new Map(pages.filter((p) => p.parsed).map((p) => [p.id!, new Set(p.anchors)])));
    for (const summary of [site, ...pages]) index.check(summary.targets, findings.reportIn(summary.file));
  }
  const tokens = siteTokenValues(setup.site);
  if (tokens) {
    checkDuplicateMeta(
      pages.map((p) => ({ id: p.id!, ...p.meta })),
      tokens,
      reportInPage,
    );
  }

  const issues = [
    ...[...findings.files()].flatMap(([file, list]) =>
      overrides?.has(file) ? locateIssues(file, list, overrides.get(file)) : locateIssues(file, list),
    ),
    ...[...publicFindings.files()].flatMap(([file, list]) => locateIssues(file, list, '')),
  ];
  issues.sort(compareIssues);
  return {
    issues,
    pages: pages.length,
    checked: toCheck.length,
    unchecked,
    routes: routeList.length,
    blocks: pages.reduce((sum, p) => sum + p.blockCount, 0),
    linksChecked,
  };
}

/** A JSON file's value, or undefined if it is missing or does not parse (its own check says why). */
function parsedOrUndefined(file: string, overrides?: ReadonlyMap<string, string>): unknown {
  try {
    return JSON.parse(overrides?.get(file) ?? fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
