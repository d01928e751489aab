import fs from 'node:fs';
import path from 'node:path';

/** How many full files an inbox keeps beside the one being written (contact.1.jsonl … contact.3.jsonl). */
export const ROTATED_FILES = 3;

/** 'contact.jsonl', 2 → 'contact.2.jsonl'. */
export function rotatedName(file: string, generation: number): string {
  return file.replace(/\.jsonl$/, `.${generation}.jsonl`);
}

/** Where the torn last line of an inbox file is set aside: 'contact.jsonl' → 'contact.torn.jsonl'. */
export function tornName(file: string): string {
  return file.replace(/\.jsonl$/, '.torn.jsonl');
}

/**
 * Appends `line` (one JSON line, ending in a line feed) to `file`, whole or not at all, first
 * moving a file that it would push past `limit` aside (file → file.1 → file.2 …, the oldest beyond
 * ROTATED_FILES deleted). So an inbox never refuses a visitor because others filled it, never holds
 * more than (ROTATED_FILES + 1) × limit bytes, and every line of it reads back as JSON.
 *
 * Whole or not at all: a disk that fills part-way through a line (ENOSPC, EFBIG) would leave the
 * line cut off, and the next post would be appended to it, spoiling both. So a failed append is
 * taken back (appendWhole), and a torn last line that a crash left (no line feed at its end, or not
 * JSON) is set aside before anything is appended after it (setAsideTornTail).
 *
 * Synchronous from check to append: two posts of this process cannot interleave, nor both squeeze
 * under the limit. Two processes appending to one inbox at the same moment (the dev and preview
 * servers share the folder) still append whole lines each (one write(2) with O_APPEND is not
 * interleaved on Linux); a line the other is still writing can look torn, which is why the repair
 * stands back when the file grows while it looks (a narrow race remains: Node has no file lock).
 */
export function appendRotating(file: string, line: string, limit: number): void {
  setAsideTornTail(file, limit);
  const size = fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  if (size > 0 && size + Buffer.byteLength(line) > limit) {
    fs.rmSync(rotatedName(file, ROTATED_FILES), { force: true });
    for (let generation = ROTATED_FILES - 1; generation >= 1; generation--) {
      const older = rotatedName(file, generation);
      if (fs.existsSync(older)) fs.renameSync(older, rotatedName(file, generation + 1));
    }
    fs.renameSync(file, rotatedName(file, 1));
  }
  appendWhole(file, Buffer.from(line));
}

/**
 * Appends `data` to `file` in one write(2) where it can (O_APPEND: at the file's end, whatever else
 * appends to it). A write cut short (the disk full part-way) is taken back: the file is truncated to
 * where it ended before, and the error thrown. Should even that fail, the torn line it leaves is set
 * aside before the next append.
 */
function appendWhole(file: string, data: Uint8Array): void {
  const descriptor = fs.openSync(file, 'a');
  try {
    let written = 0;
    try {
      while (written < data.length) written += fs.writeSync(descriptor, data, written);
    } catch (error) {
      // Our bytes are the file's last (nothing else fits on a full disk after them).
      if (written > 0) {
        try {
          fs.ftruncateSync(descriptor, fs.fstatSync(descriptor).size - written);
        } catch {
          // Left to setAsideTornTail, before the next append.
        }
      }
      throw error;
    }
  } finally {
    fs.closeSync(descriptor);
  }
}

/** How much of a file's end is read at a time, looking back for the start of its last line. */
const CHUNK = 64 * 1024;

/** Where the last line of an open file of `size` bytes starts, and whether it ends in a line feed. */
function lastLine(descriptor: number, size: number): { start: number; complete: boolean } {
  const last = Buffer.alloc(1);
  fs.readSync(descriptor, last, 0, 1, size - 1);
  const complete = last[0] === 0x0a;
  // The line feed that ends the line before it: the last one before the final line's own.
  let end = complete ? size - 1 : size;
  const chunk = Buffer.alloc(CHUNK);
  while (end > 0) {
    const from = Math.max(0, end - CHUNK);
    const read = fs.readSync(descriptor, chunk, 0, end - from, from);
    const at = chunk.subarray(0, read).lastIndexOf(0x0a);
    if (at >= 0) return { start: from + at + 1, complete };
    end = from;
  }
  return { start: 0, complete };
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * Sets aside the last line of `file` if it is torn: cut off before its line feed (a crash or a
 * power cut mid-write), or not a JSON object (a cut line that a later post was appended to, as an
 * older writer left them). Its bytes go, as one JSON line `{ setAside, reason, text }`, to the
 * inbox's torn file (tornName), so nothing is lost (up to `limit` bytes there; past that they are
 * dropped with a warning); then the file is cut back to its last whole line.
 */
function setAsideTornTail(file: string, limit: number): void {
  let descriptor: number;
  try {
    descriptor = fs.openSync(file, 'r+');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    const size = fs.fstatSync(descriptor).size;
    if (size === 0) return;
    const { start, complete } = lastLine(descriptor, size);
    const tail = Buffer.alloc(size - start);
    fs.readSync(descriptor, tail, 0, tail.length, start);
    const text = tail.toString('utf8');
    if (complete && isJsonObject(text)) return;
    // Another process's append in progress can look torn for a moment: once the file has grown, it
    // is left for the next append to look at again.
    const unchanged = () => fs.fstatSync(descriptor).size === size;
    if (!unchanged()) return;
    const reason = complete ? 'not a JSON object' : 'cut off before its line feed';
    const record = `${JSON.stringify({ setAside: new Date().toISOString(), reason, text })}\n`;
    const aside = tornName(file);
    const asideSize = fs.statSync(aside, { throwIfNoEntry: false })?.size ?? 0;
    const kept = asideSize + Buffer.byteLength(record) <= limit;
    if (kept) appendWhole(aside, Buffer.from(record));
    if (!unchanged()) return;
    fs.ftruncateSync(descriptor, start);
    const where = kept ? `set aside in ${path.basename(aside)}` : `dropped, ${path.basename(aside)} being full`;
    console.warn(`${path.basename(file)} ended in a torn line (${reason}, ${tail.length} bytes): ${where}`);
  } finally {
    fs.closeSync(descriptor);
  }
}
