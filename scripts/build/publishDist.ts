import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { withOrigins } from './securityHeaders.ts';

/**
 * How a build reaches dist/ without ever leaving it half-replaced, whatever stops it: a refusal (a
 * page over the HTML budget), an error, or SIGKILL at any moment.
 *
 * The build writes the whole next site into a staging folder beside dist/ (`.dist.next`): a full
 * build starts it empty (Vite writes its bundles there), an incremental one as a copy of dist/ made
 * of hard links (no bytes copied; the build replaces a file by writing a new one, never through the
 * link: see compress.ts's replaceFile). Nothing in dist/ changes while the site is built. A build
 * that stops before it is done leaves the staging folder, which the next build throws away.
 *
 * Once the staging folder is complete, it is renamed `.dist.ready` (one rename: from then on it is
 * the next site, whole) and published into dist/ file by file, each file taking its name by
 * rename(2), so a request sees either the old file or the new one, never a part. The order keeps
 * every page served with what it needs at every instant:
 *   1. when `_headers` changes, first a `_headers` whose Content-Security-Policy allows the old
 *      and the new build's scripts both (each build's inline loader is allowed by its hash);
 *   2. every new or changed file that is not a page (hashed scripts, stylesheets, images, sitemap):
 *      before any page that links them;
 *   3. the pages (`.html` and their `.br`/`.gz`), one by one: an old page and a new one may be
 *      served side by side for those few milliseconds, each whole, each with its own assets (the
 *      navigator loads a page of another build in full, never swaps it in);
 *   4. the files the new build no longer has (the old hashed assets, the pages of removed routes),
 *      and the folders left empty;
 *   5. last, the new `_headers`, once no old page is left to need the old policy.
 * Unchanged files are left alone (same inode, or same bytes), so they keep their ETags.
 *
 * A build killed while it publishes leaves `.dist.ready` behind: the next build finishes publishing
 * it before anything else (finishPendingPublish), so dist/ ends up as the build that was accepted.
 * Until then every file in dist/ is one build's or the other's, whole, and nothing a page of either
 * links is missing.
 *
 * Why not swap whole folders: two renames leave a moment with no dist/ (every request a 404), and
 * the one atomic swap, a symbolic link renamed over dist/, would make dist/ a link, which deploy
 * tools copy differently (rsync -a uploads the link itself) and which the rule that the build
 * publishes regular files only is there to avoid. The staging folder sits beside dist/, not in a
 * cache folder, because a rename or hard link works only within one file system.
 */

/** The folder a build into `distDir` assembles the next site in. */
export function stagingDirOf(distDir: string): string {
  return siblingOf(distDir, 'next');
}

/** The complete next site while it is published into `distDir` (see publishStaged). */
export function readyDirOf(distDir: string): string {
  return siblingOf(distDir, 'ready');
}

function siblingOf(distDir: string, kind: string): string {
  const absolute = path.resolve(distDir);
  return path.join(path.dirname(absolute), `.${path.basename(absolute)}.${kind}`);
}

/** The temporary name a file has in dist/ between its hard link and its rename (see put). */
const TEMPORARY = /^\..+\.[0-9a-f]{12}\.publishing$/;

/**
 * Starts a build's staging folder, throwing away what a stopped build left there: empty (a full
 * build), or as a copy of `distDir` made of hard links (an incremental build).
 */
export function startStaging(distDir: string, from: 'empty' | 'dist'): string {
  const staging = stagingDirOf(distDir);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  if (from === 'dist' && fs.existsSync(distDir)) linkTree(path.resolve(distDir), staging);
  return staging;
}

/** Removes the staging folder of a build that will not be published. */
export async function discardStaging(distDir: string): Promise<void> {
  await removeFolder(stagingDirOf(distDir));
}

function linkTree(source: string, target: string): void {
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) {
      fs.mkdirSync(to);
      linkTree(from, to);
    } else if (entry.isFile() && !TEMPORARY.test(entry.name)) {
      fs.linkSync(from, to);
    }
  }
}

export interface PublishSummary {
  /** Files put into dist/ (new or changed). */
  published: number;
  /** Files removed from dist/ (gone from the new build). */
  removed: number;
}

export interface PublishOptions {
  /** Called after each change to dist/ (the tests stop the publish there, as a kill would). */
  onStep?: (step: string) => void;
}

/**
 * Publishes the complete staging folder into `distDir` (see the top of this file) and removes it.
 * The staging folder is first renamed `.dist.ready`, the mark that it is whole.
 */
export async function publishStaged(distDir: string, options: PublishOptions = {}): Promise<PublishSummary> {
  const staging = stagingDirOf(distDir);
  // Another build's, stopped while publishing: finishPendingPublish first (build.ts does).
  if (fs.existsSync(readyDirOf(distDir))) throw new Error(`${readyDirOf(distDir)} is still to be published`);
  fs.renameSync(staging, readyDirOf(distDir));
  options.onStep?.('staged site marked ready');
  return publishReady(distDir, options);
}

/**
 * Finishes the publish of a build that was stopped while it published (its `.dist.ready` is
 * there): null when there was none.
 */
export async function finishPendingPublish(distDir: string, options: PublishOptions = {}): Promise<PublishSummary | null> {
  return fs.existsSync(readyDirOf(distDir)) ? publishReady(distDir, options) : null;
}

type Kind = 'file' | 'folder';

/** Every regular file and folder under `root`, relative (with '/'), in a stable order. */
function listTree(root: string, prefix = '', into = new Map<string, Kind>()): Map<string, Kind> {
  for (const entry of fs.readdirSync(path.join(root, prefix), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      into.set(relative, 'folder');
      listTree(root, relative, into);
    } else if (entry.isFile()) {
      into.set(relative, 'file');
    }
  }
  return into;
}

const HEADERS_FILE = '_headers';
const isPage = (relative: string) => /\.html(\.br|\.gz)?$/.test(relative);

async function publishReady(distDir: string, { onStep = () => {} }: PublishOptions): Promise<PublishSummary> {
  const dist = path.resolve(distDir);
  const ready = readyDirOf(dist);
  fs.mkdirSync(dist, { recursive: true });
  const next = listTree(ready);
  const changed = [...next].filter(
    ([relative, kind]) => kind === 'file' && !sameFile(path.join(ready, relative), path.join(dist, relative)),
  );
  const files = changed.map(([relative]) => relative);

  const headersChange = files.includes(HEADERS_FILE);
  if (headersChange) {
    writeBeside(path.join(dist, HEADERS_FILE), headersAllowingBoth(path.join(dist, HEADERS_FILE), path.join(ready, HEADERS_FILE)));
    onStep(`${HEADERS_FILE} allowing both builds`);
  }
  const ordered = [...files.filter((file) => !isPage(file) && file !== HEADERS_FILE), ...files.filter(isPage)];
  for (const relative of ordered) put(ready, dist, relative, onStep);
  const removed = removeAllBut(dist, next, onStep);
  // Last: until the old pages are all gone (a removed route's too), the headers allow them.
  if (headersChange) put(ready, dist, HEADERS_FILE, onStep);
  // Out of the way in one rename: a half-removed ready folder would pass for a smaller site.
  const staging = stagingDirOf(dist);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.renameSync(ready, staging);
  onStep('published');
  await removeFolder(staging);
  return { published: files.length, removed };
}

/**
 * Removes a folder of the build's own. In parallel (libuv's threads): a staging folder has a file
 * for every file of the site, and one by one their removal took about three times as long.
 */
async function removeFolder(folder: string): Promise<void> {
  await fs.promises.rm(folder, { recursive: true, force: true });
}

/** Whether `target` is already `source`: the same file (an incremental build's hard link), or the same bytes. */
function sameFile(source: string, target: string): boolean {
  const a = fs.statSync(source);
  const b = fs.lstatSync(target, { throwIfNoEntry: false });
  if (!b?.isFile() || a.size !== b.size) return false;
  if (a.ino === b.ino && a.dev === b.dev) return true;
  return fs.readFileSync(source).equals(fs.readFileSync(target));
}

/** A name beside `file` that nothing serves (a dot-file) and nothing else uses. */
function temporaryBeside(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.publishing`);
}

/** Gives `relative` in dist/ the ready file's content by a hard link renamed over it: all at once. */
function put(ready: string, dist: string, relative: string, onStep: (step: string) => void): void {
  const target = path.join(dist, relative);
  makeFolder(dist, path.dirname(relative), onStep);
  // A folder where the file now goes (a public file that was a folder): it goes first.
  if (fs.lstatSync(target, { throwIfNoEntry: false })?.isDirectory()) {
    fs.rmSync(target, { recursive: true, force: true });
    onStep(`removed folder ${relative}`);
  }
  const temporary = temporaryBeside(target);
  fs.linkSync(path.join(ready, relative), temporary);
  onStep(`linked ${relative}`);
  fs.renameSync(temporary, target);
  onStep(`published ${relative}`);
}

/** Makes the folder `relative` in dist/ and those above it, replacing any file in their way. */
function makeFolder(dist: string, relative: string, onStep: (step: string) => void): void {
  if (relative === '.' || relative === '') return;
  makeFolder(dist, path.dirname(relative), onStep);
  const folder = path.join(dist, relative);
  const existing = fs.lstatSync(folder, { throwIfNoEntry: false });
  if (existing?.isDirectory()) return;
  if (existing) fs.rmSync(folder, { force: true });
  fs.mkdirSync(folder);
  onStep(`made folder ${relative}`);
}

function writeBeside(file: string, text: string): void {
  const temporary = temporaryBeside(file);
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/**
 * Removes from dist/ (under `prefix`) what the next site does not have, pages first: an old page
 * (a removed route's) goes before the old assets it links. Returns how many files went.
 */
function removeAllBut(dist: string, next: Map<string, Kind>, onStep: (step: string) => void): number {
  return removeUnder(dist, '', next, onStep, 'pages') + removeUnder(dist, '', next, onStep, 'all');
}

function removeUnder(dist: string, prefix: string, next: Map<string, Kind>, onStep: (step: string) => void, what: 'pages' | 'all'): number {
  let removed = 0;
  for (const entry of fs.readdirSync(path.join(dist, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    const kind = next.get(relative);
    if (kind === 'file' && entry.isFile()) continue;
    if (entry.isDirectory() && (kind === 'folder' || what === 'pages')) {
      removed += removeUnder(dist, relative, next, onStep, what);
      continue;
    }
    if (what === 'pages' && !isPage(relative)) continue;
    const target = path.join(dist, relative);
    removed += entry.isDirectory() ? [...listTree(target).values()].filter((kind) => kind === 'file').length : 1;
    fs.rmSync(target, { recursive: true, force: true });
    onStep(`removed ${relative}`);
  }
  return removed;
}

/** The script-src, connect-src and img-src sources of the Content-Security-Policy in a `_headers` text. */
function policySources(headers: string, directive: string): string[] {
  const policy = /^\s*Content-Security-Policy:\s*(.+)$/m.exec(headers)?.[1] ?? '';
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found ? found.slice(1) : [];
}

/**
 * The new `_headers` with its Content-Security-Policy also allowing what the old one allowed in
 * script-src, connect-src and img-src (the old pages' inline loader, by its hash, and the origins
 * they post to): the headers for the moment when pages of both builds are served. The new file as
 * it is when there is no old one.
 */
export function headersAllowingBoth(oldFile: string, newFile: string): string {
  const next = fs.readFileSync(newFile, 'utf8');
  if (!fs.existsSync(oldFile)) return next;
  const old = fs.readFileSync(oldFile, 'utf8');
  const missing = (directive: string) => {
    const present = new Set(policySources(next, directive));
    return policySources(old, directive).filter((source) => !present.has(source));
  };
  return withOrigins(next, { script: missing('script-src'), connect: missing('connect-src'), img: missing('img-src') });
}
