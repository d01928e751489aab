import { issueKind } from './define.ts';

/** A file that is not JSON: nothing else in it can be checked until it parses. */
export const syntaxIssues = {
  'json-syntax': issueKind<{ problem: string }>({
    title: 'The file is not valid JSON',
    message: ({ problem }) => `JSON syntax error: ${problem}. Fix the syntax first; nothing else in this file was checked.`,
    hint: 'Fix what the message names at that line and column (a trailing comma, a missing comma, an unquoted key, an unclosed string, a missing value…); the rest of the file is checked once it parses.',
    example: { problem: 'trailing comma before ] (delete the comma)' },
  }),
  // JSON.parse accepts it and keeps the last one, so the file "works" while an edit to the first does nothing.
  'duplicate-key': issueKind<{ key: string }>({
    title: 'A key given twice in one object',
    message: ({ key }) => `"${key}" appears twice in this object; delete one of them (only the last one is used)`,
    hint: 'Delete one of the two; only the last one is used, so keep the one with the text you mean.',
    example: { key: 'title' },
  }),
};
