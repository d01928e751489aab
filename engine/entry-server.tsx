import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { PageData } from './content/pageData';
import { loadBlockComponents } from './page/blockComponents';
import { createMemoryPageSource } from './router/pageSource';
import { SiteShell } from './shell/SiteShell';

export { pageHead, renderHead } from './head/headTags';
export { organizationJsonLd } from './head/organizationJsonLd';
export { site } from './site/siteConfig';

export interface RenderedPage {
  html: string;
  styles: string;
}

/** Renders one page to HTML with its styles, for prerendering. */
export async function render(data: PageData): Promise<RenderedPage> {
  await loadBlockComponents(data.page.blocks.map((block) => block.type));
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <StaticRouter location={data.path}>
            <SiteShell source={createMemoryPageSource(() => data)} initial={data} />
          </StaticRouter>
        </StrictMode>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
