import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevPageRenderer } from '../../../scripts/vite/devPageRenderer.ts';
import type * as BlockFacts from '../../../scripts/validate/blockFacts.ts';
import { replyGuardedJson } from './guardedJson.ts';

/** Where the page editor asks what the site says about its block types (beside its other endpoints, /__editor/). */
export const EDITOR_BLOCK_TYPES = '/__editor/block-types';

/**
 * GET /__editor/block-types: `{ pageHeadingTypes: ['hero', 'not-found'] }`, the site's block types
 * that render a page's main heading, of which validate wants exactly one on a page, so that
 * + Add block offers none once the page has one. Read from the site's block definitions as validate
 * reads them (blockFacts.ts), through Vite like the editor's checks, so an edited definition is
 * what the next answer says, and the answer is the site's whichever site the server runs.
 */
export function serveBlockTypes(req: IncomingMessage, res: ServerResponse, renderer: DevPageRenderer): Promise<void> {
  return replyGuardedJson(req, res, async () => {
    const facts = (await renderer.load<typeof BlockFacts>('scripts/validate/blockFacts.ts')).defaultBlockFacts();
    return { pageHeadingTypes: facts.filter((fact) => fact.rendersPageHeading).map((fact) => fact.type) };
  });
}
