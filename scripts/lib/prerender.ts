import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest as ViteManifest } from 'vite';
import type { PageData } from '../../engine/content/pageData';
import type { ServerRenderer } from '../../engine/server';
import { loadContent, pageDataFor, type ContentLayer } from './contentStore';
import { bootEntryOf, fillTemplate, jsonForScript } from './htmlTemplate';
import { inlineBootLoader } from './inlineBootLoader';
import { siteUrlFor } from './siteUrl';
import { configuredOrigins, withOrigins } from './securityHeaders';
import { chunkClosure, ISLANDS_MODULE, NAVIGATOR_MODULE, readViteManifest } from './viteChunks';

export interface PrerenderOptions {
  distDir: string;
  /** The built site server entry, which exports `renderer` (see engine/server.tsx). */
  serverEntry: string;
  /** Content the site entry adds (the test build's fixture pages). */
  layer?: ContentLayer;
  /** The site entry's island kit module, as the Vite manifest names it ('blocks/islandKit.ts'). */
  islandKitModule: string;
  pagesDir?: string;
}

export interface PrerenderResult {
  pages: number;
  files: number;
  ms: number;
}

/**
 * What a page loads besides the boot entry: the navigator, and only if the page has islands, the
 * island runtime (React), the site's island kit and the modules of its interactive blocks (each in
 * its block folder, `<…>/<type>/`). Static blocks load nothing. The boot entry releases these
 * preloads after the first paint, so they download in parallel rather than one after another.
 */
function afterPaintPreloads(manifest: ViteManifest, islandKitModule: string, interactiveTypes: string[]): string[] {
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

function writeFile(file: string, contents: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, contents);
}

/** Writes static HTML and page data for every routed path, plus 404.html, sitemap.xml and robots.txt. */
export async function prerender({ distDir, serverEntry, layer, islandKitModule, pagesDir }: PrerenderOptions): Promise<PrerenderResult> {
  const started = performance.now();
  const { renderer: server } = (await import(pathToFileURL(serverEntry).href)) as { renderer: ServerRenderer };
  const content = loadContent({ layer, pagesDir });
  const siteUrl = siteUrlFor(content.site);
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const viteManifest = readViteManifest(distDir);
  const entryFiles = new Set<string>();
  chunkClosure(viteManifest, 'index.html', entryFiles);
  const jsonLd = jsonForScript(server.organizationJsonLd(siteUrl));
  const bootLoader = await inlineBootLoader(bootEntryOf(template));
  let files = 0;

  const renderPage = async (data: PageData): Promise<string> => {
    const rendered = await server.render(data);
    const head = server.renderHead(server.pageHead(data, siteUrl));
    const interactive = data.page.blocks.map((block) => block.type).filter((type) => server.isInteractiveBlock(type));
    const preloads = afterPaintPreloads(viteManifest, islandKitModule, interactive)
      .filter((file) => !entryFiles.has(file))
      .map((file) => `/${file}`);
    return fillTemplate(template, {
      head,
      styles: rendered.styles,
      app: rendered.html,
      preloads,
      jsonLd,
      bootLoader: bootLoader.tag,
    });
  };

  const paths = content.manifest.allPaths();
  for (const routePath of paths) {
    const data = pageDataFor(content, routePath);
    const html = await renderPage(data);
    const dir = routePath === '/' ? distDir : path.join(distDir, routePath);
    writeFile(path.join(dir, 'index.html'), html);
    files++;
  }

  const notFound = pageDataFor(content, '/404');
  writeFile(path.join(distDir, '404.html'), await renderPage(notFound));
  files += 1;

  // The sitemap lists each indexable page once, at its canonical address.
  const canonical = new Set<string>();
  for (const routePath of paths) {
    const data = pageDataFor(content, routePath);
    if (!data.notFound && !data.page.meta.noindex && data.canonicalPath) canonical.add(data.canonicalPath);
  }
  const urls = [...canonical].map((p) => `  <url><loc>${siteUrl}${p === '/' ? '/' : p}</loc></url>`).join('\n');
  writeFile(
    path.join(distDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  writeFile(path.join(distDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  files += 2;
  const headersFile = path.join(distDir, '_headers');
  if (fs.existsSync(headersFile)) {
    const origins = configuredOrigins(process.env);
    // The inline boot loader is the one inline script the policy allows, by its hash.
    origins.script.unshift(bootLoader.hash);
    fs.writeFileSync(headersFile, withOrigins(fs.readFileSync(headersFile, 'utf8'), origins));
  }
  return { pages: paths.length + 1, files, ms: performance.now() - started };
}
