/**
 * The attribute of a prerendered page's own <style> element. Not styled-components' `data-styled`:
 * its browser runtime (loaded with an island) takes over and removes every style element it
 * recognises, keeping only the rules it has markers for, and the prerender leaves those markers
 * out (they would be a fifth of the page's CSS). So the page's styles stay the page's, and the
 * navigator swaps them with the page.
 */
export const PAGE_STYLES_ATTRIBUTE = 'data-page-styles';
