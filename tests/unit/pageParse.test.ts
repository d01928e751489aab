// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { documentOf } from '../../engine/navigation/pageCache';
import { PAGE_STYLES_ATTRIBUTE } from '../../engine/navigation/pageStyles';

/**
 * A page the navigator swaps in is parsed into a detached document; its own styles are kept as text
 * for the current document, so the detached copy never parses them as CSS.
 */
const page = (html: string) => ({ kind: 'page' as const, url: new URL('https://example.test/about'), html });

describe('parsing a page for the swap', () => {
  it("keeps the page's style text apart, and leaves no style element in the parsed document", () => {
    const css = ['.a{color:red}main>p{margin:0}', '.b::after{content:"<b>"}'];
    const html = `<!doctype html><html><head><title>About</title>${css
      .map((text) => `<style ${PAGE_STYLES_ATTRIBUTE}>${text}</style>`)
      .join('')}<meta name="description" content="x" data-head></head><body><div id="root"><h1>About us</h1></div></body></html>`;
    const parsed = documentOf('/not-cached', page(html));
    expect(parsed.styles).toEqual(css);
    expect(parsed.document.querySelectorAll('style')).toHaveLength(0);
    expect(parsed.document.title).toBe('About');
    expect(parsed.document.querySelector('[data-head]')?.getAttribute('content')).toBe('x');
    expect(parsed.document.querySelector('#root h1')?.textContent).toBe('About us');
  });

  it('leaves style elements that are not the page styles where they are', () => {
    const parsed = documentOf('/not-cached', page('<html><head><style>.c{}</style></head><body><div id="root"></div></body></html>'));
    expect(parsed.styles).toEqual([]);
    expect(parsed.document.querySelectorAll('style')).toHaveLength(1);
  });
});
