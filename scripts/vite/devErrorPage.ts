import type { ViteDevServer } from 'vite';
import { ROOT } from '../lib/site/paths.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What the dev server answers when a page cannot be rendered at all (content it cannot read, a
 * frame component that throws): the error's message, its whole stack in the terminal, and the dev
 * server's scripts, so the content overlay shows what validate finds and the page reloads once the
 * file is fixed. Paths in the message are given from the project root, never as this machine's.
 */
export async function devErrorPage(server: ViteDevServer, url: string, error: unknown): Promise<string> {
  if (error instanceof Error) server.ssrFixStacktrace(error);
  server.config.logger.error(`Could not render ${url}:\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  const message = (error instanceof Error ? error.message : String(error)).split(ROOT).join('.');
  return server.transformIndexHtml(
    url,
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>This page could not be rendered</title></head>
<body style="font:16px/1.5 system-ui,sans-serif;margin:0;padding:32px 24px;color:#17202f">
<h1 style="font-size:1.5rem;margin:0 0 12px">This page could not be rendered</h1>
<pre role="alert" style="white-space:pre-wrap;background:#fef3f2;color:#7a271a;padding:16px;border-radius:8px">${escapeHtml(message)}</pre>
<p>The dev server's terminal shows the whole error. The page reloads once a file changes.</p>
</body></html>`,
  );
}
