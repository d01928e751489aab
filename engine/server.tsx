/**
 * The engine's server side, for a site's server entry: renders one page of that site to HTML with
 * its styles, plus what the prerender needs around it (head tags, structured data, which blocks
 * are islands). The site hands in its definition; the engine imports nothing of the site.
 */
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { pageInfo, type PageData } from './content/pageData';
import type { BlockShape, PageShape, SiteConfigShape } from './content/shapes';
import { pageHead, renderHead, type PageHead } from './head/headTags';
import { isInteractiveBlock, loadBlockComponents } from './page/blockComponents';
import { PageView } from './page/PageView';
import { SiteFrame } from './page/SiteFrame';
import { IslandRendererContext } from './page/Island';
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

/** How the dev server asks for a page; the build asks for none of it. */
export interface RenderOptions {
  /** What the main region shows instead of the page's blocks: the dev server's own pages (the block catalogue). */
  main?: ReactNode;
  /**
   * Shows a block that fails to render as a placeholder naming the problem, and renders the rest of
   * the page, as the author edits (the dev server). Otherwise the failure fails the render, and the
   * build stops: a page is never published without one of its blocks.
   */
  showFailedBlocks?: boolean;
  /**
   * Wraps each block of the page in an element naming its position, `data-editor-block="<index>"`
   * (`display: contents`, so the layout is the page's own), for a tool that shows the page and must
   * tell which block an element belongs to: the page editor's preview. Never in a page the site
   * serves or the build writes.
   */
  markBlocks?: boolean;
  /**
   * The site config to render the page's frame (header, footer) with, in place of the site
   * definition's, tokens resolved: the page editor's draft of site.json, previewed before it is
   * saved. Never in a page the site serves or the build writes.
   */
  config?: SiteConfigShape;
  /**
   * Blocks not written yet, by position, each with what it lacks in words ('Title; Cards item 1 ›
   * Icon'): each is drawn as a note saying so in its place (UnfinishedBlock), not as the block. The
   * page editor's preview, for a block just added whose required fields are still empty. Never in
   * a page the site serves or the build writes.
   */
  unfinished?: ReadonlyMap<number, string>;
}

/**
 * What the prerender (scripts/build/prerender.ts) and the dev server (scripts/vite/devPages.ts) call on
 * a site's server entry, for a site whose block union is `Block` and whose config is `Config`: both
 * render every page through it.
 */
export interface ServerRenderer<Block extends BlockShape = BlockShape, Config extends SiteConfigShape = SiteConfigShape> {
  site: SiteDefinition<Block, Config>;
  /** One page in the site's frame. */
  render(data: PageData<PageShape<Block>>, options?: RenderOptions): Promise<RenderedPage>;
  pageHead(data: PageData<PageShape<Block>>, siteUrl: string): PageHead;
  renderHead: typeof renderHead;
  /** The site's structured data (SiteDefinition.structuredData), if it gives any. */
  structuredData(siteUrl: string): Record<string, unknown> | undefined;
  isInteractiveBlock(type: string): boolean;
  /**
   * The site's icon set (SiteDefinition.icons) drawn as SVG markup, by name, 24 px: for the tools
   * that show icons by name, which know no site (the page editor's icon picker).
   */
  iconMarkup(): Record<string, string>;
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

  /** One page to HTML with its styles; `failed` blocks render as placeholders (development). */
  interface RenderParts {
    main?: ReactNode;
    failed?: ReadonlyMap<number, Error>;
    markBlocks?: boolean;
    config?: SiteConfigShape;
    unfinished?: ReadonlyMap<number, string>;
  }

  function renderOnce(data: PageData, { main, failed, markBlocks = false, config, unfinished }: RenderParts = {}): RenderedPage {
    const sheet = new ServerStyleSheet();
    const icons = new Map<string, ReactElement>();
    // Each island is rendered as its own root with its own identifier prefix, as the browser will
    // hydrate it; its styles go into the page's one style sheet.
    const renderIsland = (element: ReactElement, id: string) => renderToString(sheet.collectStyles(element), { identifierPrefix: id });
    try {
      const html = renderToString(
        sheet.collectStyles(
          <StrictMode>
            <SiteContext.Provider value={config ? { ...site, config } : site}>
              <SpriteCollectorContext.Provider value={icons}>
                <IslandRendererContext.Provider value={renderIsland}>
                  <SiteFrame page={pageInfo(data)}>
                    {main ?? <PageView data={data} failed={failed} markBlocks={markBlocks} unfinished={unfinished} />}
                  </SiteFrame>
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

  /** The blocks of a page that fail when rendered on their own, by position (not those drawn as not written yet). */
  function failingBlocks(data: PageData, config?: SiteConfigShape, unfinished?: ReadonlyMap<number, string>): Map<number, Error> {
    const failed = new Map<number, Error>();
    data.page.blocks.forEach((block, position) => {
      if (unfinished?.has(position)) return;
      try {
        renderOnce({ ...data, page: { ...data.page, blocks: [block] } }, { config });
      } catch (error) {
        failed.set(position, error instanceof Error ? error : new Error(String(error)));
      }
    });
    return failed;
  }

  async function render(
    data: PageData,
    { main, showFailedBlocks = false, markBlocks = false, config, unfinished }: RenderOptions = {},
  ): Promise<RenderedPage> {
    await (allLoaded ??= loadAll());
    await loadBlockComponents(
      site.blocks,
      data.page.blocks.map((block) => block.type),
    );
    try {
      return renderOnce(data, { main, markBlocks, config, unfinished });
    } catch (error) {
      // React's server renderer has no error boundaries: the blocks that fail are found by
      // rendering each on its own, and the page is rendered again with them as placeholders.
      if (!showFailedBlocks || main !== undefined) throw error;
      const failed = failingBlocks(data, config, unfinished);
      if (failed.size === 0) throw error;
      return renderOnce(data, { failed, markBlocks, config, unfinished });
    }
  }

  return {
    site: definition,
    render,
    pageHead: (data, siteUrl) => pageHead(data, site.config, siteUrl),
    renderHead,
    structuredData: (siteUrl) => site.structuredData?.(site.config, siteUrl),
    isInteractiveBlock: (type) => isInteractiveBlock(site.blocks, type),
    iconMarkup: () =>
      Object.fromEntries(
        Object.entries(site.icons ?? {}).map(([name, Icon]) => [
          name,
          renderToStaticMarkup(<Icon size={24} strokeWidth={1.75} aria-hidden="true" />),
        ]),
      ),
  };
}
