import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { PageData } from './content/pageData';
import { loadBlockComponents } from './page/blockComponents';
import { createMemoryPageSource } from './router/pageSource';
import { SiteShell } from './shell/SiteShell';
import { IslandRendererContext } from './islands/Island';

export { pageHead, renderHead } from './head/headTags';
export { organizationJsonLd } from './head/organizationJsonLd';
export { site } from './site/siteConfig';
export { isInteractiveBlock } from './page/blockComponents';

export interface RenderedPage {
  html: string;
  styles: string;
}

/** Renders one page to HTML with its styles, for prerendering. */
export async function render(data: PageData): Promise<RenderedPage> {
  await loadBlockComponents(data.page.blocks.map((block) => block.type));
  const sheet = new ServerStyleSheet();
  // Each island is rendered as its own root with its own identifier prefix, as the browser will
  // hydrate it; its styles go into the page's one style sheet.
  const renderIsland = (element: ReactElement, id: string) => renderToString(sheet.collectStyles(element), { identifierPrefix: id });
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <IslandRendererContext.Provider value={renderIsland}>
            <StaticRouter location={data.path}>
              <SiteShell source={createMemoryPageSource(() => data)} initial={data} />
            </StaticRouter>
          </IslandRendererContext.Provider>
        </StrictMode>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
