import { parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { Finding } from './issue.ts';

/**
 * The syntax errors of a text that JSON.parse rejected, each at the offset where the parser
 * stopped. Only called for files that fail to parse, so valid files never pay for it.
 */
export function syntaxFindings(text: string): Finding[] {
  const errors: ParseError[] = [];
  parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const problems: { problem: string; offset: number }[] = errors.map((error) => ({ problem: printParseErrorCode(error.error), offset: error.offset }));
  // JSON.parse and jsonc-parser disagree on a few inputs (a byte-order mark, say); report one anyway.
  if (!problems.length) problems.push({ problem: 'the file cannot be read as JSON', offset: 0 });
  return problems.map(({ problem, offset }) => ({ code: 'json-syntax', pointer: '', params: { problem }, offset }));
}
