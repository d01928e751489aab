import { execFile } from 'node:child_process';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';
import { loadContent, pageDataFor, type ContentLayer } from '../lib/contentStore.ts';
import { contentLayerOf, type SiteEntry } from '../lib/siteEntry.ts';
import { NOT_FOUND_DATA_URL } from '../../engine/content/pageData.ts';
import { handleInbox, inboxDir } from '../server/inbox.ts';
import { PAGES_DIR, PUBLIC_DIR, ROOT } from '../lib/paths.ts';
import { renderGuide } from './guide.ts';
import { handleEditorRequest } from '../editor/editorApi.ts';

const PAGE_DATA = /^\/_page(\/.*)?\/data\.json$/;
/** The page editor's screens (/__edit, /__edit/…) and endpoints (/__editor/…). */
const EDITOR_PATH = /^\/__edit/i;

/** A path's page data, from the content folder as it is now (plus the site entry's layer). */
function servePageData(res: ServerResponse, pathname: string, layer: ContentLayer | undefined): void {
  try {
    const content = loadContent({ layer });
    if (pathname === NOT_FOUND_DATA_URL) return json(res, 200, pageDataFor(content, '/__not-found'));
    const match = PAGE_DATA.exec(pathname);
    const route = match ? content.manifest.resolve(match[1] ?? '/') : null;
    if (!route || route.notFound) return json(res, 404, { error: 'No page at this path' });
    json(res, 200, pageDataFor(content, match![1] ?? '/'));
  } catch (error) {
    // The message names files by their absolute path on this machine: the terminal gets it, the
    // response only says where to look.
    console.error(error);
    json(res, 500, { error: "The page data could not be read; the dev server's terminal shows why" });
  }
}

/** A path with its %-escapes decoded (as written when they are malformed), to match it by name. */
function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** What the development overlay shows: the same lines `npm run validate` prints. */
export interface ContentProblems {
  problems: string[];
}

/**
 * Runs validate in a process of its own: it reads the site's block definitions, and the dev server's
 * config bundle must not follow their imports into every component. The generated types are checked
 * by validate and the pre-commit hook; re-deriving them on every keystroke would slow the overlay
 * down for a problem authors of pages cannot cause.
 */
function contentProblems(): Promise<ContentProblems> {
  const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [tsx, 'scripts/validate.ts', '--json', '--skip-types'],
      { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        try {
          resolve(JSON.parse(stdout) as ContentProblems);
        } catch {
          resolve({ problems: [(stderr || error?.message || 'validate could not run').trim()] });
        }
      },
    );
  });
}

/**
 * Development and preview support: serves each path's page data from pages/ (fresh on every
 * request, so edits show at once), re-renders the page when a page file changes, shows validation
 * problems as an overlay, renders the authoring guide, hosts the inbox and the page editor's
 * endpoints (/__editor/, see scripts/editor/editorApi.ts).
 */
export function sitePlugin({ entry }: { entry: SiteEntry }): Plugin {
  let layer: Promise<ContentLayer | undefined> | null = null;
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

      server.httpServer?.once('listening', () => server.config.logger.info(`  Local inbox: ${inboxDir()}`));

      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '/').split('?')[0]!;
        // The editor's screens and endpoints are never shown inside another page's frame, where a
        // page of any site could trick an author into pressing Save or New page.
        if (EDITOR_PATH.test(safeDecode(pathname))) {
          res.setHeader('x-frame-options', 'DENY');
          res.setHeader('content-security-policy', "frame-ancestors 'none'");
        }
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
        // The page editor's endpoints write page files: the dev server has them, the preview server
        // and the built site never do (this hook runs for `vite` serving only).
        if (handleEditorRequest(req, res, PAGES_DIR, path.join(PUBLIC_DIR, 'images'))) return;
        if (!pathname.startsWith('/_page/')) return next();
        void (layer ??= contentLayerOf(entry)).then((extra) => servePageData(res, pathname, extra), next);
      });
    },
  };
}
