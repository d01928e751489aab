/**
 * The engine's server side, for a site's server entry: renders one page of that site to HTML with
 * its styles, plus what the prerender needs around it (head tags, structured data, which blocks
 * are islands). The site hands in its definition; the engine imports nothing of the site.
 */
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { PageData } from './content/pageData';
import type { BlockShape, PageShape, SiteConfigShape } from './content/shapes';
import { pageHead, renderHead, type PageHead } from './head/headTags';
import { organizationJsonLd } from './head/organizationJsonLd';
import { isInteractiveBlock, loadBlockComponents } from './page/blockComponents';
import { createMemoryPageSource } from './router/pageSource';
import { SiteShell } from './shell/SiteShell';
import { IslandRendererContext } from './islands/Island';
import { anySite, type SiteDefinition } from './site/definition';
import { SiteContext } from './site/SiteContext';
import { SpriteCollectorContext } from './sprite/SpriteIcon';
import { renderSprite, SPRITE_CSS } from './sprite/renderSprite';

export { resolveSiteConfig } from './site/siteConfig';
export type { SiteDefinition } from './site/definition';

export interface RenderedPage {
  html: string;
  styles: string;
}

/**
 * What the prerender (scripts/lib/prerender.ts) calls on a site's server entry, for a site whose
 * block union is `Block` and whose config is `Config`.
 */
export interface ServerRenderer<Block extends BlockShape = BlockShape, Config extends SiteConfigShape = SiteConfigShape> {
  site: SiteDefinition<Block, Config>;
  render(data: PageData<PageShape<Block>>): Promise<RenderedPage>;
  pageHead(data: PageData<PageShape<Block>>, siteUrl: string): PageHead;
  renderHead: typeof renderHead;
  organizationJsonLd(siteUrl: string): ReturnType<typeof organizationJsonLd>;
  isInteractiveBlock(type: string): boolean;
}

export function createServerRenderer<Block extends BlockShape, Config extends SiteConfigShape>(
  definition: SiteDefinition<Block, Config>,
): ServerRenderer<Block, Config> {
  const site = anySite(definition);
  /**
   * Every block component, loaded one after another in the registry's order before the first page
   * renders. styled-components numbers its style groups in the order components are first loaded,
   * and that numbering is in the HTML: loaded as pages need them, the same page would come out
   * differently depending on which pages were rendered before it (in another worker, or in an
   * incremental build that renders it alone).
   */
  let allLoaded: Promise<void> | null = null;
  const loadAll = async () => {
    for (const type of Object.keys(site.blocks).sort()) await loadBlockComponents(site.blocks, [type]);
  };

  /** Renders one page to HTML with its styles, for prerendering. */
  async function render(data: PageData): Promise<RenderedPage> {
    await (allLoaded ??= loadAll());
    await loadBlockComponents(
      site.blocks,
      data.page.blocks.map((block) => block.type),
    );
    const sheet = new ServerStyleSheet();
    const icons = new Map<string, ReactElement>();
    // Each island is rendered as its own root with its own identifier prefix, as the browser will
    // hydrate it; its styles go into the page's one style sheet.
    const renderIsland = (element: ReactElement, id: string) => renderToString(sheet.collectStyles(element), { identifierPrefix: id });
    try {
      const html = renderToString(
        sheet.collectStyles(
          <StrictMode>
            <SiteContext.Provider value={site}>
              <SpriteCollectorContext.Provider value={icons}>
                <IslandRendererContext.Provider value={renderIsland}>
                  <StaticRouter location={data.path}>
                    <SiteShell source={createMemoryPageSource(() => data)} initial={data} />
                  </StaticRouter>
                </IslandRendererContext.Provider>
              </SpriteCollectorContext.Provider>
            </SiteContext.Provider>
          </StrictMode>,
        ),
      );
      // The icons' symbols go first in the page's root, so the navigator swaps them with the page.
      const sprite = renderSprite(icons);
      return { html: sprite + html, styles: sheet.getStyleTags() + (sprite ? `<style>${SPRITE_CSS}</style>` : '') };
    } finally {
      sheet.seal();
    }
  }

  return {
    site: definition,
    render,
    pageHead: (data, siteUrl) => pageHead(data, site.config, siteUrl),
    renderHead,
    organizationJsonLd: (siteUrl) => organizationJsonLd(site.config, siteUrl),
    isInteractiveBlock: (type) => isInteractiveBlock(site.blocks, type),
  };
}
