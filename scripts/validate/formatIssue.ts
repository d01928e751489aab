import { rel } from '../lib/site/paths.ts';
import type { Issue } from './issue.ts';

/** `file:line:col  /pointer  message  [code]`: one line, clickable in editors and terminals. */
export function formatIssue(issue: Issue): string {
  return `${rel(issue.file)}:${issue.line}:${issue.col}  ${issue.pointer}  ${issue.message}  [${issue.code}]`;
}

/** One "what to do" line per kind of issue in the list, in order of first appearance. */
export function hintLines(issues: readonly Issue[]): string[] {
  const hints = new Map<string, string>();
  for (const issue of issues) if (!hints.has(issue.code)) hints.set(issue.code, issue.hint);
  return [...hints].map(([code, hint]) => `  [${code}] ${hint}`);
}
