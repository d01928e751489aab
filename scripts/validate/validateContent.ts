import path from 'node:path';
import { tokenValues } from '../../engine/content/tokens.ts';
import { listPageFiles } from '../lib/contentStore.ts';
import { PAGES_DIR, PUBLIC_DIR, SCHEMA_DIR, TYPES_FILE } from '../lib/paths.ts';
import { readSchemaFiles } from '../lib/schemas.ts';
import { defaultBlockFacts } from './blockFacts.ts';
import { checkDocument, type DocumentEnv, type DocumentSummary } from './checkDocument.ts';
import { FindingsByFile } from './findingsByFile.ts';
import { compareIssues, type Issue } from './issue.ts';
import { locateIssues } from './locateIssues.ts';
import type { ValidateOptions } from './options.ts';
import { checkDuplicateMeta } from './rules/duplicateMetaRule.ts';
import { checkGeneratedFiles } from './rules/generatedFilesRule.ts';
import { ImageChecker } from './rules/imagePathsRule.ts';
import { checkManifest, routesOf } from './rules/manifestRule.ts';
import { RouteIndex } from './rules/routeTargetsRule.ts';
import { checkSchemaExamples } from './rules/schemaExamplesRule.ts';
import { createSchemaValidator } from './schemaValidator.ts';

export type { Issue } from './issue.ts';
export type { BlockFacts, ValidateOptions } from './options.ts';

export interface ValidateResult {
  issues: Issue[];
  pages: number;
  routes: number;
  blocks: number;
}

/**
 * Checks every content file and reports all problems at once, each with file, line, column,
 * pointer and catalogue code. The rules live in rules/; this driver loads the files, runs the
 * per-file rules on each, then the rules that compare files (routes, links, duplicate titles).
 */
export async function validateContent(options: ValidateOptions = {}): Promise<ValidateResult> {
  const pagesDir = options.pagesDir ?? PAGES_DIR;
  const schemaDir = options.schemaDir ?? SCHEMA_DIR;
  const findings = new FindingsByFile();

  const schemaFiles = readSchemaFiles(schemaDir);
  const validator = createSchemaValidator(schemaFiles);
  const images = new ImageChecker(options.publicDir ?? PUBLIC_DIR);
  await checkGeneratedFiles(schemaFiles, schemaDir, options.skipTypes ? null : (options.typesFile ?? TYPES_FILE), findings);
  checkSchemaExamples(schemaFiles, schemaDir, validator, images, findings);

  const env: DocumentEnv = { validator, schemaDir, images, blocks: options.blocks ?? defaultBlockFacts(), site: undefined };
  const site = checkDocument(path.join(pagesDir, 'site.json'), 'site', env);
  env.site = site.data;
  const routes = checkDocument(path.join(pagesDir, 'routes.json'), 'routes', env);
  const pageFiles = listPageFiles(pagesDir);
  const pages: DocumentSummary[] = [...pageFiles].map(([id, file]) => checkDocument(file, 'page', env, id));
  for (const summary of [site, routes, ...pages]) findings.add(summary.file, summary.findings);

  const reportInPage = (id: string) => findings.reportIn(pageFiles.get(id)!);
  if (routes.parsed) checkManifest(routes.data, new Set(pageFiles.keys()), findings.reportIn(routes.file), reportInPage);
  const routeList = routesOf(routes.data);
  const index = new RouteIndex(routeList, new Map(pages.filter((p) => p.parsed).map((p) => [p.id!, new Set(p.anchors)])));
  for (const summary of [site, ...pages]) index.check(summary.targets, findings.reportIn(summary.file));
  const siteData = site.data as Parameters<typeof tokenValues>[0] | undefined;
  if (siteData?.brand && siteData.contact) {
    checkDuplicateMeta(pages.map((p) => ({ id: p.id!, ...p.meta })), tokenValues(siteData), reportInPage);
  }

  const issues = [...findings.files()].flatMap(([file, list]) => locateIssues(file, list));
  issues.sort(compareIssues);
  return { issues, pages: pages.length, routes: routeList.length, blocks: pages.reduce((sum, p) => sum + p.blockCount, 0) };
}
