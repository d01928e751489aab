import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_DIR, ROOT, SCHEMA_DIR } from '../lib/site/paths.ts';
import { ROUTES_SCHEMA } from '../lib/schemas/schemas.ts';

/**
 * What an incremental build remembers about the last build into a folder, kept under
 * node_modules/.cache (never in the published folder): the fingerprint of everything that shapes
 * every page, and one key per written page, so the next build rewrites only pages whose key changed.
 */
export interface BuildState {
  fingerprint: string;
  /** Output file (relative to the dist folder) → the key it was written with. */
  pages: Record<string, string>;
  /** Output file → the stylesheet it links, for the pages whose CSS is not inline (see pageWriter). */
  stylesheets: Record<string, string>;
}

/** Everything that can change every page: code, schemas, public files, build settings. Page files are keyed one by one. */
const CODE = ['engine', 'blocks', 'schema', 'scripts', 'public', 'index.html', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'];
/**
 * Files under CODE that no page is built from: the routes editors complete, rewritten by every new
 * page, which would otherwise turn adding a page into a full build.
 */
const NOT_BUILT_FROM = new Set([path.join(SCHEMA_DIR, ROUTES_SCHEMA)]);
/** Environment that changes the bundles or every page (which site, which entry). */
const ENVIRONMENT = /^(VITE_|SITE_ENTRY$|SITE_DIR$)/;

function hashTree(hash: ReturnType<typeof createHash>, target: string): void {
  if (!fs.existsSync(target)) return;
  const stat = fs.statSync(target);
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(target).sort()) {
      if (name === 'node_modules' || name.startsWith('.') || NOT_BUILT_FROM.has(path.join(target, name))) continue;
      hashTree(hash, path.join(target, name));
    }
    return;
  }
  hash.update(path.relative(ROOT, target)).update('\0').update(fs.readFileSync(target)).update('\0');
}

/**
 * The build's fingerprint: a change to any of it (a block component, the engine, a schema, an image,
 * site.json, a VITE_ setting, the site entry) rebuilds everything.
 */
export function buildFingerprint(extra: { siteEntryDir: string; siteFiles: string[] }): string {
  const hash = createHash('sha256');
  for (const item of CODE) hashTree(hash, path.join(ROOT, item));
  // The site's own schemas and public files, where its folder is not the root (SITE_DIR).
  if (SCHEMA_DIR !== path.join(ROOT, 'schema')) hashTree(hash, SCHEMA_DIR);
  if (PUBLIC_DIR !== path.join(ROOT, 'public')) hashTree(hash, PUBLIC_DIR);
  hashTree(hash, extra.siteEntryDir);
  for (const file of extra.siteFiles) hashTree(hash, file);
  for (const name of Object.keys(process.env)
    .filter((key) => ENVIRONMENT.test(key))
    .sort())
    hash.update(`${name}=${process.env[name]}\0`);
  return hash.digest('hex');
}

/** A page's key: the fingerprint and the page's own data. */
export function pageKey(fingerprint: string, data: unknown): string {
  return createHash('sha256').update(fingerprint).update('\0').update(JSON.stringify(data)).digest('hex').slice(0, 32);
}

function stateFile(distDir: string): string {
  const absolute = path.resolve(distDir);
  const id = createHash('sha256').update(absolute).digest('hex').slice(0, 10);
  return path.join(ROOT, 'node_modules/.cache/site-build', `${path.basename(absolute)}-${id}`, 'state.json');
}

export function readBuildState(distDir: string): BuildState | null {
  try {
    return JSON.parse(fs.readFileSync(stateFile(distDir), 'utf8')) as BuildState;
  } catch {
    return null;
  }
}

export function writeBuildState(distDir: string, state: BuildState): void {
  const file = stateFile(distDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(state));
}

export function clearBuildState(distDir: string): void {
  fs.rmSync(stateFile(distDir), { force: true });
}
