import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Writing content files so that a failure part-way (a full disk, a crash, a killed process) leaves
 * each file as it was or as it was meant to be, never cut off: the text goes to a temporary file
 * beside it, which then takes the file's name in one step. The dev server, validate and the build
 * never see half a page, and a routes.json cut short cannot take the whole site down.
 *
 * The temporary name starts with '.' and does not end in '.json', so nothing that lists pages
 * (contentStore) or watches them for changes takes it for one.
 */
function temporaryBeside(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
}

/** Writes the whole file or nothing; its mode is kept, a new file gets the usual one. */
function writeTemporary(file: string, data: string | Uint8Array, mode: number | undefined): string {
  const temporary = temporaryBeside(file);
  try {
    const descriptor = fs.openSync(temporary, 'wx', mode);
    try {
      fs.writeFileSync(descriptor, data);
      // On disk before it takes the name: a crash right after the rename keeps the new text.
      fs.fsyncSync(descriptor);
    } finally {
      fs.closeSync(descriptor);
    }
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
  return temporary;
}

/** Replaces `file` (or creates it) with `data`, all at once. */
export function writeFileAtomically(file: string, data: string | Uint8Array): void {
  const mode = fs.statSync(file, { throwIfNoEntry: false })?.mode;
  const temporary = writeTemporary(file, data, mode === undefined ? undefined : mode & 0o777);
  try {
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Creates `file` with `data`, all at once, only if no file has that name: false if one has (then
 * nothing is written). The name is taken by a hard link, which fails rather than replace a file.
 */
export function createFileAtomically(file: string, data: string | Uint8Array): boolean {
  const temporary = writeTemporary(file, data, undefined);
  try {
    fs.linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
