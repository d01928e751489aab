import type { ViteDevServer } from 'vite';
import { FIRST_LOAD_GLOBAL } from '../firstLoad.ts';
import { EDITOR_PATH, SITE_TARGET } from '../editorPath.ts';
import { LEFT_OUT_HEADER } from '../previewLeftOut.ts';

/** The page editor's application module (devtools/editor/), which the shell loads. */
export const EDITOR_MODULE = '/devtools/editor/main.tsx';

/** A module of the dev server's graph as far as the shell needs it (Vite's EnvironmentModuleNode). */
interface GraphModule {
  url: string;
  type: string;
  importedModules: Set<GraphModule>;
  /** Those of importedModules its code imports statically (not in Vite's public types). */
  staticImportedUrls?: Set<string>;
  lastHMRTimestamp: number;
}

/**
 * Every module the editor's application imports statically, as the browser will ask for each (a
 * module changed since the server started with its timestamp, as Vite's import rewriting adds it),
 * once the dev server has served or warmed it up once: empty before.
 */
async function editorModules(server: ViteDevServer): Promise<string[]> {
  const root = (await server.environments.client.moduleGraph.getModuleByUrl(EDITOR_MODULE)) as GraphModule | undefined;
  const urls: string[] = [];
  const seen = new Set<GraphModule>();
  const visit = (module: GraphModule) => {
    for (const imported of module.importedModules) {
      if (seen.has(imported) || !module.staticImportedUrls?.has(imported.url)) continue;
      seen.add(imported);
      if (imported.type !== 'js') continue;
      // A virtual module ('\0virtual:site-schemas') is asked for as Vite's import rewriting names it.
      const served = imported.url.startsWith('/') ? imported.url : `/@id/${imported.url.replace('\0', '__x00__')}`;
      const [path, query] = served.split('?', 2) as [string, string | undefined];
      const timestamp = imported.lastHMRTimestamp > 0 ? `t=${imported.lastHMRTimestamp}` : '';
      const search = [timestamp, query].filter(Boolean).join('&');
      urls.push(search ? `${path}?${search}` : path);
      visit(imported);
    }
  };
  if (root) visit(root);
  return urls;
}

/**
 * The shell's first requests (firstLoad.ts), in a script run as the shell is parsed, before the
 * editor's modules are asked for: the page the address names (read as EditorApp reads it), then
 * its preview (the body as LivePreview writes it for a page as opened). The editor's own modules
 * take a second to arrive; the two answers are there by then.
 */
function firstLoadScript(): string {
  return `(() => {
  const target = location.pathname.slice(${EDITOR_PATH.length}).replace(/^\\/+|\\/+$/g, '');
  if (!target || target === ${JSON.stringify(SITE_TARGET)}) return;
  const read = (response) => response.text().then((text) => ({
    status: response.status,
    contentType: response.headers.get('content-type'),
    leftOut: response.headers.get(${JSON.stringify(LEFT_OUT_HEADER)}),
    text,
  }));
  const page = fetch('/__editor/page?id=' + encodeURIComponent(target)).then(read).catch(() => null);
  const preview = page.then((answer) => {
    if (!answer || answer.status !== 200) return null;
    const opened = JSON.parse(answer.text);
    const draft = JSON.stringify({ pageId: opened.id, paths: opened.paths, page: { meta: opened.document.meta, blocks: opened.document.blocks } });
    return fetch('/__editor/preview', { method: 'POST', headers: { 'content-type': 'application/json' }, body: draft })
      .then(read)
      .then((answer) => ({ ...answer, draft }));
  }).catch(() => null);
  window[${JSON.stringify(FIRST_LOAD_GLOBAL)}] = { target, page, preview };
})();`;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page the dev server answers for /__edit and /__edit/<page>: an empty document that starts
 * the editor's application, through Vite (its client and React Refresh added by transformIndexHtml).
 * Its modules are named up front (modulepreload), so the browser asks for them all at once rather
 * than one level of imports at a time (some eighty modules: the first preview waited 1.5–2 s for
 * them level by level on a busy machine, 0.5–0.9 s so), and a script asks for the page and its
 * preview meanwhile (firstLoadScript).
 */
export async function editorShell(server: ViteDevServer, url: string): Promise<string> {
  const preloads = (await editorModules(server)).map((href) => `<link rel="modulepreload" href="${attribute(href)}" />`).join('\n    ');
  const html = await server.transformIndexHtml(
    url,
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Page editor</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script>${firstLoadScript()}</script>
  </head>
  <body>
    <div id="editor"></div>
    <script type="module" src="${EDITOR_MODULE}"></script>
  </body>
</html>`,
  );
  return preloads ? html.replace('</head>', `  ${preloads}\n  </head>`) : html;
}
