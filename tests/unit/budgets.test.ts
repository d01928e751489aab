import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { entrySizes, firstLoadScripts, lazyChunkSizes } from '../../scripts/lib/output/bundleSizes.ts';
import { loadContent } from '../../scripts/lib/site/contentStore.ts';
import type { Page, SiteConfig } from '../../blocks/siteTypes.ts';
import { ROOT } from '../../scripts/lib/site/paths.ts';
import { buildSite, htmlFor } from '../support/builtSite.ts';
import { componentChunk, staticBlockTypes } from '../support/blockChunks.ts';
import { readViteManifest } from '../../scripts/lib/output/viteChunks.ts';
import { brotli, HIGHEST_BROTLI } from '../../scripts/lib/output/compress.ts';
import { INLINE_CSS_MAX_PAGE_BYTES } from '../../scripts/build/pageWriter.ts';
import {
  FIRST_LOAD_JS_GZIP_BUDGET,
  FIRST_LOAD_JS_WITH_FORM_GZIP_BUDGET,
  HOME_PAGE_HTML_BUDGET,
  PAGE_HTML_BUDGET,
} from '../../scripts/lib/output/budgets.ts';

// Byte budgets (deterministic: sizes of the built files). Timing budgets live in `npm run bench`.

const content = loadContent<SiteConfig, Page>();
let dist = '';
beforeAll(() => {
  dist = buildSite();
});

const hasIsland = (html: string) => /\bdata-island="/.test(html);
const list = (files: { file: string; gzip: number }[]) => files.map((f) => `${f.file} ${f.gzip}`).join(', ');

describe('bundle budgets', () => {
  it(`runs at most ${FIRST_LOAD_JS_GZIP_BUDGET / 1024} KB gzip of JavaScript on the first load of a page without a form`, () => {
    const withoutForm = content.manifest.allPaths().filter((route) => !hasIsland(htmlFor(dist, route)));
    expect(withoutForm.length).toBeGreaterThan(30);
    for (const route of withoutForm) {
      const scripts = firstLoadScripts(dist, htmlFor(dist, route));
      expect(scripts.files.length, route).toBeGreaterThan(0);
      expect(scripts.gzip, `${route}: ${list(scripts.files)}`).toBeLessThanOrEqual(FIRST_LOAD_JS_GZIP_BUDGET);
    }
  });

  it(`runs at most ${FIRST_LOAD_JS_WITH_FORM_GZIP_BUDGET / 1024} KB gzip on the first load of a page with a form`, () => {
    const withForm = content.manifest.allPaths().filter((route) => hasIsland(htmlFor(dist, route)));
    expect(withForm).toEqual(expect.arrayContaining(['/contact', '/insights']));
    for (const route of withForm) {
      const scripts = firstLoadScripts(dist, htmlFor(dist, route));
      expect(scripts.gzip, `${route}: ${list(scripts.files)}`).toBeLessThanOrEqual(FIRST_LOAD_JS_WITH_FORM_GZIP_BUDGET);
    }
  });

  it("matches the README's sizes of the inline loader, the boot script and the navigator, within 10 %", () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    const said = (pattern: RegExp) => {
      const kb = pattern.exec(readme)?.[1];
      expect(kb, `the README gives ${pattern}`).toBeDefined();
      return Number(kb) * 1024;
    };
    const route = content.manifest.allPaths().find((path) => !hasIsland(htmlFor(dist, path)))!;
    const { files } = firstLoadScripts(dist, htmlFor(dist, route));
    const loader = files.find((f) => f.inline !== undefined)!;
    const navigator = files.find((f) => f.file.includes('htmlNavigator'))!;
    const boot = files.find((f) => f !== loader && f !== navigator)!;
    const sizes: [what: string, actual: number, claimed: number][] = [
      ['inline loader (bytes)', Buffer.byteLength(loader.inline!), said(/one inline script of about ([\d.]+) KB/)],
      ['boot script (gzip)', boot.gzip, said(/starts the boot script \(about ([\d.]+) KB gzip\)/)],
      ['navigator (gzip)', navigator.gzip, said(/loads the navigator \(about ([\d.]+) KB gzip\)/)],
    ];
    for (const [what, actual, claimed] of sizes)
      expect(Math.abs(actual - claimed) / claimed, `${what}: ${actual} B`).toBeLessThanOrEqual(0.1);
  });

  it('loads no React on a page without a form, and no code of static blocks anywhere', () => {
    // Every static block type of the registry; componentChunk throws for one the build has no chunk for.
    const manifest = readViteManifest(dist);
    const staticChunks = staticBlockTypes().map((type) => componentChunk(manifest, type));
    expect(staticChunks.length).toBeGreaterThan(0);
    for (const route of content.manifest.allPaths()) {
      const html = htmlFor(dist, route);
      const files = firstLoadScripts(dist, html).files.map((f) => f.file);
      for (const chunk of staticChunks) expect(files, `${route} loads ${chunk}`).not.toContain(chunk);
      const code = firstLoadScripts(dist, html)
        .files.map((f) => f.inline ?? fs.readFileSync(path.join(dist, f.file), 'utf8'))
        .join('\n');
      // A marker of react-dom's client: its hydration entry point.
      if (!hasIsland(html)) expect(code.includes('hydrateRoot'), route).toBe(false);
    }
  });

  it('loads supabase-js, the toast library and the form code only when needed, and gtag not at all without a measurement id', () => {
    const entry = entrySizes(dist)
      .files.map((f) => fs.readFileSync(path.join(dist, f.file), 'utf8'))
      .join('\n');
    const lazy = lazyChunkSizes(dist)
      .map((f) => fs.readFileSync(path.join(dist, f.file), 'utf8'))
      .join('\n');
    // Marker strings of each: supabase-js's client header, react-hot-toast's store settings, the
    // contact form's honeypot field.
    for (const marker of ['X-Client-Info', 'toastLimit', 'additional_notes']) {
      expect(entry, marker).not.toContain(marker);
      expect(lazy, marker).toContain(marker);
    }
    // The test build has no VITE_GA_MEASUREMENT_ID: the site hands the engine no analytics, and its
    // gtag module is not even built (bootOptions.test.ts: with an id, it is loaded only when asked).
    expect(entry + lazy).not.toContain('googletagmanager');
  });
});

/** The site header's markup in a page: the one <header data-site-header> (it holds no other header). */
function siteHeaderOf(html: string): string {
  const header = /<header\b[^>]*\sdata-site-header[^>]*>[\s\S]*?<\/header>/.exec(html);
  expect(header).not.toBeNull();
  return header![0];
}

describe('HTML budgets', () => {
  it(`keeps the home page's HTML at most ${HOME_PAGE_HTML_BUDGET / 1024} KB, its CSS rules aside`, () => {
    const markup = htmlFor(dist, '/').replace(/(<style data-page-styles>)[\s\S]*?(<\/style>)/, '$1$2');
    expect(Buffer.byteLength(markup, 'utf8')).toBeLessThanOrEqual(HOME_PAGE_HTML_BUDGET);
  });

  it(`keeps every page's HTML, the form pages' and the not-found page's too, at most ${PAGE_HTML_BUDGET / 1024} KB`, () => {
    const routes = content.manifest.allPaths();
    expect(routes).toEqual(expect.arrayContaining(['/contact', '/insights']));
    for (const route of routes) expect(Buffer.byteLength(htmlFor(dist, route), 'utf8'), route).toBeLessThanOrEqual(PAGE_HTML_BUDGET);
    expect(fs.statSync(path.join(dist, '404.html')).size).toBeLessThanOrEqual(PAGE_HTML_BUDGET);
  });

  it(`sends every page's HTML, compressed, within the first round trip (${INLINE_CSS_MAX_PAGE_BYTES} bytes), with its CSS inline or linked`, () => {
    for (const route of [...content.manifest.allPaths(), '/404']) {
      const file = route === '/404' ? path.join(dist, '404.html') : path.join(dist, route === '/' ? '' : route, 'index.html');
      const html = fs.readFileSync(file, 'utf8');
      expect(fs.statSync(`${file}.br`).size, route).toBeLessThanOrEqual(INLINE_CSS_MAX_PAGE_BYTES);
      const link = /<link rel="stylesheet" href="\/(assets\/page-[0-9a-f]{8}\.css)" data-page-styles>/.exec(html);
      const inline = html.includes('<style data-page-styles>');
      expect(Number(Boolean(link)) + Number(inline), `${route}: one place for its CSS`).toBe(1);
      if (link) {
        // Linked only when inline would not have fitted, even at brotli's highest level: inline CSS
        // saves the stylesheet's round trip, and lets the parser's yield point split the first layout.
        const css = fs.readFileSync(path.join(dist, link[1]!));
        const withInline = Buffer.from(html.replace(link[0], `<style data-page-styles>${css}</style>`));
        expect(brotli(withInline, 'index.html', HIGHEST_BROTLI).length, route).toBeGreaterThan(INLINE_CSS_MAX_PAGE_BYTES);
      }
    }
  });

  it('writes each link of the header once: every address site.json gives it, exactly once', () => {
    const { header } = content.site;
    const expected = [
      ...header.nav.flatMap((item) => [item.href, ...(item.submenu ?? []).flatMap((entry) => ('href' in entry ? [entry.href] : []))]),
      ...header.accountLinks.map((link) => link.href),
    ];
    for (const route of content.manifest.allPaths()) {
      const hrefs = [...siteHeaderOf(htmlFor(dist, route)).matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => match[1]!);
      expect(hrefs, route).toEqual(expect.arrayContaining(expected));
      expect(
        hrefs.filter((href, index) => hrefs.indexOf(href) !== index),
        route,
      ).toEqual([]);
    }
  });
});
