import type { IssueKind } from './define.ts';
import { phoneIssues } from './phoneIssues.ts';
import { copyIssues } from './copyIssues.ts';
import { fileIssues } from './fileIssues.ts';
import { generatedIssues } from './generatedIssues.ts';
import { imageIssues } from './imageIssues.ts';
import { linkIssues } from './linkIssues.ts';
import { manifestIssues } from './manifestIssues.ts';
import { pageIssues } from './pageIssues.ts';
import { publicIssues } from './publicIssues.ts';
import { routePathIssues } from './routePathIssues.ts';
import { schemaIssues } from './schemaIssues.ts';
import { syntaxIssues } from './syntaxIssues.ts';

/**
 * Every kind of issue `npm run validate` can report, by code, in the order the docs table lists
 * them: files that cannot be read and syntax first (nothing else is checked in such a file), then the schemas,
 * then the site's own rules.
 */
export const catalogue = {
  ...fileIssues,
  ...syntaxIssues,
  ...schemaIssues,
  ...routePathIssues,
  ...manifestIssues,
  ...linkIssues,
  ...pageIssues,
  ...phoneIssues,
  ...copyIssues,
  ...imageIssues,
  ...publicIssues,
  ...generatedIssues,
};

export type IssueCode = keyof typeof catalogue;
export type IssueParams<Code extends IssueCode> = Parameters<(typeof catalogue)[Code]['message']>[0] & object;

export const issueCodes = Object.keys(catalogue) as IssueCode[];

/** The one-line message for an issue of this kind. */
export function messageFor<Code extends IssueCode>(code: Code, params: IssueParams<Code>): string {
  return (catalogue[code] as IssueKind<object>).message(params);
}

export function hintFor(code: IssueCode): string {
  return catalogue[code].hint;
}
