import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { validateContent, type Issue, type ValidateOptions } from '../../scripts/validate/validateContent.ts';
import type { IssueCode } from '../../scripts/validate/catalogue/index.ts';
import { SCHEMA_DIR } from '../../scripts/lib/site/paths.ts';
import { baseContent, positionOf, writeContent } from './contentFixture.ts';

/** What the validate tests share: the fixture site written to a folder of its own, varied, validated, and its issues found. */

/** A content file as JSON, to vary freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests vary any part of any file, as the test files' own rules allow
export type Json = Record<string, any>;

/** The card grid's own example from its schema: a valid block to vary. */
export const cardGridExample = (): Json =>
  (JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, 'blocks/card-grid.schema.json'), 'utf8')) as { examples: Json[] }).examples[0]!;

/**
 * The temporary folder sits outside the repository, so its '$schema' paths are rewritten to point
 * at the real schema folder (as a page in pages/ would).
 */
export function materialise(mutate: (files: Record<string, Json>) => void = () => {}): string {
  const files = baseContent() as Record<string, Json>;
  mutate(files);
  const pagesDir = writeContent(files);
  for (const name of Object.keys(files)) {
    const file = path.join(pagesDir, name);
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (typeof json.$schema === 'string') {
      const schemaName = path.basename(json.$schema);
      json.$schema = path.relative(path.dirname(file), path.join(SCHEMA_DIR, schemaName));
      fs.writeFileSync(file, JSON.stringify(json, null, 2) + '\n');
    }
  }
  return pagesDir;
}

export async function issuesFor(
  mutate: (files: Record<string, Json>) => void,
  options: ValidateOptions = {},
): Promise<{ issues: Issue[]; pagesDir: string }> {
  const pagesDir = materialise(mutate);
  const { issues } = await validateContent({ pagesDir, skipTypes: true, ...options });
  return { issues, pagesDir };
}

export const listed = (issues: Issue[]) =>
  issues.map((i) => `${path.basename(i.file)}:${i.line}:${i.col} ${i.pointer} [${i.code}] ${i.message}`).join('\n');

/**
 * The one issue with this code at this pointer, in this file, at the first occurrence of `needle`
 * (or at `position`). Returns it for any further check.
 */
export function expectIssue(
  issues: Issue[],
  code: IssueCode,
  file: string,
  pointer: string,
  at: string | { line: number; col: number },
): Issue {
  const matches = issues.filter((issue) => issue.code === code && issue.pointer === pointer && issue.file === file);
  expect(matches, `expected one [${code}] at ${path.basename(file)} ${pointer}; got:\n${listed(issues)}`).toHaveLength(1);
  const issue = matches[0]!;
  expect({ line: issue.line, col: issue.col }).toEqual(typeof at === 'string' ? positionOf(file, at) : at);
  return issue;
}

/** The line and column of the character at `offset` in `text`, as validate gives them. */
export function positionOfOffset(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, col: offset - before.lastIndexOf('\n') };
}
