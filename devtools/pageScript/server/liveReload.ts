import path from 'node:path';
import type { Plugin } from 'vite';
import { PAGES_DIR, SCHEMA_DIR, rel } from '../../../scripts/lib/site/paths.ts';
import { SITE_CHANGED_EVENT, type SiteChanged } from '../../siteChanged.ts';

/** Content the pages are rendered from on every request: page files, routes, site.json, schemas. */
export function isContentFile(file: string): boolean {
  return (file.startsWith(PAGES_DIR + path.sep) || file.startsWith(SCHEMA_DIR + path.sep)) && file.endsWith('.json');
}

/**
 * Pages are rendered on the server, so an edit shows by reloading them: when a content file changes,
 * or a module the server renderer uses (a block, the frame, the engine: Vite has already marked it
 * and its importers stale in the SSR module graph, so the next render runs the new code). The pages
 * reload themselves on the event (not Vite's full reload, which would reload the page editor too and
 * lose an author's unsaved draft; the editor renders its preview again instead). Modules only the
 * browser runs (the boot script, an island) are Vite's own HMR's, as ever.
 */
export function liveReload({ onContentChange }: { onContentChange(file: string): void }): Plugin {
  return {
    name: 'site-live-reload',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(PAGES_DIR);
    },
    hotUpdate({ file, modules, server }) {
      if (this.environment.name !== 'ssr') return;
      const content = isContentFile(file);
      if (content) onContentChange(file);
      // The file is named so that an editor open on it reads it again (devtools/editor/useFileOnDisk.ts).
      const data: SiteChanged = content ? { file: rel(file) } : {};
      if (content || modules.length) server.ws.send({ type: 'custom', event: SITE_CHANGED_EVENT, data });
    },
  };
}
