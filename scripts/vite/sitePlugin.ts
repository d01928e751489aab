import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { isFileLoadingAllowed, type Plugin, type PluginOption } from 'vite';
import type { SiteEntry } from '../lib/siteEntry.ts';
import { handleInbox, inboxDir } from '../server/inbox.ts';
import { isFromOwnPage } from '../server/sameOrigin.ts';
import { noStoreOnErrors } from '../server/cachePolicy.ts';
import { PAGES_DIR, PUBLIC_DIR } from '../lib/paths.ts';
import { renderGuide } from './guide.ts';
import { handleEditorRequest } from '../editor/editorApi.ts';
import type * as DraftCheck from '../editor/draftCheck.ts';
import type * as ProblemLines from '../validate/problemLines.ts';
import type * as SharedSchemaValidator from '../validate/sharedSchemaValidator.ts';
import { contentProblemsWatch, type ContentProblems } from './contentProblems.ts';
import { CATALOG_PATH, serveBlockCatalog } from './blockCatalogPage.ts';
import { devPageRenderer } from './devPageRenderer.ts';
import { sendHtml, sendNotFoundPage, servePages } from './devPages.ts';
import { publicGuard } from './publicGuard.ts';
import { handleDraftPreview, INCOMPLETE_ITEMS_MODULE } from './draftPreview.ts';
import { EDITOR_ICONS, serveIcons } from './editorIcons.ts';
import { editorShell } from './editorShell.ts';
import { liveReload } from './liveReload.ts';
import { warmUp } from './warmUp.ts';

/** The page editor's screens (/__edit, /__edit/…) and endpoints (/__editor/…). */
const EDITOR_PATH = /^\/__edit/i;
/** The editor's screens: /__edit and /__edit/<page>. */
const EDITOR_SCREEN = /^\/__edit(\/|$)/;
/** The editor's check of a draft, loaded through Vite's SSR. */
const DRAFT_CHECK_MODULE = 'scripts/editor/draftCheck.ts';
/**
 * Vite's opener of files in the developer's editor, as its router matches it: by prefix, in any
 * case (connect's matching).
 */
const OPEN_IN_EDITOR = /^\/__open-in-editor/i;
/** The script the dev server adds to the pages it serves (the editor's excepted). */
const DEV_CLIENT = '/devtools/pageScript/devClient.ts';

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

/**
 * The dev server: every page of the site as the build renders it (devPages.ts), reloaded when its
 * content or code changes (liveReload.ts), and the development tools: validate's problems as an
 * overlay on every page (/__content-problems), the block catalogue (/__blocks), the authoring guide
 * (/__guide), the page editor (/__edit, its endpoints under /__editor/, see
 * scripts/editor/editorApi.ts, its draft preview and the site's icons) and the local inbox.
 */
export function sitePlugin({ entry }: { entry: SiteEntry }): PluginOption {
  // validate's overlay, in this process through Vite like the renderer, once the server is there.
  let checkContent: () => Promise<ContentProblems> = () => Promise.reject(new Error('the dev server is not running yet'));
  const problems = contentProblemsWatch(() => checkContent());

  const devServer: Plugin = {
    name: 'site-dev-server',
    apply: 'serve',
    // Every page the dev server serves, but the editor's (which lists problems itself), shows validate's overlay.
    transformIndexHtml: (_html, context) =>
      EDITOR_SCREEN.test(context.path) ? [] : [{ tag: 'script', attrs: { type: 'module', src: DEV_CLIENT }, injectTo: 'head' }],
    configureServer(server) {
      const renderer = devPageRenderer(server, entry);
      // The editor's checks as the author types: validate in this process, through Vite like the renderer.
      const checkDraft: typeof DraftCheck.checkDraft = async (pagesDir, file, text) =>
        (await renderer.load<typeof DraftCheck>(DRAFT_CHECK_MODULE)).checkDraft(pagesDir, file, text);
      checkContent = async () => (await renderer.load<typeof ProblemLines>('scripts/validate/problemLines.ts')).problemLines(PAGES_DIR);
      server.httpServer?.once('listening', () => {
        server.config.logger.info(`  Local inbox: ${inboxDir()}`);
        // What the first page, and the editor's first preview and check, would otherwise wait for
        // (the editor opened a few seconds after the server started: its preview in 2.4 s, 1.1 s so).
        void warmUp([
          // The site's server entry: every page, the preview and the editor's icons.
          () => renderer.icons(),
          // The schemas' compile, which the editor's checks and previews share.
          async () =>
            (await renderer.load<typeof SharedSchemaValidator>('scripts/validate/sharedSchemaValidator.ts')).compileSchemasOnDisk(),
          () => renderer.load(DRAFT_CHECK_MODULE),
          () => renderer.load(INCOMPLETE_ITEMS_MODULE),
        ]);
      });

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
        // The editor's screens and endpoints are never shown inside another page's frame, where a
        // page of any site could trick an author into pressing Save or New page.
        if (EDITOR_PATH.test(safeDecode(pathname))) {
          res.setHeader('x-frame-options', 'DENY');
          res.setHeader('content-security-policy', "frame-ancestors 'none'");
        }
        if (pathname === '/__content-problems') {
          void problems.current().then((data) => json(res, 200, data), next);
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
        if (pathname === CATALOG_PATH && req.method === 'GET') {
          serveBlockCatalog(server, renderer, res).catch(next);
          return;
        }
        if (EDITOR_SCREEN.test(pathname) && req.method === 'GET') {
          void editorShell(server, req.url ?? pathname).then((html) => sendHtml(res, 200, html), next);
          return;
        }
        // The page editor's endpoints write page files: the dev server has them, the preview server
        // and the built site never do (this hook runs for `vite` serving only).
        if (handleDraftPreview(req, res, server, renderer)) return;
        if (pathname === EDITOR_ICONS && req.method === 'GET') {
          serveIcons(req, res, renderer).catch(next);
          return;
        }
        if (handleEditorRequest(req, res, PAGES_DIR, path.join(PUBLIC_DIR, 'images'), { checkDraft })) return;
        next();
      });
      // After Vite's own middleware (modules, public files): every other address is a page.
      return () => server.middlewares.use(servePages(server, renderer));
    },
  };

  // A content change reloads the open pages, whose overlay then asks for validate's findings afresh.
  const reload = liveReload({ onContentChange: () => problems.changed() });
  return [devServer, reload];
}
