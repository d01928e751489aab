import type { PageData } from '../../../engine/content/pageData';
import type { RenderOptions, ServerRenderer } from '../../../engine/server';
import { withoutUnnamedComponentIds } from './componentIdClasses.ts';
import { fillTemplate, jsonForScript } from './htmlTemplate.ts';
import { componentIdsOf, pageCss } from './pageStyles.ts';

/** What turning a rendered page into its HTML document needs, besides the page itself. */
export interface PageHtmlSettings {
  /** Vite's index.html (built, or transformed by the dev server), with the markers the page fills. */
  template: string;
  /** The absolute origin of canonical links and social tags. */
  siteUrl: string;
  /** The inline loader's <script> element. */
  bootLoaderTag: string;
  /** The site's structured data, as script-safe JSON, if it gives any. */
  jsonLd?: string;
  /** The modules the page preloads after its first paint, given its interactive block types. */
  preloadsFor(interactiveTypes: string[]): string[];
}

/** The site's structured data (SiteDefinition.structuredData) as script-safe JSON, if it gives any. */
export function structuredDataJson(renderer: ServerRenderer, siteUrl: string): string | undefined {
  const data = renderer.structuredData(siteUrl);
  return data === undefined ? undefined : jsonForScript(data);
}

/** One page, rendered: its CSS, and its document around whichever way that CSS is given. */
export interface PageHtml {
  /** The page's CSS rules, each once (see pageCss). */
  css: string;
  /** The whole document, with `styles` (the page's style element, or the link to its stylesheet) in its head. */
  document(styles: string): string;
}

/**
 * Renders one page to its HTML document: the site's server renderer renders the page in its frame,
 * and Vite's index.html is filled with its head tags, structured data, inline loader, preloads and
 * markup. The build writes what this returns (scripts/build/pageWriter.ts) and the dev server serves
 * it (scripts/vite/devPages.ts), so both serve the same page. The options are the dev server's
 * (see RenderOptions).
 */
export async function renderPageHtml(
  renderer: ServerRenderer,
  data: PageData,
  settings: PageHtmlSettings,
  options?: RenderOptions,
): Promise<PageHtml> {
  const rendered = await renderer.render(data, options);
  const head = renderer.renderHead(renderer.pageHead(data, settings.siteUrl));
  const interactive = data.page.blocks.map((block) => block.type).filter((type) => renderer.isInteractiveBlock(type));
  const css = pageCss(rendered.styles);
  const app = withoutUnnamedComponentIds(rendered.html, css, componentIdsOf(rendered.styles));
  const preloads = settings.preloadsFor(interactive);
  return {
    css,
    document: (styles) =>
      fillTemplate(settings.template, {
        head,
        styles,
        app,
        preloads,
        jsonLd: settings.jsonLd,
        language: (options?.config ?? renderer.site.config).language,
        bootLoader: settings.bootLoaderTag,
      }),
  };
}
