import { createHash } from 'node:crypto';
import { PAGE_STYLES_ATTRIBUTE } from '../../../engine/navigation/pageStyles.ts';
import { ASSETS_DIR } from '../output/distLayout.ts';

/** styled-components' rehydration marker: `data-styled.g12[id="sc-abc-0"]{content:"xyz,"}`. */
const MARKER = /^data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}$/;
const SEPARATOR = '/*!sc*/';

function styleText(styleTags: string): string {
  return [...styleTags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join('\n');
}

/** The page's CSS from styled-components' server style tags: the rules only, each distinct rule once. */
export function pageCss(styleTags: string): string {
  const rules = new Set<string>();
  for (const piece of styleText(styleTags).split(SEPARATOR)) {
    const rule = piece.trim();
    if (rule && !MARKER.test(rule)) rules.add(rule);
  }
  return [...rules].join('');
}

/**
 * The component ids styled-components registered while the page rendered (`sc-abc-0`), read off its
 * rehydration markers: each marker names one component and the classes of its rules.
 */
export function componentIdsOf(styleTags: string): Set<string> {
  return new Set([...styleText(styleTags).matchAll(/data-styled\.g\d+\[id="([^"]+)"\]/g)].map((match) => match[1]!));
}

/**
 * The page's one <style> element for its CSS (pageCss): without the rehydration markers and separators
 * that only styled-components' browser runtime reads (it never runs over the prerendered page; see
 * engine/navigation/pageStyles.ts).
 */
export function pageStyleElement(text: string): string {
  if (text.includes('</')) throw new Error('a style rule contains "</", which would end the <style> element early');
  return `<style ${PAGE_STYLES_ATTRIBUTE}>${text}</style>`;
}

/** Where a page's linked stylesheet lives: named by its content, so pages with the same CSS share one file, cached for good. */
export function stylesheetFile(css: string): string {
  return `${ASSETS_DIR}/page-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
}

export const STYLESHEET_FILE = new RegExp(`^${ASSETS_DIR}/page-[0-9a-f]{8}\\.css$`);

/** The <link> to a page's stylesheet (see pageWriter's INLINE_CSS_MAX_PAGE_BYTES), swapped by the navigator like the inline element. */
export function pageStyleLink(file: string): string {
  return `<link rel="stylesheet" href="/${file}" ${PAGE_STYLES_ATTRIBUTE}>`;
}
