import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, ViteDevServer } from 'vite';
import { pageDataFor } from '../lib/site/contentStore.ts';
import { hasTrailingSlash, trailingSlashRedirect } from '../serve/trailingSlash.ts';
import { pageFileAnswer } from '../serve/pageFileAddress.ts';
import { SPECULATION_RULES_FILE, SPECULATION_RULES_TYPE, speculationRules } from '../../engine/navigation/speculationRules.ts';
import { devErrorPage } from './devErrorPage.ts';
import type { DevPageRenderer } from './devPageRenderer.ts';

export function sendHtml(res: ServerResponse, status: number, html: string, head = false, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(head ? undefined : html);
}

/** What the engine's _headers (scripts/build/_headers) gives every page of the built site, and the dev server gives its pages too. */
const PAGE_HEADERS = { 'speculation-rules': `"${SPECULATION_RULES_FILE}"` };

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers }).end(text);
}

/**
 * The site's pages on the dev server, after Vite's own middleware has served every module and
 * public file it has: each path as the build renders it, from the content on disk at the moment
 * of the request; a path that is not routed gets the not-found page with status 404, and '/about/'
 * or '/about/index.html' a redirect to '/about', as on the preview server.
 */
export function servePages(server: ViteDevServer, renderer: DevPageRenderer): Connect.NextHandleFunction {
  return (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const target = req.url ?? '/';
    const rawPath = target.split('?', 1)[0]!;
    if (rawPath === SPECULATION_RULES_FILE) {
      res.writeHead(200, { 'content-type': SPECULATION_RULES_TYPE, 'cache-control': 'no-store' });
      return void res.end(req.method === 'HEAD' ? undefined : JSON.stringify(speculationRules()));
    }
    if (hasTrailingSlash(rawPath)) {
      const location = trailingSlashRedirect(target);
      if (location) return plain(res, 301, `Moved to ${location}`, { location });
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return plain(res, 400, 'Bad request');
    }
    // Dev serves no precompressed copies; the names it answers 404 are not routed, and get the page below.
    const fileAnswer = pageFileAnswer(target, pathname, () => false);
    if (fileAnswer && fileAnswer !== 'not-found')
      return plain(res, 301, `Moved to ${fileAnswer.redirect}`, { location: fileAnswer.redirect });
    sendPage(server, renderer, { req, res, next }, target, pathname);
  };
}

/**
 * An address no route can have (validate refuses '/404' in routes.json): the not-found page
 * rendered for it names nothing of the request that got it.
 */
const NOT_FOUND_ADDRESS = '/404';

/**
 * The site's not-found page with status 404, as an unknown path gets it, whatever the request: the
 * dev server's answer to a file it does not serve (publicGuard.ts). It is rendered for an address of
 * its own, so it never repeats what was asked for (an absolute path, say).
 */
export function sendNotFoundPage(
  server: ViteDevServer,
  renderer: DevPageRenderer,
  req: IncomingMessage,
  res: ServerResponse,
  next: Connect.NextFunction,
): void {
  sendPage(server, renderer, { req, res, next }, NOT_FOUND_ADDRESS, NOT_FOUND_ADDRESS);
}

/** The page at `pathname`, served at `target`: 200 for a routed path, else the not-found page with 404. */
function sendPage(
  server: ViteDevServer,
  renderer: DevPageRenderer,
  { req, res, next }: { req: IncomingMessage; res: ServerResponse; next: Connect.NextFunction },
  target: string,
  pathname: string,
): void {
  void (async () => {
    try {
      const content = await renderer.content();
      const data = pageDataFor(content, pathname);
      // A routed path is a page of the build even when it shows the not-found page (the login routes).
      const routed = content.manifest.allPaths().includes(data.path);
      sendHtml(res, routed ? 200 : 404, await renderer.html(target, data, content), req.method === 'HEAD', PAGE_HEADERS);
    } catch (error) {
      sendHtml(res, 500, await devErrorPage(server, target, error), req.method === 'HEAD');
    }
  })().catch(next);
}
