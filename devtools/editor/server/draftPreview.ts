import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ViteDevServer } from 'vite';
import type { PageData } from '../../../engine/content/pageData.ts';
import { resolveTokens, tokenValues, tokenValuesIfWhole, type TokenValues } from '../../../engine/content/tokens.ts';
import { siteFacts } from '../../../scripts/lib/site/siteFacts.ts';
import type { RenderOptions } from '../../../engine/server.tsx';
import type { Content } from '../../../scripts/lib/site/contentStore.ts';
import { EditorRequestError } from './editablePage.ts';
import type * as IncompleteItems from './incompleteItems.ts';
import { guardRequest, readJsonBody } from './requestGuard.ts';
import { devErrorPage } from '../../../scripts/vite/devErrorPage.ts';
import type { DevPageRenderer } from '../../../scripts/vite/devPageRenderer.ts';
import { sendHtml } from '../../../scripts/vite/devPages.ts';
import { LEFT_OUT_HEADER } from '../previewLeftOut.ts';

/** What leaves a draft's incomplete list items out of its preview, loaded through Vite's SSR. */
export const INCOMPLETE_ITEMS_MODULE = 'devtools/editor/server/incompleteItems.ts';

/** Where the page editor posts a draft to see it rendered (beside its other endpoints, /__editor/). */
export const DRAFT_PREVIEW_PATH = '/__editor/preview';

const MAX_PATHS = 50;
const MAX_PATH_LENGTH = 200;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The draft as page data, or an EditorRequestError: `{ pageId, paths, page: { meta, blocks } }`,
 * each of the shape a page has. A draft may be half-written: a list item not complete yet (a card
 * just added) is left out, so its block draws the rest; a block not written yet (its required
 * fields still empty) is named, to be drawn as a note saying what it lacks; a block that cannot
 * render still shows as the engine's placeholder naming the problem.
 */
function draftData(
  body: unknown,
  tokens: TokenValues,
  completeItemsOnly: typeof IncompleteItems.completeItemsOnly,
  derive: Content['derive'],
): { data: PageData; leftOut: string[]; unfinished: ReadonlyMap<number, string> } {
  const { pageId, paths, page } = isRecord(body) ? body : {};
  if (typeof pageId !== 'string' || pageId.length > MAX_PATH_LENGTH) throw new EditorRequestError(400, 'send the page\'s id as "pageId"');
  const addresses = Array.isArray(paths) ? paths : [];
  if (
    addresses.length > MAX_PATHS ||
    !addresses.every((path) => typeof path === 'string' && path.startsWith('/') && path.length <= MAX_PATH_LENGTH)
  ) {
    throw new EditorRequestError(400, 'send the page\'s addresses as "paths", a list of paths such as "/about"');
  }
  if (!isRecord(page) || !isRecord(page.meta) || !Array.isArray(page.blocks) || !page.blocks.every((block) => isRecord(block))) {
    throw new EditorRequestError(400, 'send the draft as "page": { "meta": {…}, "blocks": [{…}, …] }');
  }
  // The head needs a title and a description, which a draft may not have yet: the preview shows the body.
  const meta = { ...page.meta, title: String(page.meta.title ?? ''), description: String(page.meta.description ?? '') };
  const blocks = page.blocks.map((block) => ({ ...block, type: String(block.type) }));
  const { page: draft, leftOut, unfinished } = completeItemsOnly({ meta, blocks });
  const first = (addresses as string[])[0];
  const data: PageData = {
    path: first ?? '/',
    pageId,
    canonicalPath: first ?? null,
    paths: addresses as string[],
    notFound: false,
    // What the site derives from a page (the handbook's table of contents), from the draft as it is now.
    page: resolveTokens(derive(pageId, draft), tokens) as unknown as PageData['page'],
  };
  return { data, leftOut, unfinished };
}

/**
 * A draft of site.json as the frame renders it, tokens resolved, or an EditorRequestError when it
 * lacks what the tokens are filled from (the brand and the contact details): a draft may be
 * half-written, and what it says beyond that is validate's to check.
 */
function draftSite(site: unknown): NonNullable<RenderOptions['config']> {
  const tokens = isRecord(site) && typeof site.brand === 'string' ? tokenValuesIfWhole(siteFacts.tokens, site) : undefined;
  if (!tokens) {
    const names = Object.keys(siteFacts.tokens).map((name) => `{${name}}`);
    throw new EditorRequestError(422, `the draft of site.json needs its brand and what fills ${names.join(', ')} for the preview`);
  }
  // As the site's entry hands site.json to the engine (resolveSiteConfig): its own tokens resolved.
  return resolveTokens(site as unknown as NonNullable<RenderOptions['config']>, tokens);
}

/**
 * POST /__editor/preview: the page editor's draft rendered as the page it would publish, by the
 * same server renderer and template as every page of the dev server; the editor shows it in a
 * sandboxed frame. Only here is each block wrapped in an element naming its position
 * (`data-editor-block`, RenderOptions.markBlocks), so a click in the preview selects its block, and
 * a block not written yet drawn as a note naming what it lacks (RenderOptions.unfinished);
 * with `site`, a draft of site.json, the page is framed by the header and footer it would give
 * (RenderOptions.config). Like the editor's other endpoints it answers its own pages only (same
 * origin, JSON, at most a megabyte) and its refusals name no file.
 */
export function handleDraftPreview(req: IncomingMessage, res: ServerResponse, server: ViteDevServer, renderer: DevPageRenderer): boolean {
  if ((req.url ?? '').split('?', 1)[0] !== DRAFT_PREVIEW_PATH) return false;
  const reply = (status: number, text: string) =>
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(text);
  void (async () => {
    if (req.method !== 'POST') return reply(405, 'POST the draft as JSON');
    let data: PageData;
    let leftOut: string[];
    let unfinished: ReadonlyMap<number, string>;
    let content: Content;
    let config: RenderOptions['config'];
    try {
      guardRequest(req, { write: true });
      const body = await readJsonBody(req);
      content = await renderer.content();
      // A draft of site.json (the site editor's): the page is shown in the frame it would have.
      const site = isRecord(body) ? body.site : undefined;
      if (site !== undefined) config = draftSite(site);
      // Through Vite's SSR, like the editor's check (draftCheck.ts): the two share one compile of the schemas.
      const { completeItemsOnly } = await renderer.load<typeof IncompleteItems>(INCOMPLETE_ITEMS_MODULE);
      ({ data, leftOut, unfinished } = draftData(
        body,
        tokenValues(siteFacts.tokens, config ?? content.site),
        completeItemsOnly,
        content.derive,
      ));
    } catch (error) {
      if (error instanceof EditorRequestError) return reply(error.status, error.message);
      throw error;
    }
    try {
      // The items left out, for the editor to name (percent-encoded JSON: a header carries ASCII only).
      const html = await renderer.html(data.paths[0] ?? '/', data, content, { markBlocks: true, config, unfinished });
      sendHtml(res, 200, html, false, { [LEFT_OUT_HEADER]: encodeURIComponent(JSON.stringify(leftOut)) });
    } catch (error) {
      sendHtml(res, 500, await devErrorPage(server, DRAFT_PREVIEW_PATH, error));
    }
  })().catch((error: unknown) => {
    server.config.logger.error(String(error instanceof Error ? error.stack : error));
    if (!res.headersSent) reply(500, "the preview could not be rendered; the dev server's terminal shows why");
  });
  return true;
}
