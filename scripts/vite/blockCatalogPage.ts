import type { ServerResponse } from 'node:http';
import type { ViteDevServer } from 'vite';
import type * as BlockCatalog from '../../devtools/catalog/BlockCatalog';
import { devErrorPage } from './devErrorPage.ts';
import type { DevPageRenderer } from './devPageRenderer.ts';
import { sendHtml } from './devPages.ts';

/** Where the dev server shows the block catalogue. */
export const CATALOG_PATH = '/__blocks';

/**
 * GET /__blocks: every block type from its schema's examples (devtools/catalog/), rendered as a
 * page is, by the site's server renderer in the site's frame, with the same scripts and islands.
 */
export async function serveBlockCatalog(server: ViteDevServer, renderer: DevPageRenderer, res: ServerResponse): Promise<void> {
  try {
    const content = await renderer.content();
    const { catalogPage } = await renderer.load<typeof BlockCatalog>('devtools/catalog/BlockCatalog.tsx');
    const { data, main } = catalogPage();
    sendHtml(res, 200, await renderer.html(CATALOG_PATH, data, content, { main }));
  } catch (error) {
    sendHtml(res, 500, await devErrorPage(server, CATALOG_PATH, error));
  }
}
