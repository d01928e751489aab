/**
 * The benches' second floor: the same route of the same build with its scripts taken out. Every
 * page's only executable script is the inline boot loader in its <head>, which starts everything
 * else (the boot script, the navigator, the islands); without it the page is the prerendered HTML
 * and CSS alone, as a browser with scripts turned off would show it. Served from a copy of the
 * build in which every <script> element but the JSON-LD is removed from each page, byte for byte
 * the same otherwise, with the same response headers and the same precompressed copies, so what
 * the site's figures have over this floor is what its scripts cost. The benches' own recorder
 * (eventTiming.ts) is not the page's: Playwright puts it into every document, this one included.
 */
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { brotli, HIGHEST_BROTLI, levelsFor, writeWithCompressed } from '../lib/output/compress.ts';
import { createStaticServer } from '../serve/staticServer.ts';

/** A whole script element: its start tag (any attributes), its text, its end tag. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
/** Data for search engines, not a script: it stays, as it changes nothing a browser runs. */
const JSON_LD = /\btype\s*=\s*(["']?)application\/ld\+json\1/i;

/** The page's HTML without its script elements (JSON-LD kept); every other byte is left as it was. */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT_ELEMENT, (element, attributes: string) => (JSON_LD.test(attributes) ? element : ''));
}

/**
 * The brotli level the build gave a page: the pages' own, or the highest (the page writer's choice
 * for a page within reach of its inline-CSS limit). Found by compressing the page again, which
 * gives the same bytes at the same level.
 */
function brotliLevelOf(html: Buffer, compressed: Buffer, relativePath: string): number {
  const pagesLevel = levelsFor(relativePath).brotli;
  return brotli(html, relativePath, pagesLevel).equals(compressed) ? pagesLevel : HIGHEST_BROTLI;
}

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Copies the build in `distDir` to `copyDir` with every page's scripts removed (withoutScripts), and
 * each rewritten page's .gz and .br made anew from it (the brotli copy at the level the build used).
 * Returns how many pages were rewritten.
 */
export function copyWithoutScripts(distDir: string, copyDir: string): number {
  fs.cpSync(distDir, copyDir, { recursive: true });
  let rewritten = 0;
  for (const file of htmlFiles(copyDir)) {
    const html = fs.readFileSync(file);
    const bare = Buffer.from(withoutScripts(html.toString('utf8')));
    if (bare.equals(html)) continue;
    const relative = path.relative(copyDir, file);
    const builtBrotli = fs.existsSync(`${file}.br`) ? fs.readFileSync(`${file}.br`) : null;
    const level = builtBrotli ? brotliLevelOf(html, builtBrotli, relative) : levelsFor(relative).brotli;
    writeWithCompressed(file, bare, copyDir, brotli(bare, relative, level));
    rewritten++;
  }
  return rewritten;
}

export interface NoScriptSite {
  origin: string;
  server: http.Server;
  /** The copy being served (removed by close). */
  root: string;
  close(): void;
}

/**
 * Serves the build in `distDir` without its scripts, as the site is served (createStaticServer: the
 * build's _headers, its precompressed copies), from a copy in a temporary folder, on a free port
 * of 127.0.0.1. close() stops the server and removes the copy.
 */
export async function serveWithoutScripts(distDir: string): Promise<NoScriptSite> {
  const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-no-scripts-')), 'dist');
  copyWithoutScripts(distDir, root);
  const server = createStaticServer({ root, inbox: false });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    root,
    close() {
      server.close();
      server.closeAllConnections();
      fs.rmSync(path.dirname(root), { recursive: true, force: true });
    },
  };
}
