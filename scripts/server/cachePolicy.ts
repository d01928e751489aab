import { ASSETS_DIR } from '../lib/distLayout.ts';

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
