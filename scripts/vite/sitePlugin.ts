import { isFileLoadingAllowed, type Plugin } from 'vite';
import type { SiteEntry } from '../lib/site/siteEntry.ts';
import { handleInbox, inboxDir } from '../serve/inbox.ts';
import { isFromOwnPage } from '../serve/sameOrigin.ts';
import { noStoreOnErrors } from '../serve/cachePolicy.ts';
import { renderGuide } from './guide.ts';
import { devPageRenderer } from './devPageRenderer.ts';
import { sendNotFoundPage, servePages } from './devPages.ts';
import { publicGuard } from './publicGuard.ts';
import { warmUpWhenListening } from './warmUp.ts';

/**
 * Vite's opener of files in the developer's editor, as its router matches it: by prefix, in any
 * case (connect's matching).
 */
const OPEN_IN_EDITOR = /^\/__open-in-editor/i;

/**
 * The dev server: every page of the site as the build renders it (devPages.ts), the authoring
 * guide (/__guide) and the local inbox. The development tools are plugins of their own, which
 * vite.config.ts puts after this one (devtools/: the page script with validate's overlay and the
 * reload on edit, the block catalogue, the page editor): they render with its renderer
 * (devPageRenderer.ts's rendererOf), and its guards and caching rule come before their answers.
 */
export function sitePlugin({ entry }: { entry: SiteEntry }): Plugin {
  return {
    name: 'site-dev-server',
    apply: 'serve',
    configureServer(server) {
      const renderer = devPageRenderer(server, entry);
      server.httpServer?.once('listening', () => server.config.logger.info(`  Local inbox: ${inboxDir()}`));
      // What the first page, and the editor's first preview, would otherwise wait for: the site's
      // server entry (every page, the preview and the editor's icons).
      warmUpWhenListening(server, [() => renderer.icons()]);

      // First of all (a plugin's middlewares run before Vite's own): every error answer, Vite's
      // included, is kept by no cache.
      server.middlewares.use((_req, res, next) => {
        noStoreOnErrors(res);
        next();
      });

      // public/'s files that are not published, and files Vite would refuse with a page naming the
      // project's folder: the site's not-found page instead, before any of Vite's middleware.
      const refused = publicGuard({
        root: server.config.root,
        publicDir: server.config.publicDir,
        loadingAllowed: (file) => isFileLoadingAllowed(server.config, file),
      });

      server.middlewares.use((req, res, next) => {
        if (refused(req.url ?? '/')) return sendNotFoundPage(server, renderer, req, res, next);
        const pathname = (req.url ?? '/').split('?')[0]!;
        // Vite's own address that opens a file in the developer's editor acts on a plain GET and
        // checks no origin: any page the developer visits could fire it (an <img> will do) and open
        // their files, one after another. Only the dev server's own pages may ask.
        if (OPEN_IN_EDITOR.test(pathname) && !isFromOwnPage(req)) {
          res
            .writeHead(403, { 'content-type': 'text/plain; charset=utf-8' })
            .end('Only the dev server’s own pages may open files in the editor.');
          return;
        }
        if (pathname === '/__guide') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
          res.end(renderGuide());
          return;
        }
        if (pathname.startsWith('/__inbox/')) {
          // A path the inbox does not own after all ('/__inbox/../x' resolves elsewhere) goes on to
          // the next handler; left alone it would never be answered.
          handleInbox(req, res).then((handled) => {
            if (!handled) next();
          }, next);
          return;
        }
        next();
      });
      // After Vite's own middleware (modules, public files): every other address is a page.
      return () => server.middlewares.use(servePages(server, renderer));
    },
  };
}
