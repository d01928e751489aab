import type { PageSummaryCache } from './summaryCache.ts';

/**
 * What validate knows about one block type, handed in from outside: validate itself never imports
 * the site's blocks (scripts/ knows blocks only through definitions passed to it).
 */
export interface BlockFacts {
  type: string;
  /** The block renders the page's h1; a page needs exactly one such block. */
  rendersPageHeading?: boolean;
  /** Block field → the site.json object whose keys the field's value must name ({ tabs: 'tabSets' }). */
  siteKeys?: Record<string, string>;
}

export interface ValidateOptions {
  pagesDir?: string;
  publicDir?: string;
  schemaDir?: string;
  typesFile?: string;
  /** Skip regenerating the types to compare (for callers that check them separately). */
  skipTypes?: boolean;
  /**
   * The routes schema to hold to the manifest (default: schema/routes.generated.schema.json when
   * checking pages/, none for another content folder: scripts/lib/schemas/routesSchema.ts).
   */
  routesSchemaFile?: string | null;
  /** Facts about the site's block types (default: defaultBlockFacts() from blockFacts.ts). */
  blocks?: ReadonlyArray<BlockFacts>;
  /**
   * Threads that check pages, the main thread included (default: every core once there are
   * enough pages to repay starting workers, else 1).
   */
  threads?: number;
  /** false leaves every page to worker threads (tests use it to compare workers with one thread). */
  pagesOnMainThread?: boolean;
  /**
   * The calling thread answers requests meanwhile (the dev server's): when there are enough pages to
   * check to repay starting workers, they are all checked on worker threads and this thread only
   * runs the rules that compare pages, so it is never held for seconds.
   */
  responsive?: boolean;
  /**
   * Text to check in place of a file's (absolute path → text): the page editor checks a page as it
   * would be saved, with every other file as it is on disk, so route and anchor checks apply.
   */
  overrides?: ReadonlyMap<string, string>;
  /**
   * Page summaries kept from earlier runs in this process (summaryCache.ts): only the pages changed
   * since are checked again. The dev server's page editor passes one; a single run has no use for it.
   */
  summaryCache?: PageSummaryCache;
  /**
   * Pages the summary cache has no summary of are read only for what the rules that compare pages
   * need (pageFacts in checkDocument.ts), not checked: their own issues are left out of the result
   * (`unchecked` counts those pages). The page editor's Save asks so: it checks the page it saves
   * (in `overrides`) and the rules that compare pages at once, and the whole site after it writes.
   * Only with `summaryCache`, which keeps what was read for the next run; a page's own check fills
   * it in place of the facts.
   */
  otherPagesAsFacts?: boolean;
}
