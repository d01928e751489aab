import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The response headers every site the engine builds gets (security policy, caching, the
 * Speculation-Rules header the navigator relies on): held by the build, not by a site, so a new
 * site cannot be published without them.
 */
export const ENGINE_HEADERS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '_headers');

/** The `_headers` a full build starts from: the engine's, then the site's own public/_headers, if it has one. */
export function siteHeadersText(publicDir: string): string {
  const engine = fs.readFileSync(ENGINE_HEADERS_FILE, 'utf8');
  const own = path.join(publicDir, '_headers');
  if (!fs.existsSync(own)) return engine;
  return `${engine}\n# The site's own rules (${path.basename(path.dirname(publicDir))}/public/_headers).\n${fs.readFileSync(own, 'utf8')}`;
}
