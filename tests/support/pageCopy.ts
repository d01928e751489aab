import { resolveTokens, tokenValues } from '../../engine/content/tokens.ts';
import { contentTokens } from '../../blocks/contentTokens.ts';
import { loadContent, pageDataFor } from '../../scripts/lib/site/contentStore.ts';
import type { Page, SiteConfig } from '../../blocks/siteTypes.ts';
import { defaultBlockFacts } from '../../scripts/validate/blockFacts.ts';

/**
 * What a page says, read from the content as the build reads it (tokens resolved), so a browser test
 * checks that the engine shows the page's own words without repeating the site's marketing copy: a
 * rewrite of a headline breaks no test of the engine.
 */
const content = loadContent<SiteConfig, Page>();
const headingTypes = new Set(defaultBlockFacts().flatMap((facts) => (facts.rendersPageHeading ? [facts.type] : [])));

/** The text of the page's h1: the title of its block that renders the page heading. */
export function headingOf(path: string): string {
  const block = pageDataFor(content, path).page.blocks.find((b) => headingTypes.has(b.type)) as { title?: unknown } | undefined;
  if (typeof block?.title !== 'string') throw new Error(`${path} has no block that renders its h1`);
  return block.title;
}

/** The page's <title>, as its meta gives it. */
export function titleOf(path: string): string {
  return pageDataFor(content, path).page.meta.title;
}

/** The footer's copyright line, as site.json gives it. */
export function copyrightLine(): string {
  return resolveTokens(content.site.footer.copyright, tokenValues(contentTokens, content.site));
}
