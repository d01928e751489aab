import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/paths.ts';

let built: string | undefined;

/** Builds the production site once per test run into a temporary folder and returns its path. */
export function buildSite(): string {
  if (built) return built;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], {
    cwd: ROOT,
    env: { ...process.env, SITE_DIST: dist, SITE_ENTRY: '' },
    stdio: 'pipe',
  });
  built = dist;
  return dist;
}

export function htmlFor(dist: string, routePath: string): string {
  return fs.readFileSync(path.join(dist, routePath === '/' ? '' : routePath, 'index.html'), 'utf8');
}

/** A built page's CSS: its inline style element's, or the stylesheet it links (see pageWriter). */
export function cssOf(dist: string, document: Document): string {
  const inline = document.querySelector('style[data-page-styles]');
  if (inline) return inline.textContent!;
  const link = document.querySelector('link[rel="stylesheet"][data-page-styles]');
  if (!link) throw new Error('the page has neither inline styles nor a page stylesheet');
  return fs.readFileSync(path.join(dist, link.getAttribute('href')!), 'utf8');
}

export function decode(text: string): string {
  return text
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/** Every file under `dir`, recursively. */
export function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}
