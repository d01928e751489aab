import type { Page } from './siteTypes';

/**
 * A new handbook page before its author writes it: its heading (the title the author gave) and one
 * article section. Every other text is empty, for the author to write: validate names each one left
 * (`must not be empty`), so the page is not published half-written, and nothing on it is another
 * page's words.
 */
export function newPage(title: string): Page {
  return {
    $schema: '../schema/page.schema.json',
    meta: { title: `${title} | {product} handbook`, description: '' },
    blocks: [
      { type: 'page-header', title, lead: '' },
      { type: 'article', sections: [{ id: 'section-1', heading: '', paragraphs: [''] }] },
    ],
  };
}
