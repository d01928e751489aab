import fs from 'node:fs';

/** How many full files an inbox keeps beside the one being written (contact.1.jsonl … contact.3.jsonl). */
export const ROTATED_FILES = 3;

/** 'contact.jsonl', 2 → 'contact.2.jsonl'. */
export function rotatedName(file: string, generation: number): string {
  return file.replace(/\.jsonl$/, `.${generation}.jsonl`);
}

/**
 * Appends `text` to `file`, first moving a file that it would push past `limit` aside
 * (file → file.1 → file.2 …, the oldest beyond ROTATED_FILES deleted). So an inbox never refuses a
 * visitor because others filled it, and never holds more than (ROTATED_FILES + 1) × limit bytes.
 * Synchronous from check to append: two posts cannot both squeeze under the limit.
 */
export function appendRotating(file: string, text: string, limit: number): void {
  const size = fs.existsSync(file) ? fs.statSync(file).size : 0;
  if (size > 0 && size + Buffer.byteLength(text) > limit) {
    fs.rmSync(rotatedName(file, ROTATED_FILES), { force: true });
    for (let generation = ROTATED_FILES - 1; generation >= 1; generation--) {
      const older = rotatedName(file, generation);
      if (fs.existsSync(older)) fs.renameSync(older, rotatedName(file, generation + 1));
    }
    fs.renameSync(file, rotatedName(file, 1));
  }
  fs.appendFileSync(file, text);
}
