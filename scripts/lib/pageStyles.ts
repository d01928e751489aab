import { PAGE_STYLES_ATTRIBUTE } from '../../engine/navigation/pageStyles.ts';

/** styled-components' rehydration marker: `data-styled.g12[id="sc-abc-0"]{content:"xyz,"}`. */
const MARKER = /^data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}$/;
const SEPARATOR = '/*!sc*/';

/**
 * The page's one <style> element from styled-components' server style tags: the CSS rules only,
 * without the rehydration markers and separators that only its browser runtime reads (it never
 * runs over the prerendered page; see engine/navigation/pageStyles.ts), each distinct rule once.
 */
export function pageStyleElement(styleTags: string): string {
  const css = [...styleTags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join('\n');
  const rules = new Set<string>();
  for (const piece of css.split(SEPARATOR)) {
    const rule = piece.trim();
    if (rule && !MARKER.test(rule)) rules.add(rule);
  }
  const text = [...rules].join('');
  if (text.includes('</')) throw new Error('a style rule contains "</", which would end the <style> element early');
  return `<style ${PAGE_STYLES_ATTRIBUTE}>${text}</style>`;
}
