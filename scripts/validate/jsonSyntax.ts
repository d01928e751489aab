import { parseTree, type ParseError } from 'jsonc-parser';
import type { Finding } from './issue.ts';
import { explainSyntaxError } from './syntax/explainSyntaxError.ts';

/**
 * The syntax error of a text that JSON.parse rejected, in plain words at the character to fix.
 * Only the first error is reported: what the parser says after it is mostly the same mistake
 * seen again. Only called for files that fail to parse, so valid files never pay for it.
 */
export function syntaxFindings(text: string): Finding[] {
  const errors: ParseError[] = [];
  parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const first = errors[0];
  // Should JSON.parse and jsonc-parser ever disagree on an input, report one anyway.
  const { problem, offset } = first ? explainSyntaxError(text, first) : { problem: 'the file cannot be read as JSON', offset: 0 };
  return [{ code: 'json-syntax', pointer: '', params: { problem }, offset }];
}
