import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SchemaFile } from '../lib/schemas/schemas.ts';
import type { DocumentSummary } from './checkDocument.ts';
import type { BlockFacts } from './options.ts';

/** Everything a page's check reads besides the page itself (see documentEnv in parallel/pageChecker.ts). */
export interface PageCheckInputs {
  schemaFiles: readonly SchemaFile[];
  /** site.json's parsed data, undefined if it does not parse. */
  site: unknown;
  blocks: ReadonlyArray<BlockFacts>;
  publicDir: string;
}

/**
 * A page file as it is on disk now, without reading it: a save, an edit in any text editor or a
 * git checkout gives the file a new modification time (and usually size), and a replaced file a
 * new inode.
 */
export function fileStamp(file: string): string | undefined {
  try {
    const stat = fs.statSync(file, { bigint: true });
    return `${stat.mtimeNs}:${stat.size}:${stat.ino}`;
  } catch {
    return undefined;
  }
}

/** Every file under public/ with its size and time: an image added, replaced or removed changes a page's image checks. */
function publicFilesStamp(publicDir: string): string {
  if (!fs.existsSync(publicDir)) return '';
  const entries = fs.readdirSync(publicDir, { recursive: true, withFileTypes: true }) as fs.Dirent[];
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${path.relative(publicDir, file)}|${fileStamp(file) ?? ''}`;
    })
    .sort()
    .join('\n');
}

/** One fingerprint of the inputs: when any of them changes, every page must be checked again. */
export function pageCheckInputsKey(inputs: PageCheckInputs): string {
  return createHash('sha256')
    .update(JSON.stringify([inputs.schemaFiles, inputs.site ?? null, inputs.blocks, inputs.publicDir]))
    .update('\0')
    .update(publicFilesStamp(inputs.publicDir))
    .digest('hex');
}

type Entries = Map<string, { stamp: string; summary: DocumentSummary }>;

/** How many sets of inputs keep their summaries: the site.json on disk and a draft of it (a check of the draft runs both). */
const INPUT_SETS_KEPT = 2;

/** One run's summaries: those made on the inputs the run began with. */
export interface PageSummaries {
  /** The summary kept for `file`, if it was made from the file as `stamp` says it is now. */
  get(file: string, stamp: string | undefined): DocumentSummary | undefined;
  set(file: string, stamp: string | undefined, summary: DocumentSummary): void;
  /** Forgets the pages that are gone. */
  keepOnly(files: ReadonlySet<string>): void;
}

/**
 * Page summaries kept between validate runs in one process (the dev server's, as the page editor
 * checks a draft at each pause in typing): a page is checked again only when its file changed on
 * disk or when something its check reads did (the schemas, site.json, the block facts, the files
 * under public/). On a site of ten thousand pages a check then costs the page being edited and the
 * rules that compare pages, not ten thousand pages. A text checked in place of a file's (the draft)
 * is never kept: the next run checks it again.
 *
 * Runs may overlap (the dev server's check of the whole site waits for its worker threads while
 * the editor checks a draft): each works on the summaries of the inputs it began with, so a run on
 * a draft of site.json never mixes its summaries with a run's on the site.json on disk.
 */
export class PageSummaryCache {
  private readonly sets = new Map<string, Entries>();

  /** Starts a run on these inputs: their summaries if they were seen lately, else none. */
  begin(inputs: PageCheckInputs): PageSummaries {
    const key = pageCheckInputsKey(inputs);
    const entries: Entries = this.sets.get(key) ?? new Map();
    // The most recently used set last, so the oldest is the first to go.
    this.sets.delete(key);
    this.sets.set(key, entries);
    for (const old of this.sets.keys()) if (this.sets.size > INPUT_SETS_KEPT) this.sets.delete(old);
    return {
      get(file, stamp) {
        const entry = entries.get(file);
        return stamp !== undefined && entry?.stamp === stamp ? entry.summary : undefined;
      },
      set(file, stamp, summary) {
        if (stamp === undefined) entries.delete(file);
        else entries.set(file, { stamp, summary });
      },
      keepOnly(files) {
        for (const file of entries.keys()) if (!files.has(file)) entries.delete(file);
      },
    };
  }
}
