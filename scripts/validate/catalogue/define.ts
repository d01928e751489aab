/**
 * The shape of one kind of validation issue. Every problem validate can report is one of these,
 * named by a stable kebab-case code: tests, the docs table and any tool reading the report match on
 * the code, so the wording of a message can improve without breaking them.
 */
export interface IssueKind<Params> {
  /** A few words naming the problem (the docs table's "Means" column starts from it). */
  title: string;
  /** The one-line message printed after the file position and pointer. */
  message: (params: Params) => string;
  /** What to do about it, in general terms (the message carries the specifics). */
  hint: string;
  /** Parameters for a representative message, shown in the docs table. */
  example: Params;
}

/** Identity helper that lets TypeScript infer each kind's parameter type from its message function. */
export function issueKind<Params>(kind: IssueKind<Params>): IssueKind<Params> {
  return kind;
}

/** ' — did you mean "x"?' when there is a suggestion, else ''. */
export function didYouMean(suggestion: string | undefined): string {
  return suggestion === undefined ? '' : ` — did you mean "${suggestion}"?`;
}

/** A list for a message, cut after `max` entries with the total count. */
export function listOf(values: readonly string[], max = 12): string {
  return values.length > max ? `${values.slice(0, max).join(', ')} … (${values.length} in all)` : values.join(', ');
}

/** 5000021 → '5,000,021': a length an author can read at a glance. */
export const count = (n: number) => n.toLocaleString('en-US');

export const quoted = (values: readonly string[]) => values.map((v) => JSON.stringify(v));
