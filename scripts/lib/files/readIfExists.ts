import fs from 'node:fs';

/** A text file's content, or '' when it cannot be read (missing, a folder): its check reports that. */
export function readIfExists(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
