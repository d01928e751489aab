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

/**
 * Page summaries kept between validate runs in one process (the dev server's, as the page editor
 * checks a draft at each pause in typing): a page is checked again only when its file changed on
 * disk or when something its check reads did (the schemas, site.json, the block facts, the files
 * under public/). On a site of ten thousand pages a check then costs the page being edited and the
 * rules that compare pages, not ten thousand pages. A text checked in place of a file's (the draft)
 * is never kept: the next run checks it again.
 */
export class PageSummaryCache {
  private readonly sets = new Map<string, Entries>();
  private entries: Entries = new Map();

  /** Starts a run on these inputs: their summaries if they were seen lately, else none. */
  begin(inputs: PageCheckInputs): void {
    const key = pageCheckInputsKey(inputs);
    this.entries = this.sets.get(key) ?? new Map();
    // The most recently used set last, so the oldest is the first to go.
    this.sets.delete(key);
    this.sets.set(key, this.entries);
    for (const old of this.sets.keys()) if (this.sets.size > INPUT_SETS_KEPT) this.sets.delete(old);
  }

  /** The summary kept for `file`, if it was made from the file as `stamp` says it is now. */
  get(file: string, stamp: string | undefined): DocumentSummary | undefined {
    const entry = this.entries.get(file);
    return stamp !== undefined && entry?.stamp === stamp ? entry.summary : undefined;
  }

  set(file: string, stamp: string | undefined, summary: DocumentSummary): void {
    if (stamp === undefined) this.entries.delete(file);
    else this.entries.set(file, { stamp, summary });
  }

  /** Forgets the pages that are gone. */
  keepOnly(files: ReadonlySet<string>): void {
    for (const file of this.entries.keys()) if (!files.has(file)) this.entries.delete(file);
  }
}
