import path from 'node:path';
import type { Plugin } from 'vite';
import { loadContent, pageDataFor } from '../lib/contentStore.ts';
import { NOT_FOUND_DATA_URL } from '../../engine/content/pageData.ts';
import { handleInbox } from '../server/inbox.ts';
import { PAGES_DIR } from '../lib/paths.ts';

const PAGE_DATA = /^\/_page(\/.*)?\/data\.json$/;

function json(res: import('node:http').ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * Development and preview support: serves each path's page data from pages/ (fresh on every
 * request, so edits show at once), pushes a reload when a page file changes, and hosts the inbox.
 */
export function sitePlugin({ fixtures = false }: { fixtures?: boolean } = {}): Plugin {
  return {
    name: 'site-content',
    configureServer(server) {
      server.watcher.add(PAGES_DIR);
      const onChange = (file: string) => {
        if (file.startsWith(PAGES_DIR + path.sep) && file.endsWith('.json')) {
          server.ws.send({ type: 'custom', event: 'site:content-changed', data: { file } });
        }
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);

      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '/').split('?')[0]!;
        if (pathname.startsWith('/__inbox/')) {
          handleInbox(req, res).catch(next);
          return;
        }
        if (!pathname.startsWith('/_page/')) return next();
        try {
          const content = loadContent({ fixtures });
          if (pathname === NOT_FOUND_DATA_URL) return json(res, 200, pageDataFor(content, '/__not-found'));
          const match = PAGE_DATA.exec(pathname);
          const route = match ? content.manifest.resolve(match[1] ?? '/') : null;
          if (!route || route.notFound) return json(res, 404, { error: 'No page at this path' });
          json(res, 200, pageDataFor(content, match![1] ?? '/'));
        } catch (error) {
          json(res, 500, { error: error instanceof Error ? error.message : String(error) });
        }
      });
    },
  };
}
