import type { IncomingMessage, ServerResponse } from 'node:http';
import { EditorRequestError } from './editablePage.ts';
import { guardRequest } from './requestGuard.ts';
import type { DevPageRenderer } from '../../../scripts/vite/devPageRenderer.ts';

/** Where the page editor asks for the site's icons (beside its other endpoints, /__editor/). */
export const EDITOR_ICONS = '/__editor/icons';

/**
 * GET /__editor/icons: `{ icons: { <name>: '<svg …>…</svg>' } }`, the site's icon set drawn by its
 * own server entry (the site names it in its definition; the engine draws it, ServerRenderer.iconMarkup),
 * loaded through Vite like every page, so the editor shows the icons the pages show without
 * importing anything of the site. Its own pages only, like the editor's other endpoints.
 */
export async function serveIcons(req: IncomingMessage, res: ServerResponse, renderer: DevPageRenderer): Promise<void> {
  const reply = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
  try {
    guardRequest(req, { write: false });
  } catch (error) {
    if (error instanceof EditorRequestError) return void reply(error.status, { error: error.message });
    throw error;
  }
  reply(200, { icons: await renderer.icons() });
}
