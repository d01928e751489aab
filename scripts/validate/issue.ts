import { hintFor, messageFor, type IssueCode, type IssueParams } from './catalogue/index.ts';

/** One problem as validate reports it: where it is, its catalogue code, and what to say about it. */
export interface Issue {
  file: string;
  line: number;
  col: number;
  /** JSON pointer of the value at fault ('/' for the whole file). */
  pointer: string;
  code: IssueCode;
  message: string;
  hint: string;
}

/**
 * A problem found by a rule, before it has a line and column. Plain data, so a worker thread can
 * send it back. `key` points at a property's name instead of its value (an unknown field);
 * `within` is a character index inside a string value (a token in the middle of a sentence).
 */
export interface Finding {
  code: IssueCode;
  pointer: string;
  params: object;
  key?: string;
  within?: number;
  /** A character offset in the file, for problems that have no pointer (JSON syntax). */
  offset?: number;
}

export interface FindingPlace {
  key?: string;
  within?: number;
  offset?: number;
}

/** How rules report: the code decides which parameters its message needs. */
export type Report = <Code extends IssueCode>(code: Code, pointer: string, params: IssueParams<Code>, place?: FindingPlace) => void;

/** A list of findings and the `report` function that adds to it. */
export function findingList(): { findings: Finding[]; report: Report } {
  const findings: Finding[] = [];
  const report: Report = (code, pointer, params, place) => {
    findings.push({
      code,
      pointer,
      params,
      ...(place?.key !== undefined ? { key: place.key } : {}),
      ...(place?.within !== undefined ? { within: place.within } : {}),
      ...(place?.offset !== undefined ? { offset: place.offset } : {}),
    });
  };
  return { findings, report };
}

export function describeFinding(finding: Finding): { message: string; hint: string } {
  return { message: messageFor(finding.code, finding.params as never), hint: hintFor(finding.code) };
}

/** Files first, then position, then code: the same order however the issues were found. */
export function compareIssues(a: Issue, b: Issue): number {
  return (
    a.file.localeCompare(b.file) ||
    a.line - b.line ||
    a.col - b.col ||
    a.pointer.localeCompare(b.pointer) ||
    a.code.localeCompare(b.code) ||
    a.message.localeCompare(b.message)
  );
}
