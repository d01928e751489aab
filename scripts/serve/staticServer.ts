import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import sirv from 'sirv';
import { handleInbox, INBOX_PREFIX } from './inbox.ts';
import { headersFileReader, headersFor } from './headersFile.ts';
import { NOT_FOUND_FILE } from '../lib/output/distLayout.ts';
import { cacheControlFor, noStoreOnErrors, REVALIDATE } from './cachePolicy.ts';
import { hasTrailingSlash, trailingSlashRedirect } from './trailingSlash.ts';
import { pageFileAnswer } from './pageFileAddress.ts';
import { isSimpleByteRange } from './byteRange.ts';
import { isAllowedHost } from './allowedHost.ts';
import { answerClientError } from './clientError.ts';
import { privatePathReason } from '../lib/output/publicFiles.ts';

export interface StaticServerOptions {
  root: string;
  /** Serve the local inbox at /__inbox/ (the preview server does; a real static host would not). */
  inbox?: boolean;
  /** Host names answered besides IP addresses and localhost (see allowedHost.ts). */
  allowedHosts?: readonly string[];
  /** Longest a client may take to send a request's headers (ms); REQUEST_TIMEOUTS unless a test says. */
  headersTimeoutMs?: number;
  /** Longest a client may take to send a whole request, body included (ms). */
  requestTimeoutMs?: number;
}

/**
 * How long a request may take to arrive. Node's own bounds (60 s for the headers, 300 s for the
 * whole request, checked every 30 s) let a client that sends a byte every few seconds hold a
 * connection for minutes, and a few hundred of them hold the server. A form's 64 KB reaches it in
 * well under a second on a slow phone; a page request is its headers alone.
 */
export const REQUEST_TIMEOUTS = { headersMs: 10_000, requestMs: 20_000 };

/**
 * What public/ may not publish (dot-files and dot-folders such as .vite/ and .env, keys, .jsonl
 * inbox files: publicFiles.ts), should a folder built some other way hold it, and the _headers
 * file itself, are never served.
 */
function isPrivate(decodedPath: string): boolean {
  return privatePathReason(decodedPath) !== undefined || decodedPath.split(/[/\\]/).includes('_headers');
}

/**
 * sirv pipes each file's read stream into the response without listening for the stream's errors,
 * so a file that goes away between lookup and read (a rebuild into the served folder) would throw
 * out of the event loop and stop the server for everyone. This ends that one response instead: its
 * headers are already written, so closing the connection is the only honest answer left.
 */
export function endOnSourceError(res: http.ServerResponse): void {
  res.once('pipe', (source: NodeJS.ReadableStream) => {
    source.on('error', (error: Error) => {
      console.error(`Could not read a file while answering: ${error.message}`);
      res.destroy();
    });
  });
}

/**
 * Targets no browser sends, refused before anything reads them: a fragment (sirv stops at '#' while
 * our own checks read the whole path, so the two could disagree about which file is asked for),
 * and a path that decodes to a control or line-break character (no published file has one).
 */
function isMalformedTarget(target: string, decodedPath: string): boolean {
  // eslint-disable-next-line no-control-regex
  return target.includes('#') || /[\u0000-\u001f\u007f\u2028\u2029]/.test(decodedPath);
}

function decodePath(rawPath: string): string | null {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return null;
  }
}

/**
 * A production-like static server for dist/. The files themselves are served by sirv: lookup of
 * '/about' as about/index.html, content types, precompressed .br/.gz chosen by Accept-Encoding,
 * ETags and 304s, byte ranges, no path traversal. It looks files up per request, so a rebuild
 * into the served folder is served as built without a restart.
 *
 * Ours on top: the headers of dist/_headers (the file static hosts read, as it is now) on every
 * response whatever its status, even the refusals of Node's HTTP parser (clientError.ts);
 * Cache-Control by path, and no-store on every error answer (cachePolicy.ts); 404.html with status
 * 404 for unknown paths; one address per page (trailing slashes and index file names redirected,
 * same-origin only; the not-found page's and precompressed copies' own names 404:
 * pageFileAddress.ts); no dot-files; the local inbox; and only Host names that cannot be a rebound
 * attacker's (allowedHost.ts).
 */
export function createStaticServer({
  root,
  inbox = true,
  allowedHosts = [],
  headersTimeoutMs = REQUEST_TIMEOUTS.headersMs,
  requestTimeoutMs = REQUEST_TIMEOUTS.requestMs,
}: StaticServerOptions): http.Server {
  const absoluteRoot = path.resolve(root);
  const headerRules = headersFileReader(path.join(absoluteRoot, '_headers'));
  const notFoundPage = path.join(absoluteRoot, NOT_FOUND_FILE);
  // No maxAge: Cache-Control is set per path below (sirv's would be one value for every file).
  // `dev` makes sirv look each file up as it is asked for rather than index the folder once at
  // start: after a rebuild into the served folder, an index would send a rewritten page with its
  // old length and ETag (a broken response), 404 the new hashed assets and try to read removed
  // ones. Our Cache-Control is set before sirv runs, and sirv keeps a header already set.
  const serveFile = sirv(absoluteRoot, {
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    dotfiles: false,
  });

  /** Whether the served folder has this file (a decoded path; nothing outside the folder counts). */
  const isServedFile = (decodedPath: string): boolean => {
    const file = path.resolve(absoluteRoot, `.${decodedPath}`);
    if (!file.startsWith(absoluteRoot + path.sep)) return false;
    try {
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  };

  const plain = (res: http.ServerResponse, status: number, text: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': REVALIDATE, ...headers }).end(text);
  };

  const notFound = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!fs.existsSync(notFoundPage)) return plain(res, 404, 'Not found');
    // Cache-Control: no-store, as on every error answer (noStoreOnErrors).
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(notFoundPage).pipe(res);
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const target = req.url ?? '/';
    const queryAt = target.indexOf('?');
    const rawPath = queryAt < 0 ? target : target.slice(0, queryAt);
    const decoded = rawPath.startsWith('/') ? decodePath(rawPath) : null;
    // Every answer (page, redirect, 404, inbox, error) carries the headers _headers gives its path,
    // at least those of '/*'. Answers other than files set their own Cache-Control after these, and
    // error answers are no-store whatever was set.
    for (const [name, value] of Object.entries(headersFor(headerRules(), decoded ?? '/'))) res.setHeader(name, value);

    if (!isAllowedHost(req.headers.host, allowedHosts)) {
      // The name is not echoed back: it is the requester's text.
      return plain(res, 403, 'Blocked request: this server answers localhost and IP addresses; list other names in PREVIEW_ALLOWED_HOSTS.');
    }
    if (decoded === null || isMalformedTarget(target, decoded)) return plain(res, 400, 'Bad request');
    if (inbox && rawPath.startsWith(INBOX_PREFIX) && (await handleInbox(req, res))) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
    if (hasTrailingSlash(rawPath)) {
      const location = trailingSlashRedirect(target);
      if (location) return plain(res, 301, `Moved to ${location}`, { location });
      return notFound(req, res);
    }
    if (isPrivate(decoded)) return notFound(req, res);
    const fileAnswer = pageFileAnswer(target, decoded, isServedFile);
    if (fileAnswer === 'not-found') return notFound(req, res);
    if (fileAnswer) return plain(res, 301, `Moved to ${fileAnswer.redirect}`, { location: fileAnswer.redirect });
    if (!res.hasHeader('cache-control')) res.setHeader('cache-control', cacheControlFor(decoded));
    const range = req.headers.range;
    if (range !== undefined && !isSimpleByteRange(range)) delete req.headers.range;
    serveFile(req, res, () => {
      res.removeHeader('cache-control');
      notFound(req, res);
    });
  };

  const timeouts = {
    headersTimeout: headersTimeoutMs,
    requestTimeout: requestTimeoutMs,
    // Node enforces the two only when it checks its connections: often enough that they hold.
    connectionsCheckingInterval: Math.min(1000, headersTimeoutMs / 4),
  };
  const server = http.createServer(timeouts, (req, res) => {
    // Once per response, whatever answers it: a file from sirv, or the 404 page.
    endOnSourceError(res);
    noStoreOnErrors(res);
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (res.headersSent) res.destroy();
      else plain(res, 500, 'Server error');
    });
  });
  // What Node's parser refuses (headers too large, not HTTP, a body framed twice, too slow to
  // arrive) is answered with the headers of every other answer too, those _headers gives '/'.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    let headers: Record<string, string> = {};
    try {
      headers = headersFor(headerRules(), '/');
    } catch (readError) {
      console.error(readError);
    }
    answerClientError(error, socket, headers);
  });
  return server;
}
