import { PAGE_STYLES_ATTRIBUTE } from '../../engine/navigation/pageStyles.ts';

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
 * The page's one <style> element: its CSS (pageCss), without the rehydration markers and separators
 * that only styled-components' browser runtime reads (it never runs over the prerendered page; see
 * engine/navigation/pageStyles.ts).
 */
export function pageStyleElement(styleTags: string): string {
  const text = pageCss(styleTags);
  if (text.includes('</')) throw new Error('a style rule contains "</", which would end the <style> element early');
  return `<style ${PAGE_STYLES_ATTRIBUTE}>${text}</style>`;
}
