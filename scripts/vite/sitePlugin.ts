import path from 'node:path';
import type { Plugin } from 'vite';
import { loadContent, pageDataFor } from '../lib/contentStore.ts';
import { NOT_FOUND_DATA_URL } from '../../engine/content/pageData.ts';
import { handleInbox } from '../server/inbox.ts';
import { PAGES_DIR } from '../lib/paths.ts';
import { formatIssue } from '../validate/formatIssue.ts';
import { validateContent } from '../validate/validateContent.ts';
import { renderGuide } from './guide.ts';

const PAGE_DATA = /^\/_page(\/.*)?\/data\.json$/;

function json(res: import('node:http').ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** What the development overlay shows: the same lines `npm run validate` prints. */
export interface ContentProblems {
  problems: string[];
}

async function contentProblems(): Promise<ContentProblems> {
  try {
    // The generated types are checked by validate and the pre-commit hook; re-deriving them on every
    // keystroke would slow the overlay down for a problem authors of pages cannot cause.
    const { issues } = await validateContent({ skipTypes: true });
    return { problems: issues.map(formatIssue) };
  } catch (error) {
    return { problems: [error instanceof Error ? error.message : String(error)] };
  }
}

/**
 * Development and preview support: serves each path's page data from pages/ (fresh on every
 * request, so edits show at once), re-renders the page when a page file changes, shows validation
 * problems as an overlay, renders the authoring guide and hosts the inbox.
 */
export function sitePlugin({ fixtures = false }: { fixtures?: boolean } = {}): Plugin {
  return {
    name: 'site-content',
    configureServer(server) {
      server.watcher.add(PAGES_DIR);
      const onChange = (file: string) => {
        if (file.startsWith(PAGES_DIR + path.sep) && file.endsWith('.json')) {
          server.ws.send({ type: 'custom', event: 'site:content-changed', data: { file } });
          void contentProblems().then((data) => server.ws.send({ type: 'custom', event: 'site:content-problems', data }));
        }
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);

      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '/').split('?')[0]!;
        if (pathname === '/__content-problems') {
          void contentProblems().then((data) => json(res, 200, data), next);
          return;
        }
        if (pathname === '/__guide') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
          res.end(renderGuide());
          return;
        }
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
