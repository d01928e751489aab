import type { ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import type * as BlockCatalog from '../BlockCatalog';
import { devErrorPage } from '../../../scripts/vite/devErrorPage.ts';
import { rendererOf, type DevPageRenderer } from '../../../scripts/vite/devPageRenderer.ts';
import { sendHtml } from '../../../scripts/vite/devPages.ts';

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

/** The block catalogue on the dev server (/__blocks). */
export function blockCatalog(): Plugin {
  return {
    name: 'block-catalog',
    apply: 'serve',
    configureServer(server) {
      const renderer = rendererOf(server);
      server.middlewares.use((req, res, next) => {
        if ((req.url ?? '/').split('?')[0] !== CATALOG_PATH || req.method !== 'GET') return next();
        serveBlockCatalog(server, renderer, res).catch(next);
      });
    },
  };
}
