import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest as ViteManifest } from 'vite';
import type { PageData } from '../../engine/content/pageData';
import type { ServerRenderer } from '../../engine/server';
import { brotli, HIGHEST_BROTLI, writeWithCompressed } from '../lib/output/compress.ts';
import { renderPageHtml, type PageHtmlSettings } from '../lib/pages/pageHtml.ts';
import { pageStyleElement, pageStyleLink, stylesheetFile } from '../lib/pages/pageStyles.ts';
import { chunkClosure, ISLANDS_MODULE, NAVIGATOR_MODULE } from '../lib/output/viteChunks.ts';

/** Everything rendering a page needs, computed once per build and sent to each worker. */
export interface PageWriterSettings {
  distDir: string;
  /** The built server entry, which exports `renderer`. */
  serverEntry: string;
  /** Vite's index.html, with the markers the pages fill. */
  template: string;
  viteManifest: ViteManifest;
  /** The site entry's island kit module, as the Vite manifest names it. */
  islandKitModule: string;
  siteUrl: string;
  /** The inline loader's <script> element. */
  bootLoaderTag: string;
  /** The organization's structured data, as script-safe JSON. */
  jsonLd?: string;
  /** The most bytes of HTML a page may have (budgets.ts's PAGE_HTML_BUDGET); a heavier page is not written. */
  htmlBudget: number;
}

/**
 * The most a page may weigh, compressed, with its CSS inline. A first visit gets the start of a
 * response in the first round trip only up to TCP's initial congestion window (10 segments, about
 * 14,600 bytes), and the response headers take about 1.3 KB of that (the Content-Security-Policy
 * most). A page that fits keeps its CSS inline: it paints after one round trip. A page that would
 * not fit links its CSS instead: the HTML alone then fits, and its stylesheet (shared by every
 * page with the same CSS, cached for good) loads in the second round trip the page needed anyway.
 */
export const INLINE_CSS_MAX_PAGE_BYTES = 13_300;

/**
 * A page over INLINE_CSS_MAX_PAGE_BYTES at the pages' brotli level, but by no more than this
 * factor, is compressed again at the highest level (about 11 % smaller; some 50 ms a page), and
 * keeps its CSS inline if it then fits. The home page does (13,930 bytes at level 6, 12,461 at 11):
 * linked, its stylesheet came after the whole body was parsed, and the browser then laid out the
 * whole page in one task (64 ms at 4x); inline, the parser's yield point before the footer
 * (engine/page/ParserYield.tsx) splits that work, and the page paints after one round trip, not two.
 */
export const WITHIN_REACH_OF_HIGHEST = 1.15;

/** One page to write: where (relative to the dist folder) and what. */
export interface PageJob {
  file: string;
  data: PageData;
}

/**
 * What a page loads besides the boot entry: the navigator, and only if the page has islands, the
 * island runtime (React), the site's island kit and the modules of its interactive blocks (each in
 * its block folder, `<…>/<type>/`). Static blocks load nothing. The boot entry releases these
 * preloads after the first paint, so they download in parallel rather than one after another.
 */
export function afterPaintPreloads(manifest: ViteManifest, islandKitModule: string, interactiveTypes: string[]): string[] {
  const files = new Set<string>();
  chunkClosure(manifest, NAVIGATOR_MODULE, files);
  if (interactiveTypes.length) {
    chunkClosure(manifest, ISLANDS_MODULE, files);
    chunkClosure(manifest, islandKitModule, files);
  }
  const keys = Object.keys(manifest);
  for (const type of interactiveTypes) {
    const key = keys.find((k) => k.includes(`/${type}/`) && !k.endsWith('/definition.ts') && manifest[k]!.isDynamicEntry);
    if (key) chunkClosure(manifest, key, files);
  }
  return [...files];
}

/**
 * Renders pages to HTML and writes each with its compressed copies (see writeWithCompressed). Used by
 * the prerender's worker threads, and directly for a handful of pages.
 */
export interface WrittenPage {
  /** Whether any file changed. */
  written: boolean;
  /** The page's linked stylesheet (relative to the dist folder), or null when its CSS is inline. */
  stylesheet: string | null;
  /** The page's size in bytes when it was over the HTML budget, and so not written (nor its stylesheet). */
  overBudget?: number;
}

export async function createPageWriter(settings: PageWriterSettings): Promise<(job: PageJob) => Promise<WrittenPage>> {
  const { renderer } = (await import(pathToFileURL(settings.serverEntry).href)) as { renderer: ServerRenderer };
  const entryFiles = new Set<string>();
  chunkClosure(settings.viteManifest, 'index.html', entryFiles);
  const htmlSettings: PageHtmlSettings = {
    template: settings.template,
    siteUrl: settings.siteUrl,
    bootLoaderTag: settings.bootLoaderTag,
    jsonLd: settings.jsonLd,
    preloadsFor: (interactive) =>
      afterPaintPreloads(settings.viteManifest, settings.islandKitModule, interactive)
        .filter((chunk) => !entryFiles.has(chunk))
        .map((chunk) => `/${chunk}`),
  };

  return async ({ file, data }) => {
    const page = await renderPageHtml(renderer, data, htmlSettings);
    const target = path.join(settings.distDir, file);
    // Checked before anything is written: a page over the budget is never published.
    const overBudget = (html: Buffer) =>
      html.length > settings.htmlBudget ? { written: false, stylesheet: null, overBudget: html.length } : null;
    const inline = Buffer.from(page.document(pageStyleElement(page.css)));
    let inlineBrotli = brotli(inline, file);
    if (inlineBrotli.length > INLINE_CSS_MAX_PAGE_BYTES && inlineBrotli.length <= INLINE_CSS_MAX_PAGE_BYTES * WITHIN_REACH_OF_HIGHEST) {
      inlineBrotli = brotli(inline, file, HIGHEST_BROTLI);
    }
    // Inline only within the HTML budget too: a page whose CSS would take it over links its CSS, and
    // the page without it is what the budget then judges.
    if (inlineBrotli.length <= INLINE_CSS_MAX_PAGE_BYTES && !overBudget(inline)) {
      return { written: writeWithCompressed(target, inline, settings.distDir, inlineBrotli), stylesheet: null };
    }
    const stylesheet = stylesheetFile(page.css);
    const linked = Buffer.from(page.document(pageStyleLink(stylesheet)));
    const refused = overBudget(linked);
    if (refused) return refused;
    const wroteCss = writeWithCompressed(path.join(settings.distDir, stylesheet), page.css, settings.distDir);
    const wrotePage = writeWithCompressed(target, linked, settings.distDir);
    return { written: wroteCss || wrotePage, stylesheet };
  };
}
