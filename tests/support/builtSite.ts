import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { ROOT } from '../../scripts/lib/site/paths.ts';

let built: string | undefined;

/** How long a test file waits for another file's build of the site before it gives up. */
const BUILD_WAIT_MS = 600_000;

/**
 * Builds the production site once per test run and returns its folder: the first test file to ask
 * builds it (in the run's folder, unitGlobalSetup.ts), every other file, in any worker, waits for
 * that build and shares it. A failed build fails every file that asked, with its output.
 */
export function buildSite(): string {
  if (built) return built;
  const runDir = inject('siteRunDir');
  const dist = path.join(runDir, 'dist');
  const done = path.join(runDir, 'dist.done');
  const failed = path.join(runDir, 'dist.failed');
  let builder = false;
  try {
    fs.mkdirSync(path.join(runDir, 'dist.lock'));
    builder = true;
  } catch {
    // Another file is building it.
  }
  if (builder) {
    try {
      execFileSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build/build.ts'], {
        cwd: ROOT,
        env: { ...process.env, SITE_DIST: dist, SITE_ENTRY: '' },
        stdio: 'pipe',
      });
      fs.writeFileSync(done, '');
    } catch (error) {
      const output = (error as { stderr?: Buffer; stdout?: Buffer }).stderr?.toString() || String(error);
      fs.writeFileSync(failed, output);
      throw error;
    }
  } else {
    const pause = new Int32Array(new SharedArrayBuffer(4));
    for (const deadline = Date.now() + BUILD_WAIT_MS; !fs.existsSync(done); Atomics.wait(pause, 0, 0, 100)) {
      if (fs.existsSync(failed)) throw new Error(`the site's build failed in another test file:\n${fs.readFileSync(failed, 'utf8')}`);
      if (Date.now() > deadline)
        throw new Error(`the site's build, started by another test file, did not end within ${BUILD_WAIT_MS / 1000} s`);
    }
  }
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
