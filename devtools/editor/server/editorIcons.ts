import type { IncomingMessage, ServerResponse } from 'node:http';
import { replyGuardedJson } from './guardedJson.ts';
import type { DevPageRenderer } from '../../../scripts/vite/devPageRenderer.ts';

/** Where the page editor asks for the site's icons (beside its other endpoints, /__editor/). */
export const EDITOR_ICONS = '/__editor/icons';

/**
 * GET /__editor/icons: `{ icons: { <name>: '<svg …>…</svg>' } }`, the site's icon set drawn by its
 * own server entry (the site names it in its definition; the engine draws it, ServerRenderer.iconMarkup),
 * loaded through Vite like every page, so the editor shows the icons the pages show without
 * importing anything of the site. Its own pages only, like the editor's other endpoints.
 */
export function serveIcons(req: IncomingMessage, res: ServerResponse, renderer: DevPageRenderer): Promise<void> {
  return replyGuardedJson(req, res, async () => ({ icons: await renderer.icons() }));
}
