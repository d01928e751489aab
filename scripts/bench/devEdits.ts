import fs from 'node:fs';
import path from 'node:path';
import { ROOT, SCHEMA_DIR } from '../lib/site/paths.ts';

/**
 * The edits the dev-server bench times (npm run bench:dev): each changes one file the way an author
 * or a developer would, and says what the open page must show once the edit has reached it.
 */
export interface DevEdit {
  name: string;
  description: string;
  /** The file it changes: in the bench's copy of pages/ or, for code and schemas, in the tree (put back afterwards). */
  file(pagesDir: string): string;
  /** The file's new text, for run `run` (each run's text differs, so each run is a change). */
  change(text: string, run: number): string;
  /** What the page shows once the edit is there: the h1's text, or validate's overlay. */
  shows: { heading: (run: number) => string } | { overlay: RegExp };
}

/** The page the bench keeps open, and its page file. */
export const BENCH_PAGE = { path: '/about', file: 'about.json' };

/** The hero block's `"title": "…"` in a page file: the page's h1. */
const HERO_TITLE = /("type": "hero"[^]*?"title": ")([^"]*)"/;
function headingOf(pagesDir: string): string {
  const title = HERO_TITLE.exec(fs.readFileSync(path.join(pagesDir, BENCH_PAGE.file), 'utf8'))?.[2];
  if (!title) throw new Error(`bench:dev: ${BENCH_PAGE.file} has no hero with a title any more; update scripts/bench/devEdits.ts`);
  return title;
}

/** Replaces `from` in `text`, and fails loudly if it is not there (the bench would time no change). */
function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`bench:dev: ${String(from)} is not in the file any more; update scripts/bench/devEdits.ts`);
  return changed;
}

export function devEdits(pagesDir: string): DevEdit[] {
  const heading = headingOf(pagesDir);
  return [
    {
      name: 'page-text',
      description: `${BENCH_PAGE.file}: the hero's title changes; the open page shows the new h1`,
      file: (dir) => path.join(dir, BENCH_PAGE.file),
      change: (text, run) => replaceOnce(text, HERO_TITLE, `$1${heading} (edit ${run + 1})"`),
      shows: { heading: (run) => `${heading} (edit ${run + 1})` },
    },
    {
      name: 'schema',
      description: "schema/blocks/hero.schema.json: a field's description changes; the open page renders again",
      file: () => path.join(SCHEMA_DIR, 'blocks/hero.schema.json'),
      change: (text, run) => replaceOnce(text, '"description": "Block type."', `"description": "Block type (edit ${run + 1})."`),
      shows: { heading: () => heading },
    },
    {
      name: 'component',
      description: 'blocks/hero/Hero.tsx: the component changes; the open page renders again with the new code',
      file: () => path.join(ROOT, 'blocks/hero/Hero.tsx'),
      change: (text, run) => `${text}\n// bench:dev edit ${run + 1}\n`,
      shows: { heading: () => heading },
    },
    {
      name: 'wrong-content',
      description: `${BENCH_PAGE.file}: a block type is misspelt; validate's overlay names it over the page`,
      file: (dir) => path.join(dir, BENCH_PAGE.file),
      change: (text) => replaceOnce(text, '"type": "hero"', '"type": "heroo"'),
      shows: { overlay: /unknown block type "heroo"/ },
    },
  ];
}
