import type { ViteDevServer } from 'vite';

/** The page editor's application module (devtools/editor/), which the shell loads. */
export const EDITOR_MODULE = '/devtools/editor/main.tsx';

/**
 * The page the dev server answers for /__edit and /__edit/<page>: an empty document that starts
 * the editor's application, through Vite (its client and React Refresh added by transformIndexHtml).
 */
export function editorShell(server: ViteDevServer, url: string): Promise<string> {
  return server.transformIndexHtml(
    url,
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Page editor</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <div id="editor"></div>
    <script type="module" src="${EDITOR_MODULE}"></script>
  </body>
</html>`,
  );
}
