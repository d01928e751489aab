import { findingList, type Finding, type Report } from './issue.ts';

/** Findings gathered from all rules, grouped by the file they are about. */
export class FindingsByFile {
  private readonly byFile = new Map<string, Finding[]>();

  add(file: string, findings: readonly Finding[]): void {
    if (!findings.length) return;
    const list = this.byFile.get(file);
    if (list) list.push(...findings);
    else this.byFile.set(file, [...findings]);
  }

  /** A `report` function for rules that speak about one file. */
  reportIn(file: string): Report {
    const { findings, report } = findingList();
    return (code, pointer, params, place) => {
      report(code, pointer, params, place);
      this.add(file, findings.splice(0));
    };
  }

  files(): IterableIterator<[string, Finding[]]> {
    return this.byFile.entries();
  }
}
