import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { handleInbox } from './inbox.ts';
import { headersFor, parseHeadersFile, type HeaderRule } from './headersFile.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export interface StaticServerOptions {
  root: string;
  /** Serve the local inbox at /__inbox/ (the preview server does; a real static host would not). */
  inbox?: boolean;
}

function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (urlPath.endsWith('.html') || urlPath.startsWith('/_page/') || !path.extname(urlPath)) return 'no-cache';
  return 'public, max-age=3600';
}

/** Finds the file for a URL path: the file itself, or the directory's index.html. */
function resolveFile(root: string, urlPath: string): string | null {
  const safe = path.normalize(urlPath).replace(/^(\.\.[/\\])+/, '');
  const candidates = path.extname(safe) ? [safe] : [path.join(safe, 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root)) return null;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * A production-like static server for dist/: precompressed brotli/gzip, long caching for hashed
 * assets, ETags, the headers of dist/_headers (the same file static hosts read), 404.html for
 * unknown paths, and the local inbox.
 */
export function createStaticServer({ root, inbox = true }: StaticServerOptions): http.Server {
  const absoluteRoot = path.resolve(root);
  const headersFile = path.join(absoluteRoot, '_headers');
  const rules: HeaderRule[] = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8')) : [];

  return http.createServer(async (req, res) => {
    try {
      if (inbox && (await handleInbox(req, res))) return;
      const url = new URL(req.url ?? '/', 'http://local');
      let urlPath: string;
      try {
        urlPath = decodeURIComponent(url.pathname);
      } catch {
        res.writeHead(400).end('Bad request');
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      // One address per page: '/about/' redirects to '/about'.
      if (urlPath.length > 1 && urlPath.endsWith('/')) {
        res.writeHead(301, { location: urlPath.replace(/\/+$/, '') + url.search }).end();
        return;
      }
      let file = resolveFile(absoluteRoot, urlPath);
      let status = 200;
      if (!file || path.basename(file) === '_headers') {
        file = path.join(absoluteRoot, '404.html');
        status = 404;
        if (!fs.existsSync(file)) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
          return;
        }
      }
      const stat = fs.statSync(file);
      const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
      const headers: Record<string, string> = {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': status === 404 ? 'no-cache' : cacheControl(urlPath),
        etag,
        vary: 'Accept-Encoding',
        ...headersFor(rules, urlPath),
      };
      if (status === 200 && req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers).end();
        return;
      }
      const accepts = String(req.headers['accept-encoding'] ?? '');
      let body = file;
      if (/\bbr\b/.test(accepts) && fs.existsSync(`${file}.br`)) {
        body = `${file}.br`;
        headers['content-encoding'] = 'br';
      } else if (/\bgzip\b/.test(accepts) && fs.existsSync(`${file}.gz`)) {
        body = `${file}.gz`;
        headers['content-encoding'] = 'gzip';
      }
      headers['content-length'] = String(fs.statSync(body).size);
      res.writeHead(status, headers);
      if (req.method === 'HEAD') res.end();
      else fs.createReadStream(body).pipe(res);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('Server error');
      console.error(error);
    }
  });
}
