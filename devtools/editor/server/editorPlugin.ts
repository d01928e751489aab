import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import { PAGES_DIR, PUBLIC_DIR, SCHEMA_DIR } from '../../../scripts/lib/site/paths.ts';
import type * as SharedSchemaValidator from '../../../scripts/validate/sharedSchemaValidator.ts';
import { rendererOf } from '../../../scripts/vite/devPageRenderer.ts';
import { sendHtml } from '../../../scripts/vite/devPages.ts';
import { warmUpWhenListening } from '../../../scripts/vite/warmUp.ts';
import { EDITOR_SCREEN } from '../editorPath.ts';
import type * as DraftCheck from './draftCheck.ts';
import { handleDraftPreview, INCOMPLETE_ITEMS_MODULE } from './draftPreview.ts';
import { handleEditorRequest, type AfterWrite } from './editorApi.ts';
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

/** Where an editor request reads and writes: the dev server's content folder, or a hosted author's worktree. */
export interface EditorScope {
  pagesDir: string;
  imagesDir: string;
  /** Run once a write has landed (editorApi's AfterWrite). */
  afterWrite?: AfterWrite;
  /** The folder answers name files from (default: the project's). */
  namedFrom?: string;
}

/**
 * The editor's requests other than its screens, as a function of the server and the request's
 * scope: the draft preview, the site's icons and block types, and its endpoints under /__editor/
 * (editorApi.ts). The dev server answers them for its own content folder; the hosted editor
 * (hosted/hostedEditor.ts) for each author's worktree. True when the request was one of them.
 */
export function editorRequests(server: ViteDevServer) {
  const renderer = rendererOf(server);
  // The editor's checks as the author types, and Save's before it writes: validate in this
  // process, through Vite like the renderer (the page saved and the rules that compare pages).
  const checkAfresh: typeof DraftCheck.checkDraft = async (pagesDir, file, text) =>
    (await renderer.load<typeof DraftCheck>(DRAFT_CHECK_MODULE)).checkDraft(pagesDir, file, text);
  // Leaving a field checks the draft and Save checks the same text a moment later: one check, for as
  // long as the server's watcher hears of no change to any file (validate's own code and what it
  // reads change its answers too). A server that watches nothing (the hosted editor) checks afresh.
  const watching = server.config.server.watch !== null;
  const checks = checkOnceUntilChanged(checkAfresh);
  if (watching) server.watcher.on('all', () => checks.changed());
  const checkDraft = watching ? checks.check : checkAfresh;
  // What the editor's first preview and check would otherwise wait for (the editor opened a few
  // seconds after the server started: its preview in 2.4 s, 1.1 s so), after the site's server entry.
  const warmUpSteps = [
    // The schemas' compile, which the editor's checks and previews share.
    async () => (await renderer.load<typeof SharedSchemaValidator>('scripts/validate/sharedSchemaValidator.ts')).compileSchemasOnDisk(),
    () => renderer.load(DRAFT_CHECK_MODULE),
    () => renderer.load(INCOMPLETE_ITEMS_MODULE),
  ];
  const handle = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void, scope: EditorScope): boolean => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (handleDraftPreview(req, res, server, renderer)) return true;
    if (pathname === EDITOR_ICONS && req.method === 'GET') {
      serveIcons(req, res, renderer).catch(next);
      return true;
    }
    if (pathname === EDITOR_BLOCK_TYPES && req.method === 'GET') {
      serveBlockTypes(req, res, renderer).catch(next);
      return true;
    }
    return handleEditorRequest(req, res, scope.pagesDir, scope.imagesDir, {
      checkDraft,
      // Save's check before it writes: the same, the page saved and the rules that compare pages.
      checkSave: checkDraft,
      afterWrite: scope.afterWrite,
      namedFrom: scope.namedFrom,
    });
  };
  return { handle, warmUpSteps };
}

export const PAGE_EDITOR_PLUGIN = 'page-editor';

/**
 * What the plugin hands a server that runs Vite in middleware mode (the hosted editor): the
 * editor's requests as this dev server answers them. Vite loads its config as a bundle of its own,
 * so the server must take them from the plugin, the instance that has the renderer.
 */
export interface PageEditorApi {
  requests: ReturnType<typeof editorRequests> | null;
}

/**
 * The page editor's server half, on the dev server only: its screens (/__edit, /__edit/<page>:
 * the shell that starts its application, devtools/editor/main.tsx), the preview of a draft, the
 * site's icons and block types, and its endpoints under /__editor/ (editorApi.ts), which write page files.
 */
export function pageEditor(): Plugin<PageEditorApi> {
  const api: PageEditorApi = { requests: null };
  return {
    name: PAGE_EDITOR_PLUGIN,
    apply: 'serve',
    api,
    configureServer(server) {
      const requests = editorRequests(server);
      api.requests = requests;
      const renderer = rendererOf(server);
      // The rest of the site, checked after each change to the content (a save, a text editor's, a
      // checkout) once an editor has asked, in the background; what it finds is sent to the editors.
      const site = siteCheck({
        check: async () => (await renderer.load<typeof DraftCheck>(DRAFT_CHECK_MODULE)).checkSite(PAGES_DIR),
        publish: (report) => server.ws.send({ type: 'custom', event: SITE_CHECK_EVENT, data: report }),
      });
      let pending: ReturnType<typeof setTimeout> | undefined;
      server.watcher.on('all', (_event, file) => {
        if (![PAGES_DIR, SCHEMA_DIR, PUBLIC_DIR].some((dir) => file.startsWith(dir + path.sep))) return;
        clearTimeout(pending);
        pending = setTimeout(() => site.changed(), SITE_CHECK_DELAY_MS);
      });
      warmUpWhenListening(server, [
        ...requests.warmUpSteps,
        // The editor's own modules, transformed for the browser, and so known to the shell, which
        // names them all up front (editorShell.ts).
        () => server.warmupRequest(EDITOR_MODULE),
        // Last, as the first Save comes after the first preview: every page read for the rules that
        // compare pages, for the first check and Save.
        async () => (await renderer.load<typeof DraftCheck>(DRAFT_CHECK_MODULE)).readPages(PAGES_DIR),
      ]);
      const scope = { pagesDir: PAGES_DIR, imagesDir: path.join(PUBLIC_DIR, 'images') };

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
        if (handleSiteCheckRequest(req, res, site)) return;
        if (requests.handle(req, res, next, scope)) return;
        next();
      });
    },
  };
}
