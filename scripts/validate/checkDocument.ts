import { walkDocument } from './documentStrings.ts';
import { findingList, type Finding } from './issue.ts';
import { syntaxFindings } from './jsonSyntax.ts';
import { readContentFile } from './readContentFile.ts';
import type { BlockFacts } from './options.ts';
import { checkAnchors } from './rules/anchorsRule.ts';
import { checkContentTokens } from './rules/contentTokensRule.ts';
import { checkDuplicateKeys } from './rules/duplicateKeysRule.ts';
import { blocksOf, fieldOf, type ContentDocument, type DocumentKind } from './rules/contentDocument.ts';
import { checkExampleCopy } from './rules/exampleCopyRule.ts';
import { checkFilledAddresses, siteTokenValues } from './rules/filledAddressesRule.ts';
import { exampleCopyOf } from './rules/exampleCopyIndexCache.ts';
import { checkImagePaths, type ImageChecker } from './rules/imagePathsRule.ts';
import { checkInvisibleControls } from './rules/invisibleControlRule.ts';
import { checkPageHeading } from './rules/pageHeadingRule.ts';
import { checkPlaceholderCopy } from './rules/placeholderCopyRule.ts';
import { canonicalTargetsIn, routeTargetsIn, type RouteTarget } from './rules/routeTargetsRule.ts';
import { checkSchema } from './rules/schemaRule.ts';
import { checkSchemaPath } from './rules/schemaPathRule.ts';
import { checkSiteReferences } from './rules/siteReferencesRule.ts';
import type { SchemaValidator } from './schemaValidator.ts';

/** What the per-document rules need besides the document. */
export interface DocumentEnv {
  validator: SchemaValidator;
  schemaDir: string;
  images: ImageChecker;
  blocks: ReadonlyArray<BlockFacts>;
  /** site.json's data, for block fields that name its entries (undefined if it did not parse). */
  site: unknown;
  /** Text to check in place of a file's (see ValidateOptions.overrides). */
  overrides?: ReadonlyMap<string, string>;
}

/**
 * One content file after the rules that need only that file, with what the cross-file rules need
 * from it: its anchors, its links into the site, its title and description. Plain data, so a
 * worker thread can send it back.
 */
export interface DocumentSummary {
  file: string;
  kind: DocumentKind;
  id?: string;
  parsed: boolean;
  findings: Finding[];
  blockCount: number;
  anchors: string[];
  targets: RouteTarget[];
  meta: { title?: unknown; description?: unknown };
  /**
   * Made by pageFacts: the page was read for what the rules that compare pages need, and not
   * checked (its findings are none of its own).
   */
  factsOnly?: true;
}

/**
 * Reads, parses and checks one content file. `data` is its parsed value (undefined if it does not
 * parse), kept apart from the summary so callers that need only the summary (pages, ten thousand
 * of them) let it go at once.
 */
export function checkDocument(
  file: string,
  kind: DocumentKind,
  env: DocumentEnv,
  id?: string,
): { summary: DocumentSummary; data: unknown } {
  const base = { file, kind, ...(id === undefined ? {} : { id }) };
  const { text, findings: readFindings } = readContentFile(file, env.overrides?.get(file));
  const unparsed = (findings: Finding[]) => ({
    summary: { ...base, parsed: false, findings, blockCount: 0, anchors: [], targets: [], meta: {} },
    data: undefined,
  });
  if (text === undefined) return unparsed(readFindings);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return unparsed([...readFindings, ...syntaxFindings(text)]);
  }
  const { strings, keys } = walkDocument(data);
  const document: ContentDocument = { ...base, data, strings };
  const { findings, report } = findingList();
  findings.push(...readFindings);
  checkDuplicateKeys(text, keys, report);
  checkSchemaPath(document, env.schemaDir, report);
  checkSchema(document, env.validator, report);
  checkFilledAddresses(document, env.validator, siteTokenValues(kind === 'site' ? data : env.site), findings, report);
  checkContentTokens(document.strings, report);
  checkInvisibleControls(document.strings, report);
  checkImagePaths(document.strings, env.images, report);
  if (kind !== 'routes') checkPlaceholderCopy(document.strings, report);

  // A link already reported (say, a navigate target the schema rejects) is not checked as a route too.
  const rejected = new Set(findings.map((finding) => finding.pointer));
  const summary: DocumentSummary = { ...base, parsed: true, findings, blockCount: 0, anchors: [], targets: [], meta: {} };
  if (kind === 'site') {
    summary.targets = routeTargetsIn(document.strings, 'href', rejected);
  }
  if (kind !== 'page') return { summary, data };

  summary.anchors = [...checkAnchors(document, report)];
  checkPageHeading(document, env.blocks, report);
  checkSiteReferences(document, env.blocks, env.site, report);
  checkExampleCopy(data, exampleCopyOf(env), report);
  summary.targets = [...routeTargetsIn(document.strings, 'navigate', rejected), ...canonicalTargetsIn(document.strings, rejected)];
  summary.blockCount = blocksOf(data).length;
  const meta = fieldOf(data, 'meta');
  summary.meta = { title: fieldOf(meta, 'title'), description: fieldOf(meta, 'description') };
  return { summary, data };
}

/**
 * What the rules that compare pages need from a page file, without checking it: its anchors, its
 * links into the site, its title and description, as checkDocument gives them. The page editor's
 * Save reads the pages it has no summary of so, and leaves their own rules to the check of the
 * whole site that follows it: another page's own issues are the same with or without the page
 * being saved (its rules read only that page, the schemas, site.json and public/), so they can
 * never be the new ones that stop a save. One difference: a link the page's own rules would reject
 * (and checkDocument so leaves out) is checked as a route too.
 */
export function pageFacts(file: string, id: string): DocumentSummary {
  const summary: DocumentSummary = {
    file,
    kind: 'page',
    id,
    parsed: false,
    findings: [],
    blockCount: 0,
    anchors: [],
    targets: [],
    meta: {},
    factsOnly: true,
  };
  const { text } = readContentFile(file);
  if (text === undefined) return summary;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return summary;
  }
  const { strings } = walkDocument(data);
  const none = new Set<string>();
  summary.parsed = true;
  summary.anchors = [...checkAnchors({ kind: 'page', file, id, data, strings }, () => undefined)];
  summary.targets = [...routeTargetsIn(strings, 'navigate', none), ...canonicalTargetsIn(strings, none)];
  summary.blockCount = blocksOf(data).length;
  const meta = fieldOf(data, 'meta');
  summary.meta = { title: fieldOf(meta, 'title'), description: fieldOf(meta, 'description') };
  return summary;
}
