import fs from 'node:fs';
import type { IssueParams } from './catalogue/index.ts';
import type { Finding } from './issue.ts';

/** A content file's text, or why it could not be read (an issue at 1:1 instead of a crash). */
export type ContentText = { text: string; findings: Finding[] } | { text: undefined; findings: Finding[] };

/**
 * Reads a content file for validate. A file that is missing (site.json or routes.json deleted, a
 * link to nowhere), a folder or not readable is reported, so validate prints its usual report
 * and fails instead of stopping at the first such file with a stack trace. `override` is a text
 * checked in place of the file's (the page editor's draft).
 */
export function readContentFile(file: string, override?: string): ContentText {
  if (override !== undefined) return { text: override, findings: [] };
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    return { text: undefined, findings: [{ code: 'file-unreadable', pointer: '', params: whyUnreadable(file, error), offset: 0 }] };
  }
  try {
    return { text: STRICT_UTF8.decode(bytes), findings: [] };
  } catch {
    // Read as the build reads it (each bad byte a U+FFFD) so the rest of the file is still checked.
    const text = bytes.toString('utf8');
    const valid = validUtf8Prefix(bytes);
    const byte = `0x${bytes[valid.bytes]!.toString(16).toUpperCase().padStart(2, '0')}`;
    return { text, findings: [{ code: 'not-utf8', pointer: '', params: { byte }, offset: valid.chars }] };
  }
}

/**
 * Throws on a byte that is not UTF-8, where reading with 'utf8' turns it into U+FFFD without a
 * word (an é saved as Latin-1 would reach the site as �). A byte-order mark is kept, as the build's
 * JSON.parse sees it, so it is reported, never skipped here and refused there.
 */
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Where the first bad sequence starts: its byte index, and its index in the text read with 'utf8'
 * (the characters before it). Only run on a file that is not UTF-8. A streaming decoder holds an
 * unfinished sequence back rather than failing, so whether a prefix decodes says whether the bad
 * sequence lies inside it, and a binary search finds the shortest prefix that fails.
 */
function validUtf8Prefix(bytes: Buffer): { bytes: number; chars: number } {
  const decodes = (length: number) => {
    try {
      return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes.subarray(0, length), { stream: true });
    } catch {
      return undefined;
    }
  };
  let low = 0; // decodes
  let high = bytes.length; // fails
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if (decodes(mid) === undefined) high = mid;
    else low = mid;
  }
  // The decoder held back the start of an unfinished sequence, if any: that is where the bad one starts.
  const chars = decodes(low)!;
  return { bytes: Buffer.byteLength(chars), chars: chars.length };
}

/**
 * The reason in the author's words, and what to do. No path beyond the file's own: the page editor
 * sends these messages over HTTP, and where a link leads is a place on the author's machine.
 */
function whyUnreadable(file: string, error: unknown): IssueParams<'file-unreadable'> {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' && fs.lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink())
    return { reason: 'it is a link (a symlink) to a file that does not exist', fix: 'put the file itself here, or delete the link' };
  if (code === 'ENOENT') return { reason: 'the file does not exist', fix: 'restore it (git restore) or create it' };
  if (code === 'EISDIR') return { reason: 'it is a folder, not a file', fix: 'put the JSON file itself here' };
  if (code === 'EACCES' || code === 'EPERM') return { reason: 'permission denied', fix: 'make it readable (chmod a+r)' };
  return { reason: `the system refused (${code ?? String(error)})`, fix: 'check the file and try again' };
}
