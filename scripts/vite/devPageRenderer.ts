import fs from 'node:fs';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import type { PageData } from '../../engine/content/pageData';
import type { RenderOptions, ServerRenderer } from '../../engine/server';
import type * as InlineBootLoader from '../lib/pages/inlineBootLoader.ts';
import { loadContent, type Content, type ContentLayer } from '../lib/site/contentStore.ts';
import { renderPageHtml, structuredDataJson } from '../lib/pages/pageHtml.ts';
import { pageStyleElement } from '../lib/pages/pageStyles.ts';
import { PAGES_DIR, ROOT } from '../lib/site/paths.ts';
import type { ContentLayerModule, SiteEntry } from '../lib/site/siteEntry.ts';
import { siteUrlFor } from '../lib/site/siteUrl.ts';

const INDEX_HTML = path.join(ROOT, 'index.html');

type InlineBootLoaderModule = typeof InlineBootLoader;

/** How the dev server renders the site's pages: the build's way, with Vite's modules and scripts. */
export interface DevPageRenderer {
  /** The content as it is on disk now: the content folder, plus what the site entry adds. */
  content(): Promise<Content>;
  /**
   * One page's document, served at `url`: the page as the build writes it, with the dev server's
   * scripts in its head, and a block that fails to render as a placeholder naming the problem.
   * `options` are the dev server's own: the block catalogue's main region, the editor preview's
   * block markers, draft of site.json and blocks not written yet.
   */
  html(
    url: string,
    data: PageData,
    content: Content,
    options?: Pick<RenderOptions, 'main' | 'markBlocks' | 'config' | 'unfinished'>,
  ): Promise<string>;
  /** The site's icon set drawn as SVG markup by name (ServerRenderer.iconMarkup), from its server entry as it is now. */
  icons(): Promise<Record<string, string>>;
  /** A module of the project through Vite's SSR, in the server renderer's module graph (one React, one styled-components). */
  load<T>(file: string): Promise<T>;
}

/**
 * The dev server's side of "one runtime": every page is rendered by the site's server entry
 * (loaded through Vite's SSR, so an edited component is used at the next request) and written out
 * by the build's own renderPageHtml, into Vite's index.html as the dev server transforms it (its
 * client and React Refresh first in <head>). The differences from the built page are the dev
 * server's: scripts are its modules (the boot script is the site's client entry as written), the
 * CSS is always inline and nothing is preloaded (the dev server serves modules as they are asked for).
 */
export function devPageRenderer(server: ViteDevServer, entry: SiteEntry): DevPageRenderer {
  const renderer = pageRenderer(server, entry);
  renderers.set(server, renderer);
  return renderer;
}

/** Each dev server's renderer, for the development tools served beside its pages (rendererOf). */
const renderers = new WeakMap<ViteDevServer, DevPageRenderer>();

/**
 * The renderer the dev server's pages are rendered with (sitePlugin makes it as the server is
 * configured), for the development tools served beside them (devtools/: the block catalogue, the
 * editor's preview, icons and checks, the overlay's validate): they render and load modules in the
 * same module graph, with the same inline loader. Their plugins come after sitePlugin's in
 * vite.config.ts, so it is there when they are configured.
 */
export function rendererOf(server: ViteDevServer): DevPageRenderer {
  const renderer = renderers.get(server);
  if (!renderer) throw new Error('the dev tools are served beside the site: put their plugins after sitePlugin in vite.config.ts');
  return renderer;
}

function pageRenderer(server: ViteDevServer, entry: SiteEntry): DevPageRenderer {
  const load = <T>(file: string) => server.ssrLoadModule(`/${file}`) as Promise<T>;
  const folder = path.relative(ROOT, entry.dir).split(path.sep).join('/');

  // The build's compiler of the inline loader, loaded through Vite like the renderer (it reads the
  // engine's boot modules, which the dev server's own config must not bundle): compiled again only
  // when Vite has reloaded it, after an edit to the loader or what it reads.
  let loader: { module: InlineBootLoaderModule; tag: Promise<string> } | null = null;
  const bootLoaderTag = async (): Promise<string> => {
    const module = await load<InlineBootLoaderModule>('scripts/lib/pages/inlineBootLoader.ts');
    if (loader?.module !== module) loader = { module, tag: module.inlineBootLoader(entry.clientEntry).then(({ tag }) => tag) };
    return loader.tag;
  };

  const layer = async (): Promise<ContentLayer | undefined> =>
    entry.hasContent ? (await load<ContentLayerModule>(`${folder}/content.ts`)).contentLayer({ pagesDir: PAGES_DIR }) : undefined;

  return {
    load,
    content: async () => loadContent({ layer: await layer(), lazyPages: true }),
    icons: async () => (await load<{ renderer: ServerRenderer }>(entry.serverEntry)).renderer.iconMarkup(),
    async html(url, data, content, { main, markBlocks, config, unfinished } = {}) {
      const { renderer } = await load<{ renderer: ServerRenderer }>(entry.serverEntry);
      const siteUrl = siteUrlFor(content.site);
      const page = await renderPageHtml(
        renderer,
        data,
        {
          template: await server.transformIndexHtml(url, fs.readFileSync(INDEX_HTML, 'utf8')),
          siteUrl,
          bootLoaderTag: await bootLoaderTag(),
          jsonLd: structuredDataJson(renderer, siteUrl),
          preloadsFor: () => [],
        },
        { main, markBlocks, config, unfinished, showFailedBlocks: true },
      );
      return page.document(pageStyleElement(page.css));
    },
  };
}
