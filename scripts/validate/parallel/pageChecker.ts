import { readSchemaFiles } from '../../lib/schemas/schemas.ts';
import { checkDocument, type DocumentEnv, type DocumentSummary } from '../checkDocument.ts';
import type { BlockFacts } from '../options.ts';
import { ImageChecker } from '../rules/imagePathsRule.ts';
import { createSchemaValidator } from '../schemaValidator.ts';
import type { PageEntry } from './pageChunks.ts';

/** Everything a thread needs to check pages, as plain data a worker can receive. */
export interface PageCheckSetup {
  schemaDir: string;
  publicDir: string;
  blocks: ReadonlyArray<BlockFacts>;
  /** site.json's parsed data (undefined if it does not parse). */
  site: unknown;
  /** The pages are checked in the background of a thread that answers requests (ValidateOptions.responsive): worker threads give way to it. */
  background?: boolean;
}

/** The per-document environment for a setup: compiles the schemas, so build it once per thread. */
export function documentEnv(setup: PageCheckSetup): DocumentEnv {
  return {
    validator: createSchemaValidator(readSchemaFiles(setup.schemaDir)),
    schemaDir: setup.schemaDir,
    images: new ImageChecker(setup.publicDir),
    blocks: setup.blocks,
    site: setup.site,
  };
}

export function checkPages(pages: readonly PageEntry[], env: DocumentEnv): DocumentSummary[] {
  return pages.map(([id, file]) => checkDocument(file, 'page', env, id).summary);
}
