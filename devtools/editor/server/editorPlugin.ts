import path from 'node:path';
import type { Plugin } from 'vite';
import { PAGES_DIR, PUBLIC_DIR, SCHEMA_DIR } from '../../../scripts/lib/site/paths.ts';
import type * as SharedSchemaValidator from '../../../scripts/validate/sharedSchemaValidator.ts';
import { rendererOf } from '../../../scripts/vite/devPageRenderer.ts';
import { sendHtml } from '../../../scripts/vite/devPages.ts';
import { warmUpWhenListening } from '../../../scripts/vite/warmUp.ts';
import { EDITOR_SCREEN } from '../editorPath.ts';
import type * as DraftCheck from './draftCheck.ts';
import { handleDraftPreview, INCOMPLETE_ITEMS_MODULE } from './draftPreview.ts';
import { handleEditorRequest } from './editorApi.ts';
import { EDITOR_BLOCK_TYPES, serveBlockTypes } from './editorBlockTypes.ts';
import { EDITOR_ICONS, serveIcons } from './editorIcons.ts';
import { EDITOR_MODULE, editorShell } from './editorShell.ts';
import { SITE_CHECK_EVENT } from '../siteCheckReport.ts';
import { handleSiteCheckRequest, siteCheck } from './siteCheck.ts';
import { checkOnceUntilChanged } from './checkOnce.ts';

/** The page editor's screens (/__edit, /__edit/…) and endpoints (/__editor/…). */
const EDITOR_ADDRESS = /^\/__edit/i;
/** The editor's check of a draft, loaded through Vite's SSR. */
const DRAFT_CHECK_MODULE = 'devtools/editor/server/draftCheck.ts';
/** Changes this close together (a checkout, a text editor's two-step write) are checked once. */
const SITE_CHECK_DELAY_MS = 100;

/** A path with its %-escapes decoded (as written when they are malformed), to match it by name. */
function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The page editor's server half, on the dev server only: its screens (/__edit, /__edit/<page>:
 * the shell that starts its application, devtools/editor/main.tsx), the preview of a draft, the
 * site's icons and block types, and its endpoints under /__editor/ (editorApi.ts), which write page files.
 */
export function pageEditor(): Plugin {
  return {
    name: 'page-editor',
    apply: 'serve',
    configureServer(server) {
      const renderer = rendererOf(server);
      // The editor's checks as the author types, and Save's before it writes: validate in this
      // process, through Vite like the renderer (the page saved and the rules that compare pages).
      const checks = checkOnceUntilChanged(async (pagesDir, file, text) =>
        (await renderer.load<typeof DraftCheck>(DRAFT_CHECK_MODULE)).checkDraft(pagesDir, file, text),
      );
      const checkDraft = checks.check;
      // The rest of the site, checked after each change to the content (a save, a text editor's, a
      // checkout) once an editor has asked, in the background; what it finds is sent to the editors.
      const site = siteCheck({
        check: async () => (await renderer.load<typeof DraftCheck>(DRAFT_CHECK_MODULE)).checkSite(PAGES_DIR),
        publish: (report) => server.ws.send({ type: 'custom', event: SITE_CHECK_EVENT, data: report }),
      });
      let pending: ReturnType<typeof setTimeout> | undefined;
      server.watcher.on('all', (_event, file) => {
        // Any file: validate's own code and what it reads change its answers too.
        checks.changed();
        if (![PAGES_DIR, SCHEMA_DIR, PUBLIC_DIR].some((dir) => file.startsWith(dir + path.sep))) return;
        clearTimeout(pending);
        pending = setTimeout(() => site.changed(), SITE_CHECK_DELAY_MS);
      });
      // What the editor's first preview and check would otherwise wait for (the editor opened a few
      // seconds after the server started: its preview in 2.4 s, 1.1 s so), after the site's server entry.
      warmUpWhenListening(server, [
        // The schemas' compile, which the editor's checks and previews share.
        async () => (await renderer.load<typeof SharedSchemaValidator>('scripts/validate/sharedSchemaValidator.ts')).compileSchemasOnDisk(),
        () => renderer.load(INCOMPLETE_ITEMS_MODULE),
        // The editor's own modules, transformed for the browser, and so known to the shell, which
        // names them all up front (editorShell.ts).
        () => server.warmupRequest(EDITOR_MODULE),
        // Last, as the first Save comes after the first preview: every page read for the rules that
        // compare pages, for the first check and Save.
        async () => (await renderer.load<typeof DraftCheck>(DRAFT_CHECK_MODULE)).readPages(PAGES_DIR),
      ]);

      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '/').split('?')[0]!;
        // The editor's screens and endpoints are never shown inside another page's frame, where a
        // page of any site could trick an author into pressing Save or New page.
        if (EDITOR_ADDRESS.test(safeDecode(pathname))) {
          res.setHeader('x-frame-options', 'DENY');
          res.setHeader('content-security-policy', "frame-ancestors 'none'");
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
        if (pathname === EDITOR_BLOCK_TYPES && req.method === 'GET') {
          serveBlockTypes(req, res, renderer).catch(next);
          return;
        }
        if (handleSiteCheckRequest(req, res, site)) return;
        if (handleEditorRequest(req, res, PAGES_DIR, path.join(PUBLIC_DIR, 'images'), { checkDraft, checkSave: checkDraft })) return;
        next();
      });
    },
  };
}
