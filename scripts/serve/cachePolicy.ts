import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { ASSETS_DIR } from '../lib/output/distLayout.ts';

/**
 * How long browsers may keep what the preview server sends, as a production host should be set up:
 * hashed assets never change under their name, so they are kept a year without asking again; pages
 * change with every build, so they are revalidated (cheaply, by ETag) on each use.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Cache-Control for a file served at `urlPath` (decoded). */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith(`/${ASSETS_DIR}/`)) return IMMUTABLE;
  const name = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  if (name.endsWith('.html') || !name.includes('.')) return REVALIDATE;
  return 'public, max-age=3600';
}

/** What every error answer (4xx, 5xx) carries: kept by no cache, so the next request asks again. */
export const NO_STORE = 'no-store';

type Headers = OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;

/** The headers a writeHead call was given, without any Cache-Control among them. */
function withoutCacheControl(headers: Headers): Headers {
  const isCacheControl = (name: unknown) => String(name).toLowerCase() === 'cache-control';
  if (!Array.isArray(headers)) return headers && Object.fromEntries(Object.entries(headers).filter(([name]) => !isCacheControl(name)));
  // [[name, value], …] or [name, value, name, value, …], as Node takes them.
  if (Array.isArray(headers[0])) return (headers as unknown as [string, unknown][]).filter(([name]) => !isCacheControl(name)) as never;
  const pairs: OutgoingHttpHeader[] = [];
  for (let i = 0; i < headers.length; i += 2) if (!isCacheControl(headers[i])) pairs.push(headers[i]!, headers[i + 1]!);
  return pairs;
}

/**
 * Makes every error answer of `res` uncacheable (Cache-Control: no-store), whoever writes it: our
 * handlers, sirv (a 416 for a range past a file's end came with the file's own `max-age=3600`, so a
 * browser would have kept the refusal an hour), or Vite. A refusal or a failure is of its moment:
 * the page or file may be there at the next request. Hooked on writeHead, which every response goes
 * through (Node calls it for an answer given by statusCode and end() alone).
 */
export function noStoreOnErrors(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode >= 400) {
      const last = rest.length - 1;
      if (last >= 0 && typeof rest[last] === 'object') rest[last] = withoutCacheControl(rest[last] as Headers);
      this.setHeader('cache-control', NO_STORE);
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as ServerResponse['writeHead'];
}
