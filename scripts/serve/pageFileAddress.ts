import { NOT_FOUND_FILE } from '../lib/output/distLayout.ts';
import { isSameOriginPath } from './trailingSlash.ts';

/**
 * One address per page, the file-name half (trailingSlash.ts has the slash half): the names of the
 * files a page is built into are not addresses of their own.
 *
 * - '/about/index.html' and '/about/index' are redirected to '/about', '/index.html' to '/': the
 *   page answered 200 at each, a duplicate of itself for every crawler and share that met it.
 * - The not-found page's own name ('/404', '/404.html') answers 404 like any unknown path: at 200
 *   it was a page saying "not found" that search engines were told exists.
 * - A precompressed copy ('/about/index.html.br', '.gz') is how a file is sent, not a file: asked
 *   for by name it came back as compressed bytes labelled text/html, with no Content-Encoding.
 *
 * As in trailingSlash.ts, a redirect is built from the request target as the client sent it, never
 * from the decoded path; an index name the client percent-encoded is answered 404 instead.
 */

/** What to answer instead of the file: a redirect to the page's address, or 404. Null: serve as usual. */
export type PageFileAnswer = { redirect: string } | 'not-found' | null;

const INDEX_NAMES = new Set(['index.html', 'index']);
const NOT_FOUND_NAMES = new Set([`/${NOT_FOUND_FILE}`, `/${NOT_FOUND_FILE.replace(/\.html$/, '')}`]);
const COMPRESSED_COPY = /\.(?:br|gz)$/;

/**
 * `rawTarget` is the request target as received (path and query), `decodedPath` its path
 * percent-decoded; `isFile(decodedPath)` says whether the served folder has that file (a `.gz`
 * an author put in public/ is a file of its own, not a copy).
 */
export function pageFileAnswer(rawTarget: string, decodedPath: string, isFile: (decodedPath: string) => boolean): PageFileAnswer {
  if (NOT_FOUND_NAMES.has(decodedPath)) return 'not-found';
  if (COMPRESSED_COPY.test(decodedPath) && isFile(decodedPath.replace(COMPRESSED_COPY, ''))) return 'not-found';

  const name = decodedPath.slice(decodedPath.lastIndexOf('/') + 1);
  if (!INDEX_NAMES.has(name)) return null;
  const queryAt = rawTarget.includes('?') ? rawTarget.indexOf('?') : rawTarget.length;
  const rawPath = rawTarget.slice(0, queryAt);
  const lastSlash = rawPath.lastIndexOf('/');
  if (rawPath.slice(lastSlash + 1) !== name) return 'not-found';
  let end = lastSlash;
  while (end > 0 && rawPath.charCodeAt(end - 1) === 0x2f) end--;
  const location = (rawPath.slice(0, end) || '/') + rawTarget.slice(queryAt);
  return isSameOriginPath(location) ? { redirect: location } : 'not-found';
}
