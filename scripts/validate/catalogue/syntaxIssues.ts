import { issueKind } from './define.ts';

/** A file that is not JSON: nothing else in it can be checked until it parses. */
export const syntaxIssues = {
  'json-syntax': issueKind<{ problem: string }>({
    title: 'The file is not valid JSON',
    message: ({ problem }) => `JSON syntax error: ${problem}. Fix the syntax first; nothing else in this file was checked.`,
    hint: 'Fix what the message names at that line and column (a trailing comma, a missing comma, an unquoted key, an unclosed string, a missing value…); the rest of the file is checked once it parses.',
    example: { problem: 'trailing comma before ] (delete the comma)' },
  }),
};
