/**
 * What the editor answers for a failure no check foresaw (a file that vanished, a disk that
 * refused a write, validate that could not start). The error's own message usually names files by
 * their absolute path on this machine, which a response must not carry: the answer says what kind
 * of failure it was (Node's error code) and where the whole error is, the dev server's terminal.
 */
export function unexpectedFailureMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const kind = typeof code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(code) ? ` (${code})` : '';
  return `the editor could not complete this request${kind}; the dev server's terminal shows what went wrong`;
}
